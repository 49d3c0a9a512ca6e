#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The change between two sides measured in rounds (one process run each),
/// with the round as the unit of replication: each round is summarised by
/// one time (the caller's choice, e.g. its fastest sample), and the contrast
/// is the log ratio new/old of those times.
///
/// - Paired (both sides have R >= 2 rounds, round k of one side run next to
///   round k of the other, as `scripts/compare-branches.sh` does): the R
///   differences d_k = ln(new_k / old_k); estimate mean(d), variance var(d)
///   on R - 1 degrees of freedom, standard error² var(d)/R. A slow spell of
///   the machine that hits both runs of a round cancels in d_k.
/// - Unpaired (the round counts differ, at least three rounds in all): the
///   difference of the means of ln(time) of each side, with the pooled
///   variance of the rounds around their side's mean on R1 + R2 - 2 degrees
///   of freedom, standard error² s²(1/R1 + 1/R2).
///
/// Either way, exp(estimate) is the geometric mean of the rounds' ratios (of
/// the rounds' times), and a t test on it (`test(prior:level:)`) is a
/// moderated t test when a `VariancePrior` fitted over the comparison's cases
/// is given.
/// - Complexity: O(1) storage.
public struct RoundContrast: Sendable, Equatable {
    /// ln of new/old, averaged over rounds.
    public var estimate: Double
    /// The rounds' own variance (of d_k, or pooled within the sides).
    public var variance: Double
    /// The degrees of freedom of `variance`.
    public var degreesOfFreedom: Double
    /// standard error² / variance: 1/R paired, 1/R1 + 1/R2 unpaired.
    public var scale: Double
    /// Whether rounds were paired.
    public var isPaired: Bool

    /// The paired contrast of per-round times `old[k]` and `new[k]`.
    /// - Precondition: equal counts of at least 2, every value positive.
    /// - Complexity: O(R)
    public static func paired(old: [Double], new: [Double]) -> RoundContrast {
        precondition(old.count == new.count && old.count >= 2, "pairing needs as many rounds on both sides, at least 2")
        precondition((old + new).allSatisfy { $0 > 0 && $0.isFinite }, "round times must be positive to take logarithms")
        let d = zip(old, new).map { log($1 / $0) }
        let (mean, squares) = meanAndSquares(d)
        let r = Double(d.count)
        return RoundContrast(estimate: mean, variance: squares / (r - 1), degreesOfFreedom: r - 1, scale: 1 / r, isPaired: true)
    }

    /// The unpaired contrast of the per-round times of each side.
    /// - Precondition: each side has a round, three or more in all, every value positive.
    /// - Complexity: O(R1 + R2)
    public static func unpaired(old: [Double], new: [Double]) -> RoundContrast {
        precondition(!old.isEmpty && !new.isEmpty && old.count + new.count >= 3, "an unpaired contrast needs three rounds or more")
        precondition((old + new).allSatisfy { $0 > 0 && $0.isFinite }, "round times must be positive to take logarithms")
        let (oldMean, oldSquares) = meanAndSquares(old.map { log($0) })
        let (newMean, newSquares) = meanAndSquares(new.map { log($0) })
        let df = Double(old.count + new.count - 2)
        return RoundContrast(
            estimate: newMean - oldMean, variance: (oldSquares + newSquares) / df, degreesOfFreedom: df,
            scale: 1 / Double(old.count) + 1 / Double(new.count), isPaired: false
        )
    }

    /// The t test of "no change" and the CI of the ratio new/old at `level`,
    /// with the variance moderated by `prior` (`VariancePrior.none`: the
    /// ordinary t test), but never below the case's own: the prior may widen
    /// the interval of a case whose few rounds agree by chance, never narrow
    /// that of a case whose rounds disagree. Limma lets the prior pull a noisy
    /// case's variance down; here a case that jumps between two levels from
    /// process to process would then be called changed whenever two of its
    /// three rounds landed alike (in 50 simulated comparisons with one
    /// strategy 20% slower, under an earlier noise model of `VerdictSimulation`
    /// with median-summarised rounds, 12 cases of the other strategies, 11 of
    /// them bimodal, were called without this floor, none with it).
    /// A standard error of 0 (identical rounds, no prior)
    /// gives p = 1 for an estimate of 0 and p = 0 otherwise, with the point
    /// as the interval.
    /// - Precondition: 0 < level < 1.
    /// - Complexity: O(1) (a t quantile by bisection).
    public func test(prior: VariancePrior = .none, level: Double = 0.95) -> RoundTest {
        var (variance, df) = prior.moderated(self.variance, degreesOfFreedom: degreesOfFreedom)
        variance = Swift.max(variance, self.variance)
        let error = (variance * scale).squareRoot()
        let ratio = exp(estimate)
        guard error > 0 else {
            return RoundTest(ratio: ratio, interval: ConfidenceInterval(lower: ratio, upper: ratio, level: level),
                             t: estimate == 0 ? 0 : estimate.sign == .minus ? -.infinity : .infinity, degreesOfFreedom: df, pValue: estimate == 0 ? 1 : 0)
        }
        let t = estimate / error
        let half = StudentT.quantile(level: level, degreesOfFreedom: df) * error
        return RoundTest(
            ratio: ratio, interval: ConfidenceInterval(lower: exp(estimate - half), upper: exp(estimate + half), level: level),
            t: t, degreesOfFreedom: df, pValue: StudentT.twoSidedPValue(t, degreesOfFreedom: df)
        )
    }

    /// The mean of `values` and the sum of squared deviations from it.
    private static func meanAndSquares(_ values: [Double]) -> (mean: Double, squares: Double) {
        let mean = values.reduce(0, +) / Double(values.count)
        return (mean, values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) })
    }
}

/// What a `RoundContrast`'s t test gives.
/// - Complexity: O(1) storage.
public struct RoundTest: Sendable, Equatable {
    /// exp(estimate): the geometric mean over rounds of new/old.
    public var ratio: Double
    /// The t interval of the ratio, exp(estimate ± t(level, ν) · standard error).
    public var interval: ConfidenceInterval
    /// The t statistic.
    public var t: Double
    /// Its degrees of freedom (the case's plus the prior's).
    public var degreesOfFreedom: Double
    /// The two-sided p-value.
    public var pValue: Double
}

