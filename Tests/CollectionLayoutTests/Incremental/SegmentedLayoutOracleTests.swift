import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The segmented layout against the oracles, over seeded random layouts (every
/// corner the generators reach: negative insets, zero sizes, pinning, both flow
/// directions, per-section columns): flattened, it passes `OracleChecker` for
/// every strategy; its own queries and lookups equal a linear scan of its
/// frames; its frames equal `prepare`'s (exactly on the random layouts' binary
/// grid, within `SegmentedChecker.driftTolerance` for the photo workload).
@Suite("SegmentedLayout: random layouts against the oracles")
struct SegmentedLayoutOracleTests {
    static let layoutsPerBatch = 100

    static func seeds(batch: Int) -> Range<UInt64> {
        UInt64(batch * layoutsPerBatch)..<UInt64((batch + 1) * layoutsPerBatch)
    }

    func check<Layout: SectionedLayout>(_ layout: Layout, bounds: Size, random: inout RandomLayouts, label: String, exact: Bool) {
        let report = OracleChecker().check(boundsSize: bounds, label: label, makeLayout: { FlattenedSegments(layout) }) {
            random.queries(in: $0, count: 12)
        }
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
        for strategy in IndexStrategy.concrete {
            do throws(LayoutError) {
                let segmented = try SegmentedLayout(layout: layout, boundsSize: bounds, index: strategy)
                let flat = try segmented.flattened(index: .linear)
                let queries = random.queries(in: flat, count: 16)
                let mismatches = SegmentedChecker.queryMismatches(segmented, queries: queries, label: "\(label)\(strategy): ")
                #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
                let prepared = try layout.prepare(boundsSize: bounds, index: strategy)
                let drift = SegmentedChecker.differences(segmented, prepared: prepared, tolerance: exact ? 0 : nil, visibleBounds: queries.first?.visibleBounds, label: label)
                #expect(drift.isEmpty, "\(drift.joined(separator: "\n"))")
            } catch {
                Issue.record("\(label)\(strategy): \(error)")
            }
        }
    }

    @Test("Random flow layouts", arguments: 0..<6)
    func flowLayouts(batch: Int) {
        for seed in Self.seeds(batch: batch) {
            var random = RandomLayouts(seed: seed)
            let bounds = random.boundsSize()
            let layout = random.flowLayout(boundsSize: bounds)
            check(layout, bounds: bounds, random: &random, label: "flow seed \(seed): ", exact: true)
        }
    }

    @Test("Random waterfall layouts", arguments: 0..<4)
    func waterfallLayouts(batch: Int) {
        for seed in Self.seeds(batch: batch) {
            var random = RandomLayouts(seed: seed)
            let bounds = random.boundsSize()
            let layout = random.waterfallLayout(boundsSize: bounds)
            check(layout, bounds: bounds, random: &random, label: "waterfall seed \(seed): ", exact: false)
        }
    }

    @Test("Workloads of 3,000 items", arguments: Workload.allCases)
    func workloads(workload: Workload) {
        var random = RandomLayouts(seed: 5)
        // Exact where every main-axis value is dyadic: all flow lines here (heights 100, 120,
        // integers), the grid's and the photos' waterfall heights (180, 135, 101.25, ...);
        // the feed's, cards', events' and meetings' waterfall heights (h·180/370) round.
        check(workload.flowLayout(items: 3_000, seed: 5), bounds: Workload.phoneBounds, random: &random, label: "\(workload) flow: ", exact: true)
        check(workload.waterfallLayout(items: 3_000, seed: 5), bounds: Workload.phoneBounds, random: &random, label: "\(workload) waterfall: ", exact: [.grid, .photos].contains(workload))
    }

    @Test("Refusals are the layout's own, with the same path and message")
    func refusals() {
        var flow = Workload.grid.flowLayout(items: 10, seed: 1)
        flow.sections[0].items = .list([Size(width: 10, height: -1)])
        #expect(throws: LayoutError(path: [.section(0), .item(0)], message: "height must be finite and >= 0, got -1.0")) {
            try SegmentedLayout(layout: flow, boundsSize: Workload.phoneBounds, index: .auto)
        }
        var waterfall = Workload.photos.waterfallLayout(items: 10, seed: 1)
        waterfall.configuration.columnCount = 0
        #expect(throws: LayoutError(path: [.configuration, .key("columnCount")], message: "must be between 1 and 10000, got 0")) {
            try SegmentedLayout(layout: waterfall, boundsSize: Workload.phoneBounds, index: .auto)
        }
        var huge = Workload.grid.flowLayout(items: 2_000, seed: 1)
        huge.sections[0].inset = EdgeInsets(top: 1e308, left: 0, bottom: 1e308, right: 0)
        huge.sections[1].inset = EdgeInsets(top: 1e308, left: 0, bottom: 0, right: 0)
        #expect(throws: LayoutError.self) { try SegmentedLayout(layout: huge, boundsSize: Workload.phoneBounds, index: .auto) }
    }
}
