#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A base-10 logarithmic axis: whole decades from `lowerDecade` to
/// `upperDecade`, mapped linearly in log10 onto the pixel range `start` to
/// `end` (for a vertical axis `start` is the bottom, so `end < start`).
///
/// The decades are chosen to cover the data, so every tick is a power of ten
/// and the reader can judge slopes by eye: on a log-log chart O(n) is a
/// 45° line when the decades are square, O(1) is flat.
/// - Complexity: O(1) storage.
public struct LogAxis: Sendable, Equatable {
    /// The exponent of the first tick (10^lowerDecade).
    public var lowerDecade: Int
    /// The exponent of the last tick; always greater than `lowerDecade`.
    public var upperDecade: Int
    /// The pixel coordinate of 10^lowerDecade.
    public var start: Double
    /// The pixel coordinate of 10^upperDecade.
    public var end: Double

    /// An axis whose decades cover every positive finite value of `values`
    /// (the others cannot be placed on a log scale and are ignored): from the
    /// decade at or below the smallest to the decade at or above the largest.
    /// When that is a single decade (every value the same power of ten) the
    /// axis reaches one decade further on each side, so the lone value sits
    /// in the middle; with no usable value it spans 1 to 10.
    /// - Complexity: O(values)
    public init(covering values: [Double], from start: Double, to end: Double) {
        let usable = values.filter { $0 > 0 && $0.isFinite }
        var lower = 0, upper = 1
        if let smallest = usable.min(), let largest = usable.max() {
            // The tolerance absorbs log10's rounding at exact powers of ten
            // (log10(1000) must give the decade 3, not 2.9999999999999996).
            lower = Int((log10(smallest) + 1e-9).rounded(.down))
            upper = Int((log10(largest) - 1e-9).rounded(.up))
            if upper <= lower {
                lower -= 1
                upper = lower + 2
            }
        }
        self.init(lowerDecade: lower, upperDecade: upper, start: start, end: end)
    }

    /// An axis with explicit decades.
    /// - Precondition: `lowerDecade < upperDecade`.
    /// - Complexity: O(1)
    public init(lowerDecade: Int, upperDecade: Int, start: Double, end: Double) {
        precondition(lowerDecade < upperDecade, "a log axis spans at least one decade")
        self.lowerDecade = lowerDecade
        self.upperDecade = upperDecade
        self.start = start
        self.end = end
    }

    /// The pixel coordinate of `value`; values at or below zero (which a log
    /// scale cannot show) and below the axis are clamped to `start`, values
    /// above it to `end`, so error bars whose lower bound is 0 still draw.
    /// - Complexity: O(1)
    public func position(of value: Double) -> Double {
        guard value > 0 else { return start }
        let fraction = (log10(value) - Double(lowerDecade)) / Double(upperDecade - lowerDecade)
        return start + Swift.min(1, Swift.max(0, fraction)) * (end - start)
    }

    /// The exponents of the ticks, one per decade, both ends included.
    /// - Complexity: O(decades)
    public var decades: ClosedRange<Int> { lowerDecade...upperDecade }

    /// The pixel coordinate of the tick 10^`decade`.
    /// - Complexity: O(1)
    public func position(ofDecade decade: Int) -> Double {
        start + Double(decade - lowerDecade) / Double(upperDecade - lowerDecade) * (end - start)
    }
}
