/// An array stored as fixed-length chunks behind shared references, copied on
/// write chunk by chunk: a copy of the array shares every chunk, and a write
/// to a shared array copies the list of chunk references (O(n / 256)) and the
/// one chunk written (O(256)), not the whole array.
///
/// What lets the incremental layout keep a snapshot (a batch update's
/// transition holds the layout before it) and still update a few sections in
/// O(touched sections · 256 + S / 256) instead of copying its per-section
/// arrays: with 50,000 sections (10^6 items on the App Store page) a flat
/// array's copy-on-write costs a copy of every section's entry per update.
/// The idea is a two-level persistent vector (the shallow end of Bagwell's
/// RRB / Clojure's persistent vectors); the code is our own.
struct ChunkedArray<Element>: RandomAccessCollection {
    /// One chunk: up to `chunkLength` consecutive elements.
    final class Chunk {
        var elements: [Element]

        init(_ elements: [Element]) { self.elements = elements }
    }

    /// log2 of the chunk length.
    static var chunkShift: Int { 8 }
    /// The elements per chunk (the last chunk may hold fewer).
    static var chunkLength: Int { 1 << chunkShift }

    /// The chunks, in order.
    private var chunks: [Chunk]
    /// The number of elements.
    let count: Int

    /// The elements of `elements`, chunked.
    /// - Complexity: O(n)
    init<Source: Collection>(_ elements: Source) where Source.Element == Element {
        var chunks: [Chunk] = []
        chunks.reserveCapacity((elements.count + Self.chunkLength - 1) / Self.chunkLength)
        var chunk: [Element] = []
        chunk.reserveCapacity(Swift.min(elements.count, Self.chunkLength))
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.chunkLength {
                chunks.append(Chunk(chunk))
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { chunks.append(Chunk(chunk)) }
        self.chunks = chunks
        count = elements.count
    }

    /// `count` copies of `element`.
    /// - Complexity: O(n)
    init(repeating element: Element, count: Int) {
        self.init(repeatElement(element, count: count))
    }

    /// The first index, 0.
    var startIndex: Int { 0 }
    /// `count`.
    var endIndex: Int { count }

    /// The element at `index`; setting it copies the chunk first when another
    /// array shares it.
    /// - Complexity: O(1) to read; O(n / 256 + 256) to write into a shared array, O(1) otherwise.
    subscript(index: Int) -> Element {
        @inline(__always) get { chunks[index &>> Self.chunkShift].elements[index & (Self.chunkLength - 1)] }
        set {
            let chunk = index &>> Self.chunkShift
            if !isKnownUniquelyReferenced(&chunks[chunk]) { chunks[chunk] = Chunk(chunks[chunk].elements) }
            chunks[chunk].elements[index & (Self.chunkLength - 1)] = newValue
        }
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// Element-wise equality.
    /// - Complexity: O(n)
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

/// Sendable as an array is: a chunk is written only while one array holds it
/// (`isKnownUniquelyReferenced`), so a shared chunk is never mutated.
extension ChunkedArray: @unchecked Sendable where Element: Sendable {}
