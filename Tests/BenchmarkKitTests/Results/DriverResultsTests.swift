import CollectionLayout
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// How the driver operations are reported: incremental changes against a full
/// prepare, hit tests against the linear scan, and which of them must not allocate.
@Suite struct DriverResultsTests {
    static func results() -> [CaseResult] {
        var cases: [CaseResult] = []
        for strategy in BenchmarkStrategy.allCases where !strategy.isPeer {
            // A prepare of 10^4 items at 15 ns per item: 150 µs.
            cases.append(ResultFixtures.result(BenchmarkCase(layout: .flow, strategy: strategy, operation: .prepare, items: 10_000), median: 15))
            cases.append(ResultFixtures.result(BenchmarkCase(layout: .flow, strategy: strategy, operation: .selfSize, items: 10_000), median: 15_000, results: 1_000, allocations: 12))
            cases.append(ResultFixtures.result(BenchmarkCase(layout: .flow, strategy: strategy, operation: .batchUpdate, items: 10_000), median: 30_000, results: 1_000, allocations: 20))
            cases.append(ResultFixtures.result(BenchmarkCase(layout: .flow, strategy: strategy, operation: .hitTest, items: 10_000), median: strategy == .linear ? 2_000 : 100, results: 1))
        }
        return cases
    }

    @Test func incrementalChangesAreComparedWithAFullPrepare() throws {
        let speedups = Dictionary(uniqueKeysWithValues: Speedup.all(in: Self.results()).map { ($0.caseName, $0) })
        let selfSize = try #require(speedups["flow/grid/self-size/linear/n=10000"])
        #expect(selfSize.baselineName == "flow/grid/prepare/linear/n=10000")
        #expect(Swift.abs(selfSize.ratio - 10) < 1e-9)
        #expect(Swift.abs(try #require(speedups["flow/grid/batch-update/interval-tree/n=10000"]).ratio - 5) < 1e-9)
        let hitTest = try #require(speedups["flow/grid/hit-test/sorted-columns/n=10000"])
        #expect(hitTest.baselineName == "flow/grid/hit-test/linear/n=10000" && Swift.abs(hitTest.ratio - 20) < 1e-9)
        #expect(speedups["flow/grid/hit-test/linear/n=10000"] == nil)
    }

    @Test func onlyHitTestsMustNotAllocate() {
        var cases = Self.results()
        #expect(ResultInvariants.violations(in: cases).isEmpty, "self-size and batch-update allocate by design")
        let index = cases.firstIndex { $0.benchmarkCase.name == "flow/grid/hit-test/interval-tree/n=10000" }!
        cases[index].allocationsPerOperation = 1
        cases[index].allocatedBytesPerOperation = 64
        cases[index].resultCount = 0
        #expect(ResultInvariants.violations(in: cases).map(\.description) == [
            "flow/grid/hit-test/interval-tree/n=10000: 1.00 allocations (64.0 B) per query; the buffer API must allocate nothing",
            "flow/grid/hit-test/interval-tree/n=10000: 0 elements, the linear scan found 1",
        ])
    }

    @Test func tablesShowTheSpeedupOverPrepareAndWhatWasLaidOut() throws {
        let results = BenchmarkResults(context: ResultFixtures.context, sampling: .quick, cases: Self.results())
        let tables = ResultTables.all(results)
        let selfSize = try #require(tables.first { $0.title.hasPrefix("flow · grid: one item's height changed") })
        #expect(selfSize.title.contains("vs prepare = a full prepare's median (per item × items, same strategy) / this median"))
        // One column pair per engine strategy, in registry order; the linear scan is the hit test's reference.
        let engines = IndexStrategy.concrete.map(\.rawValue)
        #expect(engines.first == "linear")
        #expect(selfSize.table.headers == ["items", "laid out"] + engines.flatMap { [$0, "vs prepare"] })
        #expect(selfSize.table.rows.first == ["10000", "1000"] + engines.flatMap { _ in ["15.0 µs ±2%", "10.0x ±2%"] })
        let hitTest = try #require(tables.first { $0.title.hasPrefix("flow · grid: indexPathForItem(at:)") })
        #expect(hitTest.table.headers == ["items", "linear"] + engines.dropFirst().flatMap { [$0, "vs linear"] })
        #expect(hitTest.table.rows.first == ["10000", "2.00 µs ±2%"] + engines.dropFirst().flatMap { _ in ["100 ns ±2%", "20.0x ±2%"] })
        let memory = try #require(tables.first { $0.title.hasPrefix("flow · grid: memory") })
        let allocationsPerQuery = try #require(memory.table.headers.firstIndex(of: "allocs/query"))
        #expect(memory.table.rows.first?[allocationsPerQuery] == "0.00", "allocs/query counts queries and hit tests only")
    }
}
