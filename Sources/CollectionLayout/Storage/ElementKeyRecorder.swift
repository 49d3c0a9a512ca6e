/// Collects an `ElementKeyTable` while a layout appends its elements: a cell
/// whose key its slot implies costs a comparison, every other element a
/// stored key, until the section's first cell shows whether the elements
/// right before it are the section lead, whose keys are then implied too;
/// and until an element after a section's cells repeats the one before it
/// for the next item, when the two start the run's trail.
struct ElementKeyRecorder {
    private var storedSlots: [Int32] = []
    private var storedKeys: [ElementKey] = []
    private var runs: [ElementKeyTable.CellRun] = []
    /// The first run's section, and the last's (`nil` before the first run).
    private var firstRunSection: Int32 = 0
    private var lastRunSection: Int32?
    /// Each run's section, from the first run whose section is not the one
    /// after its predecessor's; empty until then.
    private var runSections: [Int32] = []
    /// Each run's first slot (its lead's first when it has one), for the run-start bitmap.
    private var runStartSlots: [Int32] = []
    /// The section lead: taken from the first run opened by stored keys of its section.
    private var sectionLead: [ElementKey] = []
    /// The runs that open with the section lead: how many, and the first.
    private var leadRunCount = 0
    private var firstLeadRun = 0
    /// Each run's trail, from the first run that has one; empty until then.
    private var runTrails: [ElementKeyTable.RunTrail] = []
    /// The trails' kinds and zIndexes.
    private var trailKeys: [ElementKey] = []
    /// Words for the table's two bitmaps (a reused prepare's previous ones).
    private var storedSlotWords: [SlotBitmap.Word] = []
    private var runStartWords: [SlotBitmap.Word] = []
    /// Whether the table gets its stored keys and runs trimmed to their
    /// count (see `trimmed`); not when they are written into reused storage,
    /// which keeps its capacity for the next prepare, as the frames do.
    private var trimsToCount = true

    /// The most elements a section lead holds: a header, a background, a
    /// line; more are stored keys.
    static let maximumLeadCount = 4

    /// The most kinds and zIndexes trails take: more are stored keys.
    static let maximumTrailPatterns = 256

    /// A recorder with nothing recorded.
    init() {}

    /// A recorder writing into the key buffers of `storage` (moved out of it):
    /// a prepare like the previous one then grows none of them.
    /// - Complexity: O(1), plus one allocation each of the stored slots' and
    ///   run starts' lists.
    init(reusing storage: inout PreparedLayoutStorage) {
        storedSlots.reserveCapacity(storage.storedKeys.count)
        runStartSlots.reserveCapacity(storage.cellRuns.count)
        storedKeys = storage.storedKeys.takeEmptied()
        runs = storage.cellRuns.takeEmptied()
        storedSlotWords = storage.storedSlotWords.takeEmptied()
        runStartWords = storage.runStartWords.takeEmptied()
        trimsToCount = false
    }

    /// Reserves room for `count` runs of implied cells (one per section with
    /// cells): a layout that knows its sections grows none of the run lists.
    /// - Complexity: O(count)
    mutating func reserveCapacity(runs count: Int) {
        runs.reserveCapacity(count)
        runStartSlots.reserveCapacity(count)
    }

    /// Records the cell in `slot`, item `item` of `section`, whose section's
    /// cells start at `firstItemSlot`.
    /// - Returns: whether its slot implies its key (nothing was stored): the
    ///   section's next cells whose slots imply theirs need no call.
    /// - Complexity: amortized O(1)
    mutating func recordCell(slot: Int, section: Int, item: Int, zIndex: Int32, firstItemSlot: Int32) -> Bool {
        let section32 = Int32(truncatingIfNeeded: section)
        if zIndex == 0, slot &- Int(firstItemSlot) == item {
            if lastRunSection != section32 {
                openRun(section: section32, firstSlot: firstItemSlot)
                return true
            }
            // A slot past the run's trail would be read as the trail's.
            if runTrails.isEmpty || slot < Int(runTrails[runs.count - 1].firstSlot) { return true }
        }
        record(ElementKey(section: section32, item: Int32(truncatingIfNeeded: item), kindCode: 0, zIndex: zIndex), slot: slot)
        return false
    }

