/// Writing XML (SVG) text.
enum XMLText {
    /// `text` safe inside an XML element or a double-quoted attribute: `&`, `<`,
    /// `>`, `"` and `'` escaped, control characters other than tab and newline
    /// (not allowed in XML 1.0) replaced by U+FFFD.
    /// - Complexity: O(length of the text)
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
