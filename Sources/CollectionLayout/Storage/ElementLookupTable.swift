/// Where each supplementary and decoration element is stored, by kind, section
/// and item: UIKit's `layoutAttributesForSupplementaryView(ofKind:at:)` and
/// `layoutAttributesForDecorationView(ofKind:at:)` as array subscripts.
///
/// Layouts emit these elements section by section and, within a section, in
/// item order (headers and footers are item 0; a compositional layout's badges
/// follow their items), so each kind keeps, per section, a row of slots indexed
/// by item (`ElementLookupRows`). Only an element that arrives for a section
/// before the kind's latest one, at an item that section's row does not reach,
/// goes to a dictionary.
///
/// Why not a dictionary for all of them: it hashes every element twice (insert,
/// and the rehash of each growth), a cost of the same order as the rest of a
/// prepare that places headers, lines or badges for most items.
///
/// A kind whose every element opens its section before the section's first
/// cell (a header, a vertical timeline's axis line) needs no rows at all:
/// the key table knows where each section's lead is (`ElementKeyTable.sectionLead`),
/// so once the layout is built its rows are checked against it and dropped
/// (`dropRows(impliedBy:kinds:)`), and its lookups ask the key table. So
/// does a kind whose elements are the trails of the key table's runs (a
/// compositional section's badges after its cells, `ElementKeyTable.RunTrail`:
/// `dropRows(inTrailsOf:slotCount:kinds:)`).
///
/// - Complexity: insert amortized O(1); lookup O(1) (expected O(1) for the
///   dictionary's few; O(log sections) for a kind implied by the section
///   lead when some sections have no cells). Memory: per kind, none when the
///   section lead implies it, 4 bytes per section from its first when it has
///   at most one element per section, at item 0, 8 when each section's are
///   its first items in consecutive slots (badges), else 8 bytes per section
///   from its first plus 4 bytes per item up to its last item in each section.
struct ElementLookupTable: Sendable {
    /// Per kind code, its rows.
    private var kinds: [ElementLookupRows] = []
    /// The elements that arrived out of section order (or whose section is negative).
    private var others: [PreparedLayout.ElementLookup: Int32] = [:]
    /// The kinds whose rows were dropped: their element at `item` of a
    /// section is the section lead's element `position`.
    private var leadElements: [(kindCode: UInt16, item: Int32, position: Int)] = []
    /// Per kind whose rows were dropped, how many slots the rows held: a
    /// prepare into reused storage reserves that much again, so that rows
    /// whose storage was freed are not regrown by doubling (an allocation
    /// per doubling, O(log sections) per prepare).
    private var droppedRowCounts: [(kind: Int, count: Int, isConsecutive: Bool)] = []
    /// The kinds whose rows were dropped because the key table's run trails
    /// hold them, each with the trail patterns of its elements
    /// (`ElementKeyTable.trailSlot`), and the number of slots the table covers.
    private var trailKinds: [(kindCode: UInt16, patterns: [Int32])] = []
    private var slotCount = 0

    /// An empty table.
    init() {}

    /// Forgets every element and keeps the rows' capacity, for a prepare
    /// into reused storage; rows dropped by the last build get back the
    /// capacity they had (one allocation each).
    /// - Complexity: O(kinds + elements)
    mutating func removeAll(keepingCapacity: Bool) {
        for kind in kinds.indices { kinds[kind].removeAll(keepingCapacity: keepingCapacity) }
        if keepingCapacity {
            for dropped in droppedRowCounts { kinds[dropped.kind].reserve(sections: dropped.count, consecutive: dropped.isConsecutive) }
        }
        others.removeAll(keepingCapacity: keepingCapacity)
        leadElements.removeAll()
        trailKinds.removeAll()
        droppedRowCounts.removeAll()
    }

