/// A strict JSON parser (RFC 8259) that never crashes and never recurses.
///
/// - Objects keep their members in document order (`JSONObject`).
/// - Numbers become `Double`; a number that overflows to infinity is an error.
/// - Strings resolve every escape, `\uXXXX` included, with surrogate pairs;
///   unpaired surrogates and invalid UTF-8 are errors.
/// - Nesting deeper than `maximumDepth` is an error: containers are built on an
///   explicit stack, so no input can overflow the call stack.
/// - A leading UTF-8 byte order mark is skipped.
/// - Memory: arrays of numbers, and tables of them (`[[w, h], ...]`), are
///   stored flat, 8 bytes a number (`JSONArray`); containers of many elements
///   are allocated at their final size, counted by a pass over the text first
///   (`JSONContainerSizes`).
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
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        let sizes = JSONContainerSizes(bytes, from: offset, maximumDepth: maximumDepth)
        var stack: [JSONOpenContainer] = []
        // The numbers of an array that just closed and became a row of its parent's table;
        // between rows, the empty buffer the next small array fills (no allocation per row).
        var row: [Double] = []
        var hasRow = false
        parsing: while true {
            // Read one value; containers are opened and filled iteratively.
            skipWhitespace()
            var value: JSONValue = .null
            switch peek() {
            case UInt8(ascii: "{"):
                try checkDepth(stack.count)
                let opening = offset
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                    value = .object(JSONObject())
                } else {
                    let key = try parseMemberKey(afterComma: false)
                    stack.append(JSONOpenContainer(isObject: true, key: key, expectedCount: sizes.count(at: opening)))
                    continue parsing
                }
            case UInt8(ascii: "["):
                try checkDepth(stack.count)
                let opening = offset
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                    value = .array(JSONArray())
                } else {
                    var array = JSONOpenContainer(isObject: false, expectedCount: sizes.count(at: opening))
                    if array.expectedCount == nil { swap(&array.numbers, &row) }
                    stack.append(array)
                    continue parsing
                }
            default:
                value = try parseScalar(afterComma: offset > 0 && lastSignificantByte() == UInt8(ascii: ","))
            }
            // Hand the value (or the row) to its container, closing every container that ends here.
            while !stack.isEmpty {
                let top = stack.count - 1
                skipWhitespace()
                if stack[top].isObject {
                    stack[top].members.append(JSONMember(key: stack[top].key, value: value))
                    if consume(UInt8(ascii: ",")) {
                        skipWhitespace()
                        stack[top].key = try parseMemberKey(afterComma: true)
                        continue parsing
                    }
                    guard consume(UInt8(ascii: "}")) else {
                        throw error("expected ',' or '}' after an object member, found \(foundDescription())")
                    }
                    value = .object(JSONObject(members: stack.removeLast().members))
                } else {
                    if hasRow {
                        stack[top].appendRow(row)
                        row.removeAll(keepingCapacity: true)
                        hasRow = false
                    } else {
                        stack[top].append(value)
                    }
                    if consume(UInt8(ascii: ",")) { continue parsing }
                    guard consume(UInt8(ascii: "]")) else {
                        throw error("expected ',' or ']' after an array element, found \(foundDescription())")
                    }
                    var closed = stack.removeLast()
                    let width = closed.numbers.count
                    if closed.shape == .numbers, width <= JSONOpenContainer.maximumRowWidth, stack.last?.acceptsRow(width: width) == true {
                        swap(&row, &closed.numbers)
                        hasRow = true
                    } else {
                        value = closed.arrayValue()
                        if closed.expectedCount == nil, closed.numbers.capacity <= 4 * JSONOpenContainer.maximumRowWidth {
                            closed.numbers.removeAll(keepingCapacity: true)
                            swap(&row, &closed.numbers)
                        }
                    }
                }
            }
            skipWhitespace()
            guard offset == bytes.count else {
                throw error("expected end of input after the JSON value, found \(foundDescription())")
            }
            return value
        }
    }

    /// Reads `"key"` and the `:` after it, leaving the offset at the value.
    private mutating func parseMemberKey(afterComma: Bool) throws(JSONSyntaxError) -> String {
        guard peek() == UInt8(ascii: "\"") else {
            if afterComma, peek() == UInt8(ascii: "}") {
                throw error("expected a member after ',' (trailing commas are not allowed), found '}'")
            }
            throw error("expected a string key in double quotes, found \(foundDescription())")
        }
        let key = try parseString()
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else {
            throw error("expected ':' after the object key \"\(key)\", found \(foundDescription())")
        }
        return key
    }

    /// Reads a string, number, `true`, `false` or `null`.
    private mutating func parseScalar(afterComma: Bool) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else {
            throw error("expected a JSON value, found end of input")
        }
        switch byte {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "]") where afterComma:
            throw error("expected a value after ',' (trailing commas are not allowed), found ']'")
        default:
            throw error("expected a value (object, array, string, number, true, false or null), found \(foundDescription())")
        }
    }

    /// Reads `literal` (`true`, `false` or `null`); a mismatch is reported where it occurs.
    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let expected = literal.withUTF8Buffer { Array($0) }
        for byte in expected {
            guard peek() == byte else {
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
