/// Space between elements (UIKit's `NSCollectionLayoutSpacing`).
public enum CollectionLayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; the room a group has left over is shared
    /// equally among its flexible spacings.
    case flexible(Double)

    /// The points this spacing takes before any left-over room is shared.
    /// - Complexity: O(1)
    @inlinable
    public var minimum: Double {
        switch self {
        case .fixed(let points), .flexible(let points): points
        }
    }

    /// Whether it takes a share of the left-over room.
    /// - Complexity: O(1)
    @inlinable
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// The spacing around an item inside its group, edge by edge (UIKit's
/// `NSCollectionLayoutEdgeSpacing`). Unlike content insets, edge spacing
/// moves the item and takes room in the group; `nil` means none.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// Before the item's leading edge.
    public var leading: CollectionLayoutSpacing?
    /// Above the item.
    public var top: CollectionLayoutSpacing?
    /// After the item's trailing edge.
    public var trailing: CollectionLayoutSpacing?
    /// Below the item.
    public var bottom: CollectionLayoutSpacing?

    /// Creates edge spacing.
    public init(leading: CollectionLayoutSpacing? = nil, top: CollectionLayoutSpacing? = nil, trailing: CollectionLayoutSpacing? = nil, bottom: CollectionLayoutSpacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the item along `axis` (leading or top).
    /// - Complexity: O(1)
    @inlinable
    public func before(_ axis: Axis) -> CollectionLayoutSpacing? { axis == .horizontal ? leading : top }

    /// The spacing after the item along `axis` (trailing or bottom).
    /// - Complexity: O(1)
    @inlinable
    public func after(_ axis: Axis) -> CollectionLayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
