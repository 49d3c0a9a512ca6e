/// Reads the keys of a query's candidates from an `ElementKeyTable`
/// remembering the run found last, its section lead included: a query's
/// elements come run by run, so an implied element of that run costs a
/// range test and a subtraction (and a bit test, is its key stored, once per
/// bitmap word), where `ElementKeyTable.key(ofSlot:)` counts the bits of two
/// bitmap words (a population count is a dozen instructions on the baseline
/// x86-64 the package compiles for). A section lead's element (a header, a
/// vertical timeline's header and axis line, before its run's first cell) is
/// the lead's key with the run's section, without a rank; so is an element
/// of the run's trail (a compositional section's badges after its cells).
struct ElementKeyCursor {
    /// The slots of the run found last: from its section lead's first
    /// element when it was found at one, else from its first cell, to the
    /// next run's first slot (empty before the first).
    private var runSlots: Range<Int> = 0..<0
    /// That run's first cell.
    private var firstCell = 0
    /// That run's section.
    private var section: Int32 = 0
    /// That run's trail's first slot (`Int.max`: none) and its kind and zIndex.
    private var trailStart = Int.max
    private var trailKey = ElementKey(section: 0, item: 0, kindCode: 0, zIndex: 0)
    /// Cells of that run known to have no stored key: from the slot last
    /// tested to the next stored key in its bitmap word (or the word's end;
    /// `extendImpliedCells(through:in:)` goes on into the next words).
    private(set) var impliedCells: Range<Int> = 0..<0
    /// Elements of that run's trail known to have no stored key: from the
    /// trail slot last tested to the next stored key in its bitmap word (or
    /// the word's end, or the run's).
    private(set) var impliedTrail: Range<Int> = 0..<0
    /// The stored key found last (its slot, -2 before the first) and its
    /// position in `storedKeys`: the stored key of the next slot is the
    /// next one, without a rank (an App Store carousel's items, a header's
    /// supplementary views come in runs of stored keys).
    private var storedSlot = -2, storedPosition = 0

    /// The key of the element in `slot`, as `table.key(ofSlot:)` gives it.
    /// Afterwards `impliedCells` contains `slot` exactly when it is an
    /// implied cell, and then `item(ofImpliedCell:)` and `impliedSection`
    /// give the key of every cell in `impliedCells`; when `trails`, `recording`
    /// records and `slot` is an implied element of its run's trail, `impliedTrail` contains it,
    /// and `trailKey(ofImpliedTrail:)` gives the key of every slot in `impliedTrail`.
    /// - Parameters:
    ///   - trails: `false` only for a table without run trails
    ///     (`runTrails` empty), whose caller, given the constant, gets a copy
    ///     that never reads or keeps a trail (fewer registers in its loop).
    ///   - recording: `IgnoresImpliedTrail` for a caller that wants the keys
    ///     only and never reads `impliedTrail`: its copy never writes the
    ///     range, which then takes no register in its loop. A type, not a
    ///     flag, so that the copy is specialised on its own before it is
    ///     inlined (the caller's loop is near the inliner's size limit).
    /// - Complexity: O(1)
    @inline(__always)
    mutating func key<Recording: ImpliedTrailRecording>(
        ofSlot slot: Int, in table: ElementKeyTable, trails: Bool = true, recording: Recording.Type = RecordsImpliedTrail.self
    ) -> ElementKey {
        assert(trails || table.runTrails.isEmpty, "trails: false on a table with run trails")
        if !impliedCells.contains(slot) {
            let word = table.storedSlots.words[slot >> 6]
            let bits = word.bits, bit: UInt64 = 1 &<< UInt64(slot & 63)
            if bits & bit != 0 {
                storedPosition = slot == storedSlot &+ 1
                    ? storedPosition &+ 1 : Int(word.rankBefore) &+ (bits & (bit &- 1)).nonzeroBitCount
                storedSlot = slot
                return table.storedKeys[storedPosition]
            }
            if !runSlots.contains(slot) {
                let run = table.runStarts.rank(through: slot) - 1
                firstCell = Int(table.runs[run].firstSlot)
                // A run found at a cell keeps its cells only: whether a lead opens it would cost a bitmap probe.
                let start = slot < firstCell ? firstCell - table.sectionLead.count : firstCell
                let end = run + 1 < table.runs.count ? table.startSlot(ofRun: run + 1) : Int.max
                runSlots = start..<end
                section = table.section(ofRun: run)
                trailStart = Int.max
                if trails, !table.runTrails.isEmpty {
                    let trail = table.runTrails[run]
                    trailStart = trail.firstSlot == .max ? Int.max : Int(trail.firstSlot)
                    if trailStart != Int.max { trailKey = table.trailKeys[Int(trail.pattern)] }
                }
                impliedCells = 0..<0
                Recording.record(0..<0, in: &impliedTrail)
            }
            if slot < firstCell { return table.impliedKey(ofSlot: slot, section: section, firstCellSlot: firstCell) }
            // The stored keys after `slot` in its word (none past bit 63: the shift gives 0).
            let storedAfter = bits & ~((2 &<< UInt64(slot & 63)) &- 1)
            let nextStored = storedAfter == 0 ? (slot | 63) + 1 : (slot & ~63) + storedAfter.trailingZeroBitCount
            if trails, slot >= trailStart {
                Recording.record(slot..<Swift.min(nextStored, runSlots.upperBound), in: &impliedTrail)
                return trailKey(ofImpliedTrail: slot)
            }
            impliedCells = slot..<Swift.min(nextStored, runSlots.upperBound, trails ? trailStart : Int.max)
        }
        return ElementKey(section: section, item: Int32(truncatingIfNeeded: slot &- firstCell), kindCode: 0, zIndex: 0)
    }

