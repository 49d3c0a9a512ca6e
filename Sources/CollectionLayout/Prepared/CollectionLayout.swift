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
