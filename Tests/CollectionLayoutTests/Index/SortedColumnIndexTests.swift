import CollectionLayout
import LayoutTestSupport
import Testing

/// `SortedColumnIndex`: lanes with running bounds. Exact for any order; the
/// suffix minima of starts appear only for lanes whose starts are unsorted.
@Suite("SortedColumnIndex")
struct SortedColumnIndexTests {
    /// Sorted slots found for `query`.
    static func found(_ index: SortedColumnIndex, _ query: Rect) -> [Int32] {
        var slots: [Int32] = []
        index.appendSlots(intersecting: query, to: &slots)
        return slots.sorted()
    }

    /// n frames stacked down one column: (0, 10i, 10, 10).
    static func column(_ n: Int) -> [Rect] { (0..<n).map { rect(0, Double($0) * 10, 10, 10) } }

    @Test("One sorted lane: 8 bytes per element, exact results, logarithmic search")
    func sortedLane() {
        let frames = Self.column(1000)
        let index = SortedColumnIndex(frames: frames, axis: .vertical)
        #expect(index.laneCount == 1)
        #expect(index.indexBytes == 1000 * 8)
        // [95, 125) meets frames 9 (90..100), 10, 11 and 12 (120..130).
        #expect(Self.found(index, rect(0, 95, 10, 30)) == [9, 10, 11, 12])
        // [100, 120) only touches 9 and 12.
        #expect(Self.found(index, rect(0, 100, 10, 20)) == [10, 11])
        var probe = VisitCounter()
        var slots: [Int32] = []
        index.appendSlots(intersecting: rect(0, 5000, 10, 30), to: &slots, probe: &probe)
        // [5000, 5030) meets frames 500, 501 and 502 (499 ends at 5000: it only touches).
        // Two binary searches over at most 1000 positions (<= 10 steps each) and the 3 scanned.
        #expect(slots.sorted() == [500, 501, 502])
        #expect(probe.visits <= 10 + 10 + 3)
    }

    @Test("An unsorted lane keeps suffix minima (16 bytes per element) and stays exact")
    func unsortedLane() {
        // A long frame last, starting first: the running end and suffix minimum both matter.
        var frames = Self.column(100)
        frames.append(rect(0, 0, 10, 2000))
        frames.swapAt(3, 50)
        let index = SortedColumnIndex(frames: frames, axis: .vertical)
        #expect(index.indexBytes == 101 * 16)
        let expected = IndexOracleChecker.mismatches(frames: frames, axis: .vertical, rects: [
            rect(0, 0, 10, 1), rect(0, 35, 10, 1), rect(0, 500, 10, 1), rect(0, 1500, 10, 1), rect(0, 1999, 10, 5), rect(0, 2000, 10, 5),
        ])
        #expect(expected.isEmpty, "\(expected)")
        #expect(Self.found(index, rect(0, 1500, 10, 1)) == [100])
        #expect(Self.found(index, rect(0, 35, 10, 1)) == [50, 100])
    }

    @Test("Lanes: 4 bytes of slot list plus 8 of running ends per element; empty lanes are fine")
    func lanes() {
        // Two columns interleaved by slot, and an empty lane.
        let frames = (0..<10).map { rect(Double($0 % 2) * 20, Double($0 / 2) * 10, 10, 10) }
        let lanes: [[Int32]] = [[0, 2, 4, 6, 8], [1, 3, 5, 7, 9], []]
        let index = SortedColumnIndex(frames: frames, axis: .vertical, lanes: lanes)
        #expect(index.laneCount == 3)
        #expect(index.indexBytes == 10 * (4 + 8))
        // y [15, 25) in both columns: rows 1 and 2 → slots 2, 3, 4, 5.
        #expect(Self.found(index, rect(0, 15, 40, 10)) == [2, 3, 4, 5])
        // Only the right column.
        #expect(Self.found(index, rect(20, 15, 10, 10)) == [3, 5])
    }

    @Test("A flow line of centred items (nearly sorted starts) is searched exactly")
    func nearlySorted() {
        // One line at y 0 of height 40: a 10-tall item centred at y 15, a 40-tall one at 0, then line 2 at 50.
        let frames = [rect(0, 15, 10, 10), rect(20, 0, 10, 40), rect(0, 50, 10, 10)]
        let index = SortedColumnIndex(frames: frames, axis: .vertical)
        #expect(Self.found(index, rect(0, 0, 100, 5)) == [1])
        #expect(Self.found(index, rect(0, 20, 100, 1)) == [0, 1])
        #expect(Self.found(index, rect(0, 40, 100, 10)) == [])
        #expect(Self.found(index, rect(0, 45, 100, 10)) == [2])
    }

    @Test("Horizontal main axis")
    func horizontal() {
        let frames = (0..<50).map { rect(Double($0) * 10, 0, 10, 100) }
        let index = SortedColumnIndex(frames: frames, axis: .horizontal)
        #expect(Self.found(index, rect(95, 50, 20, 1)) == [9, 10, 11])
        #expect(Self.found(index, rect(95, 100, 20, 1)) == [])
    }

    @Test("No frames and empty rects find nothing")
    func degenerate() {
        #expect(Self.found(SortedColumnIndex(frames: [], axis: .vertical), rect(0, 0, 100, 100)) == [])
        #expect(Self.found(SortedColumnIndex(frames: [], axis: .vertical, lanes: [[], []]), rect(0, 0, 100, 100)) == [])
        let index = SortedColumnIndex(frames: Self.column(10), axis: .vertical)
        #expect(Self.found(index, rect(5, 5, 0, 50)) == [])
        #expect(Self.found(index, rect(5, 5, 50, 0)) == [])
    }
}
