/// Every stored element's identity, without a key per element.
///
/// A section's cells are stored contiguously and in item order, so a cell's
/// key is implied by its slot: its section is the run of cells the slot
/// falls in, its item the slot's distance from the run's first slot, its kind
/// code 0 and its zIndex 0. Only the other elements (supplementary and
/// decoration views, and cells whose zIndex or position differs from the
/// implied one) keep an `ElementKey`, in slot order; a `SlotBitmap` marks
/// their slots and gives each one's position among them. A second bitmap
/// marks where each run starts, so a slot's run is that bitmap's rank.
///
/// Most layouts open every section the same way: a header, or a timeline's
/// header and axis line, right before the section's first cell. The table
/// keeps those elements' kinds, items and zIndexes once (`sectionLead`); a
/// run whose section opens with them starts at the first of them, and their
/// keys are implied too: the lead's key at the slot's distance before the
/// run's first cell, with the run's section.
///
/// A compositional section's badges and price tags come right after its
/// cells, one per item in item order: the run's *trail*. A run that has one
/// keeps where it starts and its kind code and zIndex (`RunTrail`), and its
/// elements' keys are implied too: item `i` of the trail's kind is the
/// trail's slot `i`. Trails cost 8 bytes per run, kept only when some run has
/// one (`runTrails`); they were 534,000 stored keys, 8.5 bytes per item, of a
/// 10^6-item App Store page.
///
/// Why: a key is 16 bytes beside a 32-byte frame, and writing it for every
/// cell was a third of what a 10^6-item flow or waterfall prepare wrote
/// (issue 14); a vertical timeline's header and line per section were
/// 571,803 stored keys at 10^6 events, 9.2 bytes per item. The bitmaps are
/// 0.5 bytes per slot.
///
/// A run keeps only its first cell's slot: runs are one per section with
/// implied cells, so when every section from the first run's has one (a
/// timeline's, a flow's), run `r` is section `firstRunSection + r` and no
/// section is stored; otherwise `runSections` lists them.
///
/// - Complexity: a key is O(1): a bitmap word read and a population count,
///   then one array read. Memory: 16 bytes per stored key, 4 per section
///   with implied cells (8 when some sections between have none; 8 more
///   when some run has a trail), 0.5 per slot.
@usableFromInline
struct ElementKeyTable: Sendable {
    /// A section's implied cells: slot `firstSlot + i` is item `i` of the
    /// run's section (`section(ofRun:)`), and, when the run opens with the
    /// section lead, slot `firstSlot - sectionLead.count + j` its element `j`.
    @usableFromInline
    struct CellRun: Sendable {
        @usableFromInline var firstSlot: Int32
    }

    /// The elements after a run's cells whose keys are implied: slot
    /// `firstSlot + i`, when its key is not stored and it is before the next
    /// run, is item `i` of the run's section with the kind and zIndex of
    /// `trailKeys[pattern]`.
    @usableFromInline
    struct RunTrail: Sendable {
        /// The trail's first slot (`Int32.max`: the run has none).
        @usableFromInline var firstSlot: Int32
        /// Its kind and zIndex, a position in `trailKeys`.
        @usableFromInline var pattern: Int32

        /// No trail.
        @usableFromInline static var none: RunTrail { RunTrail(firstSlot: .max, pattern: 0) }
    }

    /// The slots whose key is stored.
    @usableFromInline let storedSlots: SlotBitmap
    /// The stored keys, in slot order.
    @usableFromInline let storedKeys: [ElementKey]
    /// The first slot of each run: its first cell, or the first element of
    /// its section lead when it has one.
    @usableFromInline let runStarts: SlotBitmap
    /// The runs of implied cells, in slot order.
    @usableFromInline let runs: [CellRun]
    /// The first run's section.
    @usableFromInline let firstRunSection: Int32
    /// Each run's section, or empty when run `r` is section `firstRunSection + r`.
    @usableFromInline let runSections: [Int32]
    /// The elements that open a section before its first cell, in slot
    /// order (their `section` is unused: a run gives it), or none.
    @usableFromInline let sectionLead: [ElementKey]
    /// Each run's trail, or empty when no run has one.
    @usableFromInline let runTrails: [RunTrail]
    /// The trails' kinds and zIndexes (their `section` and `item` are unused).
    @usableFromInline let trailKeys: [ElementKey]

    /// A table of the given parts (see the properties).
    init(
        storedSlots: SlotBitmap, storedKeys: [ElementKey], runStarts: SlotBitmap, runs: [CellRun],
        firstRunSection: Int32 = 0, runSections: [Int32] = [], sectionLead: [ElementKey] = [], runTrails: [RunTrail] = [],
        trailKeys: [ElementKey] = []
    ) {
        self.storedSlots = storedSlots
        self.storedKeys = storedKeys
        self.runStarts = runStarts
        self.runs = runs
        self.firstRunSection = firstRunSection
        self.runSections = runSections
        self.sectionLead = sectionLead
        self.runTrails = runTrails
        self.trailKeys = trailKeys
    }

    /// The section of run `run`.
    /// - Complexity: O(1)
    @inlinable
    func section(ofRun run: Int) -> Int32 {
        runSections.isEmpty ? firstRunSection &+ Int32(truncatingIfNeeded: run) : runSections[run]
    }