    /// Records that the element of `kindCode` at (`section`, `item`) is in
    /// `slot`; a later element at the same place replaces an earlier one.
    /// - Complexity: amortized O(1), plus the padding of a row up to `item`.
    mutating func insert(kindCode: UInt16, section: Int32, item: Int32, slot: Int32) {
        let kind = Int(kindCode)
        if kinds.count <= kind { kinds.append(contentsOf: repeatElement(ElementLookupRows(), count: kind + 1 - kinds.count)) }
        if section < 0 || item < 0 || !kinds[kind].insert(section: section, item: item, slot: slot) {
            others[PreparedLayout.ElementLookup(kindCode: kindCode, section: section, item: item)] = slot
        }
    }

    /// The slot of the element of `kindCode` at (`section`, `item`), or
    /// `nil`; `keys` is the layout's key table, which the rows dropped by
    /// `dropRows(impliedBy:kinds:)` were checked against.
    /// - Complexity: O(1); expected O(1) for the dictionary's elements;
    ///   O(1), or O(log sections) when some sections have no cells, for a
    ///   kind implied by the section lead.
    func slot(kindCode: UInt16, section: Int32, item: Int32, keys: ElementKeyTable) -> Int32? {
        let kind = Int(kindCode)
        if kind < kinds.count, let slot = kinds[kind].slot(section: section, item: item) { return slot }
        for lead in leadElements where lead.kindCode == kindCode && lead.item == item {
            return keys.leadSlot(position: lead.position, section: section)
        }
        for trail in trailKinds where trail.kindCode == kindCode {
            return keys.trailSlot(section: section, item: item, patterns: trail.patterns, slotCount: slotCount)
        }
        if others.isEmpty { return nil }
        return others[PreparedLayout.ElementLookup(kindCode: kindCode, section: section, item: item)]
    }

    /// The number of kinds whose lookups the section lead answers (their rows dropped).
    var leadKindCount: Int { leadElements.count }

    /// The number of kinds whose lookups the runs' trails answer (their rows dropped).
    var trailKindCount: Int { trailKinds.count }

    /// Drops the rows of each kind whose elements are exactly the section
    /// lead's of that kind in every section whose cells `keys` implies: the
    /// rows hold one element per section, at the lead's item, and each is in
    /// the slot the key table gives it (a later element at the same place,
    /// or a section that opens otherwise, keeps the rows).
    /// - Complexity: O(sections) per kind of the section lead.
    mutating func dropRows(impliedBy keys: ElementKeyTable, kinds kindTable: KindTable) {
        for (position, element) in keys.sectionLead.enumerated().reversed() {
            let code = kindTable.lookupCode(element.kindCode), kind = Int(code)
            // The last of the lead's elements at one place is the one a lookup finds.
            guard kind < kinds.count, !leadElements.contains(where: { $0.kindCode == code && $0.item == element.item }) else { continue }
            guard element.item == 0, !others.keys.contains(where: { $0.kindCode == code }) else { continue }
            let rowsMatch = kinds[kind].everyRowIsOneSlot { section, slot in keys.leadSlot(position: position, section: section) == slot }
            guard rowsMatch else { continue }
            droppedRowCounts.append((kind, kinds[kind].slotCount, false))
            kinds[kind].removeAll(keepingCapacity: false)
            leadElements.append((code, element.item, position))
        }
    }

