/// An array stored as fixed-length chunks, each an array of its own, copied on
/// write chunk by chunk: a copy of the array shares every chunk's buffer, and
/// a write to a shared array copies the list of chunk buffers (O(n / 256)) and
/// the one chunk written (O(256)), not the whole array.
///
/// What lets the incremental layout keep a snapshot (a batch update's
/// transition holds the layout before it) and still update a few sections in
/// O(touched sections · 256 + S / 256) instead of copying its per-section
/// arrays: with 50,000 sections (10^6 items on the App Store page) a flat
/// array's copy-on-write costs a copy of every section's entry per update.
/// The idea is a two-level persistent vector (the shallow end of Bagwell's
/// RRB / Clojure's persistent vectors); the code is our own.
struct ChunkedArray<Element>: RandomAccessCollection {
    /// log2 of the chunk length.
    static var chunkShift: Int { 8 }
    /// The elements per chunk (the last chunk may hold fewer).
    static var chunkLength: Int { 1 << chunkShift }

    /// The chunks, in order: up to `chunkLength` consecutive elements each.
    /// Plain nested arrays, not a class holding an array: reading a class's
    /// `var` goes through the runtime's exclusivity check
    /// (`swift_beginAccess`) on every element read, a third of a hit test.
    private var chunks: [[Element]]
    /// The number of elements.
    let count: Int

    /// The elements of `elements`, chunked.
    /// - Complexity: O(n)
    init<Source: Collection>(_ elements: Source) where Source.Element == Element {
        var chunks: [[Element]] = []
        chunks.reserveCapacity((elements.count + Self.chunkLength - 1) / Self.chunkLength)
        var chunk: [Element] = []
        chunk.reserveCapacity(Swift.min(elements.count, Self.chunkLength))
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.chunkLength {
                chunks.append(chunk)
                chunk = []
                chunk.reserveCapacity(Self.chunkLength)
            }
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        self.chunks = chunks
        count = elements.count
    }

    /// The first index, 0.
    var startIndex: Int { 0 }
    /// `count`.
    var endIndex: Int { count }

    /// The element at `index`; setting it copies the chunk first when another
    /// array shares it.
    /// - Complexity: O(1) to read; O(n / 256 + 256) to write into a shared array, O(1) otherwise.
    subscript(index: Int) -> Element {
        @inline(__always) get { chunks[index &>> Self.chunkShift][index & (Self.chunkLength - 1)] }
        set { chunks[index &>> Self.chunkShift][index & (Self.chunkLength - 1)] = newValue }
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// Element-wise equality.
    /// - Complexity: O(n)
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

/// Sendable as the arrays it is made of.
extension ChunkedArray: Sendable where Element: Sendable {}
