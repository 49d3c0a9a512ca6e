/// The smallest unit of a compositional layout (UIKit's `NSCollectionLayoutItem`):
/// one cell, with its size in its group, its insets and spacing, and the
/// supplementary items (badges) attached to it.
public struct CollectionLayoutItem: Hashable, Sendable {
    /// Its size; fractions are of its group's size.
    public var layoutSize: CollectionLayoutSize
    /// Insets applied after the item is placed: the cell is the item's room
    /// minus these. Ignored on an estimated axis, as in UIKit.
    public var contentInsets: DirectionalEdgeInsets
    /// Spacing around the item that takes room in its group.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Supplementary views anchored to the item.
    public var supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// Creates an item.
    public init(
        layoutSize: CollectionLayoutSize, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: CollectionLayoutEdgeSpacing? = nil, supplementaryItems: [CollectionLayoutSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// A group's child: an item (one cell) or a nested group.
public indirect enum CollectionLayoutSubitem: Hashable, Sendable {
    /// One cell.
    case item(CollectionLayoutItem)
    /// A nested group.
    case group(CollectionLayoutGroup)

    /// The child's size in its parent.
    /// - Complexity: O(1)
    public var layoutSize: CollectionLayoutSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }

    /// The child's edge spacing in its parent.
    /// - Complexity: O(1)
    public var edgeSpacing: CollectionLayoutEdgeSpacing? {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}