    /// Drops the rows of each kind whose elements are exactly the trails of
    /// runs (`ElementKeyTable.RunTrail`) of that kind: each section's row
    /// is items 0 to its length in consecutive slots from its run's trail's
    /// first slot, none of them stored.
    /// - Parameter slotCount: the number of slots `keys` covers.
    /// - Complexity: O(sections) per kind of the trails.
    mutating func dropRows(inTrailsOf keys: ElementKeyTable, slotCount: Int, kinds kindTable: KindTable) {
        guard !keys.runTrails.isEmpty else { return }
        self.slotCount = slotCount
        for code in Set(keys.trailKeys.map { kindTable.lookupCode($0.kindCode) }) {
            let kind = Int(code)
            guard kind < kinds.count, !others.keys.contains(where: { $0.kindCode == code }) else { continue }
            let patterns = keys.trailKeys.indices.filter { kindTable.lookupCode(keys.trailKeys[$0].kindCode) == code }.map { Int32($0) }
            let rowsMatch = kinds[kind].everyRowIsConsecutive { section, firstSlot, length in
                guard let run = keys.run(ofSection: section) else { return false }
                let trail = keys.runTrails[run]
                return trail.firstSlot == firstSlot && patterns.contains(trail.pattern)
                    && keys.storedSlots.rank(through: Int(firstSlot) + Int(length) - 1) == keys.storedSlots.rank(through: Int(firstSlot) - 1)
            }
            guard rowsMatch else { continue }
            droppedRowCounts.append((kind, kinds[kind].sectionCount, true))
            kinds[kind].removeAll(keepingCapacity: false)
            trailKinds.append((code, patterns))
        }
    }
}

/// One kind's elements: per section a row of slots indexed by item, the rows
/// laid end to end in one array, from the first section that has one.
///
/// Most kinds have at most one element per section, at item 0 (a header, a
/// timeline's axis line, a background; an App Store page's headers, on three
/// sections in four): while that holds for every section from the first, the
/// rows are `slots` alone, one slot per section (-1 for a section without
/// one), and the row starts and lengths are not stored: 4 bytes per section
/// where the rows took 12. A kind that first appears late (a footer on
/// the last section only) keeps no rows for the sections before.
///
/// A compositional section's badges and price tags come after its cells,
/// items 0, 1, 2... in consecutive slots: while every section's row is such
/// a run, each row is its first slot and its length, and `slots` is not
/// stored (8 bytes per section where each item took 4: 3.8 bytes per item
/// of a 10^6-item App Store page).
///
/// - Memory: 4 bytes per section from the first in the one-per-section
///   case, 8 in the consecutive case; otherwise 8 bytes per section from
///   the first plus 4 per item up to each row's last.
struct ElementLookupRows: Sendable {
    /// The first section with a row (the sections before it have none).
    private var firstSection = 0
    /// How the rows are kept.
    enum Form {
        /// Every section from `firstSection` has at most one element, at
        /// item 0: `slots[s - firstSection]` is section `s`'s (-1: none), and
        /// `rowStarts` and `rowLengths` are empty.
        case onePerSection
        /// Every section's row is items `0 ..< rowLengths[s]` in consecutive
        /// slots from `rowStarts[s]` (-1: none), and `slots` is empty: a
        /// compositional section's badges, appended after its cells.
        case consecutive
        /// `rowStarts[s]` is where section `s`'s row starts in `slots` (-1: none).
        case spread
    }

    /// How the rows are kept.
    private var form = Form.onePerSection
    /// Per section from `firstSection`, where its row starts in `slots` (or
    /// its first slot, in the consecutive form), or -1.
    private var rowStarts: [Int32] = []
    /// Per section from `firstSection`, how many items its row covers.
    private var rowLengths: [Int32] = []
    /// The rows; -1 where an item has no element of the kind.
    private var slots: [Int32] = []

    /// Forgets every row, keeping the arrays' capacity when asked: the rows
    /// are then as new (`ElementLookupRows()`) but for their capacity.
    /// - Complexity: O(sections + items)
    mutating func removeAll(keepingCapacity: Bool) {
        firstSection = 0
        form = .onePerSection
        rowStarts.removeAll(keepingCapacity: keepingCapacity)
        rowLengths.removeAll(keepingCapacity: keepingCapacity)
        slots.removeAll(keepingCapacity: keepingCapacity)
    }

    /// How many slots the rows hold (one per section in the one-per-section form).
    var slotCount: Int { slots.count }

