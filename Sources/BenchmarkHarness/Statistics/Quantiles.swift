/// Order statistics of a sample.
/// - Complexity: See each function; O(1) once the values are sorted.
public enum Quantiles {
    /// The `q`-quantile (0...1) of `values` by linear interpolation between order
    /// statistics (type 7, the default of R and NumPy).
    /// - Precondition: `values` is not empty and `0 <= q <= 1`.
    /// - Complexity: O(n log n) (sorts a copy).
    public static func quantile(_ values: [Double], _ q: Double) -> Double {
        precondition(!values.isEmpty && (0...1).contains(q))
        return sortedQuantile(values.sorted(), q)
    }

    /// The `q`-quantile of already sorted values.
    ///
    /// An order statistic that is hit exactly, or two equal neighbours, is
    /// returned as is, so infinite values (a bootstrap ratio over a zero
    /// median) give infinity rather than `inf - inf = NaN`.
    /// - Complexity: O(1)
    public static func sortedQuantile(_ sorted: [Double], _ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        return interpolate(sorted[lower], sorted[upper], position - Double(lower))
    }

    /// The value `fraction` (0..<1) of the way from `below` to `above`, the
    /// interpolation step of `sortedQuantile`, shared with the bootstrap so its
    /// resampled medians equal `median` of the resample bit for bit. Between
    /// -infinity and +infinity, where the sum is NaN, the nearer one is returned.
    /// - Complexity: O(1)
    static func interpolate(_ below: Double, _ above: Double, _ fraction: Double) -> Double {
        if fraction == 0 || below == above { return below }
        let value = below + (above - below) * fraction
        return value.isNaN ? (fraction < 0.5 ? below : above) : value
    }

    /// The median of `values`.
    /// - Complexity: O(n log n)
    public static func median(_ values: [Double]) -> Double { quantile(values, 0.5) }
}
