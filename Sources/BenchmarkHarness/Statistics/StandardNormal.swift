#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard normal distribution N(0, 1), through the C library's
/// complementary error function: Φ(z) = erfc(-z/√2)/2 and 1 - Φ(z) =
/// erfc(z/√2)/2 (Abramowitz and Stegun 7.1.2 and 26.2.29). Using erfc for both
/// tails keeps small tail probabilities accurate, where 1 - Φ(z) would round
/// to 0 for z beyond about 8.3.
enum StandardNormal {
    /// P(Z <= z).
    /// - Complexity: O(1)
    static func cdf(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }

    /// P(Z > z), the survival function.
    /// - Complexity: O(1)
    static func survival(_ z: Double) -> Double {
        0.5 * erfc(z / 2.0.squareRoot())
    }
}
