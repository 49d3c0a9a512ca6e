// Writing a query's attributes at stored frames when the key table implies
// every key (no stored key, no run trail: a flow's or a waterfall's cells
// and section headers), walking the runs of implied cells instead of asking
// the key cursor at each stretch.

extension ElementKeyTable {
    /// Whether every element's key is implied by its run (no key stored, no
    /// run trail): then every slot is a cell of a run, or an element of the
    /// section lead before the run's first cell, and
    /// `PreparedLayout.writeImpliedRunsAtStoredFrames` needs no bitmap but
    /// the run starts'.
    /// - Complexity: O(1)
    @inline(__always)
    var impliesEveryKey: Bool { storedKeys.isEmpty && runTrails.isEmpty }
}

extension PreparedLayout {
    /// `writeAtStoredFrames` for a key table that implies every key
    /// (`ElementKeyTable.impliesEveryKey`): a run's cells are all implied,
    /// so a stretch of consecutive candidates is cut only where the run
    /// ends, not at each stored-key bitmap word, and the run after the one
    /// left is found without a rank when the candidates go on into it (a
    /// rect across a section boundary: the cells of one section, the next
    /// one's header, its cells). A rank (`SlotBitmap.rank(through:)`, a
    /// software population count on the baseline x86-64) is paid only for
    /// the first candidate and for a candidate outside the run and the
    /// next.
    /// - Precondition: `keys.impliesEveryKey`, so run 0 starts at slot 0 and
    ///   every slot lies in one run's slots (from its start to the next run's).
    /// - Returns: whether every written element already held its kind (see
    ///   `overwriteCells`); if not, the caller assigns the kinds.
    /// - Complexity: O(positions.count)
    @inline(never)
    static func writeImpliedRunsAtStoredFrames(
        slots: UnsafePointer<Int32>, _ positions: Range<Int>, keys: ElementKeyTable, frames: UnsafePointer<Rect>,
        entries: UnsafeMutablePointer<KindTable.Entry>, into results: UnsafeMutablePointer<LayoutAttributes>
    ) -> Bool {
        // The run of the candidates last written: its slots (from its lead's first
        // element, else its first cell, to the next run's start), first cell and section.
        var run = -1, runStart = 0, runEnd = 0, firstCell = 0, section = 0
        let runCount = keys.runs.count
        var kindsMatch = true
        var position = positions.lowerBound
        let end = positions.upperBound
        while position < end {
            let slot = Int(slots[position])
            if slot >= runEnd || slot < runStart {
                // Where the run left ends, the next one starts: no rank.
                run = slot == runEnd ? run &+ 1 : keys.runStarts.rank(through: slot) &- 1
                firstCell = Int(keys.runs[run].firstSlot)
                runStart = keys.startSlot(ofRun: run)
                assert(slot >= runStart, "a slot before its run: the runs do not cover every slot")
                runEnd = run &+ 1 < runCount ? keys.startSlot(ofRun: run &+ 1) : Int.max
                section = Int(keys.section(ofRun: run))
            }
            if slot < firstCell {
                // An element of the section lead.
                let key = keys.impliedKey(ofSlot: slot, section: Int32(truncatingIfNeeded: section), firstCellSlot: firstCell)
                let kindMatches = (results + position).overwriteAllButKind(entry: entries + Int(key.kindCode), key: key, frame: frames[slot])
                kindsMatch = kindsMatch && kindMatches
                position &+= 1
                continue
            }
            // `slot` and the candidates that continue it up to the run's end, in one tight loop.
            let limit = Swift.min(end &- position, runEnd &- slot)
            let stretch = (slots + position).consecutiveCount(from: Int32(truncatingIfNeeded: slot), limit: limit)
            let cellKinds = (results + position).overwriteCells(count: stretch, section: section, firstItem: slot &- firstCell, frames: frames + slot)
            kindsMatch = kindsMatch && cellKinds
            position &+= stretch
        }
        return kindsMatch
    }
}
