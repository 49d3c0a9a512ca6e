@testable import BenchmarkHarness
@testable import BenchmarkKit
import CollectionLayout

/// Result files with chosen wall-time samples, for comparison and merge tests.
enum ComparisonFixtures {
    static let query = BenchmarkCase(layout: .flow, strategy: .intervalTree, operation: .querySlots, position: .middle, items: 1_000)
    static let prepare = BenchmarkCase(layout: .flow, strategy: .linear, operation: .prepare, items: 1_000)
    static let scroll = BenchmarkCase(layout: .flow, strategy: .linear, operation: .scroll, items: 1_000)

    /// 21 samples around `median`, spread by at most ±0.6%: tight, as a quiet machine gives.
    static func tight(_ median: Double) -> [Double] {
        (0..<21).map { median * (1 + 0.002 * Double($0 % 7 - 3)) }
    }

    /// A case result with exactly these samples.
    static func result(_ benchmarkCase: BenchmarkCase, _ wall: [Double], results: Int = 40) -> CaseResult {
        CaseResult(
            benchmarkCase: benchmarkCase, iterationsPerSample: 10, wallNanoseconds: wall, cpuNanoseconds: wall, instructions: nil,
            resultCount: results, allocatedBytesPerOperation: 0, allocationsPerOperation: 0,
            retainedBytesPerItem: benchmarkCase.operation == .prepare ? 60 : nil, indexBytesPerItem: benchmarkCase.operation == .prepare ? 8 : nil,
            peakResidentBytes: 50 << 20
        )
    }

    /// Named results holding `cases`, in the fixtures' context.
    static func run(_ name: String, _ cases: [CaseResult], context: RunContext = ResultFixtures.context, sampling: SamplingPlan = .quick) -> NamedResults {
        NamedResults(name: name, results: BenchmarkResults(context: context, sampling: sampling, cases: cases))
    }

    /// The verdict for one case whose samples go from `old` to `new`.
    static func verdict(_ old: [Double], _ new: [Double], rule: ComparisonRule = ComparisonRule()) throws -> CaseComparison {
        let comparison = try ResultComparison(old: run("OLD", [result(query, old)]), new: run("NEW", [result(query, new)]), rule: rule)
        return comparison.cases[0]
    }

    /// Named results pooling one run per level in `levels` of `benchmarkCase`
    /// (its samples `tight(level)`), as `layout-bench merge` makes them.
    static func rounds(_ name: String, _ benchmarkCase: BenchmarkCase, _ levels: [Double]) throws -> NamedResults {
        let runs = levels.map { level in run(name, [result(benchmarkCase, tight(level))]) }
        return NamedResults(name: name, results: try ResultMerge.merge(runs))
    }

    /// The warning of a comparison of single runs.
    static let singleRoundWarning = "every case has one round (run) per side: their verdicts rest on the samples of one process each, "
        + "which cannot show how runs differ (on a busy machine an A/A comparison of single runs called 15% of cases changed); "
        + "for verdicts to trust, compare rounds: scripts/compare-branches.sh, or layout-bench merge of several runs per side"
}
