extension JSONParser {
    /// Reads a number in JSON's grammar
    /// (`-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`) as the nearest
    /// `Double`. Numbers too large for a `Double` are refused rather than read as
    /// infinity; numbers too small for one become zero, as in every JSON reader.
    /// - Complexity: O(length of the number).
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = offset
        let negative = consume(UInt8(ascii: "-"))
        guard let first = peek(), Self.isDigit(first) else {
            throw error("expected a digit after '-', found \(foundDescription())")
        }
        offset += 1
        if first == UInt8(ascii: "0"), let next = peek(), Self.isDigit(next) {
            throw error("expected no leading zero in a number, found '\(Character(Unicode.Scalar(next)))' after '0'")
        }
        skipDigits()
        let integerEnd = offset
        if consume(UInt8(ascii: ".")) {
            guard let digit = peek(), Self.isDigit(digit) else {
                throw error("expected a digit after the decimal point, found \(foundDescription())")
            }
            skipDigits()
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard let digit = peek(), Self.isDigit(digit) else {
                throw error("expected a digit in the exponent, found \(foundDescription())")
            }
            skipDigits()
        }
        let digitsStart = negative ? start + 1 : start
        if offset == integerEnd, offset - digitsStart <= 15 {
            // A whole number of at most 15 digits is below 2^53: exact as a Double.
            var whole = 0
            for index in digitsStart ..< offset { whole = whole * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
            return negative ? -Double(whole) : Double(whole)
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
            throw error("expected a number within the range of a Double, found \(shown), which overflows to infinity", at: start)
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { offset += 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