    /// How many sections the rows cover in the consecutive and spread forms.
    var sectionCount: Int { rowStarts.count }

    /// Reserves room for `count` sections in the one-per-section form, or
    /// in the consecutive form.
    /// - Complexity: O(count) when it allocates.
    mutating func reserve(sections count: Int, consecutive: Bool) {
        if consecutive {
            rowStarts.reserveCapacity(count)
            rowLengths.reserveCapacity(count)
        } else {
            slots.reserveCapacity(count)
        }
    }

    /// Records `slot` at (`section`, `item`), or returns `false` when the row
    /// cannot take it: the section comes before the first or the last one
    /// recorded and its row does not reach `item` (the row would have to move).
    /// - Precondition: `section >= 0`, `item >= 0`.
    /// - Complexity: amortized O(1), plus padding the row up to `item`; O(sections)
    ///   once, when a kind stops having at most one element per section;
    ///   padding the skipped sections with -1 in the one-per-section form.
    @inline(__always)
    mutating func insert(section: Int32, item: Int32, slot: Int32) -> Bool {
        // The common case first, inlined into the caller: the next element
        // of the last section's consecutive row (a section's next badge).
        if form == .consecutive {
            let row = Int(section) &- firstSection, last = rowLengths.count &- 1
            if row == last, row >= 0, rowLengths[row] == item, item > 0, slot == rowStarts[row] &+ item {
                rowLengths[row] = item &+ 1
                return true
            }
        }
        return insertOther(section: section, item: item, slot: slot)
    }

    /// `insert` but for the next element of a consecutive row.
    /// - Complexity: as `insert`.
    private mutating func insertOther(section: Int32, item: Int32, slot: Int32) -> Bool {
        if slots.isEmpty, rowStarts.isEmpty {
            // A fresh table, or one emptied for reuse: it starts over in the one-per-section form.
            firstSection = Int(section)
            form = .onePerSection
        }
        let row = Int(section) - firstSection, item = Int(item)
        guard row >= 0 else { return false }
        if form == .onePerSection {
            if item == 0 {
                // A section without an element of the kind (a featured carousel without a header) is a -1.
                while row > slots.count { slots.append(-1) }
                if row == slots.count { slots.append(slot) } else { slots[row] = slot }
                return true
            }
            if item == 1, row == slots.count - 1, slots[row] >= 0, slot == slots[row] &+ 1 {
                form = .consecutive
                rowStarts.removeAll(keepingCapacity: true)
                rowStarts.append(contentsOf: slots)
                rowLengths.removeAll(keepingCapacity: true)
                rowLengths.append(contentsOf: slots.lazy.map { $0 >= 0 ? 1 : 0 })
                slots.removeAll(keepingCapacity: true)
                return insertConsecutive(row: row, item: item, slot: slot) || insertSpread(row: row, item: item, slot: slot)
            }
            spreadRows()
        }
        if form == .consecutive, insertConsecutive(row: row, item: item, slot: slot) { return true }
        return insertSpread(row: row, item: item, slot: slot)
    }

    /// `insert` in the consecutive form: `true` when the element continues
    /// the last row (or starts a new one at item 0); otherwise the rows are
    /// spread, and `false`.
    /// - Complexity: amortized O(1), plus the sections skipped; O(items) once, when spreading.
    private mutating func insertConsecutive(row: Int, item: Int, slot: Int32) -> Bool {
        padRows(before: row)
        if row == rowStarts.count {
            if item == 0 {
                // A section's first element (its first badge) starts its row.
                rowStarts.append(slot)
                rowLengths.append(1)
                return true
            }
            padRows(before: row + 1)
        }
        let length = Int(rowLengths[row])
        if row == rowStarts.count - 1, item == length, length == 0 || slot == rowStarts[row] &+ Int32(truncatingIfNeeded: item) {
            if length == 0 { rowStarts[row] = slot }
            rowLengths[row] = Int32(truncatingIfNeeded: length + 1)
            return true
        }
        // Lay the rows out in `slots`, each its run of slots.
        form = .spread
        slots.removeAll(keepingCapacity: true)
        for position in rowStarts.indices where rowStarts[position] >= 0 {
            let first = rowStarts[position]
            rowStarts[position] = Int32(truncatingIfNeeded: slots.count)
            slots.append(contentsOf: first..<first &+ rowLengths[position])
        }
        return false
    }

