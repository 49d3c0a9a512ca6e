#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Student's t distribution with ν degrees of freedom (ν may be fractional,
/// as a moderated t statistic's are, or infinite: the standard normal).
///
/// Tail probabilities come from the regularized incomplete beta function,
/// P(|T| > t) = I_x(ν/2, 1/2) with x = ν/(ν + t²) (Abramowitz and Stegun
/// 26.7.1 with 26.5.27), evaluated by its continued fraction (A&S 26.5.8,
/// summed by the modified Lentz method, Lentz 1976 with Thompson and Barnett's
/// modification, 1986). Above 10^7 degrees of freedom the normal distribution
/// is used: it differs from t there by about 1e-7 of the tail.
enum StudentT {
    /// P(|T| >= |t|), the two-sided p-value of a t statistic.
    /// - Precondition: ν > 0 and t is not NaN.
    /// - Complexity: O(√ν) continued-fraction terms at worst (bounded by 10^5 per call).
    static func twoSidedPValue(_ t: Double, degreesOfFreedom ν: Double) -> Double {
        precondition(ν > 0 && !t.isNaN, "a t tail needs ν > 0 and a number, got ν = \(ν), t = \(t)")
        guard t.isFinite else { return 0 }
        if ν > 1e7 { return 2 * StandardNormal.survival(Swift.abs(t)) }
        return Swift.min(1, regularizedIncompleteBeta(ν / (ν + t * t), ν / 2, 0.5))
    }

    /// The t > 0 with P(|T| >= t) = 1 - level: the half-width, in standard
    /// errors, of a two-sided confidence interval at `level`. Newton's method
    /// on the tail (its derivative is -2 × the density), kept inside a
    /// bracket that bisection narrows when a step leaves it, to a relative 1e-12.
    /// - Precondition: ν > 0 and 0 < level < 1.
    /// - Complexity: O(1) tail evaluations (usually under ten).
    static func quantile(level: Double, degreesOfFreedom ν: Double) -> Double {
        precondition(ν > 0 && level > 0 && level < 1, "a t quantile needs ν > 0 and 0 < level < 1")
        let tail = 1 - level
        var low = 0.0, high = 1.0
        while twoSidedPValue(high, degreesOfFreedom: ν) > tail { low = high; high *= 2 }
        var t = (low + high) / 2
        for _ in 0 ..< 200 {
            let excess = twoSidedPValue(t, degreesOfFreedom: ν) - tail
            if excess > 0 { low = t } else { high = t }
            var next = t + excess / (2 * density(t, degreesOfFreedom: ν))
            if !(next > low && next < high) { next = (low + high) / 2 }
            if Swift.abs(next - t) <= 1e-12 * t { return next }
            t = next
        }
        return t
    }

    /// The density of t at `t`: Γ((ν+1)/2) / (√(νπ) Γ(ν/2)) · (1 + t²/ν)^(-(ν+1)/2),
    /// the normal density when ν is infinite.
    /// - Complexity: O(1)
    static func density(_ t: Double, degreesOfFreedom ν: Double) -> Double {
        if ν > 1e7 { return exp(-t * t / 2) / (2 * Double.pi).squareRoot() }
        let logScale = lgamma((ν + 1) / 2) - lgamma(ν / 2) - 0.5 * log(ν * Double.pi)
        return exp(logScale - (ν + 1) / 2 * log1p(t * t / ν))
    }

    /// I_x(a, b), the regularized incomplete beta function, for 0 <= x <= 1.
    /// The continued fraction converges fast for x < (a + 1)/(a + b + 2);
    /// above that, I_x(a, b) = 1 - I_{1-x}(b, a) is used.
    /// - Complexity: O(√max(a, b)) terms, at most 100,000.
    static func regularizedIncompleteBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x > (a + 1) / (a + b + 2) { return 1 - regularizedIncompleteBeta(1 - x, b, a) }
        let front = exp(a * log(x) + b * log1p(-x) + lgamma(a + b) - lgamma(a) - lgamma(b)) / a
        return front * betaContinuedFraction(x, a, b)
    }

    /// The continued fraction 1/(1 + d1/(1 + d2/(1 + ...))) of A&S 26.5.8,
    /// with d(2m+1) = -(a + m)(a + b + m)x / ((a + 2m)(a + 2m + 1)) and
    /// d(2m) = m(b - m)x / ((a + 2m - 1)(a + 2m)).
    private static func betaContinuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
        let tiny = 1e-300
        func guarded(_ value: Double) -> Double { Swift.abs(value) < tiny ? tiny : value }
        // Lentz: f = C·D products, starting from the leading 1 and d1.
        var c = 1.0, d = 1 / guarded(1 - (a + b) * x / (a + 1))
        var f = d
        for m in 1 ... 100_000 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 / guarded(1 + even * d)
            c = guarded(1 + even / c)
            f *= c * d
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 / guarded(1 + odd * d)
            c = guarded(1 + odd / c)
            let step = c * d
            f *= step
            if Swift.abs(step - 1) < 1e-15 { break }
        }
        return f
    }
}
