extension OneItemGroupMemo {
    /// Places the rows from item `first` on whose measured sizes the memo
    /// holds, one after another: each row's cell (zIndex 0, raised to
    /// `background`) into `sink`, its badges into `badges`, the cursor moved
    /// past it along `path`. Stops at the first row the memo does not hold,
    /// or at the section's end, and returns that item.
    ///
    /// The same frames as solving each row and placing its solution: the
    /// entry is that solution (`learn`), moved by the same `path`.
    ///
    /// Why: the table is read in place for the whole run, one entry per
    /// row. Placed one at a time like a solved row (a lookup, then
    /// exclusive access to the kept solution), a row costs more: about 120
    /// instructions against 85 on the App Store page (results/appstore-prepare-8).
    /// - Complexity: O(rows placed × (1 + badges of the group))
    func placeKept<Sink: PlacedCellSink>(
        _ items: ItemSizes, from first: Int, path: SectionPlacement.RepetitionPath, background: Int32?,
        cursor: inout SectionPlacement.RepetitionCursor, badges: inout [PlacedSupplementary], into sink: inout Sink
    ) -> Int {
        guard !entries.isEmpty else { return first }
        // The sizes are read through their buffer for the run:
        // `items[item]` checks the case and the bounds per row.
        switch items {
        case .list(let sizes):
            return sizes.withUnsafeBufferPointer { sizes in
                placeKept(count: sizes.count, size: { sizes[$0] }, from: first, path: path, background: background, cursor: &cursor, badges: &badges, into: &sink)
            }
        case .uniform(let count, let size):
            return placeKept(count: count, size: { _ in size }, from: first, path: path, background: background, cursor: &cursor, badges: &badges, into: &sink)
        }
    }

    /// `placeKept` over `count` rows whose measured sizes `size` gives.
    /// - Complexity: O(rows placed × (1 + badges of the group))
    @inline(__always)
    private func placeKept<Sink: PlacedCellSink>(
        count: Int, size: (Int) -> Size, from first: Int, path: SectionPlacement.RepetitionPath, background: Int32?,
        cursor: inout SectionPlacement.RepetitionCursor, badges: inout [PlacedSupplementary], into sink: inout Sink
    ) -> Int {
        let perEntry = badgesPerEntry
        let zIndex = SectionPlacement.promoted(0, above: background)
        return entries.withUnsafeBufferPointer { entries in
            self.badges.withUnsafeBufferPointer { kept in
                var item = first
                while item < count {
                    let key = Self.key(size(item)), slot = Self.slot(of: key)
                    let entry = entries[slot]
                    guard entry.matches(key) else { break }
                    if item == 0 { path.centre(&cursor, first: entry.size) }
                    let origin = path.origin(main: cursor.main, cross: cursor.cross)
                    sink.appendPlacedCell(frame: entry.cell.offsetBy(origin), item: item, zIndex: zIndex)
                    if perEntry > 0 {
                        let run = UnsafeBufferPointer(rebasing: kept[(slot * perEntry)..<(slot * perEntry + perEntry)])
                        SectionPlacement.queueBadges(run, at: origin, firstItem: item, into: &badges)
                    }
                    path.advance(&cursor, past: entry.size)
                    item += 1
                }
                return item
            }
        }
    }
}
