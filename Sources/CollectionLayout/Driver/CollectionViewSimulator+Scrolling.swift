extension CollectionViewSimulator {
    /// Scrolls: moves the bounds' origin to `contentOffset` (UIKit's `contentOffset`).
    /// - Throws: `CollectionViewError.invalidBounds` for a point that is not finite;
    ///   self-sizing errors when the cells shown do not settle.
    /// - Complexity: O(1) for the layout (never a prepare), plus the visible query.
    public mutating func scroll(to contentOffset: Point) throws(CollectionViewError) {
        try setBounds(Rect(origin: contentOffset, size: bounds.size))
    }

    /// Moves or resizes the bounds. Asks `shouldInvalidate(forBoundsChange:from:)`;
    /// when the layout wants to hear of the change, a new size lays everything
    /// out again (one prepare) while a moved origin is a bounds-only
    /// invalidation that lays out nothing: pinned headers and footers are
    /// placed at query time. Then a layout pass (`layoutVisibleElements()`).
    /// - Throws: `CollectionViewError` for bounds that are not finite or have a
    ///   negative size, or when the layout refuses the new size (the bounds are
    ///   then unchanged).
    /// - Complexity: O(1) for a moved origin; O(n) for a new size that invalidates.
    public mutating func setBounds(_ newBounds: Rect) throws(CollectionViewError) {
        try Self.check(newBounds)
        if state.layout.shouldInvalidate(forBoundsChange: newBounds, from: bounds) {
            var context = InvalidationContext()
            if newBounds.size != bounds.size {
                context.invalidateEverything = true
                let before = state.contentSize[state.scrollAxis]
                do {
                    state = try SegmentedLayout(layout: state.layout, boundsSize: newBounds.size, index: indexStrategy)
                } catch {
                    throw .layout(error)
                }
                statistics.prepares += 1
                context.contentSizeAdjustment = state.contentSize[state.scrollAxis] - before
            } else {
                context.invalidatedForBoundsChange = true
                statistics.boundsInvalidations += 1
            }
            lastInvalidation = context
        }
        bounds = newBounds
        try layoutVisibleElements()
    }
}
