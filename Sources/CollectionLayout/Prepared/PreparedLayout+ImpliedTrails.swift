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
        trailKey(ofCell: impliedTrails!.cell(ofTrailSlot: slot), trails: impliedTrails!)
    }

    /// The key of the trail element of the cell in `cell`, which has one.
    /// - Complexity: O(1)
    @inline(__always)
    func trailKey(ofCell cell: Int, trails: ImpliedTrails) -> ElementKey {
        let run = keyTable.runStarts.rank(through: cell) &- 1
        let pattern = trails.pattern(ofRun: run)
        return ElementKey(
            section: keyTable.section(ofRun: run), item: Int32(truncatingIfNeeded: cell &- Int(keyTable.runs[run].firstSlot)),
            kindCode: pattern.kindCode, zIndex: pattern.zIndex
        )
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
        let trails = impliedTrails!, cell = trails.cell(ofTrailSlot: slot)
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
        forEachTrailCell(impliedTrails) { all.append(trailFrame(ofCell: $0, trails: impliedTrails)) }
    }

    /// Appends the implied trail elements' keys to `keys`, in slot order.
    /// - Complexity: O(n)
    func appendImpliedTrailKeys(to all: inout [ElementKey]) {
        guard let impliedTrails else { return }
        all.reserveCapacity(all.count + impliedTrails.count)
        forEachTrailCell(impliedTrails) { all.append(trailKey(ofCell: $0, trails: impliedTrails)) }
    }

    /// Calls `body` with each cell that has an implied trail element, in slot order.
    /// - Complexity: O(n / 64 + trail elements)
    func forEachTrailCell(_ trails: ImpliedTrails, _ body: (Int) -> Void) {
        for (word, value) in trails.cells.words.enumerated() {
            var bits = value.bits
            while bits != 0 {
                body(word << 6 | bits.trailingZeroBitCount)
                bits &= bits &- 1
            }
        }
    }
}
