// Writing a query's attributes at stored frames in a run with a trail (a
// compositional section with a badge per item), where the index gives the
// cells and their trail's elements interleaved.

extension PreparedLayout {
    /// Writes the candidates from `positions.lowerBound` on, as long as each
    /// is a slot of `cursor.impliedCells` or `cursor.impliedTrail`, one
    /// candidate at a time: a cell's key is its run's section and its slot's
    /// distance from the run's first cell, a trail element's its trail's kind
    /// and zIndex and its slot's distance from the trail's first slot.
    ///
    /// Why: a compositional grid's badge lies over its tile's top edge, so
    /// in main-axis order the index gives a row's badges between its tiles
    /// (two badges, two tiles, one badge, one tile), and the stretches of
    /// consecutive cells are 1-2 long: a stretch's set-up
    /// (`consecutiveCount`, `overwriteCells`) cost more than its cells, and
    /// each badge went through the key cursor's look-up (its bitmap word, the
    /// run's and trail's ranges) before a general write. Here a candidate
    /// costs two range tests and its write.
    /// - Precondition: `cursor.runHasTrail`, and the first candidate is in
    ///   `cursor.impliedCells` or `cursor.impliedTrail`.
    /// - Returns: the position of the first candidate not written, and
    ///   whether every written element already held its kind (see
    ///   `overwriteAllButKind`); if not, the caller assigns the kinds.
    /// - Complexity: O(written candidates)
    @inline(__always)
    static func writeTrailRun(
        slots: UnsafePointer<Int32>, _ positions: Range<Int>, cursor: ElementKeyCursor, frames: UnsafePointer<Rect>,
        entries: UnsafeMutablePointer<KindTable.Entry>, into results: UnsafeMutablePointer<LayoutAttributes>
    ) -> (end: Int, kindsMatch: Bool) {
        let cells = cursor.impliedCells, trail = cursor.impliedTrail
        let section = Int(cursor.impliedSection)
        let trailEntry = entries + Int(cursor.trailKey(ofImpliedTrail: 0).kindCode)
        var kindsMatch = true
        var position = positions.lowerBound
        while position < positions.upperBound {
            let slot = Int(slots[position])
            if cells.contains(slot) {
                let cellKind = (results + position).overwriteCells(
                    count: 1, section: section, firstItem: cursor.item(ofImpliedCell: slot), frames: frames + slot
                )
                kindsMatch = cellKind && kindsMatch
            } else if trail.contains(slot) {
                let kindMatches = (results + position).overwriteAllButKind(entry: trailEntry, key: cursor.trailKey(ofImpliedTrail: slot), frame: frames[slot])
                kindsMatch = kindMatches && kindsMatch
            } else {
                break
            }
            position &+= 1
        }
        return (position, kindsMatch)
    }
}
