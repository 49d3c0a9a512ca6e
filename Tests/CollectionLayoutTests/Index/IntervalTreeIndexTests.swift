import CollectionLayout
import LayoutTestSupport
import Testing

/// `IntervalTreeIndex`: the implicit augmented interval tree. Its shape changes
/// with the count (scanned whole up to 15 positions; imaginary nodes past the
/// end of the array), so counts around powers of two are tested exhaustively.
@Suite("IntervalTreeIndex")
struct IntervalTreeIndexTests {
    /// The slots found for `query`, in the order the tree appends them.
    static func found(_ index: IntervalTreeIndex, _ query: Rect) -> [Int32] {
        var slots: [Int32] = []
        index.appendSlots(intersecting: query, to: &slots)
        return slots
    }

    /// n short frames in start order: (0, 10i, 10, 5).
    static func ladder(_ n: Int) -> [Rect] { (0..<n).map { rect(0, Double($0) * 10, 10, 5) } }

    static let shapeSizes = [1, 2, 3, 7, 8, 15, 16, 17, 30, 31, 32, 33, 42, 63, 64, 65, 100, 127, 128, 129, 255, 256, 257]

    @Test("Every subtree maximum reaches the root, imaginary nodes included: one long interval at any position", arguments: shapeSizes)
    func longIntervalAnywhere(n: Int) {
        for position in 0..<n {
            var frames = Self.ladder(n)
            // Frame `position` reaches far past every other; starts stay sorted.
            frames[position].size.height = 1e6
            let index = IntervalTreeIndex(frames: frames, axis: .vertical)
            #expect(!index.neededSort)
            // Past every other frame's end: only the long one.
            #expect(Self.found(index, rect(0, 5e5, 10, 1)) == [Int32(position)], "n=\(n) position=\(position)")
            // At the start of the last short frame (if it is not the long one): it and the long one.
            let last = Double(n - 1) * 10
            let expected = position == n - 1 ? [Int32(position)] : [Int32(position), Int32(n - 1)]
            #expect(Self.found(index, rect(0, last + 1, 10, 1)) == expected, "n=\(n) position=\(position)")
        }
    }

    @Test("Every band query over a ladder of every size from 0 to 70 matches the linear scan")
    func exhaustiveSmallSizes() {
        for n in 0...70 {
            let frames = Self.ladder(n)
            let rects = stride(from: -10.0, through: Double(n) * 10 + 10, by: 2.5).flatMap { y in
                [rect(0, y, 10, 2.5), rect(0, y, 10, 17.5), rect(0, y, 10, 0), rect(10, y, 5, 30)]
            }
            let mismatches = IndexOracleChecker.mismatches(frames: frames, axis: .vertical, rects: rects, label: "ladder n=\(n): ")
            #expect(mismatches.isEmpty, "\(mismatches)")
        }
    }

    @Test("Results come in start order")
    func startOrder() {
        var random = RandomLayouts(seed: 77)
        let frames = random.frames(count: 500, shape: .heavyOverlap)
        let index = IntervalTreeIndex(frames: frames, axis: .vertical)
        #expect(index.neededSort)
        let slots = Self.found(index, rect(-1000, 2000, 3000, 800))
        #expect(slots.count > 10)
        let starts = slots.map { frames[Int($0)].minY }
        #expect(starts == starts.sorted())
    }

    @Test("Memory: 8 bytes per element in start order, 12 when a sort was needed")
    func memory() {
        let sorted = IntervalTreeIndex(frames: Self.ladder(1000), axis: .vertical)
        #expect(!sorted.neededSort)
        #expect(sorted.indexBytes == 1000 * 8)
        let unsorted = IntervalTreeIndex(frames: Self.ladder(1000).reversed(), axis: .vertical)
        #expect(unsorted.neededSort)
        #expect(unsorted.indexBytes == 1000 * 12)
        #expect(IntervalTreeIndex(frames: [], axis: .vertical).indexBytes == 0)
    }

    @Test("Zero-length intervals and touching edges are never found; identical starts all are")
    func degenerateIntervals() {
        let frames = [rect(0, 10, 10, 0), rect(0, 10, 10, 5), rect(0, 10, 10, 5), rect(0, 15, 10, 5), rect(0, 10, 0, 10)]
        let index = IntervalTreeIndex(frames: frames, axis: .vertical)
        #expect(Self.found(index, rect(0, 0, 100, 100)).sorted() == [1, 2, 3])
        #expect(Self.found(index, rect(0, 15, 100, 5)) == [3])
        #expect(Self.found(index, rect(0, 5, 100, 5)) == [])
        #expect(Self.found(index, rect(0, 12, 100, 0)) == [])
    }

    @Test("Horizontal main axis")
    func horizontal() {
        let frames = (0..<40).map { rect(Double($0) * 10, 0, 5, 100) }
        let index = IntervalTreeIndex(frames: frames, axis: .horizontal)
        #expect(Self.found(index, rect(12, 0, 20, 10)) == [1, 2, 3])
        #expect(Self.found(index, rect(12, 100, 20, 10)) == [])
    }

    @Test("Visits stay logarithmic in a long ladder: a lookup near the end does not walk the start")
    func visits() {
        let n = 1 << 16
        let index = IntervalTreeIndex(frames: Self.ladder(n), axis: .vertical)
        for y in [0.0, Double(n) * 5, Double(n) * 10 - 10] {
            var probe = VisitCounter()
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect(0, y, 10, 1), to: &slots, probe: &probe)
            #expect(slots.count == 1)
            // Two boundary paths of 16 levels, popped at most twice each, plus one 15-position leaf scan.
            #expect(probe.visits <= 4 * 16 + 15, "at \(y): \(probe.visits)")
        }
    }
}
