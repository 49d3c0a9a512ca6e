extension CollectionViewSimulator {
    /// Tells the layout that cells prefer other sizes, as a cell's
    /// `preferredLayoutAttributesFitting(_:)` does: each size is stored through
    /// the layout's `storedItemSize(forPreferred:frame:)` and each section
    /// concerned is laid out again, once, whatever the number of its items in
    /// the list; the offsets of the sections after it follow through the offset
    /// tree. Never a full prepare. Then a layout pass.
    /// - Throws: `CollectionViewError` for an index path that does not exist or a
    ///   size that is not finite or is negative (nothing is changed then), or
    ///   when the layout refuses the size.
    /// - Complexity: O(items of the sections concerned, plus their indexes) +
    ///   O(log S) per section, plus the anchor's query and the layout pass.
    public mutating func invalidateItems(withPreferredSizes sizes: [(IndexPath, Size)]) throws(CollectionViewError) {
        try applyPreferredSizes(sizes)
        try layoutVisibleElements()
    }

    /// Stores preferred sizes, re-lays out their sections and keeps the anchor
    /// still, without a layout pass.
    mutating func applyPreferredSizes(_ sizes: [(IndexPath, Size)]) throws(CollectionViewError) {
        var bySection: [Int: [(item: Int, size: Size)]] = [:]
        for (indexPath, preferred) in sizes {
            try checkItem(indexPath)
            guard preferred.isValidElementSize else { throw .invalidPreferredSize(indexPath, preferred) }
            let frame = state.attributesForItem(at: indexPath)!.frame
            bySection[indexPath.section, default: []].append((indexPath.item, state.layout.storedItemSize(forPreferred: preferred, frame: frame)))
        }
        let axis = state.scrollAxis
        let before = state.contentSize[axis]
        let anchor = anchorsContentOffset ? visibleAnchor(mappedBy: { $0 }) : nil
        var context = InvalidationContext()
        context.invalidatedItemIndexPaths = sizes.map(\.0)
        for section in bySection.keys.sorted() {
            do {
                try state.setItemSizes(bySection[section]!, inSection: section)
            } catch {
                throw .layout(error)
            }
            context.invalidatedSections.append(section)
        }
        context.contentSizeAdjustment = state.contentSize[axis] - before
        if let anchor { context.contentOffsetAdjustment = keepAnchorStill(at: anchor.indexPath, previousStart: anchor.start) }
        statistics.selfSizingInvalidations += 1
        lastInvalidation = context
    }

    /// Sizes the cells shown until none changes: each pass queries the
    /// visible rect plus the prefetch margin, asks every cell for its preferred
    /// size, and reports those that differ by more than the tolerance.
    /// - Throws: `.invalidPreferredSize`; `.selfSizingOscillates` when a cell
    ///   asks for a size it already had in this run; `.selfSizingDidNotConverge`
    ///   when cells still change after `maximumPasses` passes. Sizes applied by
    ///   earlier passes stay applied (they were real changes).
    /// - Complexity: per pass, the query plus the sections re-laid out.
    mutating func sizeVisibleCells(_ sizing: SelfSizing) throws(CollectionViewError) -> SelfSizingReport {
        var report = SelfSizingReport()
        var history: [IndexPath: [Size]] = [:]
        let passes = Swift.max(1, sizing.maximumPasses)
        for pass in 1...(passes + 1) {
            queryVisibleElements()
            report.passes = pass
            var changes: [(IndexPath, Size)] = []
            for attributes in visible.attributes where attributes.category == .cell {
                let indexPath = attributes.indexPath
                let preferred = sizing.preferredSize(indexPath, attributes)
                guard preferred.isValidElementSize else { throw .invalidPreferredSize(indexPath, preferred) }
                let stored = state.layout.storedItemSize(forPreferred: preferred, frame: attributes.frame)
                guard sizing.differs(stored, attributes.frame.size) else { continue }
                let earlier = history[indexPath, default: []]
                if earlier.contains(where: { !sizing.differs($0, stored) }) {
                    throw .selfSizingOscillates(indexPath, sizes: earlier + [attributes.frame.size, stored])
                }
                history[indexPath, default: []].append(attributes.frame.size)
                changes.append((indexPath, preferred))
            }
            if changes.isEmpty { return report }
            guard pass <= passes else { throw .selfSizingDidNotConverge(passes: passes, pending: changes.map(\.0)) }
            try applyPreferredSizes(changes)
            report.resizedItems += changes.count
        }
        return report
    }
}
