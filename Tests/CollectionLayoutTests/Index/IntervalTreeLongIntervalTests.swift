import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// A few intervals that span everything, at the start of the order, under a
/// query far to the right: what the calendar's hour headers are (pinned along
/// the index axis, their envelopes span the content). The tree must prune the
/// subtrees on their path by their maxima, right children included; pushing
/// right children unchecked (as lh3/cgranges does) descended the right spine of
/// every such subtree and scanned its last block: 579 / 628 / 680 visits at
/// the quarter / half / end here (now 231 / 238 / 246), for k = 148.
@Suite("Interval tree: long intervals first, query far right")
struct IntervalTreeLongIntervalTests {
    /// 24 intervals 0 ..< 10^7, then 10^6 - 24 intervals of 10 points, 10 apart.
    static let frames: [Rect] = {
        var frames = (0..<24).map { Rect(x: 0, y: Double($0) * 10, width: 10_000_000, height: 10) }
        frames += (0..<(1_000_000 - 24)).map { Rect(x: 100 + Double($0) * 10, y: 0, width: 10, height: 240) }
        return frames
    }()

    @Test("Visits stay within a·log2(n) + b·k wherever the query is", arguments: [0.0, 0.25, 0.5, 0.999])
    func visits(at fraction: Double) {
        let tree = IntervalTreeIndex(frames: Self.frames, axis: .horizontal)
        let x = 100 + fraction * 9_999_000
        let rect = Rect(x: x, y: 0, width: 1_234, height: 240)
        var probe = VisitCounter()
        var slots: [Int32] = []
        tree.appendSlots(intersecting: rect, to: &slots, probe: &probe)
        var oracle: [Int32] = []
        LinearScanIndex(frames: Self.frames).appendSlots(intersecting: rect, to: &oracle)
        #expect(slots.sorted() == oracle)
        #expect(slots.count >= 24 + 123)
        // a = 6, b = 2 as in `IndexComplexityTests`; log2(10^6) rounds up to 20.
        #expect(Double(probe.visits) <= 6 * 20 + 2 * Double(slots.count), "\(probe.visits) visits for k = \(slots.count)")
    }
}
