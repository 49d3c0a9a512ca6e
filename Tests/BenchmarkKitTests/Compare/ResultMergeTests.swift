import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit
import CollectionLayout

@Suite struct ResultMergeTests {
    typealias F = ComparisonFixtures

    @Test func samplesAreConcatenatedInRunOrderAndFiguresRecomputed() throws {
        let linear = BenchmarkCase(layout: .flow, strategy: .linear, operation: .querySlots, position: .middle, items: 1_000)
        let a = F.run("A", [F.result(F.query, [1, 2, 3]), F.result(linear, [100, 100, 100])])
        let b = F.run("B", [F.result(F.query, [7, 8, 9]), F.result(linear, [300, 300, 300])])
        let merged = try ResultMerge.merge([a, b])
        let query = try #require(merged.result(named: F.query.name))
        #expect(query.wallNanoseconds == [1, 2, 3, 7, 8, 9])
        #expect(query.cpuNanoseconds == [1, 2, 3, 7, 8, 9])
        #expect(query.instructions == nil)
        #expect(query.summary.wall.median == 5)
        #expect(query.summary.wall.count == 6)
        // The speedup is recomputed from the pooled medians: 200 / 5.
        #expect(merged.speedups.first { $0.caseName == F.query.name }?.ratio == 40)
        #expect(merged.sampling.samples == 2 * SamplingPlan.quick.samples)
        #expect(query.runSampleCounts == [3, 3])
        #expect(query.wallNanosecondsByRun == [[1, 2, 3], [7, 8, 9]])
        #expect(merged.context == ResultFixtures.context)
    }

    @Test func mergedFilesMergeRunByRunAndKeepTheirRunsInTheFile() throws {
        let ab = try ResultMerge.merge([F.run("A", [F.result(F.query, [1, 2])]), F.run("B", [F.result(F.query, [3])])])
        let abc = try ResultMerge.merge([NamedResults(name: "AB", results: ab), F.run("C", [F.result(F.query, [4, 5, 6])])])
        #expect(abc.cases[0].runSampleCounts == [2, 1, 3])
        let path = NSTemporaryDirectory() + "layout-bench-merge-\(UInt64.random(in: 0...UInt64.max)).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ResultFile.write(abc, to: path)
        #expect(try ResultFile.read(path) == abc)
    }

    @Test func pooledRunsThatDisagreeAreNotARegression() throws {
        // Two rounds of three of the new side ran slow: +10% and +20%, one +0%.
        let old = try ResultMerge.merge([100.0, 100, 100].enumerated().map { F.run("old\($0.offset)", [F.result(F.query, F.tight($0.element))]) })
        let new = try ResultMerge.merge([100.0, 110, 120].enumerated().map { F.run("new\($0.offset)", [F.result(F.query, F.tight($0.element))]) })
        let comparison = try ResultComparison(old: NamedResults(name: "OLD", results: old), new: NamedResults(name: "NEW", results: new))
        // The 63 samples a side tell the sides apart; the three rounds do not.
        #expect(MannWhitney.test(old.cases[0].wallNanoseconds, new.cases[0].wallNanoseconds).pValue < 0.001)
        #expect(comparison.cases[0].roundTest != nil && comparison.cases[0].pairedRounds)
        #expect(comparison.cases[0].pValue > 0.05)
        #expect(comparison.cases[0].verdict == .notSignificant)
        let steady = try ResultMerge.merge([120.0, 121, 119].enumerated().map { F.run("new\($0.offset)", [F.result(F.query, F.tight($0.element))]) })
        #expect(try ResultComparison(old: NamedResults(name: "OLD", results: old), new: NamedResults(name: "NEW", results: steady)).cases[0].verdict == .regressed)
    }

