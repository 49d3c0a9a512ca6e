import Foundation

/// Step changes in a series of measurements over time (one median per run,
/// in run order): where the level moved and stayed, as opposed to a noisy
/// point or the drift between neighbours.
///
/// The series (in logarithms, so a step is a ratio) is fitted with a
/// piecewise-constant function by optimal partitioning (Jackson et al.,
/// "An algorithm for optimal partitioning of data on an interval", 2005):
/// the partition minimising the sum over segments of the absolute
/// deviations from the segment's median, plus a penalty per segment. The
/// absolute (not squared) deviations make one wild run cost little, and a
/// segment must hold `minimumRun` runs, so a single outlier is never a step;
/// airspeed velocity's regression detection fits a penalised L1
/// step function to a benchmark's history the same way. The penalty is
/// `penalty × σ × ln(n)`: σ is the series' noise, estimated robustly from
/// its successive differences (their median absolute deviation / 0.6745 /
/// √2, which a few steps barely move), and ln(n) keeps long series from
/// splitting by chance (the BIC's growth). A boundary is reported as a step
/// when the medians either side differ by at least `threshold`.
///
/// Calibrated on seeded simulations (`ChangePointsTests`): with 3% log-normal
/// noise a flat series of 10 to 60 runs shows a false step in under 5% of
/// series, and a 20% step in the middle is found at the right run in over
/// 90%.
public struct ChangePoints: Sendable {
    /// A step: the level changed between run `index - 1` and run `index`.
    public struct Step: Sendable, Equatable {
        /// The first run at the new level (0-based).
        public var index: Int
        /// The median of the segment before.
        public var before: Double
        /// The median of the segment from `index` on.
        public var after: Double
        /// `after / before`.
        public var ratio: Double { after / before }
    }

    /// The penalty per segment, in units of σ·ln(n).
    public var penalty: Double = 3
    /// The fewest runs a level must hold to count.
    public var minimumRun: Int = 2
    /// The smallest relative step reported (0.05: 5%).
    public var threshold: Double = 0.05

    /// A detector with the default calibration.
    public init() {}

    /// The steps in `values` (positive numbers in run order), earliest first.
    /// - Complexity: O(n³) for n values (every segment's deviations, for
    ///   every pair of boundaries); a history of a few hundred runs per case.
    public func steps(in values: [Double]) -> [Step] {
        let count = values.count
        guard count >= 2 * minimumRun, values.allSatisfy({ $0 > 0 && $0.isFinite }) else { return [] }
        let logs = values.map { Foundation.log($0) }
        let segmentPenalty = penalty * Self.noise(logs) * Foundation.log(Double(count))
        // best[j]: the least cost of the first j values split into segments; start[j]: where its last segment begins.
        var best = [Double](repeating: .infinity, count: count + 1)
        var start = [Int](repeating: 0, count: count + 1)
        best[0] = 0
        var window: [Double] = []
        window.reserveCapacity(count)
        for end in stride(from: minimumRun, through: count, by: 1) {
            // The segments ending at `end`, longest last: values[begin..<end] kept sorted as begin moves left.
            window.removeAll(keepingCapacity: true)
            for begin in stride(from: end - 1, through: 0, by: -1) {
                let value = logs[begin]
                var low = 0, high = window.count
                while low < high {
                    let middle = (low + high) / 2
                    if window[middle] < value { low = middle + 1 } else { high = middle }
                }
                window.insert(value, at: low)
                guard end - begin >= minimumRun, best[begin].isFinite else { continue }
                let cost = best[begin] + Self.absoluteDeviation(sorted: window) + segmentPenalty
                if cost < best[end] {
                    best[end] = cost
                    start[end] = begin
                }
            }
        }
        var boundaries: [Int] = []
        var end = count
        while end > 0 {
            boundaries.append(start[end])
            end = start[end]
        }
        let starts = boundaries.reversed().map { $0 } + [count]
        var steps: [Step] = []
        for segment in 1..<(starts.count - 1) {
            let before = Quantiles.median(Array(values[starts[segment - 1]..<starts[segment]]))
            let after = Quantiles.median(Array(values[starts[segment]..<starts[segment + 1]]))
            if Swift.abs(after / before - 1) >= threshold {
                steps.append(Step(index: starts[segment], before: before, after: after))
            }
        }
        return steps
    }

    /// The sum of absolute deviations of `sorted` (ascending) from its median.
    static func absoluteDeviation(sorted: [Double]) -> Double {
        let count = sorted.count
        let median = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
        var sum = 0.0
        for value in sorted { sum += Swift.abs(value - median) }
        return sum
    }

    /// σ of the noise in `values`, from successive differences (a step moves
    /// one difference only); at least 1e-9, so a constant series still has a penalty.
    static func noise(_ values: [Double]) -> Double {
        let differences = zip(values.dropFirst(), values).map { $0 - $1 }
        let center = Quantiles.median(differences)
        let deviation = Quantiles.median(differences.map { Swift.abs($0 - center) })
        return Swift.max(deviation / 0.6745 / 2.0.squareRoot(), 1e-9)
    }
}
