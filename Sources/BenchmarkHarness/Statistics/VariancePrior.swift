#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A prior for the variances of many related estimates, each known from a
/// few degrees of freedom, fitted to all of them at once: the empirical Bayes
/// step of limma's moderated t statistic (Smyth, "Linear models and empirical
/// Bayes methods for assessing differential expression in microarray
/// experiments", Stat. Appl. Genet. Mol. Biol. 3(1), 2004, section 6).
///
/// Why: a comparison has a few rounds per case (3 by default), so each case's
/// own round-to-round variance rests on 2 degrees of freedom and is often far
/// too small or too large by chance; a t test on it alone needs t > 4.3 at
/// 5% and still calls the cases whose rounds happened to agree. The cases of
/// one comparison ran on one machine in the same rounds, so their variances
/// share a scale: the machine's noise floor. The prior is that scale, s0², and
/// how much it varies between cases, as d0 degrees of freedom; each case then
/// uses (d0·s0² + d·s²)/(d0 + d) with d0 + d degrees of freedom.
/// - Complexity: O(1) storage.
public struct VariancePrior: Sendable, Equatable, Codable {
    /// d0, the weight of the prior in degrees of freedom: 0 when no prior
    /// could be fitted (each case stands on its own), at most
    /// `maximumDegreesOfFreedom`.
    public var degreesOfFreedom: Double
    /// s0², the prior variance (0 when `degreesOfFreedom` is 0).
    public var variance: Double
    /// How many estimates it was fitted to.
    public var estimates: Int

    /// No prior: each estimate keeps its own variance.
    /// - Complexity: O(1)
    public static let none = VariancePrior(degreesOfFreedom: 0, variance: 0, estimates: 0)

    /// The most weight the prior gets, in degrees of freedom (limma leaves
    /// it unbounded). When the cases' variances scatter no more than chance
    /// explains, the fit gives d0 = +∞ and every case would use s0² alone,
    /// ignoring its own rounds: then a case that jumps between two levels
    /// from process to process (a 10^5-item bottom query does) is judged with
    /// the quiet cases' variance, and two rounds that happened to land on
    /// different levels read as a change. Bounding d0 keeps part of each
    /// case's own spread (with 3 rounds, the floor weighs 5 times a case's 2
    /// degrees of freedom); in the simulations of `VerdictSimulationTests`
    /// this removed most false calls of the bimodal cases.
    /// - Complexity: O(1)
    public static let maximumDegreesOfFreedom = 10.0

    /// The fewest estimates with a positive variance that a prior is fitted to.
    /// - Complexity: O(1)
    public static let minimumEstimates = 6

    /// Creates a prior.
    /// - Complexity: O(1)
    public init(degreesOfFreedom: Double, variance: Double, estimates: Int) {
        self.degreesOfFreedom = degreesOfFreedom
        self.variance = variance
        self.estimates = estimates
    }

    /// Fits the prior to sample variances `s²` with `d` degrees of freedom
    /// each, by the method of moments on ln s² (Smyth 2004, section 6.2):
    /// e = ln s² - ψ(d/2) + ln(d/2) has mean ln s0² - ψ(d0/2) + ln(d0/2) and
    /// variance ψ'(d/2) + ψ'(d0/2); so ψ'(d0/2) is the variance of e less
    /// the mean of ψ'(d/2), and s0² follows from the mean of e; d0 is bounded
    /// by `maximumDegreesOfFreedom` (also when the excess is not positive,
    /// where limma takes d0 = +∞). Variances of 0
    /// (identical rounds) have no logarithm and are left out; with fewer than
    /// `minimumEstimates` left, the result is `none`.
    /// - Precondition: the arrays have equal lengths; every d > 0.
    /// - Complexity: O(n) for n estimates.
    public static func fit(variances: [Double], degreesOfFreedom: [Double]) -> VariancePrior {
        precondition(variances.count == degreesOfFreedom.count && degreesOfFreedom.allSatisfy { $0 > 0 }, "one d > 0 per variance")
        let usable = zip(variances, degreesOfFreedom).filter { $0.0 > 0 && $0.0.isFinite }
        guard usable.count >= minimumEstimates else { return .none }
        let n = Double(usable.count)
        let e = usable.map { log($0.0) - Polygamma.digamma($0.1 / 2) + log($0.1 / 2) }
        let mean = e.reduce(0, +) / n
        let spread = e.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        let excess = spread - usable.reduce(0) { $0 + Polygamma.trigamma($1.1 / 2) } / n
        let d0 = excess > 0 ? Swift.min(2 * Polygamma.inverseTrigamma(excess), maximumDegreesOfFreedom) : maximumDegreesOfFreedom
        return VariancePrior(degreesOfFreedom: d0, variance: exp(mean + Polygamma.digamma(d0 / 2) - log(d0 / 2)), estimates: usable.count)
    }

    /// The posterior variance of an estimate whose own variance is `s2` on `d`
    /// degrees of freedom, and the degrees of freedom it carries:
    /// ((d0·s0² + d·s²)/(d0 + d), d0 + d).
    /// - Complexity: O(1)
    public func moderated(_ s2: Double, degreesOfFreedom d: Double) -> (variance: Double, degreesOfFreedom: Double) {
        guard degreesOfFreedom + d > 0 else { return (s2, d) }
        return ((degreesOfFreedom * variance + d * s2) / (degreesOfFreedom + d), degreesOfFreedom + d)
    }
}