    @Test func casesOfSomeRunsOnlyAreKept() throws {
        let merged = try ResultMerge.merge([F.run("A", [F.result(F.query, [1])]), F.run("B", [F.result(F.prepare, [2]), F.result(F.query, [3])])])
        #expect(merged.cases.map(\.benchmarkCase.name) == [F.query.name, F.prepare.name])
        #expect(merged.result(named: F.query.name)?.wallNanoseconds == [1, 3])
    }

    @Test func mergingOneRunRecomputesIt() throws {
        let run = F.run("A", [F.result(F.query, F.tight(100))])
        #expect(try ResultMerge.merge([run]) == run.results)
    }

    @Test func anotherCommitIsRefused() {
        var context = ResultFixtures.context
        context.source?.commit = "fedcba9876543210"
        #expect(throws: ResultMismatch("cannot merge A with B: the commit differs: 0123456789ab in A, fedcba987654 in B (merge only rounds of one build of one commit, run the same way on one machine)")) {
            try ResultMerge.merge([F.run("A", [F.result(F.query, [1])]), F.run("B", [F.result(F.query, [2])], context: context)])
        }
    }

    @Test func anotherAllocatorOrSamplingIsRefused() {
        var context = ResultFixtures.context
        context.allocator.options = "thp:never"
        #expect(throws: ResultMismatch("cannot merge A with B: the allocator options differ: 'thp:always' in A, 'thp:never' in B (merge only rounds of one build of one commit, run the same way on one machine)")) {
            try ResultMerge.merge([F.run("A", [F.result(F.query, [1])]), F.run("B", [F.result(F.query, [2])], context: context)])
        }
        #expect(throws: ResultMismatch("cannot merge A with B: the sampling differs: samples of about 500 µs, scroll steps of 20.0 pt, at most 200 frames in A, samples of about 2.00 ms, scroll steps of 20.0 pt, at most 2000 frames in B (merge only rounds of one build of one commit, run the same way on one machine)")) {
            try ResultMerge.merge([F.run("A", [F.result(F.query, [1])]), F.run("B", [F.result(F.query, [2])], sampling: SamplingPlan(samples: 5, targetSampleNanoseconds: 2_000_000, scrollStep: 20, maximumScrollFrames: 2_000))])
        }
    }

    @Test func aCaseDefinedOrAnsweringDifferentlyIsRefused() {
        var reseeded = F.query
        reseeded.seed = 9
        #expect(throws: ResultMismatch("cannot merge A with B: case flow/grid/query-slots/middle/interval-tree/n=1000 is defined differently: its seed differs: 1 in A, 9 in B (the same name measured different work)")) {
            try ResultMerge.merge([F.run("A", [F.result(F.query, [1])]), F.run("B", [F.result(reseeded, [2])])])
        }
        #expect(throws: ResultMismatch("cannot merge A with B: case flow/grid/query-slots/middle/interval-tree/n=1000 returned a different number of elements: 40 in A, 41 in B (one commit must return the same elements every run)")) {
            try ResultMerge.merge([F.run("A", [F.result(F.query, [1])]), F.run("B", [F.result(F.query, [2], results: 41)])])
        }
    }

    /// A pool over the per-case sample limit is refused before any figure is
    /// computed (the merged file could not be read back).
    @Test func aPoolOverTheSampleLimitIsRefused() throws {
        let half = ResultValidation.maximumSamplesPerCase / 2 + 1
        func run(_ name: String) -> NamedResults {
            let result = CaseResult(
                benchmarkCase: F.query, iterationsPerSample: 1, wallNanoseconds: Array(repeating: 5, count: half), cpuNanoseconds: nil,
                instructions: nil, resultCount: 40, allocatedBytesPerOperation: 0, allocationsPerOperation: 0, bootstrap: Bootstrap(resamples: 1)
            )
            return F.run(name, [result])
        }
        #expect(throws: ResultMismatch("cannot merge: case \(F.query.name) would hold \(2 * half) samples, more than the limit of 1000000 per case")) {
            try ResultMerge.merge([run("A"), run("B")])
        }
    }
}