    /// `insert` in the spread form.
    /// - Complexity: amortized O(1), plus padding the row up to `item`.
    private mutating func insertSpread(row: Int, item: Int, slot: Int32) -> Bool {
        padRows(before: row + 1)
        let isLastSection = row == rowStarts.count - 1
        if rowStarts[row] < 0 {
            guard isLastSection else { return false }
            rowStarts[row] = Int32(slots.count)
        }
        let start = Int(rowStarts[row]), length = Int(rowLengths[row])
        if item < length {
            slots[start + item] = slot
            return true
        }
        guard isLastSection else { return false }
        slots.append(contentsOf: repeatElement(-1, count: item - length))
        slots.append(slot)
        rowLengths[row] = Int32(item + 1)
        return true
    }

    /// Gives each section before `row` that has no row yet an empty one,
    /// one append at a time: a kind on one section in four (an App Store
    /// page's badges) skips a few sections per row, for which the generic
    /// `append(contentsOf: repeatElement(...))` costs more than the appends.
    /// - Complexity: amortized O(sections added)
    @inline(__always)
    private mutating func padRows(before row: Int) {
        while rowStarts.count < row {
            rowStarts.append(-1)
            rowLengths.append(0)
        }
    }

    /// Leaves the one-per-section form: each section's row is its one slot,
    /// or none where it has -1.
    /// - Complexity: O(sections)
    private mutating func spreadRows() {
        form = .spread
        rowStarts = (0..<Int32(truncatingIfNeeded: slots.count)).map { slots[Int($0)] >= 0 ? $0 : -1 }
        rowLengths = slots.map { $0 >= 0 ? 1 : 0 }
    }

    /// Whether the rows hold one element per section, at item 0, from their
    /// first section (none missing), each with `matches(section, slot)`, and at least one.
    /// - Complexity: O(sections) calls of `matches`.
    func everyRowIsOneSlot(_ matches: (Int32, Int32) -> Bool) -> Bool {
        guard form == .onePerSection, !slots.isEmpty else { return false }
        for (row, slot) in slots.enumerated() where slot < 0 || !matches(Int32(truncatingIfNeeded: firstSection + row), slot) { return false }
        return true
    }

    /// Whether the rows are in the consecutive form, with at least one row,
    /// each with `matches(section, firstSlot, length)`.
    /// - Complexity: O(sections) calls of `matches`.
    func everyRowIsConsecutive(_ matches: (Int32, Int32, Int32) -> Bool) -> Bool {
        guard form == .consecutive, !rowStarts.isEmpty else { return false }
        for (row, start) in rowStarts.enumerated() where start >= 0 {
            if !matches(Int32(truncatingIfNeeded: firstSection + row), start, rowLengths[row]) { return false }
        }
        return true
    }

    /// The slot at (`section`, `item`), or `nil`.
    /// - Complexity: O(1)
    func slot(section: Int32, item: Int32) -> Int32? {
        let row = Int(section) - firstSection
        guard row >= 0, item >= 0 else { return nil }
        if form == .onePerSection {
            guard item == 0, row < slots.count else { return nil }
            let slot = slots[row]
            return slot >= 0 ? slot : nil
        }
        guard row < rowStarts.count, item < rowLengths[row] else { return nil }
        if form == .consecutive { return rowStarts[row] &+ item }
        let slot = slots[Int(rowStarts[row]) + Int(item)]
        return slot >= 0 ? slot : nil
    }
}
