/// One case measured in both runs: the medians, the change, its confidence
/// interval, the U test and the verdict. Computed from the raw wall-time
/// samples, not from the stored summaries, so the figures and the test
/// always describe the same data (merged files included).
/// - Complexity: O(1) storage.
public struct CaseComparison: Sendable, Equatable {
    /// The case (as the new run defines it; both runs define it alike).
    /// - Complexity: O(1)
    public var benchmarkCase: BenchmarkCase
    /// The old run's median wall time per unit, in nanoseconds.
    /// - Complexity: O(1)
    public var oldMedian: Double
    /// The new run's median.
    /// - Complexity: O(1)
    public var newMedian: Double
    /// new median / old median (`Bootstrap.ratio`: never NaN).
    /// - Complexity: O(1)
    public var ratio: Double
    /// The bootstrap CI of `ratio`, resampling both runs' samples.
    /// - Complexity: O(1)
    public var interval: ConfidenceInterval
    /// The two-sided Mann-Whitney U test of old against new samples.
    /// - Complexity: O(1)
    public var test: MannWhitneyResult
    /// What the rule concludes.
    /// - Complexity: O(1)
    public var verdict: Verdict

    /// The case's name.
    /// - Complexity: O(name length)
    public var name: String { benchmarkCase.name }

    /// The relative change, new/old - 1 (0.2 = 20% slower).
    /// - Complexity: O(1)
    public var change: Double { ratio - 1 }

    /// Compares the wall-time samples of `old` and `new` under `rule`.
    /// - Precondition: both have at least one sample.
    /// - Complexity: O(n log n + m log m + resamples · (n + m)) for n old and
    ///   m new samples, plus the exact U test's cost (`MannWhitney.test`).
    public init(old: CaseResult, new: CaseResult, rule: ComparisonRule) {
        benchmarkCase = new.benchmarkCase
        oldMedian = SampleSummary(old.wallNanoseconds).median
        newMedian = SampleSummary(new.wallNanoseconds).median
        ratio = Bootstrap.ratio(newMedian, oldMedian)
        interval = rule.bootstrap.ratioOfMediansInterval(numerator: new.wallNanoseconds, denominator: old.wallNanoseconds)
        test = MannWhitney.test(old.wallNanoseconds, new.wallNanoseconds)
        verdict = rule.verdict(pValue: test.pValue, ratioInterval: interval)
    }
}
