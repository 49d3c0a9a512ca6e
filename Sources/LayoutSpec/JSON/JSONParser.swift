/// A strict JSON parser (RFC 8259) that never crashes and never recurses.
///
/// - Objects keep their members in document order (`JSONObject`).
/// - Numbers become `Double`; a number that overflows to infinity is an error.
/// - Strings resolve every escape, `\uXXXX` included, with surrogate pairs;
///   unpaired surrogates and invalid UTF-8 are errors.
/// - Nesting deeper than `maximumDepth` is an error: containers are built on an
///   explicit stack, so no input can overflow the call stack.
/// - A leading UTF-8 byte order mark is skipped.
/// - Memory: the document becomes one `JSONTape`, 8 bytes a value (a pair
///   of small whole numbers, `[100, 50]`, 8 bytes in all), strings without
///   escapes read from the text; the tape is allocated once, at the size a
///   first pass over the text counts (`JSONTapeSize`). So the parse holds at
///   most 4 bytes per byte of text besides the text itself, whatever the
///   document's shape.
///
/// Errors are `JSONSyntaxError`s naming the line, the column and what was expected.
public struct JSONParser {
    /// The default nesting limit: far deeper than any layout spec needs.
    public static let defaultMaximumDepth = 256

    /// The document, as UTF-8.
    let bytes: [UInt8]
    /// The next byte to read.
    var offset = 0
    /// The most arrays and objects that may be open at once.
    let maximumDepth: Int
    /// The tape written so far (`JSONTapeEntry`).
    var tape: [UInt64] = []
    /// The resolved bytes of strings with escapes (`JSONTape.strings`).
    var strings: [UInt8] = []
    /// The bytes of the string being resolved, reused from string to string.
    var scratch: [UInt8] = []

