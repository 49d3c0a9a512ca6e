#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One case measured in both runs: the medians, the change, its confidence
/// interval, its significance test and the verdict. Computed from the raw wall-time
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
/// by its median frame.
///
/// Runs differ for the other operations too: the median of one run's five
/// samples of a waterfall query moved between 183 and 289 ns from round to
/// round of one build, and a 10^5-item case jumps between two levels from
/// process to process. So rounds, not samples, are the unit of replication:
/// when a side pools two or more runs (`MeasuredCase.runSampleCounts`), the
/// verdict comes from one time per run (`roundTime(_:timedPerFrame:)`: its fastest
/// sample, a sweep's median frame) (`roundContrast(old:new:)`), paired
/// round by round when both sides have as many (`scripts/compare-branches.sh`
/// runs round k of both next to each other, so a slow spell of the machine
/// cancels in their ratio), tested by a t test whose variance is moderated by
/// the comparison's noise floor (`NoiseFloor`, `VariancePrior`); the CI is
/// the t interval of the geometric mean of the rounds' ratios. With one run
/// per side the samples of one process each are all there is: the U test and
/// the bootstrap decide, and `ResultSetComparison` warns that round-to-round
/// noise is not in the verdict. Either way the p-values of all the cases of a
/// comparison are adjusted for the false-discovery rate (`FalseDiscoveryRate`)
/// before the rule applies. The evidence (synthetic and measured A/A false
/// alarms and detection power) is in `VerdictSimulationTests` and
/// `results/verdicts/`.
/// - Complexity: O(1) storage.
public struct ComparedCase<Case: SuiteCase>: Sendable, Equatable {
    /// The case (as the new run defines it; both runs define it alike).
    public var benchmarkCase: Case
    /// How many replicates the old run has (samples, or sweeps for a scroll).
    public var oldReplicates: Int
    /// How many replicates the new run has.
    public var newReplicates: Int
    /// How many runs (rounds) the old side pools (1 for a single run).
    public var oldRounds: Int
    /// How many runs (rounds) the new side pools.
    public var newRounds: Int
    /// The old run's median wall time per unit, in nanoseconds (for a
    /// scroll, the median over sweeps of each sweep's median frame).
    public var oldMedian: Double
    /// The new run's median.
    public var newMedian: Double
    /// The old side's time as the verdict sees it, per unit, in nanoseconds:
    /// with rounds, the geometric mean of its rounds' times (`roundTime(_:timedPerFrame:)`,
    /// the fastest sample of each run); with one run per side, `oldMedian`.
    public var oldTime: Double
    /// The new side's time as the verdict sees it.
    public var newTime: Double
    /// The estimated new/old, never NaN: with rounds, the geometric mean of
    /// the rounds' ratios of their times (`roundTime(_:timedPerFrame:)`, `RoundTest.ratio`); with one run per
    /// side, new median / old median (`Bootstrap.ratio`).
    public var ratio: Double
    /// The CI of `ratio`: with rounds the moderated t interval, else the
    /// bootstrap resampling both runs' samples.
    public var interval: ConfidenceInterval
    /// The two-sided Mann-Whitney U test of old against new samples, when
    /// it decides (one run per side); `nil` when rounds decide.
    public var test: MannWhitneyResult?
    /// The moderated t test over rounds, when both sides have rounds enough
    /// (`RoundContrast`); `nil` otherwise.
    public var roundTest: RoundTest?
    /// Whether the round test paired round k of old with round k of new.
    public var pairedRounds: Bool
    /// The p-value of the deciding test (rounds' t test, else the U test).
    public var pValue: Double
    /// `pValue` adjusted for the false-discovery rate over the cases of the
    /// comparison (Benjamini-Hochberg); `pValue` itself for a case compared alone.
    public var qValue: Double
    /// What the rule concludes from `qValue` and `interval`.
    public var verdict: Verdict

    /// The case's name.
    /// - Complexity: O(name length)
    public var name: String { benchmarkCase.name }

    /// The relative change, new/old - 1 (0.2 = 20% slower).
    /// - Complexity: O(1)
    public var change: Double { ratio - 1 }

    /// Compares `old` and `new` alone under `rule` (no noise floor, no
    /// adjustment: `qValue == pValue`).
    /// - Precondition: both have at least one sample.
    /// - Complexity: See `init(old:new:rule:contrast:prior:)`.
    public init(old: MeasuredCase<Case>, new: MeasuredCase<Case>, rule: ComparisonRule) {
        self.init(old: old, new: new, rule: rule, contrast: Self.roundContrast(old: old, new: new), prior: .none)
    }

