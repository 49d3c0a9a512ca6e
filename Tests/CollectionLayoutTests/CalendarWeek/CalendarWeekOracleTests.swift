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
        var axes: Set<Axis> = []
        // A refusal must come from every strategy alike (the checker
        // compares them); only over-full narrow days may be refused.
        var oracle = RandomOracleBatch("calendarWeek", refusalsAllowed: true)
        oracle.run(seeds: Self.seeds(batch: batch), layout: { $0.calendarWeekLayout(boundsSize: $1) }) {
            axes.insert($1.scrollAxis)
            return $0.queriesInBothDirections(in: $1, count: Self.queriesPerLayout)
        }
        for (seed, error) in oracle.refusals {
            #expect(error.message.contains("side-by-side") || error.message.contains("leaves no room"), "seed \(seed): \(error)")
        }
        let totals = oracle.totals
        #expect(oracle.refusals.count < Self.layoutsPerBatch / 5, "\(oracle.refusals.count) of \(Self.layoutsPerBatch) refused")
        #expect(axes == [.horizontal, .vertical], "both index axes are exercised")
        #expect(totals.resultCount > 2 * totals.queryCount)
    }

    @Test("Lookups agree with storage at random visible bounds", arguments: 0..<2)
    func lookups(batch: Int) {
        RandomOracleBatch("calendarWeek", refusalsAllowed: true).checkLookups(
            seeds: Self.seeds(batch: batch), layout: { $0.calendarWeekLayout(boundsSize: $1) },
            visibleBounds: { $0.visibleBoundsInBothDirections(in: $1) }
        )
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

    /// More than 64 days fitted across the bounds: the index runs vertically and
    /// sorted columns keep one lane of events instead of one per day.
    @Test("Many days fitted across: one lane of events")
    func manyFittedDays() throws {
        var configuration = CalendarWeekLayout.Configuration()
        configuration.dayCount = 100
        configuration.hourHeaderWidth = 40
        // 2,000 events, 20 a day, starting on quarter hours from 0:00 to 19:45, 15 min to 2 h long.
        let events = (0..<2_000).map { (number: Int) -> CalendarEvent in
            let quarter: Int = (number * 7) % 80, quarters: Int = 1 + number % 8
            return CalendarEvent(day: number % 100, start: Double(quarter) / 4, duration: Double(quarters) / 4)
        }
        let layout = CalendarWeekLayout(configuration: configuration, sections: [.init(events: events)])
        let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .sortedColumns)
        #expect(prepared.scrollAxis == .vertical)
        guard case .sortedColumns(let index) = prepared.index else { Issue.record("not sorted columns"); return }
        #expect(index.laneCount == 3)
        var random = RandomLayouts(seed: 77)
        let report = OracleChecker().check(boundsSize: Workload.phoneBounds, label: "100 fitted days: ", makeLayout: { layout }) {
            random.queriesInBothDirections(in: $0, count: 300)
        }
        #expect(report.error == nil)
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
        #expect(report.resultCount > 300)
    }

    /// The seeds of one batch, apart from the flow and waterfall tests' seeds.
    static func seeds(batch: Int) -> Range<UInt64> {
        let first = 1_000_000 + UInt64(batch * layoutsPerBatch)
        return first..<(first + UInt64(layoutsPerBatch))
    }
}
