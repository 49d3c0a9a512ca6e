import Foundation

/// A small well-formedness check for the SVG the flame graph writes: tags
/// balance, attribute values are quoted, and every `&` starts one of the five
/// predefined entities or a character reference. Enough to catch a name that
/// was not escaped; not a full XML parser.
enum XMLWellFormedness {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static func check(_ xml: String) throws(Problem) {
        let characters = Array(xml)
        var open: [String] = []
        var index = 0
        func checkEntity(at position: Int) throws(Problem) {
            let rest = String(characters[position..<Swift.min(position + 10, characters.count)])
            let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#"]
            guard entities.contains(where: rest.hasPrefix) else { throw Problem(description: "bare & at \(position): \(rest)") }
        }
        while index < characters.count {
            switch characters[index] {
            case "&":
                try checkEntity(at: index)
                index += 1
            case "<":
                if characters[index...].starts(with: "<?") {
                    guard let end = xml.range(of: "?>", range: xml.index(xml.startIndex, offsetBy: index)..<xml.endIndex) else {
                        throw Problem(description: "unterminated declaration")
                    }
                    index = xml.distance(from: xml.startIndex, to: end.upperBound)
                    continue
                }
                var position = index + 1
                var quote: Character?
                var tag = ""
                while position < characters.count {
                    let character = characters[position]
                    if let current = quote {
                        if character == current { quote = nil }
                        else if character == "<" { throw Problem(description: "< in an attribute value at \(position)") }
                        else if character == "&" { try checkEntity(at: position) }
                    } else if character == "\"" || character == "'" {
                        quote = character
                    } else if character == ">" {
                        break
                    }
                    tag.append(character)
                    position += 1
                }
                guard position < characters.count else { throw Problem(description: "unterminated tag at \(index)") }
                let name = String(tag.drop(while: { $0 == "/" }).prefix(while: { !$0.isWhitespace && $0 != "/" }))
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" }) else {
                    throw Problem(description: "bad tag name \"\(name)\" at \(index)")
                }
                if tag.hasPrefix("/") {
                    guard open.popLast() == name else { throw Problem(description: "</\(name)> closes nothing open at \(index)") }
                } else if !tag.hasSuffix("/") {
                    open.append(name)
                }
                index = position + 1
            default:
                index += 1
            }
        }
        guard open.isEmpty else { throw Problem(description: "unclosed: \(open)") }
    }
}
