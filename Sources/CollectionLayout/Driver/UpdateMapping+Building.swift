extension UpdateMapping {
    /// Checks `update` against the item counts before and after it, as UIKit
    /// does, and builds the mapping.
    /// - Throws: `CollectionViewError.invalidUpdate` for a section or index path
    ///   that does not exist or is named twice in conflicting ways;
    ///   `.invalidSectionCount` / `.invalidItemCount` when the counts after the
    ///   update are not the counts before it plus inserts minus deletes, plus or
    ///   minus moves (the message gives every figure).
    /// - Complexity: O(S + changes·log(changes)); an update that keeps every
    ///   section in place builds no per-section table, its O(S) is one pass
    ///   comparing the counts.
    public init(_ update: BatchUpdate, oldItemCounts: [Int], newItemCounts: [Int]) throws(CollectionViewError) {
        let oldCount = oldItemCounts.count, newCount = newItemCounts.count
        var sections = SectionChanges(oldCount: oldCount, newCount: newCount)
        try sections.record(update)
        let expected = oldCount - sections.deleted.count + sections.inserted.count
        guard newCount == expected else {
            throw .invalidSectionCount(after: newCount, before: oldCount, inserted: sections.inserted.count, deleted: sections.deleted.count)
        }
        let keepsOrder = sections.deleted.isEmpty && sections.inserted.isEmpty && sections.reloaded.isEmpty && update.movedSections.isEmpty
        let tables = keepsOrder ? nil : SectionTables(update, sections)

        var items = ItemChanges(
            oldItemCounts: oldItemCounts, newItemCounts: newItemCounts,
            oldSectionSurvives: { tables?.oldSectionSurvives($0) ?? true },
            newSectionSurvives: { tables?.newSectionSurvives($0) ?? true }
        )
        try items.record(update)
        let newSectionOfOld = { (section: Int) in tables.map { $0.newSectionOfOld[section] } ?? section }

        var leaving: [Int: [Int]] = [:], arriving: [Int: [Int]] = [:]
        for path in items.deleted { leaving[path.section, default: []].append(path.item) }
        for move in update.movedItems {
            leaving[move.from.section, default: []].append(move.from.item)
            arriving[move.to.section, default: []].append(move.to.item)
        }
        for path in items.inserted { arriving[path.section, default: []].append(path.item) }
        for key in leaving.keys { leaving[key]!.sort() }
        for key in arriving.keys { arriving[key]!.sort() }

        // Every surviving section's count must add up: the change per new
        // section is tallied once, then each section checked in O(1).
        var changes: [Int: Int] = [:]
        for (section, removed) in leaving { changes[newSectionOfOld(section)!, default: 0] -= removed.count }
        for (section, added) in arriving { changes[section, default: 0] += added.count }
        let failing: Int?
        if let tables {
            failing = (0..<newCount).first { new in
                guard let old = tables.oldSectionOfNew[new], !tables.isReloaded[old] else { return false }
                return newItemCounts[new] != oldItemCounts[old] + (changes[new] ?? 0)
            }
        } else {
            failing = Self.firstCountMismatch(old: oldItemCounts, new: newItemCounts, changes: changes)
        }
        if let new = failing {
            let old = tables?.oldSectionOfNew[new] ?? new
            throw .invalidItemCount(
                section: new, after: newItemCounts[new], before: oldItemCounts[old],
                inserted: items.inserted.count { $0.section == new }, deleted: items.deleted.count { $0.section == old },
                movedIn: update.movedItems.count { $0.to.section == new && $0.from.section != old },
                movedOut: update.movedItems.count { $0.from.section == old && $0.to.section != new }
            )
        }

        // Sections laid out anew: inserted or reloaded, or an item left, arrived or was reloaded.
        var relaid = Set(leaving.keys.map { newSectionOfOld($0)! })
        relaid.formUnion(arriving.keys)
        for path in items.reloaded { relaid.insert(newSectionOfOld(path.section)!) }
        if let tables {
            var reusable = tables.oldSectionOfNew
            for new in 0..<newCount {
                if let old = reusable[new], tables.isReloaded[old] { reusable[new] = nil }
            }
            for section in relaid { reusable[section] = nil }
            relaid = Set(reusable.indices.filter { reusable[$0] == nil })
            sectionMap = .tables(newSectionOfOld: tables.newSectionOfOld, oldSectionOfNew: tables.oldSectionOfNew, reusable: reusable)
        } else {
            sectionMap = .identity
        }

        self.oldItemCounts = oldItemCounts
        self.newItemCounts = newItemCounts
        self.relaidSections = relaid.sorted()
        self.reloadedSections = sections.reloaded
        self.leaving = leaving
        self.arriving = arriving
        self.deletedItems = items.deleted
        self.insertedItems = items.inserted
        self.reloadedItems = items.reloaded
        self.moveTargets = items.moveTargets
        self.moveSources = items.moveSources
    }
}