    /// Extends `impliedCells`, when it ends at a bitmap word's end, over the
    /// next words' slots up to the next stored key or the run's end, but no
    /// further than the word holding `last`: a query's stretch of consecutive
    /// cells is not cut every 64 slots.
    /// - Parameter trails: as for `key(ofSlot:in:trails:recording:)`.
    /// - Complexity: O(1 + (last - impliedCells.upperBound) / 64)
    @inline(__always)
    mutating func extendImpliedCells(through last: Int, in table: ElementKeyTable, trails: Bool = true) {
        assert(trails || table.runTrails.isEmpty, "trails: false on a table with run trails")
        var end = impliedCells.upperBound
        let cellsEnd = Swift.min(runSlots.upperBound, trails ? trailStart : Int.max)
        guard end & 63 == 0, end < cellsEnd, end <= last else { return }
        let words = table.storedSlots.words
        while end <= last, end >> 6 < words.count {
            let bits = words[end >> 6].bits
            if bits != 0 { end &+= bits.trailingZeroBitCount; break }
            end &+= 64
        }
        impliedCells = impliedCells.lowerBound..<Swift.min(end, cellsEnd)
    }

    /// The section of the cells in `impliedCells`.
    var impliedSection: Int32 { section }

    /// Whether the run found last has a trail (whose elements are then
    /// implied unless stored: `impliedTrail`).
    var runHasTrail: Bool { trailStart != Int.max }

    /// The key of `slot`, a slot of `impliedTrail`: the trail's kind and
    /// zIndex, item `slot`'s distance from the trail's first slot.
    /// - Complexity: O(1)
    @inline(__always)
    func trailKey(ofImpliedTrail slot: Int) -> ElementKey {
        ElementKey(section: section, item: Int32(truncatingIfNeeded: slot &- trailStart), kindCode: trailKey.kindCode, zIndex: trailKey.zIndex)
    }

    /// The item of `slot`, a slot of `impliedCells`.
    /// - Complexity: O(1)
    @inline(__always)
    func item(ofImpliedCell slot: Int) -> Int { slot &- firstCell }
}

/// Whether `ElementKeyCursor.key(ofSlot:in:trails:recording:)` keeps the
/// implied trail it finds in `impliedTrail`, for its caller to read.
protocol ImpliedTrailRecording {
    /// Keeps `range` in `kept`, or not.
    static func record(_ range: Range<Int>, in kept: inout Range<Int>)
}

/// The cursor keeps `impliedTrail` (the attributes writer's runs of badges read it).
enum RecordsImpliedTrail: ImpliedTrailRecording {
    /// Keeps `range`.
    /// - Complexity: O(1)
    @inline(__always)
    static func record(_ range: Range<Int>, in kept: inout Range<Int>) { kept = range }
}

/// The cursor leaves `impliedTrail` as it is: for a caller reading keys only.
enum IgnoresImpliedTrail: ImpliedTrailRecording {
    /// Does nothing.
    /// - Complexity: O(1)
    @inline(__always)
    static func record(_ range: Range<Int>, in kept: inout Range<Int>) {}
}
