/// Reads the keys of a query's candidates from an `ElementKeyTable`
/// remembering the run of implied cells found last: a query's cells come
/// run by run, so a cell of that run costs a range test and a subtraction
/// (and a bit test, is its key stored, once per bitmap word), where
/// `ElementKeyTable.key(ofSlot:)` counts the bits of two bitmap words (a
/// population count is a dozen instructions on the baseline x86-64 the
/// package compiles for).
struct ElementKeyCursor {
    /// The slots the run found last covers: from its first slot (its section
    /// lead's, if it has one) to the next run's (empty before the first).
    private var runSlots: Range<Int> = 0..<0
    /// That run's first cell.
    private var firstCellSlot = 0
    /// That run's section.
    private var section: Int32 = 0
    /// Slots of that run known to have no stored key: from the slot last
    /// tested to the next stored key in its bitmap word (or the word's end).
    private var impliedSlots: Range<Int> = 0..<0

    /// The key of the element in `slot`, as `table.key(ofSlot:)` gives it.
    /// - Complexity: O(1)
    @inline(__always)
    mutating func key(ofSlot slot: Int, in table: ElementKeyTable) -> ElementKey {
        if !impliedSlots.contains(slot) {
            let bits = table.storedSlots.words[slot >> 6].bits
            if bits & (1 &<< UInt64(slot & 63)) != 0 { return table.key(ofSlot: slot) }
            if !runSlots.contains(slot) {
                let run = table.runStarts.rank(through: slot) - 1
                let end = run + 1 < table.runs.count ? table.startSlot(ofRun: run + 1) : Int.max
                runSlots = table.startSlot(ofRun: run)..<end
                firstCellSlot = Int(table.runs[run].firstSlot)
                section = table.section(ofRun: run)
            }
            // The stored keys after `slot` in its word (none past bit 63: the shift gives 0).
            let storedAfter = bits & ~((2 &<< UInt64(slot & 63)) &- 1)
            let nextStored = storedAfter == 0 ? (slot | 63) + 1 : (slot & ~63) + storedAfter.trailingZeroBitCount
            impliedSlots = slot..<Swift.min(nextStored, runSlots.upperBound)
        }
        return table.impliedKey(ofSlot: slot, section: section, firstCellSlot: firstCellSlot)
    }
}
