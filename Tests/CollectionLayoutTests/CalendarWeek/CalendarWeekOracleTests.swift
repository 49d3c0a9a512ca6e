import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Property tests: seeded random calendar weeks (both index axes, fitted and
/// given day widths, every kind of overlap), each prepared with every index
/// strategy, queried with random rects at random visible bounds moved along
/// both axes; every strategy must return exactly what the brute-force oracle
/// returns, pinned headers placed for the visible bounds.
@Suite("Random calendar weeks × random rects and visible bounds: every strategy matches the oracle")
struct CalendarWeekOracleTests {
    static let layoutsPerBatch = 150
    static let queriesPerLayout = 30

    @Test("Random calendar weeks", arguments: 0..<8)
    func randomWeeks(batch: Int) {
        var totals = OracleReport()
        var refused = 0
        var axes: Set<Axis> = []
        for seed in Self.seeds(batch: batch) {
            var random = RandomLayouts(seed: seed)
            let bounds = random.boundsSize()
            let layout = random.calendarWeekLayout(boundsSize: bounds)
            let report = OracleChecker().check(boundsSize: bounds, label: "calendarWeek seed \(seed): ", makeLayout: { layout }) {
                axes.insert($0.scrollAxis)
                return random.queriesInBothDirections(in: $0, count: Self.queriesPerLayout)
            }
            // A refusal must come from every strategy alike (the checker
            // compares them); only over-full narrow days may be refused.
            if let error = report.error {
                refused += 1
                #expect(error.message.contains("side-by-side") || error.message.contains("leaves no room"), "seed \(seed): \(error)")
            }
            #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
            totals.resultCount += report.resultCount
            totals.queryCount += report.queryCount
        }
        #expect(refused < Self.layoutsPerBatch / 5, "\(refused) of \(Self.layoutsPerBatch) refused")
        #expect(axes == [.horizontal, .vertical], "both index axes are exercised")
        #expect(totals.resultCount > 2 * totals.queryCount)
    }

    @Test("Lookups agree with storage at random visible bounds", arguments: 0..<2)
    func lookups(batch: Int) {
        for seed in Self.seeds(batch: batch) {
            var random = RandomLayouts(seed: seed)
            let bounds = random.boundsSize()
            guard let prepared = try? random.calendarWeekLayout(boundsSize: bounds).prepare(boundsSize: bounds, index: .auto) else { continue }
            let visible = random.visibleBoundsInBothDirections(in: prepared)
            let mismatches = LookupChecker.mismatches(in: prepared, visibleBounds: visible, label: "seed \(seed): ")
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
        }
    }

    @Test("The meetings workload: 3,000 meetings, 8 weeks side by side")
    func meetingsWorkload() {
        let layout = Workload.meetings.calendarWeekLayout(items: 3000, seed: 9)
        var random = RandomLayouts(seed: 9)
        let report = OracleChecker().check(boundsSize: Workload.phoneBounds, label: "meetings: ", makeLayout: { layout }) {
            random.queriesInBothDirections(in: $0, count: 200)
        }
        #expect(report.error == nil)
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
        #expect(report.resultCount > 200)
    }

    /// The seeds of one batch, apart from the flow and waterfall tests' seeds.
    static func seeds(batch: Int) -> Range<UInt64> {
        let first = 1_000_000 + UInt64(batch * layoutsPerBatch)
        return first..<(first + UInt64(layoutsPerBatch))
    }
}
