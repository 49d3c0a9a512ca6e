/// Called at query time with a section's attributes among the results, the
/// section's orthogonal scroll offset and the environment; it may change
/// them (transform, alpha, zIndex), never their identity (UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias VisibleItemsInvalidationHandler = @Sendable (inout [LayoutAttributes], Point, CollectionLayoutEnvironment) -> Void

/// One section's description (UIKit's `NSCollectionLayoutSection`): its group,
/// repeated until the section's items are placed, and what surrounds it.
public struct CollectionLayoutSection: Sendable {
    /// The group every repetition follows.
    public var group: CollectionLayoutGroup
    /// Insets around the section's groups.
    public var contentInsets: DirectionalEdgeInsets
    /// Space between consecutive groups.
    public var interGroupSpacing: Double
    /// Headers, footers and side views of the section.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem]
    /// Backgrounds of the section.
    public var decorationItems: [CollectionLayoutDecorationItem]
    /// Whether and how the section scrolls across the layout's scroll axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Adjusts the section's attributes at query time, or `nil`.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// Creates a section.
    public init(
        group: CollectionLayoutGroup, contentInsets: DirectionalEdgeInsets = .zero, interGroupSpacing: Double = 0,
        boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = [],
        decorationItems: [CollectionLayoutDecorationItem] = [],
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    }
}
