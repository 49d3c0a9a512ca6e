/// The exact null distribution of the Mann-Whitney U statistic for samples of
/// sizes m and n without ties: every one of the C(m + n, m) orders of the
/// pooled sample is equally likely, and U counts the pairs (x, y), x from the
/// first sample and y from the second, with x > y.
///
/// The number of orders with U = u, f(i, j, u), follows Mann and Whitney's
/// recurrence (Ann. Math. Statist. 18, 1947, eq. 2.2), split on whether the
/// largest of the i + j values comes from the first sample (it then exceeds
/// all j values of the second) or from the second:
///
///     f(i, j, u) = f(i - 1, j, u - j) + f(i, j - 1, u),   f(0, j, 0) = f(i, 0, 0) = 1.
///
/// It only adds non-negative counts, so every count keeps full relative
/// precision in `Double` (C(100, 50) ≈ 1e29 is far inside its range), and the
/// tiny tail probabilities of well-separated samples stay accurate; the
/// generating-function product Π (1 - q^(n+i)) / (1 - q^i) would be cheaper
/// but cancels catastrophically in floating point.
enum MannWhitneyExact {
    /// P(U <= u) for samples of sizes `m` and `n` without ties.
    /// - Precondition: `m > 0`, `n > 0`.
    /// - Complexity: O(m · n · min(u, m · n)) time and O(min(m, n) · min(u, m · n)) memory;
    ///   at most about 1.6 million additions for m = n = 50.
    static func lowerTail(_ u: Int, _ m: Int, _ n: Int) -> Double {
        precondition(m > 0 && n > 0)
        // U and m·n - U have the same distribution, and the recurrence is
        // symmetric in the two sizes: run it over the smaller size.
        let (small, large) = (Swift.min(m, n), Swift.max(m, n))
        if u < 0 { return 0 }
        let cap = Swift.min(u, small * large)
        if cap == small * large { return 1 }
        // counts[i][v] = f(i, j, v) for v <= cap after the j-th round.
        var counts = (0...small).map { _ in [Double](repeating: 0, count: cap + 1) }
        for i in 0...small { counts[i][0] = 1 }  // j = 0: no pairs, U = 0
        for j in 1...large {
            for i in 1...small {
                let top = Swift.min(i * j, cap)
                guard top >= j else { continue }
                let previous = counts[i - 1]
                counts[i].withUnsafeMutableBufferPointer { current in
                    previous.withUnsafeBufferPointer { previous in
                        for v in j...top { current[v] += previous[v - j] }
                    }
                }
            }
        }
        let orders = counts[small].reduce(0, +)
        return orders / binomial(small + large, small)
    }

    /// C(n, k) as a `Double` (relative error about k ulps).
    /// - Complexity: O(k)
    static func binomial(_ n: Int, _ k: Int) -> Double {
        var result = 1.0
        for i in 0..<k { result = result * Double(n - i) / Double(i + 1) }
        return result
    }
}
