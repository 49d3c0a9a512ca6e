/// Draws two-stage bootstrap resamples of a sample pooled from several runs
/// and returns the median of each: first as many runs as there are, drawn
/// with replacement; then, from each drawn run, as many of its values as it
/// has, drawn with replacement (Davison and Hinkley, "Bootstrap Methods and
/// their Application", 1997, section 3.8, resampling at both stages).
///
/// Runs of a benchmark on a shared machine differ by more than their samples
/// scatter within a run (a neighbour's build, the frequency), so the spread
/// of the pooled median comes mostly from which runs were made; resampling
/// runs first puts that spread into the interval, where resampling the pooled
/// values alone would treat 3 runs of 5 samples as 15 independent samples.
/// With a single run this is the ordinary bootstrap.
struct PooledRunsResampler {
    /// The runs, each non-empty.
    let runs: [[Double]]
    /// The resample, reused.
    private var pool: [Double] = []

    /// Prepares to resample `runs`.
    /// - Precondition: at least one run, none empty, no NaN.
    /// - Complexity: O(total values)
    init(_ runs: [[Double]]) {
        precondition(!runs.isEmpty && !runs.contains(where: \.isEmpty), "a bootstrap needs non-empty runs")
        precondition(!runs.contains { $0.contains(where: \.isNaN) }, "NaN samples cannot be ordered")
        self.runs = runs
        pool.reserveCapacity(runs.map(\.count).max()! * runs.count)
    }

    /// The median of the next resample.
    /// - Complexity: O(m log m) for the m values of the resample.
    mutating func nextMedian(using generator: inout ResamplingGenerator) -> Double {
        pool.removeAll(keepingCapacity: true)
        for _ in runs.indices {
            let run = runs[MedianResampler.index(below: runs.count, using: &generator)]
            for _ in run.indices { pool.append(run[MedianResampler.index(below: run.count, using: &generator)]) }
        }
        pool.sort()
        return Quantiles.sortedQuantile(pool, 0.5)
    }
}

extension Bootstrap {
    /// Percentile bootstrap CI of median(numerator)/median(denominator) when
    /// each side pools several runs: each side is resampled in two stages
    /// (`PooledRunsResampler`: runs, then values within them), independently.
    /// When both sides are a single run this is exactly
    /// `ratioOfMediansInterval(numerator:denominator:)`.
    /// - Precondition: each side has at least one run, none empty, no NaN.
    /// - Complexity: O(resamples · (n log n + m log m)) for n numerator and m
    ///   denominator values (O(n log n + m log m + resamples · (n + m)) for single runs).
    public func ratioOfMediansInterval(numeratorRuns: [[Double]], denominatorRuns: [[Double]]) -> ConfidenceInterval {
        if numeratorRuns.count == 1 && denominatorRuns.count == 1 {
            return ratioOfMediansInterval(numerator: numeratorRuns[0], denominator: denominatorRuns[0])
        }
        var top = PooledRunsResampler(numeratorRuns)
        var bottom = PooledRunsResampler(denominatorRuns)
        var generator = ResamplingGenerator(seed: seed)
        let values = (numeratorRuns + denominatorRuns).reduce(0) { $0 + $1.count }
        return percentileInterval(values: values) {
            let top = top.nextMedian(using: &generator)
            return Self.ratio(top, bottom.nextMedian(using: &generator))
        }
    }
}