/// How sections map when an update inserts, deletes, moves or reloads some:
/// a table each way, and flags per section. O(S) to build.
private struct SectionTables {
    var newSectionOfOld: [Int?]
    var oldSectionOfNew: [Int?]
    var isDeleted: [Bool]
    var isReloaded: [Bool]

    init(_ update: BatchUpdate, _ sections: SectionChanges) {
        let oldCount = sections.oldCount, newCount = sections.newCount
        // Flags in arrays, not set lookups: the passes below visit every section
        // (at 10^6 items, hashing there was a fifth of an update).
        isDeleted = [Bool](repeating: false, count: oldCount)
        isReloaded = isDeleted
        var isInserted = [Bool](repeating: false, count: newCount)
        for section in sections.deleted { isDeleted[section] = true }
        for section in sections.reloaded { isReloaded[section] = true }
        for section in sections.inserted { isInserted[section] = true }
        newSectionOfOld = [Int?](repeating: nil, count: oldCount)
        oldSectionOfNew = [Int?](repeating: nil, count: newCount)
        for move in update.movedSections {
            newSectionOfOld[move.from] = move.to
            oldSectionOfNew[move.to] = move.from
        }
        // The other sections keep their order: the k-th remaining old section is the k-th free new one.
        var free = 0
        for old in 0..<oldCount where !isDeleted[old] && newSectionOfOld[old] == nil {
            while isInserted[free] || oldSectionOfNew[free] != nil { free += 1 }
            newSectionOfOld[old] = free
            oldSectionOfNew[free] = old
        }
    }

    func oldSectionSurvives(_ section: Int) -> Bool { !isDeleted[section] && !isReloaded[section] }

    func newSectionSurvives(_ section: Int) -> Bool { oldSectionOfNew[section].map { !isReloaded[$0] } ?? false }
}

/// The section-level changes of an update, checked.
private struct SectionChanges {
    let oldCount: Int
    let newCount: Int
    var deleted: Set<Int> = []
    var inserted: Set<Int> = []
    var reloaded: Set<Int> = []
    var movedFrom: Set<Int> = []
    var movedTo: Set<Int> = []

    init(oldCount: Int, newCount: Int) {
        self.oldCount = oldCount
        self.newCount = newCount
    }

    mutating func record(_ update: BatchUpdate) throws(CollectionViewError) {
        for section in update.deletedSections {
            try checkOld(section, "delete section \(section)")
            guard deleted.insert(section).inserted else { throw .invalidUpdate("attempt to delete section \(section) twice") }
        }
        for section in update.reloadedSections {
            try checkOld(section, "reload section \(section)")
            if deleted.contains(section) { throw .invalidUpdate("attempt to delete and reload the same section (\(section))") }
            guard reloaded.insert(section).inserted else { throw .invalidUpdate("attempt to reload section \(section) twice") }
        }
        for move in update.movedSections {
            try checkOld(move.from, "move section \(move.from)")
            guard move.to >= 0, move.to < newCount else {
                throw .invalidUpdate("attempt to move section \(move.from) to section \(move.to), but there are only \(newCount) sections after the update")
            }
            if deleted.contains(move.from) { throw .invalidUpdate("attempt to perform a delete and a move from the same section (\(move.from))") }
            if reloaded.contains(move.from) { throw .invalidUpdate("attempt to perform a reload and a move from the same section (\(move.from))") }
            guard movedFrom.insert(move.from).inserted else { throw .invalidUpdate("attempt to move section \(move.from) twice") }
            guard movedTo.insert(move.to).inserted else { throw .invalidUpdate("attempt to move two sections to section \(move.to)") }
        }
        for section in update.insertedSections {
            guard section >= 0, section < newCount else {
                throw .invalidUpdate("attempt to insert section \(section) but there are only \(newCount) sections after the update")
            }
            if movedTo.contains(section) { throw .invalidUpdate("attempt to perform an insert and a move to the same section (\(section))") }
            guard inserted.insert(section).inserted else { throw .invalidUpdate("attempt to insert section \(section) twice") }
        }
    }

