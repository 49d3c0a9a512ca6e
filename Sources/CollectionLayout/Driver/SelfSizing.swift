/// How the driver sizes cells the way Auto Layout would: a closure stands in
/// for a cell's `preferredLayoutAttributesFitting(_:)`, and the driver measures
/// the cells it shows, reports the sizes to the layout, and repeats until no
/// shown cell changes size.
///
/// Convergence is guarded: sizes are compared with a tolerance of one pixel
/// at 3x (1/3 pt) by default, so rounding noise never triggers a pass; at most
/// `maximumPasses` passes run; a cell whose preferred size returns to a size it
/// already had in the same run is reported as oscillating
/// (`CollectionViewError.selfSizingOscillates`) instead of being looped on.
public struct SelfSizing: Sendable {
    /// The cell's preferred size, given its index path and its current
    /// attributes (the estimated or last measured size, at its position).
    public var preferredSize: @Sendable (IndexPath, LayoutAttributes) -> Size
    /// Sizes closer than this in both width and height count as equal (points).
    public var tolerance: Double
    /// The most passes (measure, then update the layout) before giving up.
    public var maximumPasses: Int

    /// Creates a self-sizing policy.
    public init(tolerance: Double = 1.0 / 3.0, maximumPasses: Int = 8, preferredSize: @escaping @Sendable (IndexPath, LayoutAttributes) -> Size) {
        self.preferredSize = preferredSize
        self.tolerance = tolerance
        self.maximumPasses = maximumPasses
    }

    /// Whether `a` and `b` differ by more than the tolerance in width or height.
    /// - Complexity: O(1)
    public func differs(_ a: Size, _ b: Size) -> Bool {
        Swift.abs(a.width - b.width) > tolerance || Swift.abs(a.height - b.height) > tolerance
    }
}

/// What one self-sizing run did.
public struct SelfSizingReport: Hashable, Sendable {
    /// Measuring passes, the last one (which found nothing to change) included.
    public var passes = 0
    /// Size changes reported to the layout, over all passes.
    public var resizedItems = 0

    /// A report.
    public init(passes: Int = 0, resizedItems: Int = 0) {
        self.passes = passes
        self.resizedItems = resizedItems
    }
}
