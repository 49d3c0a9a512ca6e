/// Content-offset anchoring: when items change size or are inserted or
/// deleted above what the user is looking at, the visible content stays
/// still, as UIKit keeps it (a self-sizing invalidation's
/// `contentOffsetAdjustment`; after a batch update, a layout's
/// `targetContentOffset(forProposedContentOffset:)` that keeps the top item).
///
/// **Rule.** Before the change the driver picks the *anchor*: of the cells
/// whose frame meets the visible bounds (positive area), the one with the
/// smallest index path, and notes its start along the scroll axis. After the
/// change the content offset moves along the scroll axis by how far that
/// start moved, so the anchor is where it was on screen; the offset across
/// the scroll axis never changes. Edge cases:
/// - **Anchor deleted** (a batch update): the next visible cell, in index-path
///   order, that survives the update (at its new index path) is the anchor;
///   when none survives, the offset is left as it was. A cell the update
///   moves (an item move, or its section's move) is passed over likewise:
///   it goes elsewhere on purpose, and following it would scroll away.
/// - **No visible cell** (empty bounds, a gap, nothing on screen): no anchor,
///   the offset is left as it was.
/// - **Clamping**: a moved offset is clamped to the valid range along the
///   scroll axis, `0 ... max(0, contentLength - boundsLength)`, so the anchor
///   is not kept still when that would scroll past either end. With content
///   shorter than the bounds, the range is `0 ... 0`: a change that moves the
///   anchor scrolls to the start. An offset that does not move is left alone,
///   even outside the range (rubber-banding is the user's gesture).
/// - Interactive movement and `reloadData` do not anchor (the moved item
///   follows the touch; new data has nothing to anchor to).
extension CollectionViewSimulator {
    /// The anchor: of the cells whose frame meets the visible bounds, the one
    /// with the smallest index path that `newIndexPath` maps to an index path
    /// after the change (`nil`: deleted or moved, passed over), with that new
    /// index path and its start along the scroll axis now.
    ///
    /// Allocation-free once the scratch buffer has grown: the bounds are
    /// searched section by section with `anchorScratch`, without building
    /// attributes, up to the first section with an anchor (mapping only cells
    /// that would beat the best so far).
    /// - Complexity: O(log n + k) plus `newIndexPath` for at most k cells, k
    ///   the elements in the bounds.
    mutating func visibleAnchor(mappedBy newIndexPath: (IndexPath) -> IndexPath?) -> (indexPath: IndexPath, start: Double)? {
        state.firstCell(in: bounds, visibleBounds: bounds, scratch: &anchorScratch, mappedBy: newIndexPath).map { ($0.mapped, $0.start) }
    }

    /// Moves the content offset along the scroll axis by how far the cell now
    /// at `indexPath` moved from `previousStart`, clamped to the valid range
    /// (see the rule above); no move leaves the offset alone.
    /// - Returns: the change of the content offset actually applied.
    /// - Complexity: O(log S)
    mutating func keepAnchorStill(at indexPath: IndexPath, previousStart: Double) -> Point {
        let axis = state.scrollAxis
        guard let frame = state.attributesForItem(at: indexPath, visibleBounds: bounds)?.frame else { return .zero }
        let shift = frame.min(axis) - previousStart
        guard shift != 0 else { return .zero }
        let old = bounds.origin
        let end = Swift.max(0, state.contentSize[axis] - bounds.size[axis])
        bounds.origin[axis] = Swift.min(Swift.max(old[axis] + shift, 0), end)
        return Point(x: bounds.origin.x - old.x, y: bounds.origin.y - old.y)
    }
}