    func checkOld(_ section: Int, _ what: String) throws(CollectionViewError) {
        guard section >= 0, section < oldCount else {
            throw .invalidUpdate("attempt to \(what), but there are only \(oldCount) sections before the update")
        }
    }
}

/// The item-level changes of an update, checked against the counts.
private struct ItemChanges {
    let oldItemCounts: [Int]
    let newItemCounts: [Int]
    let oldSectionSurvives: (Int) -> Bool
    let newSectionSurvives: (Int) -> Bool
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    var moveTargets: [IndexPath: IndexPath] = [:]
    var moveSources: [IndexPath: IndexPath] = [:]

    mutating func record(_ update: BatchUpdate) throws(CollectionViewError) {
        for path in update.deletedItems {
            try checkOld(path, "delete")
            guard deleted.insert(path).inserted else { throw .invalidUpdate("attempt to delete item \(path) twice") }
        }
        for path in update.reloadedItems {
            try checkOld(path, "reload")
            if deleted.contains(path) { throw .invalidUpdate("attempt to delete and reload the same index path \(path)") }
            guard reloaded.insert(path).inserted else { throw .invalidUpdate("attempt to reload item \(path) twice") }
        }
        for move in update.movedItems {
            try checkOld(move.from, "move")
            try checkNew(move.to, "move an item to index path \(move.to)")
            if deleted.contains(move.from) { throw .invalidUpdate("attempt to perform a delete and a move from the same index path \(move.from)") }
            if reloaded.contains(move.from) { throw .invalidUpdate("attempt to perform a reload and a move from the same index path \(move.from)") }
            guard moveTargets.updateValue(move.to, forKey: move.from) == nil else { throw .invalidUpdate("attempt to move index path \(move.from) twice") }
            guard moveSources.updateValue(move.from, forKey: move.to) == nil else { throw .invalidUpdate("attempt to move two items to index path \(move.to)") }
        }
        for path in update.insertedItems {
            try checkNew(path, "insert item \(path.item) into section \(path.section)")
            if moveSources[path] != nil { throw .invalidUpdate("attempt to perform an insert and a move to the same index path \(path)") }
            guard inserted.insert(path).inserted else { throw .invalidUpdate("attempt to insert item \(path) twice") }
        }
    }

    /// An old index path must exist, in a section the update keeps.
    func checkOld(_ path: IndexPath, _ verb: String) throws(CollectionViewError) {
        guard oldItemCounts.indices.contains(path.section) else {
            throw .invalidUpdate("attempt to \(verb) item \(path.item) from section \(path.section), but there are only \(oldItemCounts.count) sections before the update")
        }
        guard oldSectionSurvives(path.section) else {
            throw .invalidUpdate("attempt to \(verb) item \(path.item) from section \(path.section), but this update deletes or reloads section \(path.section) as a whole")
        }
        let count = oldItemCounts[path.section]
        guard path.item >= 0, path.item < count else {
            throw .invalidUpdate("attempt to \(verb) item \(path.item) from section \(path.section) which only contains \(count) items before the update")
        }
    }

    /// A new index path must exist, in a section that existed before.
    /// `what` is the attempt: `insert item 3 into section 0`.
    func checkNew(_ path: IndexPath, _ what: String) throws(CollectionViewError) {
        guard newItemCounts.indices.contains(path.section) else {
            throw .invalidUpdate("attempt to \(what), but there are only \(newItemCounts.count) sections after the update")
        }
        guard newSectionSurvives(path.section) else {
            throw .invalidUpdate("attempt to \(what), but this update inserts or reloads section \(path.section) as a whole")
        }
        let count = newItemCounts[path.section]
        guard path.item >= 0, path.item < count else {
            throw .invalidUpdate("attempt to \(what), but there are only \(count) items in section \(path.section) after the update")
        }
    }
}
