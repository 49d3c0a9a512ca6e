/// Order statistics of a sample.
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
    /// - Complexity: O(1)
    public static func sortedQuantile(_ sorted: [Double], _ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// The median of `values`.
    /// - Complexity: O(n log n)
    public static func median(_ values: [Double]) -> Double { quantile(values, 0.5) }
}
