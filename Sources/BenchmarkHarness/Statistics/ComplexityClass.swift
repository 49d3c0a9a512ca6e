#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A candidate growth rate for `ComplexityFit`, named as in the result files
/// (the raw value) and as google/benchmark reports it.
/// - Complexity: O(1) storage and operations.
public enum ComplexityClass: String, Codable, Sendable, CaseIterable {
    /// g(n) = 1.
    case constant = "O(1)"
    /// g(n) = log2 n.
    case logarithmic = "O(log n)"
    /// g(n) = n.
    case linear = "O(n)"
    /// g(n) = n log2 n.
    case linearithmic = "O(n log n)"
    /// g(n) = n².
    case quadratic = "O(n^2)"

    /// The growth function g(n): 1, log2 n, n, n log2 n or n².
    ///
    /// At n = 1 both logarithmic forms are 0 (log2 1 = 0); they are
    /// multiplied, never divided by, so this is harmless, and `ComplexityFit`
    /// handles a candidate that is 0 at every point. Meant for n >= 1.
    /// - Complexity: O(1)
    public func value(at n: Double) -> Double {
        switch self {
        case .constant: 1
        case .logarithmic: log2(n)
        case .linear: n
        case .linearithmic: n * log2(n)
        case .quadratic: n * n
        }
    }
}
