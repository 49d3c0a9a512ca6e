extension CollectionViewSimulator {
    /// Performs a batch update (UIKit's `performBatchUpdates(_:completion:)`):
    /// `sections` is the data after the update, `update` what changed. The
    /// counts are checked as UIKit checks them; the sections the update touches
    /// (inserted, reloaded, or with items inserted, deleted, moved or reloaded)
    /// are laid out again and every other section keeps its layout, moved to its
    /// new place. Never a full prepare. Then a layout pass.
    ///
    /// Sections the update does not name are taken as unchanged, as UIKit
    /// takes them: their layout is kept even if their data differs. With
    /// `anchorsContentOffset`, the content offset then moves so the first
    /// visible cell that survives stays still on screen
    /// (`CollectionViewSimulator+Anchoring`); `boundsAfter` is the moved bounds.
    /// - Returns: the transition: the index-path mapping, the layouts before and
    ///   after, initial attributes of appearing and final attributes of
    ///   disappearing elements.
    /// - Throws: `CollectionViewError.invalidUpdate`, `.invalidSectionCount`,
    ///   `.invalidItemCount` (UIKit's messages), `.layout` when the layout refuses
    ///   the new data; the state is then unchanged.
    /// - Complexity: the items of the touched sections and their indexes, plus
    ///   O(log S) each for the offsets, plus O(changes·log(changes)) to check
    ///   and map; plus one O(S) pass reading every section's item count (UIKit
    ///   checks every count too); plus O(S) to rebuild the per-section tables
    ///   when sections are inserted, deleted, moved or reloaded.
    @discardableResult
    public mutating func performBatchUpdates(_ update: BatchUpdate, sections: [Layout.Section]) throws(CollectionViewError) -> UpdateTransition<Layout> {
        if let movement = interactiveMovement { throw .interactiveMovementInProgress(movement.targetIndexPath) }
        let newCounts = Layout.itemCounts(of: sections)
        let mapping = try UpdateMapping(update, oldItemCounts: state.itemCounts, newItemCounts: newCounts)
        let before = state, boundsBefore = bounds, queryBefore = queryRect
        let anchor = anchorsContentOffset ? visibleAnchor(mappedBy: { Self.survivor($0, update: update, mapping: mapping) }) : nil
        do {
            if mapping.keepsSectionOrder {
                try state.replaceSections(sections, relayingOut: mapping.relaidSections, itemCounts: newCounts)
            } else {
                try state.replaceSections(sections, reusing: mapping.reusableSections)
            }
        } catch {
            throw .layout(error)
        }
        var context = InvalidationContext()
        context.invalidateDataSourceCounts = true
        context.invalidatedSections = mapping.relaidSections
        context.contentSizeAdjustment = state.contentSize[state.scrollAxis] - before.contentSize[state.scrollAxis]
        if let anchor { context.contentOffsetAdjustment = keepAnchorStill(at: anchor.indexPath, previousStart: anchor.start) }
        lastInvalidation = context
        statistics.batchUpdates += 1
        try layoutVisibleElements()
        return UpdateTransition(
            mapping: mapping, before: before, after: state,
            boundsBefore: boundsBefore, boundsAfter: bounds, queryRectBefore: queryBefore, queryRectAfter: queryRect
        )
    }

    /// Where the cell at old index path `indexPath` is after the update, if it
    /// can anchor the offset: `nil` when it is deleted (or its section deleted
    /// or reloaded) and when the update moves it (an item move, or its
    /// section's), since it goes elsewhere on purpose.
    /// - Complexity: O(changes in its sections + section moves)
    static func survivor(_ indexPath: IndexPath, update: BatchUpdate, mapping: UpdateMapping) -> IndexPath? {
        guard mapping.moveTargets[indexPath] == nil, !update.movedSections.contains(where: { $0.from == indexPath.section }) else { return nil }
        return (try? mapping.newIndexPath(forOld: indexPath)) ?? nil
    }
}
