import CollectionLayout
import Testing

/// The oracle itself: every frame tested, results in slot order, appended.
@Suite("LinearScanIndex")
struct LinearScanIndexTests {
    static let frames = [rect(0, 0, 10, 10), rect(0, 20, 10, 10), rect(5, 5, 10, 10), rect(0, 0, 0, 0)]

    @Test("Results in slot order, appended after what the array held; every frame visited")
    func scan() {
        let index = LinearScanIndex(frames: Self.frames)
        var slots: [Int32] = [-1]
        var probe = VisitCounter()
        index.appendSlots(intersecting: rect(0, 0, 20, 20), to: &slots, probe: &probe)
        // Slot 1 (0, 20) only touches the query's bottom edge; slot 3 has no area.
        #expect(slots == [-1, 0, 2])
        #expect(probe.visits == 4)
        #expect(index.indexBytes == 0)
    }

    @Test("No frames, no results")
    func empty() {
        var slots: [Int32] = []
        LinearScanIndex(frames: []).appendSlots(intersecting: rect(0, 0, 100, 100), to: &slots)
        #expect(slots.isEmpty)
    }
}
