/// How many elements each large array and object of a document holds, found
/// by one pass over the text before it is parsed, so that `JSONParser` can
/// allocate each at its final size: an array grown by doubling holds up to
/// twice its elements, and three times while it moves to a larger buffer.
///
/// Only containers of at least `minimumRecorded` elements are recorded (a
/// small one wastes little), so the record stays a small fraction of the
/// text. The counts are capacity hints: exact for valid JSON; for invalid
/// JSON, whatever the pass saw, bounded by the text's length, and the parse
/// refuses the document anyway.
struct JSONContainerSizes {
    /// The fewest elements a container needs to be recorded.
    static let minimumRecorded = 256

    /// Element counts by the offset of the container's `[` or `{`.
    private var counts: [Int: Int] = [:]

    /// Counts the containers of `bytes` from `start`. Stops, keeping what it
    /// found, at nesting deeper than `maximumDepth` (the parse refuses it).
    /// - Complexity: O(bytes), O(maximumDepth) memory beyond the record.
    init(_ bytes: [UInt8], from start: Int, maximumDepth: Int) {
        /// An open container: where it starts, the commas directly in it, whether it holds anything.
        struct Open {
            var offset: Int
            var commas = 0
            var isEmpty = true
        }
        var stack: [Open] = []
        var index = start
        bytes.withUnsafeBufferPointer { text in
            while index < text.count {
                let byte = text[index]
                switch byte {
                case 0x20, 0x0A, 0x0D, 0x09:
                    break
                case UInt8(ascii: ","):
                    if !stack.isEmpty { stack[stack.count - 1].commas += 1 }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if !stack.isEmpty { stack[stack.count - 1].isEmpty = false }
                    guard stack.count <= maximumDepth else { return }
                    stack.append(Open(offset: index))
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let closed = stack.popLast() {
                        let count = closed.isEmpty ? 0 : closed.commas + 1
                        if count >= Self.minimumRecorded { counts[closed.offset] = count }
                    }
                case UInt8(ascii: "\""):
                    if !stack.isEmpty { stack[stack.count - 1].isEmpty = false }
                    index += 1
                    while index < text.count, text[index] != UInt8(ascii: "\"") {
                        index += text[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                default:
                    if !stack.isEmpty { stack[stack.count - 1].isEmpty = false }
                }
                index += 1
            }
        }
    }

    /// The element count of the container opened at `offset`, if recorded.
    /// - Complexity: O(1)
    func count(at offset: Int) -> Int? { counts[offset] }
}
