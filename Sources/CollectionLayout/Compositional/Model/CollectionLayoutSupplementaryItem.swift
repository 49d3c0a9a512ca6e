/// A supplementary view attached to an item or a group (UIKit's
/// `NSCollectionLayoutSupplementaryItem`), such as a badge: it is placed by
/// its anchor on its container's frame and takes no room in the group.
///
/// One is emitted per container element, with the container's index path
/// (for a group: the index path of the group's first item).
public struct CollectionLayoutSupplementaryItem: Hashable, Sendable {
    /// Its size; fractions are of the container's size.
    public var layoutSize: CollectionLayoutSize
    /// Its element kind (`badge`, ...).
    public var elementKind: ElementKind
    /// Where it sits on its container.
    public var containerAnchor: CollectionLayoutAnchor
    /// Its stacking order (UIKit's default is 1, above cells).
    public var zIndex: Int

    /// Creates a supplementary item.
    public init(layoutSize: CollectionLayoutSize, elementKind: ElementKind, containerAnchor: CollectionLayoutAnchor, zIndex: Int = 1) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.zIndex = zIndex
    }
}

/// Where a boundary supplementary item sits on its section or on the whole
/// content (UIKit's `NSRectAlignment`).
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    /// Above, across the content.
    case top
    /// Above, at the leading end.
    case topLeading
    /// At the leading side.
    case leading
    /// Below, at the leading end.
    case bottomLeading
    /// Below, across the content.
    case bottom
    /// Below, at the trailing end.
    case bottomTrailing
    /// At the trailing side.
    case trailing
    /// Above, at the trailing end.
    case topTrailing
}

/// A header, footer or side view of a section or of the whole layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
///
/// Its section index path is `(section, 0)` for a section's item and `(0, 0)`
/// for a layout-wide one; the kind tells items of one section apart.
public struct CollectionLayoutBoundarySupplementaryItem: Hashable, Sendable {
    /// Its size; fractions are of the section's content area (or, layout-wide,
    /// of the collection view).
    public var layoutSize: CollectionLayoutSize
    /// Its element kind (`header`, `footer`, ...).
    public var elementKind: ElementKind
    /// Which boundary it sits on.
    public var alignment: RectAlignment
    /// Moves it from its aligned position, in points.
    public var absoluteOffset: Point
    /// Whether it takes room along the scroll axis (the section grows to hold
    /// it) rather than overlapping the section's content.
    public var extendsBoundary: Bool
    /// Whether it stays in the visible bounds while its section is on screen
    /// (a plain-style header). Resolved at query time, never by a new prepare.
    public var pinToVisibleBounds: Bool
    /// Its stacking order; pinned items are drawn above cells.
    public var zIndex: Int

    /// Creates a boundary supplementary item.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: ElementKind, alignment: RectAlignment, absoluteOffset: Point = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 0
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}

/// A decoration view of a section (UIKit's `NSCollectionLayoutDecorationItem`):
/// a background behind the section's content. Its zIndex defaults to 0, as
/// UIKit's does ("the decoration item appears below all other items in the
/// section"): every other element of the section whose zIndex is below the
/// background's is raised to it, and at an equal zIndex the background draws
/// first (`LayoutAttributes.drawOrder`).
public struct CollectionLayoutDecorationItem: Hashable, Sendable {
    /// Its element kind.
    public var elementKind: ElementKind
    /// Insets from the section's frame.
    public var contentInsets: DirectionalEdgeInsets
    /// Its stacking order (UIKit's default, 0, keeps it below the section's
    /// other elements, which draw after it at an equal zIndex).
    public var zIndex: Int

    /// Creates a background decoration covering its section (UIKit's
    /// `NSCollectionLayoutDecorationItem.background(elementKind:)`).
    public static func background(elementKind: ElementKind, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = 0) -> Self {
        Self(elementKind: elementKind, contentInsets: contentInsets, zIndex: zIndex)
    }

    /// Creates a decoration item.
    public init(elementKind: ElementKind, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
