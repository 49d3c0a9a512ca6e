/// One pass over a result file's bytes before `JSONDecoder` sees them: the
/// syntax (RFC 8259), with the byte offset, line and column of the first
/// error; the nesting depth; and every number's range, with the JSON path of
/// a number a `Double` cannot hold (`1e400` overflows, and `1e-400`, which
/// `JSONDecoder` silently reads as 0, underflows). Iterative, so no input can
/// exhaust the call stack, and it allocates only the path stack.
public struct ResultJSONScanner {
    /// What is wrong and where: `syntax` at a byte offset, or a `value` at a JSON path.
    public enum Failure: Error, Equatable {
        /// Malformed JSON: the message names the byte offset, line and column.
        case syntax(String)
        /// A number out of range: the message names the JSON path.
        case value(path: String, message: String)
    }

    /// The fields (and elements of list fields) that hold counts, which
    /// `JSONDecoder` reads into integer types: a negative or fractional value
    /// there would otherwise be reported as "not valid JSON" with no path.
    static let countKeys: Set<String> = [
        "schemaVersion", "iterationsPerSample", "resultCount", "peakResidentBytes", "runSampleCounts", "count",
        "samples", "targetSampleNanoseconds", "maximumScrollFrames", "items", "seed",
    ]

    /// The deepest nesting a result file needs is 6; 64 leaves room.
    static let maximumDepth = 64

    private enum Container {
        case object(key: String)
        case array(index: Int)
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var stack: [Container] = []

    /// Scans `bytes` as one JSON document.
    /// - Throws: `Failure` for the first problem found.
    /// - Complexity: O(bytes)
    public static func scan(_ bytes: [UInt8]) throws(Failure) {
        var scanner = ResultJSONScanner(bytes: bytes)
        try scanner.scanDocument()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The JSON path of the value being read, e.g. `cases[0].wallNanoseconds[3]`.
    var path: String {
        var text = ""
        for container in stack {
            switch container {
            case .object(let key): text += (text.isEmpty ? "" : ".") + key
            case .array(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    /// The key of the innermost object around the current value.
    private var innermostKey: String? {
        for container in stack.reversed() {
            if case .object(let key) = container { return key }
        }
        return nil
    }

    private mutating func scanDocument() throws(Failure) {
        var expectingValue = true
        while true {
            skipWhitespace()
            if expectingValue {
                guard offset < bytes.count else { throw syntax("expected a value, found the end of the file") }
                switch bytes[offset] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard stack.count < Self.maximumDepth else { throw syntax("nested deeper than \(Self.maximumDepth) levels") }
                    let isObject = bytes[offset] == UInt8(ascii: "{")
                    offset += 1
                    skipWhitespace()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: isObject ? "}" : "]") {
                        offset += 1
                        expectingValue = false
                        if stack.isEmpty { return try finish() }
                        continue
                    }
                    stack.append(isObject ? .object(key: "") : .array(index: 0))
                    if isObject { try readKey() }
                case UInt8(ascii: "\""):
                    _ = try readString()
                    expectingValue = false
                case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
                    try readNumber()
                    expectingValue = false
                case UInt8(ascii: "t"): try readLiteral("true"); expectingValue = false
                case UInt8(ascii: "f"): try readLiteral("false"); expectingValue = false
                case UInt8(ascii: "n"): try readLiteral("null"); expectingValue = false
                default: throw syntax("expected a value, found \(found())")
                }
                if !expectingValue && stack.isEmpty { return try finish() }
            } else {
                guard let top = stack.last else { return try finish() }
                guard offset < bytes.count else { throw syntax("expected ',' or a closing bracket, found the end of the file") }
                let byte = bytes[offset]
                offset += 1
                switch (top, byte) {
                case (.array(let index), UInt8(ascii: ",")):
                    stack[stack.count - 1] = .array(index: index + 1)
                    expectingValue = true
                case (.object, UInt8(ascii: ",")):
                    try readKey()
                    expectingValue = true
                case (.array, UInt8(ascii: "]")), (.object, UInt8(ascii: "}")):
                    stack.removeLast()
                    if stack.isEmpty { return try finish() }
                default:
                    offset -= 1
                    if case .array = top { throw syntax("expected ',' or ']', found \(found())") }
                    throw syntax("expected ',' or '}', found \(found())")
                }
            }
        }
    }

    /// Nothing but whitespace may follow the document.
    private mutating func finish() throws(Failure) {
        skipWhitespace()
        guard offset == bytes.count else { throw syntax("unexpected \(found()) after the document") }
    }

    /// Reads `"key":` and makes it the innermost object's current key.
    private mutating func readKey() throws(Failure) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw syntax("expected a key (a string), found \(found())") }
        let key = try readString()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw syntax("expected ':' after a key, found \(found())") }
        offset += 1
        stack[stack.count - 1] = .object(key: key)
    }

    /// Reads a string from its opening quote; returns its raw text between the
    /// quotes (escapes are checked, not resolved: the text only names paths).
    private mutating func readString() throws(Failure) -> String {
        offset += 1
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: bytes[start ..< offset - 1], as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset + 1 < bytes.count else { throw syntax("unterminated string, found the end of the file") }
                let escaped = bytes[offset + 1]
                if escaped == UInt8(ascii: "u") {
                    guard offset + 5 < bytes.count, bytes[offset + 2 ... offset + 5].allSatisfy(Self.isHexDigit) else {
                        throw syntax("expected four hexadecimal digits after \\u")
                    }
                    offset += 6
                } else {
                    guard "\"\\/bfnrt".utf8.contains(escaped) else { offset += 1; throw syntax("invalid escape \\\(found())") }
                    offset += 2
                }
            case 0 ..< 0x20:
                throw syntax("a control character in a string (escape it)")
            default:
                offset += 1
            }
        }
        throw syntax("unterminated string, found the end of the file")
    }

    /// Reads a number and checks that a `Double` holds it.
    private mutating func readNumber() throws(Failure) {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw syntax("expected a digit, found \(found())") }
        if bytes[offset] == UInt8(ascii: "0") { offset += 1 } else { skipDigits() }
        let mantissaEnd: Int
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw syntax("expected a digit after '.', found \(found())") }
            skipDigits()
        }
        mantissaEnd = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw syntax("expected a digit in the exponent, found \(found())") }
            skipDigits()
        }
        let text = String(decoding: bytes[start ..< offset], as: UTF8.self)
        let value = Double(text) ?? .nan
        if !value.isFinite {
            throw .value(path: path, message: "\(text) is out of range (it overflows a Double to infinity)")
        }
        if value == 0, bytes[start ..< mantissaEnd].contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
            throw .value(path: path, message: "\(text) is out of range (it underflows a Double to 0)")
        }
        if let key = innermostKey, Self.countKeys.contains(key), !(value >= 0 && value.rounded() == value && value < 0x1p64) {
            throw .value(path: path, message: "\(text) is not a whole number >= 0")
        }
    }

    private mutating func readLiteral(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard offset < bytes.count, bytes[offset] == expected else { throw syntax("expected '\(word)', found \(found())") }
            offset += 1
        }
    }

    private mutating func skipDigits() {
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a") ... UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// What is at the current offset, for messages: `'x'`, `byte 0xFF` or `the end of the file`.
    private func found() -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// A syntax failure at the current offset: `at byte N (line L, column C): MESSAGE`.
    private func syntax(_ message: String) -> Failure {
        var line = 1, lineStart = 0
        for index in 0 ..< Swift.min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return .syntax("at byte \(offset) (line \(line), column \(offset - lineStart + 1)): \(message)")
    }
}
