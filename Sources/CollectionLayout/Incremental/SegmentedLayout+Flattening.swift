extension SegmentedLayout {
    /// The layout as one `PreparedLayout` with an index of `index`: every
    /// element at its content frame (`Rect.movedAlong(_:by:)`, exactly as the
    /// segmented queries compute it), pinned elements with their placement moved
    /// likewise. What the oracle tests check the segmented queries and lookups
    /// against, and a way to hand the state to code that takes a prepared layout.
    /// Lanes are not kept: `sorted-columns` indexes one lane (exact, if looser).
    /// - Throws: `LayoutError` when a frame or the content size is not finite.
    /// - Complexity: O(n + S log S) plus the index build.
    public func flattened(index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        var builder = PreparedLayoutBuilder(
            scrollAxis: scrollAxis, boundsSize: boundsSize, strategy: layout.resolve(index), expectedElements: elementCount
        )
        for (section, segment) in segments.enumerated() {
            let offset = offsets.offset(of: section)
            let prepared = segment.prepared
            builder.beginSection(itemCount: segment.itemCount)
            for slot in prepared.frames.indices {
                let key = prepared.key(ofSlot: slot)
                let entry = prepared.kinds[key.kindCode]
                if entry.category == .cell {
                    builder.appendCell(frame: prepared.frames[slot].movedAlong(scrollAxis, by: offset), item: Int(key.item), zIndex: key.zIndex)
                } else {
                    let code = builder.code(for: entry.category, entry.kind, isPinned: entry.isPinned)
                    builder.appendElement(
                        kindCode: code, frame: prepared.frames[slot].movedAlong(scrollAxis, by: offset), item: Int(key.item),
                        zIndex: key.zIndex, pin: prepared.pinnedPlacement(ofSlot: slot)?.moved(by: offset)
                    )
                }
            }
        }
        return try builder.build(contentSize: contentSize)
    }
}
