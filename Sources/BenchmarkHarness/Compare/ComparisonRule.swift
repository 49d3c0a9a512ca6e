/// When a change between two runs of a case counts: a significance level for
/// the Mann-Whitney U test on the raw wall-time samples, and a noise
/// threshold on the ratio of medians new/old, judged by its bootstrap CI.
///
/// The rule, criterion.rs's (`compare_to_threshold` in its report code,
/// significance level and noise threshold as there), with the ratio of
/// medians and the U test in place of its mean and t-test:
/// 1. p >= alpha: `notSignificant`. The samples cannot be told apart; no
///    size of change matters.
/// 2. p < alpha and the *whole* 95% CI of new/old lies above 1 + threshold:
///    `regressed`; wholly below 1 - threshold: `improved`.
/// 3. Otherwise (p < alpha, but the CI reaches into 1 ± threshold):
///    `withinNoise`.
///
/// Why the whole CI and not the point estimate: a benchmark on a shared
/// machine moves by a few percent from run to run for reasons that are not
/// the code (frequency, neighbours, caches), and with many samples the U test
/// calls even those shifts significant. Requiring the CI to clear the
/// threshold asks that the change be both real (p) and shown to be larger
/// than that noise (CI), which keeps the false regressions of a 40-case
/// comparison down; the price is that a change just above the threshold
/// needs more samples (or rounds, `scripts/compare-branches.sh --rounds`) to
/// be called. criterion.rs defaults the threshold to 1%, for a quiet
/// machine; ours is 5% because the machines we run on are shared.
/// - Complexity: O(1) storage.
public struct ComparisonRule: Sendable {
    /// The noise threshold, as a fraction (0.05 = 5%).
    public var threshold: Double
    /// The significance level of the two-sided U test.
    public var alpha: Double
    /// The bootstrap that gives the CI of new/old (95%, deterministic).
    public var bootstrap: Bootstrap

    /// Creates a rule.
    /// - Precondition: `0 <= threshold < 1` and `0 < alpha < 1`.
    /// - Complexity: O(1)
    public init(threshold: Double = 0.05, alpha: Double = 0.05, bootstrap: Bootstrap = Bootstrap()) {
        precondition(threshold >= 0 && threshold < 1, "the noise threshold is a fraction in [0, 1), got \(threshold)")
        precondition(alpha > 0 && alpha < 1, "alpha lies in (0, 1), got \(alpha)")
        self.threshold = threshold
        self.alpha = alpha
        self.bootstrap = bootstrap
    }

    /// The verdict for a U test's `pValue` and the CI of the ratio new/old.
    /// - Complexity: O(1)
    public func verdict(pValue: Double, ratioInterval: ConfidenceInterval) -> Verdict {
        guard pValue < alpha else { return .notSignificant }
        if ratioInterval.lower > 1 + threshold { return .regressed }
        if ratioInterval.upper < 1 - threshold { return .improved }
        return .withinNoise
    }

    /// The rule in one sentence, with this rule's numbers, for reports.
    /// - Complexity: O(1)
    public var summary: String {
        let level = DurationFormat.fixed(bootstrap.level * 100, decimals: 0)
        let percent = DurationFormat.percent(threshold)
        return "regressed (improved) when the Mann-Whitney p < \(DurationFormat.significant(alpha)) and the whole \(level)% bootstrap CI of new/old median "
            + "lies above 1 + \(percent) (below 1 - \(percent)); otherwise unchanged: \"not significant\" when p >= \(DurationFormat.significant(alpha)), else \"within noise\""
    }
}
