extension SegmentedLayout {
    /// Of the cells whose frame intersects `rect`, the one with the smallest
    /// index path that `map` maps to an index path (`nil`: passed over), with
    /// that index path and the cell's frame start along the scroll axis: the minimum
    /// `elements(in:visibleBounds:into:)` would give over its cells, found
    /// without building their attributes, and ending at the first section
    /// (sections are walked in order) that has such a cell. What content-offset
    /// anchoring asks before every self-sizing and batch update.
    /// Performs no allocation once `scratch` has grown.
    /// - Complexity: that of `elements(in:visibleBounds:into:)` up to the
    ///   first section with an accepted cell, plus `map` for the cells that
    ///   would beat the best of their section so far.
    func firstCell(
        in rect: Rect, visibleBounds visible: Rect, scratch: inout [Int32], mappedBy map: (IndexPath) -> IndexPath?
    ) -> (mapped: IndexPath, start: Double)? {
        guard !rect.isEmpty else { return nil }
        var probe = NoProbe()
        defer { scratch.removeAll(keepingCapacity: true) }
        let axis = scrollAxis
        var walk = SectionWalk(offsets, from: rect.min(axis), to: rect.max(axis), probe: &probe)
        while let (section, offset) = walk.next(offsets, segments, probe: &probe) {
            let segment = segments[section]
            scratch.removeAll(keepingCapacity: true)
            segment.prepared.index.appendSlots(intersecting: localRect(rect, segment: segment, offset: offset), to: &scratch, probe: &probe)
            var best: (item: Int32, mapped: IndexPath, start: Double)?
            for slot in scratch {
                let key = segment.prepared.key(ofSlot: Int(slot))
                guard segment.prepared.kinds[key.kindCode].category == .cell else { continue }
                if let best, best.item < key.item { continue }
                guard intersects(Int(slot), of: segment, offset: offset, rect: rect, visible: visible),
                      let mapped = map(IndexPath(item: Int(key.item), section: section)) else { continue }
                best = (key.item, mapped, contentFrame(ofSlot: Int(slot), of: segment, offset: offset, visible: visible).min(axis))
            }
            if let best { return (best.mapped, best.start) }
        }
        return nil
    }
}
