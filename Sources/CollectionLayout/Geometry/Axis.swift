/// One of the two axes of the content coordinate space.
///
/// Layouts are written once against a *main* axis (the scroll direction: `.vertical`
/// for a vertically scrolling collection view) and its *cross* axis, so flow,
/// waterfall and timeline code serves both scroll directions.
public enum Axis: UInt8, Hashable, Sendable, CaseIterable {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical

    /// The other axis.
    /// - Complexity: O(1)
    @inlinable
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
