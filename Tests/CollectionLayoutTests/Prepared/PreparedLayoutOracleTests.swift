import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Property tests: seeded random flow and waterfall layouts, each prepared with
/// every index strategy, queried with random rects and visible bounds; every
/// strategy must return exactly what the brute-force oracle returns.
///
/// Batches run in parallel; each batch covers `layoutsPerBatch` seeds, so the
/// whole suite checks 2,400 flow and 1,600 waterfall layouts × 24 queries
/// (a failing message names the seed that reproduces it).
@Suite("Random layouts × random rects: every strategy matches the oracle")
struct PreparedLayoutOracleTests {
    static let layoutsPerBatch = 200
    static let queriesPerLayout = 24

    /// The batches: 12 of flow layouts, 8 of waterfall layouts.
    static let batches = (0..<12).map { ("flow", $0) } + (0..<8).map { ("waterfall", $0) }

    @Test("Flow and waterfall layouts", arguments: batches)
    func randomLayouts(family: String, batch: Int) {
        var oracle = RandomOracleBatch(family)
        let queries = { (random: inout RandomLayouts, prepared: PreparedLayout) in random.queries(in: prepared, count: Self.queriesPerLayout) }
        if family == "flow" {
            oracle.run(seeds: Self.seeds(batch: batch), layout: { $0.flowLayout(boundsSize: $1) }, queries: queries)
        } else {
            oracle.run(seeds: Self.seeds(batch: batch), layout: { $0.waterfallLayout(boundsSize: $1) }, queries: queries)
        }
        // The queries are not vacuous: on average they find several elements.
        #expect(oracle.totals.resultCount > 2 * oracle.totals.queryCount)
    }

    @Test("Lookups agree with storage for random layouts and visible bounds", arguments: 0..<4)
    func lookups(batch: Int) {
        let seeds = Self.seeds(batch: batch)
        RandomOracleBatch("flow").checkLookups(seeds: seeds.filter { $0 % 2 == 0 }, layout: { $0.flowLayout(boundsSize: $1) })
        RandomOracleBatch("waterfall").checkLookups(seeds: seeds.filter { $0 % 2 == 1 }, layout: { $0.waterfallLayout(boundsSize: $1) })
    }

    @Test("Workload layouts of 3,000 items, flow and waterfall", arguments: Workload.allCases)
    func workloads(workload: Workload) {
        for (name, layout) in [("flow", workload.flowLayout(items: 3000, seed: 9) as any CollectionLayout), ("waterfall", workload.waterfallLayout(items: 3000, seed: 9))] {
            var random = RandomLayouts(seed: 9)
            let report = OracleChecker().check(boundsSize: Workload.phoneBounds, label: "\(workload) \(name): ", makeLayout: { layout }) {
                random.queries(in: $0, count: 40)
            }
            #expect(report.error == nil)
            #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
            #expect(report.resultCount > 40)
        }
    }

    /// The seeds of one batch: distinct across batches and test functions' layouts.
    static func seeds(batch: Int) -> Range<UInt64> {
        let first = UInt64(batch * layoutsPerBatch)
        return first..<(first + UInt64(layoutsPerBatch))
    }
}
