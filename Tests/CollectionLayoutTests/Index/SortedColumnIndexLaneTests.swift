import CollectionLayout
import LayoutTestSupport
import Testing

/// Given lanes: one that is a run of consecutive slots keeps no slot list (4
/// bytes per element saved), one that is not keeps it; results are the same.
@Suite("SortedColumnIndex: given lanes")
struct SortedColumnIndexLaneTests {
    @Test("A consecutive lane costs 8 bytes per element, a scattered one 12")
    func consecutiveLanes() {
        // Slots 0 ... 2 are headers in lane 1 (0 and 2) and 2 (1); 3 ... 102 a column in lane 0.
        let frames = [rect(0, 0, 10, 5), rect(0, 0, 5, 10), rect(10, 0, 10, 5)] + (0..<100).map { rect(0, 10 + Double($0) * 10, 10, 10) }
        let index = SortedColumnIndex(frames: frames, axis: .vertical, lanes: [Array(3..<103), [0, 2], [1]])
        // Lane 0: 100 × 8; lane 1 (0, 2, not consecutive): 2 × (8 + 4); lane 2: 8.
        #expect(index.indexBytes == 100 * 8 + 2 * 12 + 8)
        var slots: [Int32] = []
        index.appendSlots(intersecting: rect(0, 0, 12, 25), to: &slots)
        var expected: [Int32] = []
        LinearScanIndex(frames: frames).appendSlots(intersecting: rect(0, 0, 12, 25), to: &expected)
        #expect(slots.sorted() == expected)
        #expect(expected == [0, 1, 2, 3, 4])
    }
}
