/// Decoding of single UTF-8 sequences, for the parser's validation of strings
/// and for naming the character an error points at.
enum UTF8Validation {
    /// The scalar whose encoding starts at `index`, and the encoding's length in
    /// bytes, or `nil` when the bytes there are not well-formed UTF-8 (a stray
    /// continuation byte, a truncated or overlong sequence, a surrogate, or a
    /// value above U+10FFFF).
    /// - Complexity: O(1)
    static func scalar(at index: Int, in bytes: [UInt8]) -> (value: Unicode.Scalar, length: Int)? {
        guard index >= 0, index < bytes.count else { return nil }
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for position in (index + 1)..<(index + length) {
            let byte = bytes[position]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = length == 3 ? 0x800 : (length == 4 ? 0x10000 : 0x80)
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