    /// Starts the run of `section`'s implied cells at `firstSlot`: from its
    /// lead's first slot when the stored keys right before `firstSlot` are
    /// the section lead (which they set, if there is none yet), whose keys
    /// are then no longer stored.
    /// - Complexity: O(maximumLeadCount)
    private mutating func openRun(section: Int32, firstSlot: Int32) {
        var lead = 0
        while lead < Self.maximumLeadCount, lead < storedKeys.count {
            let position = storedKeys.count - 1 - lead
            guard storedSlots[position] == firstSlot - 1 - Int32(lead), storedKeys[position].section == section else { break }
            lead += 1
        }
        if sectionLead.isEmpty, lead > 0 {
            sectionLead = storedKeys.suffix(lead).map { ElementKey(section: 0, item: $0.item, kindCode: $0.kindCode, zIndex: $0.zIndex) }
        }
        let leadCount = sectionLead.count
        var opensWithLead = leadCount > 0 && lead >= leadCount
        if opensWithLead {
            for (position, key) in zip(storedKeys.count - leadCount..<storedKeys.count, sectionLead) {
                let stored = storedKeys[position]
                opensWithLead = opensWithLead && stored.item == key.item && stored.kindCode == key.kindCode && stored.zIndex == key.zIndex
            }
        }
        if opensWithLead {
            storedKeys.removeLast(leadCount)
            storedSlots.removeLast(leadCount)
            if leadRunCount == 0 { firstLeadRun = runs.count }
            leadRunCount += 1
        }
        if lastRunSection == nil { firstRunSection = section }
        if runSections.isEmpty, section != firstRunSection &+ Int32(truncatingIfNeeded: runs.count) {
            runSections = (0..<Int32(truncatingIfNeeded: runs.count)).map { firstRunSection &+ $0 }
        }
        if !runSections.isEmpty { runSections.append(section) }
        lastRunSection = section
        if !runTrails.isEmpty { runTrails.append(.none) }
        runs.append(.init(firstSlot: firstSlot))
        runStartSlots.append(opensWithLead ? firstSlot - Int32(leadCount) : firstSlot)
    }

    /// The run that section `section`'s cells opened when it is the last
    /// and starts at `firstSlot` (the section's first cell), else `nil`:
    /// the run an implied trail of the section belongs to.
    /// - Complexity: O(1)
    func lastRun(ofSection section: Int32, firstSlot: Int32) -> Int? {
        lastRunSection == section && runs.last?.firstSlot == firstSlot ? runs.count - 1 : nil
    }

    /// Records a supplementary or decoration element's key: implied, and
    /// `true` returned, when it continues the trail of the run its section's
    /// cells opened last (the same kind and zIndex, the next item in the
    /// next slot), or starts one (item 1 right after item 0, whose stored
    /// key it takes back); otherwise stored.
    /// - Parameter mayTrail: whether its key may be implied: not for a
    ///   pinned element (`PreparedLayoutBuilder.pin(slot:_:)` checks its stored key).
    /// - Complexity: amortized O(1)
    mutating func recordElement(_ key: ElementKey, slot: Int, mayTrail: Bool) -> Bool {
        guard mayTrail, key.kindCode != 0, lastRunSection == key.section, slot < Int(Int32.max) else {
            record(key, slot: slot)
            return false
        }
        let run = runs.count - 1
        let trail = runTrails.isEmpty ? .none : runTrails[run]
        if trail.firstSlot != .max {
            let pattern = trailKeys[Int(trail.pattern)]
            if pattern.kindCode == key.kindCode, pattern.zIndex == key.zIndex, Int(key.item) == slot &- Int(trail.firstSlot) { return true }
        } else if key.item == 1, let lastSlot = storedSlots.last, Int(lastSlot) == slot - 1, lastSlot > runs[run].firstSlot,
            storedKeys[storedKeys.count - 1] == ElementKey(section: key.section, item: 0, kindCode: key.kindCode, zIndex: key.zIndex),
            let pattern = trailPattern(of: key)
        {
            storedKeys.removeLast()
            storedSlots.removeLast()
            if runTrails.isEmpty {
                runTrails.reserveCapacity(runs.capacity)
                runTrails.append(contentsOf: repeatElement(.none, count: runs.count))
            }
            runTrails[run] = ElementKeyTable.RunTrail(firstSlot: lastSlot, pattern: pattern)
            return true
        }
        record(key, slot: slot)
        return false
    }

