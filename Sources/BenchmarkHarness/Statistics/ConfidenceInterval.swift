/// A closed interval `[lower, upper]` that is expected to contain a quantity
/// with probability `level`, as written to the JSON result files.
///
/// The bounds may be infinite (see `Bootstrap.ratio(_:_:)`), never NaN.
/// - Complexity: O(1) storage and operations.
public struct ConfidenceInterval: Codable, Sendable, Equatable {
    /// The lower bound, included.
    public var lower: Double
    /// The upper bound, included.
    public var upper: Double
    /// The confidence level in (0, 1), e.g. 0.95.
    public var level: Double

    /// Creates an interval.
    /// - Precondition: `lower <= upper` (so neither is NaN).
    /// - Complexity: O(1)
    public init(lower: Double, upper: Double, level: Double) {
        precondition(lower <= upper, "an interval needs lower <= upper, got [\(lower), \(upper)]")
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    /// Whether `value` lies in the interval, bounds included; NaN never does.
    /// - Complexity: O(1)
    public func contains(_ value: Double) -> Bool {
        lower <= value && value <= upper
    }
}
