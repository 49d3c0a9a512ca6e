#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The digamma and trigamma functions, ψ(x) = d/dx ln Γ(x) and ψ'(x), and
/// the inverse of the trigamma function: what fitting a prior to sample
/// variances needs (`VariancePrior`), since ln s² of a variance with d
/// degrees of freedom has mean ln σ² + ψ(d/2) - ln(d/2) and variance ψ'(d/2).
///
/// Both functions step up with the recurrences ψ(x) = ψ(x + 1) - 1/x and
/// ψ'(x) = ψ'(x + 1) + 1/x² until x >= 10, then sum their asymptotic series
/// (Abramowitz and Stegun 6.3.18 and 6.4.12), which are accurate there to
/// about 1e-13 relative.
enum Polygamma {
    /// ψ(x).
    /// - Precondition: x > 0.
    /// - Complexity: O(1) (at most ten recurrence steps).
    static func digamma(_ x: Double) -> Double {
        precondition(x > 0, "digamma is used for positive arguments only, got \(x)")
        var x = x, shift = 0.0
        while x < 10 { shift -= 1 / x; x += 1 }
        let r = 1 / (x * x)
        let series = r * (1.0 / 12 - r * (1.0 / 120 - r * (1.0 / 252 - r * (1.0 / 240 - r * (1.0 / 132)))))
        return shift + log(x) - 0.5 / x - series
    }

    /// ψ'(x).
    /// - Precondition: x > 0.
    /// - Complexity: O(1) (at most ten recurrence steps).
    static func trigamma(_ x: Double) -> Double {
        precondition(x > 0, "trigamma is used for positive arguments only, got \(x)")
        var x = x, shift = 0.0
        while x < 10 { shift += 1 / (x * x); x += 1 }
        let r = 1 / (x * x)
        let series = 1 / x + r / 2 + r / x * (1.0 / 6 - r * (1.0 / 30 - r * (1.0 / 42 - r * (1.0 / 30))))
        return shift + series
    }

    /// The y > 0 with ψ'(y) = value, by bisection on ln y: ψ' falls
    /// strictly from +∞ at 0 to 0 at +∞, so the root is unique. Values beyond
    /// the bracket [1e-8, 1e12] are clamped to its ends.
    /// - Precondition: value > 0.
    /// - Complexity: O(1) (a fixed 200 halvings).
    static func inverseTrigamma(_ value: Double) -> Double {
        precondition(value > 0, "trigamma takes only positive values, got \(value)")
        var low = log(1e-8), high = log(1e12)
        for _ in 0 ..< 200 {
            let middle = (low + high) / 2
            if trigamma(exp(middle)) > value { low = middle } else { high = middle }
        }
        return exp((low + high) / 2)
    }
}