    /// The position of `key`'s kind and zIndex in `trailKeys`, added if new,
    /// or `nil` when there are already `maximumTrailPatterns`.
    /// - Complexity: O(trail patterns)
    private mutating func trailPattern(of key: ElementKey) -> Int32? {
        if let known = trailKeys.firstIndex(where: { $0.kindCode == key.kindCode && $0.zIndex == key.zIndex }) { return Int32(known) }
        guard trailKeys.count < Self.maximumTrailPatterns else { return nil }
        trailKeys.append(ElementKey(section: 0, item: 0, kindCode: key.kindCode, zIndex: key.zIndex))
        return Int32(trailKeys.count - 1)
    }

    /// Records the key of the element in `slot`, which its slot does not imply.
    /// - Precondition: `slot` is past every slot recorded so far.
    /// - Complexity: amortized O(1)
    mutating func record(_ key: ElementKey, slot: Int) {
        storedSlots.append(Int32(truncatingIfNeeded: slot))
        storedKeys.append(key)
    }

    /// The key recorded for the element in `slot`: stored, or of a section
    /// lead (whose keys were stored until its section's first cell); `nil`
    /// when it is a cell whose slot implies its key.
    /// - Complexity: O(log stored keys + log runs)
    func storedKey(ofSlot slot: Int) -> ElementKey? {
        let stored = Self.firstIndex(in: storedSlots, notBelow: slot)
        if stored < storedSlots.count, Int(storedSlots[stored]) == slot { return storedKeys[stored] }
        let run = Self.firstIndex(in: runStartSlots, notBelow: slot + 1) - 1
        guard run >= 0, slot < Int(runs[run].firstSlot) else { return nil }
        var key = sectionLead[sectionLead.count - (Int(runs[run].firstSlot) - slot)]
        key.section = runSections.isEmpty ? firstRunSection &+ Int32(truncatingIfNeeded: run) : runSections[run]
        return key
    }

    /// The first index of the increasing `slots` whose slot is `slot` or more.
    /// - Complexity: O(log slots.count)
    private static func firstIndex(in slots: [Int32], notBelow slot: Int) -> Int {
        var low = 0, high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if Int(slots[middle]) < slot { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The table of `count` slots, its bitmaps written into the recorder's
    /// words (which it gives up).
    /// - Complexity: O(count / 64 + runs), plus O(stored keys + runs) when
    ///   their arrays have grown well past their counts and are copied to
    ///   their size.
    mutating func table(count: Int) -> ElementKeyTable {
        if leadRunCount == 1 { storeLoneLead() }
        return ElementKeyTable(
            storedSlots: SlotBitmap(slots: storedSlots, count: count, reusing: &storedSlotWords),
            storedKeys: trimsToCount ? Self.trimmed(storedKeys) : storedKeys,
            runStarts: SlotBitmap(slots: runStartSlots, count: count, reusing: &runStartWords),
            runs: trimsToCount ? Self.trimmed(runs) : runs, firstRunSection: firstRunSection,
            runSections: Self.trimmed(runSections), sectionLead: sectionLead, runTrails: Self.trimmed(runTrails), trailKeys: trailKeys
        )
    }

    /// Stores again the keys of a section lead that only the run that set it
    /// opens with (a calendar's hour headers before its first day, a
    /// horizontal timeline's dashed end and line), and forgets the lead: it
    /// would save a few keys and cost every other slot's kind code a rank.
    /// - Complexity: O(stored keys)
    private mutating func storeLoneLead() {
        let firstSlot = runs[firstLeadRun].firstSlot, leadStart = firstSlot - Int32(sectionLead.count)
        let section = runSections.isEmpty ? firstRunSection &+ Int32(truncatingIfNeeded: firstLeadRun) : runSections[firstLeadRun]
        let position = Self.firstIndex(in: storedSlots, notBelow: Int(leadStart))
        storedSlots.insert(contentsOf: leadStart..<firstSlot, at: position)
        storedKeys.insert(contentsOf: sectionLead.map { ElementKey(section: section, item: $0.item, kindCode: $0.kindCode, zIndex: $0.zIndex) }, at: position)
        runStartSlots[firstLeadRun] = firstSlot
        sectionLead = []
        leadRunCount = 0
    }

    /// `elements`, copied to an array of its own size when more than an
    /// eighth of its capacity is unused: a layout whose every cell has a
    /// stored key (sticky cards, whose zIndex is their order) grows the keys
    /// by doubling, a layout with a section per few items its runs, and the
    /// table keeps them for the prepared layout's lifetime.
    static func trimmed<Element>(_ elements: [Element]) -> [Element] {
        guard elements.capacity - elements.count > elements.capacity / 8 else { return elements }
        return [Element](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: elements)
        }
    }
}
