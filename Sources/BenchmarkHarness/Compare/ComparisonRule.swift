/// When a change between two runs of a case counts: a significance level for
/// the case's test (a t test over rounds, or the Mann-Whitney U test on the
/// samples of single runs, `ComparedCase`), applied to its p-value adjusted
/// for the false-discovery rate over the compared cases (q), and a noise
/// threshold on the ratio new/old, judged by its CI.
///
/// The rule, criterion.rs's (`compare_to_threshold` in its report code,
/// significance level and noise threshold as there), with medians in place
/// of its means and q in place of p:
/// 1. q >= alpha: `notSignificant`. The sides cannot be told apart; no
///    size of change matters.
/// 2. q < alpha and the *whole* 95% CI of new/old lies above 1 + threshold:
///    `regressed`; wholly below 1 - threshold: `improved`.
/// 3. Otherwise (q < alpha, but the CI reaches into 1 ± threshold):
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
    /// The significance level, which the adjusted p-value (q) must be under.
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

    /// The verdict for a (false-discovery-adjusted) `pValue` and the CI of the ratio new/old.
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
        let a = DurationFormat.significant(alpha)
        return "regressed (improved) when q, the p-value adjusted for the false-discovery rate over the cases (Benjamini-Hochberg), is < \(a) "
            + "and the whole \(level)% CI of new/old lies above 1 + \(percent) (below 1 - \(percent)); "
            + "with several rounds (runs) a side, p and the CI come from a t test on ln(new/old) of the rounds' fastest samples (median frames for scrolls), paired round by round "
            + "when both sides have as many, its variance moderated by the noise floor of all the cases; with one round a side, from the Mann-Whitney U test "
            + "and the bootstrap CI of new/old median on the samples; otherwise unchanged: \"not significant\" when q >= \(a), else \"within noise\""
    }
}
