import CollectionLayout
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// `prepare-reused`: a prepare into the previous prepare's storage, on the
/// flow and waterfall families, compared with the C++ loop into reused
/// storage (`peer-cpp-loop` runs that loop here; `peer-cpp-loop-reused`,
/// the same loop, does not run).
@Suite struct PrepareReusedTests {
    @Test func itRunsOnTheFamiliesThatReuseStorage() throws {
        let cases = BenchmarkSuite.full().cases.filter { $0.operation == .prepareReused }
        #expect(Set(cases.map(\.layout)) == [.flow, .waterfall, .waterfallBackgrounds, .flowClosedForm])
        #expect(!cases.contains { $0.strategy == .peerCppLoopReused || ($0.strategy.isPeer && !$0.strategy.isPreparePeer) })
        #expect(throws: BenchmarkCase.NameError.self) { try BenchmarkCase(name: "timeline/events/prepare-reused/linear/n=100") }
        #expect(throws: BenchmarkCase.NameError.self) { try BenchmarkCase(name: "flow/grid/prepare-reused/peer-cpp-loop-reused/n=100") }
        #expect(throws: BenchmarkCase.NameError.self) { try BenchmarkCase(name: "flow/grid/prepare-reused/peer-rtree/n=100") }
    }

    @Test func itPreparesWhatPrepareDoesAndComparesWithTheLoop() throws {
        let filter = "operation=prepare|prepare-reused,layout=flow|waterfall,strategy=linear|strip-directory|peer-cpp-loop"
        let results = try BenchmarkRunnerTests.run(filter, items: [2_000])
        #expect(results.count == 2 * 2 * 3)
        for layout in [LayoutFamily.flow, .waterfall] {
            let counts = results.filter { $0.benchmarkCase.layout == layout }.map(\.resultCount)
            #expect(Set(counts).count == 1 && counts[0] > 2_000, "\(layout): \(counts)")
        }
        #expect(ResultInvariants.violations(in: results).isEmpty)
        var all = BenchmarkResults(context: ResultFixtures.context, sampling: BenchmarkRunnerTests.plan, cases: results)
        all.speedups = Speedup.all(in: results)
        let tables = ResultTables.all(all).filter { $0.title.contains("prepare into the previous prepare's storage") }
        #expect(tables.count == 2)
        let flow = try #require(tables.first { $0.title.hasPrefix("flow") })
        #expect(flow.table.headers == ["items", "linear", "vs C++ loop", "strip-directory", "vs linear", "vs C++ loop", "peer-cpp-loop", "vs linear"])
    }
}
