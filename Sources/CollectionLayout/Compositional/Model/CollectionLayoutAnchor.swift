/// The edges of a rectangle, in layout direction (UIKit's `NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt8
    /// Creates a set of edges from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1)
    /// The leading (left) edge.
    public static let leading = DirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    /// The trailing (right) edge.
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    /// No edge: the centre.
    public static let none: DirectionalRectEdge = []
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item is attached to its container (UIKit's
/// `NSCollectionLayoutAnchor`): the container's edges it sits on, and an offset.
///
/// With `edges` `[.top, .trailing]` the supplementary's top-right corner is
/// on the container's top-right corner: the named edges of both coincide; on
/// an axis with no named edge, both are centred. The offset then
/// moves it: `absolute` in points, `fractional` in fractions of the
/// supplementary's own size (`(0.5, -0.5)` moves a badge half its width right
/// and half its height up, over the corner).
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// How the anchor is moved from the edges.
    public enum Offset: Hashable, Sendable {
        /// In points.
        case absolute(Point)
        /// In fractions of the supplementary item's size.
        case fractional(Point)
    }

    /// The container edges the item is aligned to; opposite edges on one axis
    /// (top and bottom) are refused by validation.
    public var edges: DirectionalRectEdge
    /// The offset from the aligned position.
    public var offset: Offset

    /// Creates an anchor with an absolute offset (default none).
    public init(edges: DirectionalRectEdge, absoluteOffset: Point = .zero) {
        self.edges = edges
        self.offset = .absolute(absoluteOffset)
    }

    /// Creates an anchor with an offset in fractions of the item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        self.offset = .fractional(fractionalOffset)
    }
}