    /// Parses a whole document.
    /// - Complexity: O(n) in the document's length.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        return try parser.parseDocument()
    }

    /// Parses a whole document.
    /// - Complexity: O(n) in the document's length.
    public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        try parseTape()
        return JSONTape(entries: tape, text: bytes, strings: strings).value(at: 0)
    }

    /// Reads the document into `tape` and `strings`.
    mutating func parseTape() throws(JSONSyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        guard bytes.count <= JSONTapeEntry.maximumOffset else {
            throw error("expected a document of at most \(JSONTapeEntry.maximumOffset) bytes, found \(bytes.count) bytes", at: 0)
        }
        let size = JSONTapeSize(bytes, from: offset)
        tape.reserveCapacity(size.entries)
        strings.reserveCapacity(size.escapedStringBytes)
        var stack: [JSONOpenContainer] = []
        parsing: while true {
            // Read one value; a container's header is written when it closes.
            skipWhitespace()
            var valueStart = tape.count
            switch peek() {
            case UInt8(ascii: "{"):
                try checkDepth(stack.count)
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                    tape.append(JSONTapeEntry.container(.object, span: 0))
                } else {
                    stack.append(JSONOpenContainer(isObject: true, header: tape.count))
                    tape.append(0)
                    try parseMemberKey(afterComma: false)
                    continue parsing
                }
            case UInt8(ascii: "["):
                try checkDepth(stack.count)
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                    tape.append(JSONTapeEntry.container(.array, span: 0))
                } else {
                    stack.append(JSONOpenContainer(isObject: false, header: tape.count))
                    tape.append(0)
                    continue parsing
                }
            default:
                try parseScalar(afterComma: offset > 0 && lastSignificantByte() == UInt8(ascii: ","))
            }
            // Count the value in its container, closing every container that ends here.
            while !stack.isEmpty {
                let top = stack.count - 1
                skipWhitespace()
                if stack[top].isObject {
                    if consume(UInt8(ascii: ",")) {
                        skipWhitespace()
                        try parseMemberKey(afterComma: true)
                        continue parsing
                    }
                    guard consume(UInt8(ascii: "}")) else {
                        throw error("expected ',' or '}' after an object member, found \(foundDescription())")
                    }
                } else {
                    stack[top].addElement(extent: tape.count - valueStart)
                    if consume(UInt8(ascii: ",")) { continue parsing }
                    guard consume(UInt8(ascii: "]")) else {
                        throw error("expected ',' or ']' after an array element, found \(foundDescription())")
                    }
                }
                let closed = stack.removeLast()
                let span = tape.count - closed.header - 1
                if !closed.isObject, span == 2, let pair = JSONTapeEntry.pair(tape[closed.header + 1], tape[closed.header + 2]) {
                    tape[closed.header] = pair
                    tape.removeLast(2)
                } else {
                    tape[closed.header] = closed.header(span: span)
                }
                valueStart = closed.header
            }
            skipWhitespace()
            guard offset == bytes.count else {
                throw error("expected end of input after the JSON value, found \(foundDescription())")
            }
            return
        }
    }

    /// Reads `"key"` onto the tape and the `:` after it, leaving the offset at the value.
    private mutating func parseMemberKey(afterComma: Bool) throws(JSONSyntaxError) {
        guard peek() == UInt8(ascii: "\"") else {
            if afterComma, peek() == UInt8(ascii: "}") {
                throw error("expected a member after ',' (trailing commas are not allowed), found '}'")
            }
            throw error("expected a string key in double quotes, found \(foundDescription())")
        }
        tape.append(try parseString())
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else {
            let key = JSONTape(entries: [tape[tape.count - 1]], text: bytes, strings: strings).string(at: 0)
            throw error("expected ':' after the object key \"\(key)\", found \(foundDescription())")
        }
    }

    /// Reads a string, number, `true`, `false` or `null` onto the tape.
    private mutating func parseScalar(afterComma: Bool) throws(JSONSyntaxError) {
        guard let byte = peek() else {
            throw error("expected a JSON value, found end of input")
        }
        switch byte {
        case UInt8(ascii: "\""): tape.append(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): tape.append(try parseNumber().bitPattern)
        case UInt8(ascii: "t"): try expectLiteral("true"); tape.append(JSONTapeEntry.tagged(.true))
        case UInt8(ascii: "f"): try expectLiteral("false"); tape.append(JSONTapeEntry.tagged(.false))
        case UInt8(ascii: "n"): try expectLiteral("null"); tape.append(JSONTapeEntry.tagged(.null))
        case UInt8(ascii: "]") where afterComma:
            throw error("expected a value after ',' (trailing commas are not allowed), found ']'")
        default:
            throw error("expected a value (object, array, string, number, true, false or null), found \(foundDescription())")
        }
    }

    /// Reads `literal` (`true`, `false` or `null`); a mismatch is reported where it occurs.
    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        for index in 0 ..< literal.utf8CodeUnitCount {
            guard peek() == literal.utf8Start[index] else {
                throw error("expected '\(literal)', found \(foundDescription())")
            }
            offset += 1
        }
    }

    private func checkDepth(_ openContainers: Int) throws(JSONSyntaxError) {
        guard openContainers < maximumDepth else {
            throw error("expected at most \(maximumDepth) nested arrays and objects, found deeper nesting")
        }
    }

    // MARK: Reading bytes

    /// The byte at the offset, or `nil` at the end.
    func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Skips `byte` if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            offset += 1
        }
    }

    /// The last non-whitespace byte before the offset, or `nil`.
    private func lastSignificantByte() -> UInt8? {
        var index = offset - 1
        while index >= 0 {
            let byte = bytes[index]
            if !(byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09) { return byte }
            index -= 1
        }
        return nil
    }

    // MARK: Errors

    /// An error at `position` (default: the offset).
    func error(_ expectation: String, at position: Int? = nil) -> JSONSyntaxError {
        let (line, column) = TextPosition.of(position ?? offset, in: bytes)
        return JSONSyntaxError(line: line, column: column, expectation: expectation)
    }

    /// What is at the offset, for error messages: `end of input`, `'x'`, or `U+XXXX`.
    func foundDescription(at position: Int? = nil) -> String {
        let index = position ?? offset
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "U+" + Self.hex(UInt32(byte)) }
        if let scalar = UTF8Validation.scalar(at: index, in: bytes) {
            return "'\(Character(scalar.value))' (U+\(Self.hex(scalar.value.value)))"
        }
        return "the invalid UTF-8 byte 0x" + Self.hex(UInt32(byte), digits: 2)
    }

    /// `value` in upper-case hexadecimal, zero-padded to `digits`.
    static func hex(_ value: UInt32, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
    }
}
