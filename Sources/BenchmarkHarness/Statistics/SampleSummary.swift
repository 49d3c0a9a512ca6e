/// The descriptive statistics of one set of timing samples, as written to the
/// JSON result files: extremes, mean, and the type-7 quartiles and 99th
/// percentile (see `Quantiles`).
///
/// - Complexity: Creating one is O(n log n) for n samples (one sort); reading
///   any property is O(1).
public struct SampleSummary: Codable, Sendable, Equatable {
    /// The number of samples.
    public var count: Int
    /// The smallest sample.
    public var min: Double
    /// The largest sample.
    public var max: Double
    /// The arithmetic mean of the samples.
    public var mean: Double
    /// The median (type-7 quantile 0.5).
    public var median: Double
    /// The first quartile (type-7 quantile 0.25).
    public var q1: Double
    /// The third quartile (type-7 quantile 0.75).
    public var q3: Double
    /// The 99th percentile (type-7 quantile 0.99).
    public var p99: Double

    /// The interquartile range, `q3 - q1`.
    /// - Complexity: O(1)
    public var iqr: Double { q3 - q1 }

    /// Summarises `samples`, sorting a copy once.
    ///
    /// The mean is the plain sum divided by the count; timing samples are
    /// positive and few, so compensated summation would buy nothing.
    /// - Precondition: `samples` is not empty and contains no NaN (NaN has no
    ///   place in an order, so the quantiles would be meaningless).
    /// - Complexity: O(n log n) for n samples.
    public init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "a summary needs at least one sample")
        precondition(!samples.contains(where: \.isNaN), "NaN samples cannot be ordered")
        let sorted = samples.sorted()
        count = sorted.count
        min = sorted[0]
        max = sorted[sorted.count - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
        median = Quantiles.sortedQuantile(sorted, 0.5)
        q1 = Quantiles.sortedQuantile(sorted, 0.25)
        q3 = Quantiles.sortedQuantile(sorted, 0.75)
        p99 = Quantiles.sortedQuantile(sorted, 0.99)
    }
}
