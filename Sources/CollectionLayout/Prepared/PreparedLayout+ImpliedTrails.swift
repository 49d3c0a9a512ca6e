extension PreparedLayout {
    /// The number of trail elements whose frames are implied by their cells'
    /// (at virtual slots `frames.count ..< frames.count + impliedTrailCount`);
    /// 0 when every trail is stored.
    public var impliedTrailCount: Int { impliedTrails?.count ?? 0 }

    /// The key of the implied trail element in `slot`: its cell's section
    /// and item, its pattern's kind and zIndex.
    /// - Precondition: `slot` is an implied trail element's.
    /// - Complexity: O(log n) (`ImpliedTrails.cell(ofTrailSlot:)`).
    @usableFromInline
    func impliedTrailKey(ofSlot slot: Int) -> ElementKey {
        let trails = impliedTrails!, cell = trails.cell(ofTrailSlot: slot)
        return TrailPass.RunCache(cell: cell, keys: keyTable, trails: trails).trailKey(ofCell: cell)
    }

    /// The stored-coordinates frame of the trail element of the cell in
    /// `cell`, which has one: its pattern's anchor on the cell's stored frame.
    /// - Complexity: O(1)
    @inline(__always)
    func trailFrame(ofCell cell: Int, trails: ImpliedTrails) -> Rect {
        trails.pattern(ofRun: keyTable.runStarts.rank(through: cell) &- 1).anchor.frame(on: frames[cell])
    }

    /// The frame of the implied trail element in `slot`, moved by its
    /// section's scroll offset when its cell is an orthogonal section's
    /// content, as `unpinnedFrame(ofSlot:visibleBounds:)` moves the cell.
    /// - Precondition: `slot` is an implied trail element's.
    /// - Complexity: O(log n), plus O(log S) for S orthogonal sections.
    @usableFromInline
    func impliedTrailFrame(ofSlot slot: Int) -> Rect {
        let trails = impliedTrails!
        return impliedTrailFrame(ofCell: trails.cell(ofTrailSlot: slot), trails: trails)
    }

    /// `impliedTrailFrame(ofSlot:)` for the trail element of the cell in
    /// `cell`, which has one.
    /// - Complexity: O(1), plus O(log S) for S orthogonal sections.
    func impliedTrailFrame(ofCell cell: Int, trails: ImpliedTrails) -> Rect {
        var frame = trailFrame(ofCell: cell, trails: trails)
        if let orthogonal, let strip = orthogonal.strip(ofSlot: cell) { frame.origin[scrollAxis.cross] -= orthogonal.strips[strip].offset }
        return frame
    }

    /// The virtual slot of the implied trail element of `kindCode` (a
    /// lookup code) at `item` of `section`, or `nil` when there is none.
    /// - Complexity: O(1) when the key table's runs' sections are
    ///   consecutive, else O(log runs).
    func impliedTrailSlot(kindCode: UInt16, section: Int32, item: Int32) -> Int32? {
        guard let impliedTrails, item >= 0, let run = keyTable.run(ofSection: section),
              impliedTrails.patternOfRun[run] != ImpliedTrails.noPattern,
              kinds.lookupCode(impliedTrails.pattern(ofRun: run).kindCode) == kindCode,
              let itemCount = numberOfItems(inSection: Int(section)), Int(item) < itemCount
        else { return nil }
        return impliedTrails.trailSlot(ofCell: Int(keyTable.runs[run].firstSlot) + Int(item)).map { Int32(truncatingIfNeeded: $0) }
    }

    /// Appends the implied trail elements' frames (stored coordinates) to
    /// `frames`, in slot order.
    /// - Complexity: O(n)
    func appendImpliedTrailFrames(to all: inout [Rect]) {
        guard let impliedTrails else { return }
        all.reserveCapacity(all.count + impliedTrails.count)
        impliedTrails.cells.forEachSlot { cell, _ in all.append(trailFrame(ofCell: cell, trails: impliedTrails)) }
    }

    /// Appends the implied trail elements' keys to `keys`, in slot order:
    /// the run of the cell before found again only when a cell leaves it.
    /// - Complexity: O(n)
    func appendImpliedTrailKeys(to all: inout [ElementKey]) {
        guard let impliedTrails else { return }
        all.reserveCapacity(all.count + impliedTrails.count)
        var run = TrailPass.RunCache()
        impliedTrails.cells.forEachSlot { cell, _ in
            if !run.cells.contains(cell) { run = TrailPass.RunCache(cell: cell, keys: keyTable, trails: impliedTrails) }
            all.append(run.trailKey(ofCell: cell))
        }
    }
}
