extension JSONParser {
    /// Reads a string starting at its opening quote, and returns its tape
    /// entry: the string's place in the text when it has no escapes, else its
    /// resolved bytes appended to `strings`.
    /// - Complexity: O(length of the string).
    mutating func parseString() throws(JSONSyntaxError) -> UInt64 {
        let opening = offset
        offset += 1
        var escaped = false
        var runStart = offset
        while true {
            guard let byte = peek() else {
                let (line, column) = TextPosition.of(opening, in: bytes)
                throw error("expected '\"' to close the string that starts at line \(line), column \(column), found end of input")
            }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard escaped else { return JSONTapeEntry.string(.textString, offset: opening + 1, count: offset - opening - 2) }
                scratch.append(contentsOf: bytes[runStart ..< offset - 1])
                return JSONTape.appendString(scratch, count: scratch.count, to: &strings)
            case UInt8(ascii: "\\"):
                if !escaped {
                    escaped = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: bytes[runStart..<offset])
                let scalar = try parseEscape()
                UTF8.encode(scalar) { scratch.append($0) }
                runStart = offset
            case 0x00..<0x20:
                throw error("expected control characters in a string to be escaped, found U+\(Self.hex(UInt32(byte)))")
            case 0x80...:
                guard let (_, length) = UTF8Validation.scalar(at: offset, in: bytes) else {
                    throw error("expected valid UTF-8 in a string, found the invalid byte 0x\(Self.hex(UInt32(byte), digits: 2))")
                }
                offset += length
            default:
                offset += 1
            }
        }
    }

    /// Reads one escape, starting at its backslash; a `\u` high surrogate must be
    /// followed by a `\u` low surrogate.
    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        offset += 1
        guard let letter = peek() else {
            throw error("expected an escape character after '\\', found end of input")
        }
        offset += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(letter)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default:
            throw error(#"expected an escape (\" \\ \/ \b \f \n \r \t or \uXXXX) after '\', found "# + foundDescription(at: offset - 1), at: offset - 1)
        }
        let unit = try parseHexQuad()
        switch unit {
        case 0xD800...0xDBFF:
            let pairStart = offset
            guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                throw error("expected a low surrogate \\uDC00-\\uDFFF after the high surrogate \\u\(Self.hex(unit)), found \(foundDescription(at: pairStart))", at: pairStart)
            }
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("expected a low surrogate \\uDC00-\\uDFFF after the high surrogate \\u\(Self.hex(unit)), found \\u\(Self.hex(low))", at: pairStart)
            }
            // A valid pair always decodes to a scalar in U+10000...U+10FFFF.
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            throw error("expected a high surrogate \\uD800-\\uDBFF before the low surrogate \\u\(Self.hex(unit)), found it unpaired", at: offset - 6)
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    /// Reads the four hexadecimal digits of a `\u` escape.
    private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch peek() {
            case let byte? where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte): digit = UInt32(byte - UInt8(ascii: "0"))
            case let byte? where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte): digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case let byte? where (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte): digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: throw error("expected 4 hexadecimal digits after \\u, found \(foundDescription())")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }
}
