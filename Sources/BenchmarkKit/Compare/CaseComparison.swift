import BenchmarkHarness

/// One case measured in both runs: the medians, the change, its confidence
/// interval, the U test and the verdict. Computed from the raw wall-time
/// samples, not from the stored summaries, so the figures and the test
/// always describe the same data (merged files included).
///
/// What counts as one observation (`replicates(of:)`) depends on the
/// operation. A prepare or query sample times a batch of identical
/// operations: samples are replicates, and are compared as they are. A
/// scroll sample is one frame of one sweep through the content: the frames of
/// a sweep are different queries along one path, taken in one process, and
/// they shift together from run to run (in an A/A comparison of 3 + 3 rounds,
/// the median frame of one run's waterfall scroll read 371 ns and the next
/// run's 530 ns, so 600 pooled frames gave a CI of ±2% and called a 10% "improvement"
/// in every strategy). The replicate of a scroll is therefore a sweep, summarised
/// by its median frame, and a verdict needs several runs pooled
/// (`ResultMerge`, `scripts/compare-branches.sh --rounds`).
///
/// Runs differ for the other operations too: the median of one run's five
/// samples of a waterfall query moved between 183 and 289 ns from round to
/// round of one build. So when a side pools several runs
/// (`CaseResult.runSampleCounts`), the CI of new/old resamples runs first,
/// then samples within them (`Bootstrap.ratioOfMediansInterval(numeratorRuns:denominatorRuns:)`):
/// a shift seen in some rounds only widens the interval instead of passing
/// for a change. The U test keeps the raw samples. Evidence
/// (`scripts/compare-branches.sh -- --quick --filter items=100`, 3 + 3
/// rounds, on this shared 2-core machine): with the rounds' samples pooled as
/// independent, one of two A/A comparisons (a build against itself) called 12
/// of 48 cases regressed by 7 to 26%; resampling runs, three A/A comparisons
/// called none, while a build with a deliberately slowed interval-tree query
/// was still called regressed in 5 of its 6 query-slots cases (+12 to +33%;
/// the sixth's rounds read 218, 205 and 134 ns), and with 5 + 5 rounds in
/// 10 interval-tree cases (+19.7 to +46.7%, its scroll included) and in no
/// case of another strategy.
/// - Complexity: O(1) storage.
public struct CaseComparison: Sendable, Equatable {
    /// The case (as the new run defines it; both runs define it alike).
    public var benchmarkCase: BenchmarkCase
    /// How many replicates the old run has (samples, or sweeps for a scroll).
    public var oldReplicates: Int
    /// How many replicates the new run has.
    public var newReplicates: Int
    /// The old run's median wall time per unit, in nanoseconds (for a
    /// scroll, the median over sweeps of each sweep's median frame).
    public var oldMedian: Double
    /// The new run's median.
    public var newMedian: Double
    /// new median / old median (`Bootstrap.ratio`: never NaN).
    public var ratio: Double
    /// The bootstrap CI of `ratio`, resampling both runs' samples.
    public var interval: ConfidenceInterval
    /// The two-sided Mann-Whitney U test of old against new samples.
    public var test: MannWhitneyResult
    /// What the rule concludes.
    public var verdict: Verdict

    /// The case's name.
    /// - Complexity: O(name length)
    public var name: String { benchmarkCase.name }

    /// The relative change, new/old - 1 (0.2 = 20% slower).
    /// - Complexity: O(1)
    public var change: Double { ratio - 1 }

    /// Compares the replicates of `old` and `new` under `rule`.
    /// - Precondition: both have at least one sample.
    /// - Complexity: O(n log n + m log m + resamples · (n + m)) for n old and
    ///   m new replicates, plus the exact U test's cost (`MannWhitney.test`).
    public init(old: CaseResult, new: CaseResult, rule: ComparisonRule) {
        benchmarkCase = new.benchmarkCase
        let before = Self.replicates(of: old), after = Self.replicates(of: new)
        oldReplicates = before.count
        newReplicates = after.count
        oldMedian = SampleSummary(before).median
        newMedian = SampleSummary(after).median
        ratio = Bootstrap.ratio(newMedian, oldMedian)
        interval = benchmarkCase.operation.isTimedPerFrame
            ? rule.bootstrap.ratioOfMediansInterval(numerator: after, denominator: before)
            : rule.bootstrap.ratioOfMediansInterval(numeratorRuns: new.wallNanosecondsByRun, denominatorRuns: old.wallNanosecondsByRun)
        test = MannWhitney.test(before, after)
        verdict = rule.verdict(pValue: test.pValue, ratioInterval: interval)
    }

    /// The observations a comparison tests: the wall-time samples, except
    /// for a scroll or a carousel sweep, whose samples are the frames of whole sweeps of
    /// `resultCount` frames each (one sweep per run; `ResultMerge` keeps
    /// `resultCount` equal across runs): there, the median frame of each
    /// sweep. Samples that do not split into whole sweeps count as one sweep.
    /// - Precondition: `result` has at least one sample.
    /// - Complexity: O(n log n) for n samples.
    public static func replicates(of result: CaseResult) -> [Double] {
        let samples = result.wallNanoseconds
        guard result.benchmarkCase.operation.isTimedPerFrame else { return samples }
        let frames = result.resultCount
        guard frames > 0, samples.count % frames == 0 else { return [SampleSummary(samples).median] }
        return stride(from: 0, to: samples.count, by: frames).map { SampleSummary(Array(samples[$0 ..< $0 + frames])).median }
    }

    /// The smallest two-sided p-value the exact U test can give for samples
    /// of `m` and `n` distinct values: 2 / C(m + n, m) (every value of one
    /// sample below every value of the other), at most 1.
    /// - Complexity: O(min(m, n))
    public static func smallestPValue(_ m: Int, _ n: Int) -> Double {
        var combinations = 1.0
        for k in 0 ..< Swift.min(m, n) { combinations = combinations * Double(m + n - k) / Double(k + 1) }
        return Swift.min(1, 2 / combinations)
    }
}
