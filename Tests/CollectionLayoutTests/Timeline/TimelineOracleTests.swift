import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Property tests: seeded random timelines in both scroll directions, every
/// strategy against the brute-force oracle, and lookups against storage.
@Suite("Timeline: random layouts × random rects match the oracle")
struct TimelineOracleTests {
    static let layoutsPerBatch = 200
    static let queriesPerLayout = 24

    @Test("Random layouts", arguments: 0..<6)
    func randomLayouts(batch: Int) {
        var directions: Set<Axis> = []
        var oracle = RandomOracleBatch("timeline")
        oracle.run(seeds: Self.seeds(batch: batch), layout: { $0.timelineLayout(boundsSize: $1) }) {
            $0.queries(in: $1, count: Self.queriesPerLayout)
        } inspect: { _, layout, _, _ in
            directions.insert(layout.configuration.scrollDirection)
        }
        let totals = oracle.totals
        #expect(directions.count == 2)
        #expect(totals.resultCount > 2 * totals.queryCount)
    }

    @Test("Lookups agree with storage", arguments: 0..<2)
    func lookups(batch: Int) {
        RandomOracleBatch("timeline").checkLookups(seeds: Self.seeds(batch: batch), layout: { $0.timelineLayout(boundsSize: $1) })
    }

    @Test("The events and milestones workloads, 3,000 items")
    func workloads() {
        for (name, layout) in [("events", Workload.events.timelineLayout(items: 3000, seed: 2)), ("milestones", Workload.milestones.horizontalTimelineLayout(items: 3000, seed: 2))] {
            var random = RandomLayouts(seed: 2)
            let report = OracleChecker().check(boundsSize: Workload.phoneBounds, label: "\(name): ", makeLayout: { layout }) {
                random.queries(in: $0, count: 40)
            }
            #expect(report.error == nil)
            #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
            #expect(report.resultCount > 40)
        }
    }

    static func seeds(batch: Int) -> Range<UInt64> {
        let first = UInt64(200_000 + batch * layoutsPerBatch)
        return first..<(first + UInt64(layoutsPerBatch))
    }
}