    /// The key of the element in `slot`.
    /// - Complexity: O(1)
    @inlinable
    func key(ofSlot slot: Int) -> ElementKey {
        if let position = storedSlots.rankIfContained(slot) { return storedKeys[position] }
        let run = runStarts.rank(through: slot) - 1
        if let key = trailKey(ofSlot: slot, run: run) { return key }
        return impliedKey(ofSlot: slot, section: section(ofRun: run), firstCellSlot: Int(runs[run].firstSlot))
    }

    /// The key of `slot`, an implied one of run `run`, when it is in the
    /// run's trail; else `nil`.
    /// - Complexity: O(1)
    @inlinable
    func trailKey(ofSlot slot: Int, run: Int) -> ElementKey? {
        guard !runTrails.isEmpty else { return nil }
        let trail = runTrails[run]
        guard slot >= Int(trail.firstSlot) else { return nil }
        var key = trailKeys[Int(trail.pattern)]
        key.section = section(ofRun: run)
        key.item = Int32(truncatingIfNeeded: slot &- Int(trail.firstSlot))
        return key
    }

    /// The key of `slot`, an implied one of the run of `section` whose first
    /// cell is `firstCellSlot`: a cell, or an element of the section lead
    /// before it.
    /// - Complexity: O(1)
    @inlinable
    func impliedKey(ofSlot slot: Int, section: Int32, firstCellSlot: Int) -> ElementKey {
        let offset = slot &- firstCellSlot
        guard offset < 0 else { return ElementKey(section: section, item: Int32(truncatingIfNeeded: offset), kindCode: 0, zIndex: 0) }
        var key = sectionLead[sectionLead.count &+ offset]
        key.section = section
        return key
    }

    /// The first slot of run `run`: its first cell's, or its section lead's first.
    /// - Complexity: O(1)
    @inlinable
    func startSlot(ofRun run: Int) -> Int {
        let firstSlot = Int(runs[run].firstSlot)
        return sectionLead.isEmpty || runStarts.rankIfContained(firstSlot) != nil ? firstSlot : firstSlot - sectionLead.count
    }

    /// The kind code of the element in `slot` (0 for a cell).
    /// - Complexity: O(1)
    @inlinable
    func kindCode(ofSlot slot: Int) -> UInt16 {
        if let position = storedSlots.rankIfContained(slot) { return storedKeys[position].kindCode }
        if !runTrails.isEmpty { return key(ofSlot: slot).kindCode }
        if sectionLead.isEmpty { return 0 }
        // A slot at least the lead's length past the run start at or before it is a cell:
        // one word of the run-start bitmap tells, without a rank, for all but a lead's few slots.
        let startsUpTo = runStarts.words[slot >> 6].bits & ((2 &<< UInt64(slot & 63)) &- 1)
        let nearestStart = startsUpTo == 0 ? (slot & ~63) - 1 : (slot & ~63) + 63 - startsUpTo.leadingZeroBitCount
        if slot - nearestStart >= sectionLead.count { return 0 }
        let offset = slot &- Int(runs[runStarts.rank(through: slot) - 1].firstSlot)
        return offset < 0 ? sectionLead[sectionLead.count &+ offset].kindCode : 0
    }

    /// The bytes the table holds.
    var byteCount: Int {
        storedSlots.byteCount + runStarts.byteCount
            + (storedKeys.count + sectionLead.count) * MemoryLayout<ElementKey>.stride
            + runs.count * MemoryLayout<CellRun>.stride + runSections.count * MemoryLayout<Int32>.stride
            + runTrails.count * MemoryLayout<RunTrail>.stride + trailKeys.count * MemoryLayout<ElementKey>.stride
    }

    /// The slot of element `position` of the section lead of `section`, or
    /// `nil` when no run of that section opens with the lead.
    /// - Complexity: O(1) when the runs' sections are consecutive, else O(log runs).
    func leadSlot(position: Int, section: Int32) -> Int32? {
        guard let run = run(ofSection: section) else { return nil }
        let firstSlot = Int(runs[run].firstSlot)
        guard startSlot(ofRun: run) < firstSlot else { return nil }
        return Int32(truncatingIfNeeded: firstSlot - sectionLead.count + position)
    }

    /// The slot of item `item` of `section`'s run's trail when its pattern
    /// is one of `patterns`, or `nil`: the trail's slot `item` when it is
    /// before the next run (or `slotCount`) and its key is not stored.
    /// - Complexity: O(1) when the runs' sections are consecutive, else O(log runs).
    func trailSlot(section: Int32, item: Int32, patterns: [Int32], slotCount: Int) -> Int32? {
        guard item >= 0, !runTrails.isEmpty, let run = run(ofSection: section) else { return nil }
        let trail = runTrails[run]
        guard trail.firstSlot != .max, patterns.contains(trail.pattern) else { return nil }
        let slot = Int(trail.firstSlot) + Int(item)
        let end = run + 1 < runs.count ? startSlot(ofRun: run + 1) : slotCount
        guard slot < end, storedSlots.rankIfContained(slot) == nil else { return nil }
        return Int32(truncatingIfNeeded: slot)
    }

    /// The run of `section`'s implied cells, or `nil` when it has none.
    /// - Complexity: O(1) when the runs' sections are consecutive, else O(log runs).
    func run(ofSection section: Int32) -> Int? {
        if runSections.isEmpty {
            let run = Int(section) - Int(firstRunSection)
            return run >= 0 && run < runs.count ? run : nil
        }
        var low = 0, high = runSections.count
        while low < high {
            let middle = (low + high) / 2
            if runSections[middle] < section { low = middle + 1 } else { high = middle }
        }
        return low < runSections.count && runSections[low] == section ? low : nil
    }
}
