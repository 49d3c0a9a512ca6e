/// One element of a custom group: a frame in the group's coordinates and a zIndex
/// (UIKit's `NSCollectionLayoutGroupCustomItem`).
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    /// The cell's frame, relative to the group's origin; it must lie inside the group.
    public var frame: Rect
    /// Its stacking order.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Computes a custom group's items from the environment: the group's resolved
/// size (`environment.container.contentSize`) and the collection view's.
/// A value so that layouts stay `Sendable` and comparable: the frames are
/// given once, or computed by a pure function of the environment.
public enum CollectionLayoutGroupCustomItemProvider: Sendable {
    /// The same items in every group.
    case frames([CollectionLayoutGroupCustomItem])
    /// Items computed from the environment the group is laid out in.
    case provider(@Sendable (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
}

/// Items and nested groups laid out along one axis, or placed by a custom
/// provider (UIKit's `NSCollectionLayoutGroup`). A section repeats its group
/// until every item of the section has a place.
///
/// A group is a subitem too (`CollectionLayoutSubitem.group`): groups nest to
/// any depth.
public struct CollectionLayoutGroup: Sendable {
    /// How the group arranges its children.
    public enum Arrangement: Sendable {
        /// Children one after another along `axis` in order, starting over
        /// from the first while the next one fits (UIKit's
        /// `horizontal(layoutSize:subitems:)` / `vertical(layoutSize:subitems:)`).
        case subitems([CollectionLayoutSubitem], axis: Axis)
        /// `count` copies of one child, resized along `axis` so that exactly
        /// `count` fit with the group's `interItemSpacing` (UIKit's deprecated
        /// `horizontal(layoutSize:subitem:count:)`).
        case equalSubitems(CollectionLayoutSubitem, count: Int, axis: Axis)
        /// `count` copies of one child at its own size; they must fit (UIKit's
        /// `horizontal(layoutSize:repeatingSubitem:count:)`, iOS 16).
        case repeatingSubitem(CollectionLayoutSubitem, count: Int, axis: Axis)
        /// Frames given by a provider (UIKit's `custom(layoutSize:itemProvider:)`).
        case custom(CollectionLayoutGroupCustomItemProvider)
    }

    /// Its size; fractions are of its container's size.
    public var layoutSize: CollectionLayoutSize
    /// How the children are arranged.
    public var arrangement: Arrangement
    /// Space between consecutive children (`nil`: none).
    public var interItemSpacing: CollectionLayoutSpacing?
    /// Insets of the area the children are laid out in.
    public var contentInsets: DirectionalEdgeInsets
    /// Spacing around the group in its parent group.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Supplementary views anchored to the group's frame.
    public var supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// Creates a group.
    public init(
        layoutSize: CollectionLayoutSize, arrangement: Arrangement, interItemSpacing: CollectionLayoutSpacing? = nil,
        contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: CollectionLayoutEdgeSpacing? = nil,
        supplementaryItems: [CollectionLayoutSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// A horizontal group of `subitems`, repeated while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutSubitem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .subitems(subitems, axis: .horizontal))
    }

    /// A vertical group of `subitems`, repeated while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutSubitem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .subitems(subitems, axis: .vertical))
    }

    /// A horizontal group of `count` equally sized copies of `subitem`.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutSubitem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .equalSubitems(subitem, count: count, axis: .horizontal))
    }

    /// A vertical group of `count` equally sized copies of `subitem`.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutSubitem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .equalSubitems(subitem, count: count, axis: .vertical))
    }

    /// A horizontal group of `count` copies of `subitem` at its own size.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutSubitem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .repeatingSubitem(subitem, count: count, axis: .horizontal))
    }

    /// A vertical group of `count` copies of `subitem` at its own size.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutSubitem, count: Int) -> Self {
        Self(layoutSize: layoutSize, arrangement: .repeatingSubitem(subitem, count: count, axis: .vertical))
    }

    /// A group whose items are placed by `itemProvider`.
    public static func custom(layoutSize: CollectionLayoutSize, itemProvider: CollectionLayoutGroupCustomItemProvider) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider))
    }
}

/// Groups compare by value. Closures cannot be compared, so a group with a
/// custom `provider` closure is equal to no group, itself included.
extension CollectionLayoutGroup: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.layoutSize == rhs.layoutSize && lhs.interItemSpacing == rhs.interItemSpacing
            && lhs.contentInsets == rhs.contentInsets && lhs.edgeSpacing == rhs.edgeSpacing
            && lhs.supplementaryItems == rhs.supplementaryItems && lhs.arrangement == rhs.arrangement
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(layoutSize)
        hasher.combine(contentInsets)
        hasher.combine(supplementaryItems.count)
    }
}

extension CollectionLayoutGroup.Arrangement: Equatable {
    /// Equal when of the same case with equal values; `custom(.provider)` is
    /// never equal to anything (closures cannot be compared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        // One case at a time, not `switch (lhs, rhs)`: the tuple copied both
        // arrangements, their arrays retained and released, per comparison
        // (a prepare compares a section's group with the kept ones).
        switch lhs {
        case let .subitems(a, x):
            guard case let .subitems(b, y) = rhs else { return false }
            return a == b && x == y
        case let .equalSubitems(a, n, x):
            guard case let .equalSubitems(b, m, y) = rhs else { return false }
            return a == b && n == m && x == y
        case let .repeatingSubitem(a, n, x):
            guard case let .repeatingSubitem(b, m, y) = rhs else { return false }
            return a == b && n == m && x == y
        case let .custom(.frames(a)):
            guard case let .custom(.frames(b)) = rhs else { return false }
            return a == b
        case .custom(.provider):
            return false
        }
    }
}
