/// Called at query time with a section's attributes among the results, the
/// section's orthogonal scroll offset and the environment; it may change
/// them (transform, alpha, zIndex), never their identity (UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias VisibleItemsInvalidationHandler = @Sendable (inout [LayoutAttributes], Point, CollectionLayoutEnvironment) -> Void

/// One section's description (UIKit's `NSCollectionLayoutSection`): its group,
/// repeated until the section's items are placed, and what surrounds it.
///
/// A value type whose fields live in one shared box, copied on write: a
/// section provider hands out a copy of a description per section (tens of
/// thousands per prepare), and a copy is then one reference rather than
/// one per array and closure it holds; copies of one description are
/// recognised by their shared box (`isSharingStorage`) without comparing
/// their fields.
public struct CollectionLayoutSection: Sendable {
    /// The group every repetition follows.
    public var group: CollectionLayoutGroup {
        _read { yield storage.group }
        _modify { makeStorageUnique(); yield &storage.group }
    }
    /// Insets around the section's groups.
    public var contentInsets: DirectionalEdgeInsets {
        get { storage.contentInsets }
        set { makeStorageUnique(); storage.contentInsets = newValue }
    }
    /// Space between consecutive groups.
    public var interGroupSpacing: Double {
        get { storage.interGroupSpacing }
        set { makeStorageUnique(); storage.interGroupSpacing = newValue }
    }
    /// Headers, footers and side views of the section.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] {
        _read { yield storage.boundarySupplementaryItems }
        _modify { makeStorageUnique(); yield &storage.boundarySupplementaryItems }
    }
    /// Backgrounds of the section.
    public var decorationItems: [CollectionLayoutDecorationItem] {
        _read { yield storage.decorationItems }
        _modify { makeStorageUnique(); yield &storage.decorationItems }
    }
    /// Whether and how the section scrolls across the layout's scroll axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior {
        get { storage.orthogonalScrollingBehavior }
        set { makeStorageUnique(); storage.orthogonalScrollingBehavior = newValue }
    }
    /// Adjusts the section's attributes at query time, or `nil`.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
        get { storage.visibleItemsInvalidationHandler }
        set { makeStorageUnique(); storage.visibleItemsInvalidationHandler = newValue }
    }

    /// The fields, shared by copies until one of them changes.
    private var storage: Storage

    /// Creates a section.
    public init(
        group: CollectionLayoutGroup, contentInsets: DirectionalEdgeInsets = .zero, interGroupSpacing: Double = 0,
        boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = [],
        decorationItems: [CollectionLayoutDecorationItem] = [],
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil
    ) {
        storage = Storage(
            group: group, contentInsets: contentInsets, interGroupSpacing: interGroupSpacing,
            boundarySupplementaryItems: boundarySupplementaryItems, decorationItems: decorationItems,
            orthogonalScrollingBehavior: orthogonalScrollingBehavior, visibleItemsInvalidationHandler: visibleItemsInvalidationHandler
        )
    }

    /// Whether `self` and `other` are copies of one description, unchanged
    /// since (they share their storage): then they are equal field by field.
    /// - Complexity: O(1)
    func isSharingStorage(with other: borrowing CollectionLayoutSection) -> Bool {
        storage === other.storage
    }

    /// Gives `self` storage of its own before a field changes.
    /// - Complexity: O(1) when the storage is not shared; a copy of the fields otherwise.
    private mutating func makeStorageUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The fields of a `CollectionLayoutSection`. `@unchecked Sendable`: a
    /// box is changed only through a section that holds the one reference
    /// to it (`makeStorageUnique`), so no two threads see it change.
    private final class Storage: @unchecked Sendable {
        var group: CollectionLayoutGroup
        var contentInsets: DirectionalEdgeInsets
        var interGroupSpacing: Double
        var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem]
        var decorationItems: [CollectionLayoutDecorationItem]
        var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
        var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

        init(
            group: CollectionLayoutGroup, contentInsets: DirectionalEdgeInsets, interGroupSpacing: Double,
            boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem], decorationItems: [CollectionLayoutDecorationItem],
            orthogonalScrollingBehavior: OrthogonalScrollingBehavior, visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
        ) {
            self.group = group
            self.contentInsets = contentInsets
            self.interGroupSpacing = interGroupSpacing
            self.boundarySupplementaryItems = boundarySupplementaryItems
            self.decorationItems = decorationItems
            self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
            self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        }

        /// A box holding the same fields.
        func copy() -> Storage {
            Storage(
                group: group, contentInsets: contentInsets, interGroupSpacing: interGroupSpacing,
                boundarySupplementaryItems: boundarySupplementaryItems, decorationItems: decorationItems,
                orthogonalScrollingBehavior: orthogonalScrollingBehavior, visibleItemsInvalidationHandler: visibleItemsInvalidationHandler
            )
        }
    }
}
