/// A collection-view layout, with UIKit's life cycle split into values.
///
/// UIKit's `UICollectionViewLayout` is an object that `prepare()`s, caches, and
/// answers queries. Here `prepare(boundsSize:index:)` is a pure function of the
/// layout's configuration and data that returns a `PreparedLayout`: content
/// size, `elements(in:)`, and attributes for an item, supplementary or
/// decoration element. What depends on the visible bounds (pinned headers) is
/// resolved at query time; `shouldInvalidate(forBoundsChange:from:)` says when a
/// bounds change needs a new prepare.
public protocol CollectionLayout: Sendable {
    /// The strategy `IndexStrategy.auto` resolves to for this layout.
    var preferredIndexStrategy: IndexStrategy { get }

    /// Computes every element's frame for a collection view of `boundsSize` and
    /// builds the rect-query index of `index` (`.auto` picks `preferredIndexStrategy`).
    /// - Throws: `LayoutError` when the configuration or data cannot be laid out.
    func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout

    /// Prepares again into the storage of `prepared`, a previous prepare's
    /// (of this layout or any other), and replaces it with the result: UIKit's
    /// `invalidateLayout` then `prepare`, where the layout keeps its caches.
    /// The result equals `prepare(boundsSize:index:)`'s; the frames, keys,
    /// section table and lookups are written into the previous
    /// buffers (their capacity kept), so preparing a layout of the same size
    /// again allocates only a few small or index blocks and touches no new
    /// page for its frames. A buffer shared with a copy of the old layout the
    /// caller kept is copied instead, as an array is on write.
    ///
    /// The default implementation reuses the storage of the families whose
    /// prepare writes through `PreparedLayoutBuilder` into storage it is
    /// given (`StorageReusingLayout`: flow and waterfall); the others release
    /// the old layout and prepare anew.
    /// - Throws: `LayoutError` as `prepare(boundsSize:index:)`; `prepared` is then `PreparedLayout.empty`.
    /// - Complexity: that of `prepare(boundsSize:index:)`.
    func prepare(boundsSize: Size, index: IndexStrategy, into prepared: inout PreparedLayout) throws(LayoutError)

    /// Whether moving or resizing the visible bounds from `oldBounds` to
    /// `newBounds` invalidates the prepared layout (UIKit's
    /// `shouldInvalidateLayout(forBoundsChange:)`).
    func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool
}

extension CollectionLayout {
    /// `index` with `.auto` replaced by the layout's preferred strategy.
    public func resolve(_ index: IndexStrategy) -> IndexStrategy {
        index == .auto ? preferredIndexStrategy : index
    }
}

extension CollectionLayout {
    /// Prepares into `prepared`'s storage when the family can
    /// (`StorageReusingLayout`), else releases `prepared` and prepares anew.
    /// - Complexity: that of `prepare(boundsSize:index:)`.
    public func prepare(boundsSize: Size, index: IndexStrategy, into prepared: inout PreparedLayout) throws(LayoutError) {
        guard let reusing = self as? any StorageReusingLayout else {
            prepared = .empty
            prepared = try prepare(boundsSize: boundsSize, index: index)
            return
        }
        var storage = prepared.takeStorage()
        prepared = try reusing.prepare(boundsSize: boundsSize, index: index, reusing: &storage)
    }
}

/// A layout whose prepare appends its elements through a
/// `PreparedLayoutBuilder` started on storage it is given
/// (`init(scrollAxis:boundsSize:strategy:laneCount:expectedElements:reusing:)`),
/// so that `prepare(boundsSize:index:into:)` writes into the previous
/// prepare's buffers. A family joins by conforming and passing the storage
/// to its builder.
protocol StorageReusingLayout: CollectionLayout {
    /// `prepare(boundsSize:index:)` writing into `storage`'s buffers (moved
    /// out of it; empty for a fresh prepare).
    /// - Complexity: that of `prepare(boundsSize:index:)`.
    func prepare(boundsSize: Size, index: IndexStrategy, reusing storage: inout PreparedLayoutStorage) throws(LayoutError) -> PreparedLayout
}
