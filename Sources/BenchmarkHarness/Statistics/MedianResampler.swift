/// Draws bootstrap resamples of one sample (n values drawn with replacement)
/// and returns the median of each without building or sorting the resample.
///
/// The sample is sorted once; a resample is then n random indices into the
/// sorted sample, tallied in a reused count buffer. Because the sorted sample
/// is monotone in the index, the k-th smallest resampled value is the value at
/// the k-th smallest drawn index, which one walk over the counts finds. So one
/// resample costs O(n) with no comparisons of values, and its median equals
/// `Quantiles.median` of the materialised resample exactly.
struct MedianResampler {
    /// The sample, ascending.
    let sorted: [Double]
    /// How often each sorted position was drawn in the current resample.
    private var counts: [Int]
    /// The 0-based ranks around the type-7 median and the fraction between them.
    private let lowerRank: Int, upperRank: Int, fraction: Double

    /// Prepares to resample `sample`.
    /// - Precondition: `sample` is not empty and contains no NaN.
    /// - Complexity: O(n log n)
    init(_ sample: [Double]) {
        precondition(!sample.isEmpty, "a bootstrap needs at least one sample")
        precondition(!sample.contains(where: \.isNaN), "NaN samples cannot be ordered")
        sorted = sample.sorted()
        counts = Array(repeating: 0, count: sorted.count)
        let position = 0.5 * Double(sorted.count - 1)
        lowerRank = Int(position.rounded(.down))
        upperRank = Swift.min(lowerRank + 1, sorted.count - 1)
        fraction = position - Double(lowerRank)
    }

    /// A uniformly random index in `0..<count` (`count` > 0) by Lemire's
    /// multiply-shift ("Fast Random Integer Generation in an Interval", ACM
    /// TOMACS 2019) without the rejection step: the bias is below
    /// count / 2^64, far under anything a bootstrap can see, and the draw is a
    /// fixed function of the generator's output on every toolchain.
    /// - Complexity: O(1)
    static func index(below count: Int, using generator: inout ResamplingGenerator) -> Int {
        Int(truncatingIfNeeded: generator.next().multipliedFullWidth(by: UInt64(count)).high)
    }

    /// The median of the next resample.
    /// - Complexity: O(n)
    mutating func nextMedian(using generator: inout ResamplingGenerator) -> Double {
        let sorted = self.sorted, lowerRank = self.lowerRank, upperRank = self.upperRank
        let (below, above) = counts.withUnsafeMutableBufferPointer { counts in
            counts.update(repeating: 0)
            let count = counts.count
            for _ in 0..<count { counts[Self.index(below: count, using: &generator)] += 1 }
            // `position` is the first sorted index whose tally reaches past `rank`.
            var position = 0, seen = counts[0]
            while seen <= lowerRank { position += 1; seen += counts[position] }
            let below = sorted[position]
            while seen <= upperRank { position += 1; seen += counts[position] }
            return (below, sorted[position])
        }
        return Quantiles.interpolate(below, above, fraction)
    }
}
