import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkKit

@Suite struct IndexSweepTests {
    /// A tiny sweep: every (layout, items, strategy) gets a prepare figure and six
    /// query figures, and every strategy finds the same number of elements.
    @Test func measuresEveryCaseAndStrategiesAgreeOnResults() throws {
        let sweep = IndexSweep(
            subjects: [(.flow, .grid), (.waterfall, .photos)], itemCounts: [0, 500],
            sampler: Sampler(samples: 2, targetSampleNanoseconds: 10_000)
        )
        let measurements = try sweep.run()
        #expect(measurements.count == 2 * 2 * 3 * 7)
        #expect(measurements.allSatisfy { $0.samples.count == 2 && $0.samples.allSatisfy { $0 >= 0 } })
        let queries = measurements.filter { $0.operation != .prepare }
        for measurement in queries {
            let peers = queries.filter {
                $0.family == measurement.family && $0.items == measurement.items && $0.position == measurement.position
            }
            #expect(Set(peers.map(\.results)).count == 1, "strategies disagree on \(measurement.family) \(measurement.items)")
        }
        #expect(queries.contains { $0.items == 500 && $0.results > 0 })
    }

    @Test func tablesHaveOneRowPerGroup() throws {
        let sweep = IndexSweep(subjects: [(.flow, .grid)], itemCounts: [100], sampler: Sampler(samples: 1, targetSampleNanoseconds: 1_000))
        let measurements = try sweep.run()
        #expect(SweepTables.prepare(measurements).rows.count == 1)
        #expect(SweepTables.query(measurements, operation: .querySlots).rows.count == 3)
        #expect(SweepTables.query(measurements, operation: .queryAttributes).rows.map { $0[2] } == ["top", "middle", "bottom"])
    }
}
