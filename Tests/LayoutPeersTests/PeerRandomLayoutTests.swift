import CollectionLayout
import LayoutPeers
import LayoutTestSupport
import Testing

/// The peers against the linear scan on the stored frames of the oracle's
/// seeded random layouts (every layout family, both scroll directions where a
/// family has them), queried with the oracle's rect families: empty, tiny,
/// viewport-sized, huge, outside the content, negative origins, equal to a
/// frame, touching an edge from outside or overlapping it by a sliver.
@Suite("Peers on random layouts: exactly the linear scan's slots")
struct PeerRandomLayoutTests {
    /// The layout families, each made from a seeded generator and its bounds.
    enum Family: String, CaseIterable {
        case flow, waterfall, compositional, timeline, stickyCards, calendarWeek

        func layout(_ random: inout RandomLayouts, bounds: Size) -> any CollectionLayout {
            switch self {
            case .flow: random.flowLayout(boundsSize: bounds)
            case .waterfall: random.waterfallLayout(boundsSize: bounds)
            case .compositional: random.compositionalLayout(boundsSize: bounds)
            case .timeline: random.timelineLayout(boundsSize: bounds)
            case .stickyCards: random.stickyCardsLayout(boundsSize: bounds)
            case .calendarWeek: random.calendarWeekLayout(boundsSize: bounds)
            }
        }
    }

    @Test("Seeded random layouts of every family", arguments: Family.allCases)
    func randomLayouts(family: Family) {
        var oracle = PeerOracle()
        var prepared = 0
        for seed in UInt64(0)..<150 {
            var random = RandomLayouts(seed: seed &+ 9_000)
            let bounds = family == .compositional ? random.compositionalBoundsSize() : random.boundsSize()
            let layout = family.layout(&random, bounds: bounds)
            // Layouts the engine refuses (validation) have no frames to compare.
            guard let layout = try? layout.prepare(boundsSize: bounds, index: .linear) else { continue }
            prepared += 1
            let rects = (0..<40).map { _ in random.queryRect(in: layout) }
            oracle.check(frames: layout.frames, axis: layout.scrollAxis, rects: rects, label: "\(family) seed \(seed &+ 9_000): ")
        }
        #expect(oracle.mismatches.isEmpty, "\(oracle.mismatches.joined(separator: "\n"))")
        #expect(prepared >= 100, "only \(prepared) of 150 layouts prepared")
        #expect(oracle.rectsWithResults * 4 >= oracle.rectsChecked, "too few rects found anything: \(oracle.summary)")
        #expect(oracle.slotsFound >= 5_000, "too few slots found: \(oracle.summary)")
    }
}