    /// Compares `old` and `new` under `rule`: by `contrast` with the variance
    /// moderated by `prior` when there is a contrast, else by the U test and
    /// the bootstrap. The verdict uses `pValue` until `judge(qValue:rule:)`.
    /// - Precondition: both have at least one sample.
    /// - Complexity: O(n log n + m log m) with a contrast; else O(n log n +
    ///   m log m + resamples · (n + m)) for n old and m new replicates, plus
    ///   the exact U test's cost (`MannWhitney.test`).
    init(old: MeasuredCase<Case>, new: MeasuredCase<Case>, rule: ComparisonRule, contrast: RoundContrast?, prior: VariancePrior) {
        benchmarkCase = new.benchmarkCase
        let before = Self.replicates(of: old), after = Self.replicates(of: new)
        oldReplicates = before.count
        newReplicates = after.count
        oldRounds = old.wallNanosecondsByRun.count
        newRounds = new.wallNanosecondsByRun.count
        oldMedian = SampleSummary(before).median
        newMedian = SampleSummary(after).median
        func geometricMean(_ result: MeasuredCase<Case>) -> Double {
            let runs = result.wallNanosecondsByRun
            return exp(runs.reduce(0) { $0 + log(Self.roundTime($1, timedPerFrame: result.benchmarkCase.isTimedPerFrame)) } / Double(runs.count))
        }
        oldTime = contrast == nil ? oldMedian : geometricMean(old)
        newTime = contrast == nil ? newMedian : geometricMean(new)
        if let contrast {
            let rounds = contrast.test(prior: prior, level: rule.bootstrap.level)
            roundTest = rounds
            test = nil
            pairedRounds = contrast.isPaired
            ratio = rounds.ratio
            interval = rounds.interval
            pValue = rounds.pValue
        } else {
            let test = MannWhitney.test(before, after)
            self.test = test
            roundTest = nil
            pairedRounds = false
            ratio = Bootstrap.ratio(newMedian, oldMedian)
            interval = benchmarkCase.isTimedPerFrame
                ? rule.bootstrap.ratioOfMediansInterval(numerator: after, denominator: before)
                : rule.bootstrap.ratioOfMediansInterval(numeratorRuns: new.wallNanosecondsByRun, denominatorRuns: old.wallNanosecondsByRun)
            pValue = test.pValue
        }
        qValue = pValue
        verdict = rule.verdict(pValue: pValue, ratioInterval: interval)
    }

    /// Sets the adjusted p-value and the verdict the rule gives with it.
    /// - Complexity: O(1)
    mutating func judge(qValue: Double, rule: ComparisonRule) {
        self.qValue = qValue
        verdict = rule.verdict(pValue: qValue, ratioInterval: interval)
    }

    /// The contrast of the rounds' times (`roundTime(_:timedPerFrame:)`): paired when both
    /// sides have as many rounds, two or more; unpaired when they have
    /// different counts, three or more in all; `nil` with one round per side
    /// or a time that is not positive (no logarithm).
    /// - Complexity: O(n log n) for n samples.
    public static func roundContrast(old: MeasuredCase<Case>, new: MeasuredCase<Case>) -> RoundContrast? {
        let before = old.wallNanosecondsByRun.map { roundTime($0, timedPerFrame: old.benchmarkCase.isTimedPerFrame) }
        let after = new.wallNanosecondsByRun.map { roundTime($0, timedPerFrame: new.benchmarkCase.isTimedPerFrame) }
        guard before.count + after.count >= 3, (before + after).allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        return before.count == after.count ? .paired(old: before, new: after) : .unpaired(old: before, new: after)
    }

    /// What one round (run) of a case measured: the fastest of its samples,
    /// except for a scroll or carousel sweep, whose samples are different
    /// frames along a path: there, the median frame.
    ///
    /// Why the fastest: each sample times a batch of identical operations,
    /// and what a busy machine adds to it (preemption, interrupts, a
    /// neighbour evicting the caches) only ever adds time (Chen and Revels,
    /// "Robust benchmarking in noisy environments", 2016, make the minimum
    /// BenchmarkTools.jl's estimator for this reason). In an A/A comparison
    /// on this 2-core machine at a load of 11 (`results/verdicts/`), one
    /// round's samples of a 96 ns query ran from 92 ns to 1.8 µs, its median
    /// 938 ns; across the 48 cases, the typical standard deviation of the
    /// paired rounds' ln(new/old) was 0.89 with medians and 0.030 with minima.
    /// - Precondition: `samples` is not empty.
    /// - Complexity: O(n log n) for n samples (O(n) for the minimum).
    public static func roundTime(_ samples: [Double], timedPerFrame: Bool) -> Double {
        timedPerFrame ? SampleSummary(samples).median : samples.min()!
    }

    /// The observations a comparison tests: the wall-time samples, except
    /// for a scroll or a carousel sweep, whose samples are the frames of whole sweeps of
    /// `resultCount` frames each (one sweep per run; `ResultMerge` keeps
    /// `resultCount` equal across runs): there, the median frame of each
    /// sweep. Samples that do not split into whole sweeps count as one sweep.
    /// - Precondition: `result` has at least one sample.
    /// - Complexity: O(n log n) for n samples.
    public static func replicates(of result: MeasuredCase<Case>) -> [Double] {
        let samples = result.wallNanoseconds
        guard result.benchmarkCase.isTimedPerFrame else { return samples }
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
