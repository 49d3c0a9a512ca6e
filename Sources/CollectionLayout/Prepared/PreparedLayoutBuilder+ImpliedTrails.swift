extension PreparedLayoutBuilder {
    /// Records the current section's trail as implied (`ImpliedTrails`):
    /// `count` elements of `kindCode` and `zIndex`, element `i` of item `i`
    /// with frame `trail(i)`, whose frames an anchor gives from the stored
    /// frames of the section's cells `0 ..< count`, bit for bit: the anchor
    /// of the last trail of the same kind and zIndex (so that runs share
    /// patterns), else the first element's distance from its cell added to
    /// each cell's origin (`TrailAnchor(deltaFrom:to:)`), else the layout's
    /// own placement (`placement()`, asked only then). Returns whether it
    /// did; if not, nothing is recorded and the caller appends the elements
    /// (`appendElement`).
    ///
    /// A trail stays stored when the layout does not imply trails
    /// (`impliesTrailFrames`), holds cells in closed form or sticky cards,
    /// when its kind is pinned, when the section's cells are not a run of the
    /// key table, when it has more elements than the section has cells, or
    /// when neither anchor reproduces every frame.
    /// - Complexity: O(count) per anchor tried.
    mutating func implyTrail(
        kindCode: UInt16, zIndex: Int32, count: Int, placement: () -> TrailAnchor?, trail: (Int) -> Rect
    ) -> Bool {
        guard impliesTrailFrames, count > 0, uniformRuns.isEmpty, stickyCardSlots == nil, !kinds.isPinned(code: kindCode),
              let section = sectionSlots.last, count <= Int(section.itemCount),
              Int(section.firstItemSlot) + Int(section.itemCount) <= frames.count,
              let keyRun = keys.lastRun(ofSection: Int32(truncatingIfNeeded: sectionSlots.count - 1), firstSlot: section.firstItemSlot)
        else { return false }
        let firstCell = Int(section.firstItemSlot)
        let checked: (anchor: TrailAnchor, extent: (overhang: Double, magnitude: Double))? = frames.withUnsafeBufferPointer { frames in
            let cells = frames.baseAddress! + firstCell
            if let last = impliedTrails.lastAnchor(kindCode: kindCode, zIndex: zIndex),
               let extent = ImpliedTrailRecorder.extent(of: last, cells: cells, count: count, trail: trail) {
                return (last, extent)
            }
            let delta = TrailAnchor(deltaFrom: cells[0], to: trail(0))
            if let extent = ImpliedTrailRecorder.extent(of: delta, cells: cells, count: count, trail: trail) { return (delta, extent) }
            guard let own = placement(), let extent = ImpliedTrailRecorder.extent(of: own, cells: cells, count: count, trail: trail) else { return nil }
            return (own, extent)
        }
        guard let checked else { return false }
        return impliedTrails.record(
            keyRun: keyRun, firstCell: firstCell, count: count, kindCode: kindCode, zIndex: zIndex, anchor: checked.anchor, extent: checked.extent
        )
    }
}
