/// Called at query time with a section's attributes among the results, the
/// section's orthogonal scroll offset and the environment; it may change
/// them (transform, alpha, zIndex), never their identity (UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias VisibleItemsInvalidationHandler = @Sendable (inout [LayoutAttributes], Point, CollectionLayoutEnvironment) -> Void

/// One section's description (UIKit's `NSCollectionLayoutSection`): its group,
/// repeated until the section's items are placed, and what surrounds it.
///
/// A value type whose fields live in one shared box, replaced on write: a
/// section provider hands out a copy of a description per section (tens of
/// thousands per prepare), and a copy is then one reference rather than
/// one per array and closure it holds; copies of one description are
/// recognised by their shared box (`isSharingStorage`) without comparing
/// their fields.
public struct CollectionLayoutSection: Sendable {
    /// The group every repetition follows.
    public var group: CollectionLayoutGroup {
        _read { yield storage.fields.group }
        set { change { $0.group = newValue } }
    }
    /// Insets around the section's groups.
    public var contentInsets: DirectionalEdgeInsets {
        get { storage.fields.contentInsets }
        set { change { $0.contentInsets = newValue } }
    }
    /// Space between consecutive groups.
    public var interGroupSpacing: Double {
        get { storage.fields.interGroupSpacing }
        set { change { $0.interGroupSpacing = newValue } }
    }
    /// Headers, footers and side views of the section.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] {
        _read { yield storage.fields.boundarySupplementaryItems }
        set { change { $0.boundarySupplementaryItems = newValue } }
    }
    /// Backgrounds of the section.
    public var decorationItems: [CollectionLayoutDecorationItem] {
        _read { yield storage.fields.decorationItems }
        set { change { $0.decorationItems = newValue } }
    }
    /// Whether and how the section scrolls across the layout's scroll axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior {
        get { storage.fields.orthogonalScrollingBehavior }
        set { change { $0.orthogonalScrollingBehavior = newValue } }
    }
    /// Adjusts the section's attributes at query time, or `nil`.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
        get { storage.fields.visibleItemsInvalidationHandler }
        set { change { $0.visibleItemsInvalidationHandler = newValue } }
    }

    /// The fields, in a box shared by copies and never changed: a change
    /// makes a new box.
    private var storage: Storage

    /// Creates a section.
    public init(
        group: CollectionLayoutGroup, contentInsets: DirectionalEdgeInsets = .zero, interGroupSpacing: Double = 0,
        boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = [],
        decorationItems: [CollectionLayoutDecorationItem] = [],
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil
    ) {
        storage = Storage(Fields(
            group: group, contentInsets: contentInsets, interGroupSpacing: interGroupSpacing,
            boundarySupplementaryItems: boundarySupplementaryItems, decorationItems: decorationItems,
            orthogonalScrollingBehavior: orthogonalScrollingBehavior, visibleItemsInvalidationHandler: visibleItemsInvalidationHandler
        ))
    }

    /// Whether `self` and `other` are copies of one description, unchanged
    /// since (they share their storage): then they are equal field by field.
    /// - Complexity: O(1)
    func isSharingStorage(with other: borrowing CollectionLayoutSection) -> Bool {
        storage === other.storage
    }

    /// Replaces the storage with a new box holding the fields as `body` changes them.
    /// - Complexity: O(1) plus `body`.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }

    /// The fields of a section.
    private struct Fields: Sendable {
        var group: CollectionLayoutGroup
        var contentInsets: DirectionalEdgeInsets
        var interGroupSpacing: Double
        var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem]
        var decorationItems: [CollectionLayoutDecorationItem]
        var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
        var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    }

    /// The box: immutable, so that reading a field needs no exclusivity
    /// check and the box is `Sendable` as it is.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}
