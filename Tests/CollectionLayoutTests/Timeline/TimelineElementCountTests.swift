import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// `TimelineLayout.elementCount`, the storage a prepare reserves, is exactly
/// what the prepare emits: in both directions, with headers and footers on
/// and off, and for the two workloads at 10^4 items.
@Suite("Timeline: the element count a prepare reserves is the count it emits")
struct TimelineElementCountTests {
    @Test("Random layouts", arguments: 0..<4)
    func randomLayouts(batch: Int) throws {
        var directions: Set<Axis> = []
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            var random = RandomLayouts(seed: 310_000 + seed)
            let bounds = random.boundsSize()
            let layout = random.timelineLayout(boundsSize: bounds)
            let prepared = try layout.prepare(boundsSize: bounds, index: .linear)
            #expect(prepared.elementCount == layout.elementCount, "seed \(310_000 + seed), \(layout.configuration.scrollDirection)")
            directions.insert(layout.configuration.scrollDirection)
        }
        #expect(directions.count == 2)
    }

    @Test("The events and milestones workloads")
    func workloads() throws {
        for layout in [Workload.events.timelineLayout(items: 10_000, seed: 3), Workload.milestones.horizontalTimelineLayout(items: 10_000, seed: 3)] {
            let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .stripDirectory)
            #expect(prepared.elementCount == layout.elementCount)
            #expect(prepared.elementCount > 10_000)
        }
        #expect(TimelineLayout(sections: []).elementCount == 0)
    }
}
