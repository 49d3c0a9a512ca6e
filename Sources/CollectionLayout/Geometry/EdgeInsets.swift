/// Insets in UIKit's `UIEdgeInsets` order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets.
    /// - Complexity: O(1)
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The inset at the start of `axis` (top for `.vertical`, left for `.horizontal`).
    /// - Complexity: O(1)
    @inlinable
    public func leading(_ axis: Axis) -> Double { axis == .vertical ? top : left }

    /// The inset at the end of `axis` (bottom for `.vertical`, right for `.horizontal`).
    /// - Complexity: O(1)
    @inlinable
    public func trailing(_ axis: Axis) -> Double { axis == .vertical ? bottom : right }

    /// Whether every inset is finite (insets may be negative, as in UIKit).
    /// - Complexity: O(1)
    @inlinable
    public var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }
}

/// Insets that follow the layout direction: top, leading, bottom, trailing
/// (UIKit's `NSDirectionalEdgeInsets`). The engine lays out left-to-right, so
/// leading is left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Creates directional insets.
    /// - Complexity: O(1)
    @inlinable
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The equivalent left-to-right `EdgeInsets`.
    /// - Complexity: O(1)
    @inlinable
    public var edgeInsets: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}
