/// Percentile bootstrap confidence intervals for medians and ratios of
/// medians (Efron and Tibshirani, "An Introduction to the Bootstrap", 1993,
/// chapter 13: resample the data with replacement, compute the statistic of
/// each resample, and take the (1 - level)/2 and (1 + level)/2 quantiles of
/// those statistics as the interval).
///
/// Results are deterministic: every call starts a `ResamplingGenerator` from
/// `seed`, so equal inputs and settings give equal intervals. A sample of one
/// value, or of equal values, gives the degenerate interval `[v, v]`.
///
/// - Complexity: Each interval costs O(n log n + resamples · n) for n samples,
///   plus O(resamples · log resamples) to order the statistics.
public struct Bootstrap: Sendable {
    /// How many resamples to draw.
    public var resamples: Int
    /// The confidence level in (0, 1).
    public var level: Double
    /// The seed of the resampling generator.
    public var seed: UInt64

    /// Creates a bootstrap.
    /// - Precondition: `resamples > 0` and `0 < level < 1`.
    /// - Complexity: O(1)
    public init(resamples: Int = 2000, level: Double = 0.95, seed: UInt64 = 0x5EED) {
        self.resamples = resamples
        self.level = level
        self.seed = seed
        checkSettings()
    }

    /// Percentile bootstrap CI of the median of `samples`.
    /// - Precondition: `samples` is not empty and contains no NaN.
    /// - Complexity: O(n log n + resamples · (n + log resamples)).
    public func medianInterval(_ samples: [Double]) -> ConfidenceInterval {
        checkSettings()
        var resampler = MedianResampler(samples)
        var generator = ResamplingGenerator(seed: seed)
        return percentileInterval(values: samples.count) { resampler.nextMedian(using: &generator) }
    }

    /// Percentile bootstrap CI of median(numerator)/median(denominator),
    /// resampling the two samples independently (used for speedup =
    /// naive/indexed and for change = new/old). Each resampled ratio follows
    /// `ratio(_:_:)`, so a zero denominator median gives an infinite bound, or
    /// 1 over a zero numerator median, rather than a crash or NaN.
    /// - Precondition: both samples are non-empty and contain no NaN.
    /// - Complexity: O(n log n + m log m + resamples · (n + m + log resamples))
    ///   for n numerator and m denominator samples.
    public func ratioOfMediansInterval(numerator: [Double], denominator: [Double]) -> ConfidenceInterval {
        checkSettings()
        var top = MedianResampler(numerator)
        var bottom = MedianResampler(denominator)
        var generator = ResamplingGenerator(seed: seed)
        return percentileInterval(values: numerator.count + denominator.count) {
            let top = top.nextMedian(using: &generator)
            return Self.ratio(top, bottom.nextMedian(using: &generator))
        }
    }

    /// `numerator / denominator`, ordered even when the denominator is zero:
    /// then +infinity for a positive numerator, -infinity for a negative one,
    /// and 1 when both are zero (two zero medians are equal: no change, no
    /// speedup), never NaN for non-NaN arguments.
    /// - Complexity: O(1)
    public static func ratio(_ numerator: Double, _ denominator: Double) -> Double {
        guard denominator == 0 else { return numerator / denominator }
        if numerator == 0 { return 1 }
        return numerator > 0 ? .infinity : -.infinity
    }

    /// The most values all resamples of one interval draw together: with
    /// more values than `drawBudget / resamples` (10,000 at the default 2,000
    /// resamples), fewer resamples are drawn, down to `minimumResamples`, so
    /// an interval costs O(values) with a bounded constant (a case of 10^6
    /// samples: 100 resamples, not 2,000, i.e. 10^8 draws, not 2·10^9).
    /// With so many values the interval is narrow and 100 resamples place
    /// its ends well.
    public static let drawBudget = 20_000_000
    /// The fewest resamples drawn however many values there are.
    public static let minimumResamples = 100

    /// How many resamples an interval over `values` values draws: `resamples`,
    /// lowered for large samples to keep within `drawBudget`.
    /// - Complexity: O(1)
    public func effectiveResamples(forValues values: Int) -> Int {
        guard values > 0, resamples > Self.minimumResamples else { return resamples }
        return Swift.min(resamples, Swift.max(Self.minimumResamples, Self.drawBudget / values))
    }

    /// The interval between the (1 - level)/2 and (1 + level)/2 type-7
    /// quantiles of the statistics drawn from `statistic`, one per resample
    /// (`effectiveResamples(forValues: values)` of them).
    func percentileInterval(values: Int, _ statistic: () -> Double) -> ConfidenceInterval {
        let resamples = effectiveResamples(forValues: values)
        var statistics = [Double]()
        statistics.reserveCapacity(resamples)
        for _ in 0..<resamples { statistics.append(statistic()) }
        statistics.sort()
        return ConfidenceInterval(
            lower: Quantiles.sortedQuantile(statistics, (1 - level) / 2),
            upper: Quantiles.sortedQuantile(statistics, (1 + level) / 2),
            level: level
        )
    }

    private func checkSettings() {
        precondition(resamples > 0, "a bootstrap needs at least one resample")
        precondition(level > 0 && level < 1, "the confidence level must lie in (0, 1), got \(level)")
    }
}
