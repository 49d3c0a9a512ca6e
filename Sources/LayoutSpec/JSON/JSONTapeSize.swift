/// The size of a document's tape, counted by one pass over the text before
/// it is parsed, so that `JSONParser` allocates the tape and the string
/// buffer once, at their final size: an array grown by doubling holds up to
/// twice its elements, and three times while it moves to a larger buffer.
///
/// Entries: one per value and one per object key, that is 1 + the commas
/// + the colons + the `[` and `{` of containers that are not empty (a
/// container of n elements holds n - 1 commas), exact for valid JSON. For
/// any text it is at most `limit(forTextOf:)`, which bounds what the parser
/// reserves; for invalid JSON the count is only a hint (the parse refuses
/// the document anyway).
struct JSONTapeSize {
    /// The entries the tape needs.
    private(set) var entries = 1
    /// The bytes the strings with escapes need in the string buffer, at most:
    /// their length in the text (escapes only shorten a string), plus 8 bytes
    /// of length for a long one (`JSONTape.appendString`).
    private(set) var escapedStringBytes = 0

    /// The most entries the tape of a valid document of `count` bytes holds:
    /// every value takes at least one byte and all but the first a separator
    /// or bracket of their own (`[1,1,1]`: 3 values, 7 bytes, 4 entries).
    /// - Complexity: O(1)
    static func limit(forTextOf count: Int) -> Int { (count + 1) / 2 + 1 }

    /// Counts the tape of `bytes` from `start`.
    /// - Complexity: O(bytes), O(1) memory.
    init(_ bytes: [UInt8], from start: Int) {
        var entries = 1, escapedStringBytes = 0
        bytes.withUnsafeBufferPointer { text in
            var index = start
            // The last byte outside strings that was not whitespace.
            var last: UInt8 = 0
            while index < text.count {
                let byte = text[index]
                switch byte {
                case 0x20, 0x0A, 0x0D, 0x09:
                    index += 1
                    continue
                case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"):
                    entries += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if last == UInt8(ascii: "[") || last == UInt8(ascii: "{") { entries -= 1 }
                case UInt8(ascii: "\""):
                    let opening = index
                    var escaped = false
                    index += 1
                    while index < text.count, text[index] != UInt8(ascii: "\"") {
                        if text[index] == UInt8(ascii: "\\") {
                            escaped = true
                            index += 1
                        }
                        index += 1
                    }
                    if escaped {
                        let length = Swift.min(index, text.count) - opening - 1
                        escapedStringBytes += length + (length >= JSONTapeEntry.longString ? 8 : 0)
                    }
                default:
                    break
                }
                last = byte
                index += 1
            }
        }
        self.entries = Swift.min(entries, Self.limit(forTextOf: bytes.count - start))
        self.escapedStringBytes = escapedStringBytes
    }
}
