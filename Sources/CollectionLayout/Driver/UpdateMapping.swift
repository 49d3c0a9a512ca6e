/// How the index paths before a batch update map to those after it, in
/// UIKit's order: deletes, reloads and move sources apply to the old state,
/// inserts and move destinations to the new one; every other item keeps its
/// order within its section, and every other section its order.
///
/// Stored as the changes themselves (sorted per section), not as a table of
/// every item, so a mapping costs O(S + changes) to build and O(changes in the
/// section) per lookup, whatever the number of items. An update that keeps
/// every section in place (no section inserted, deleted, moved or reloaded)
/// stores no per-section table at all: its sections map to themselves, and
/// its only O(S) step is checking every section's count, as UIKit does.
public struct UpdateMapping: Sendable {
    /// The item counts per section before the update.
    public let oldItemCounts: [Int]
    /// The item counts per section after the update.
    public let newItemCounts: [Int]
    /// How sections map: to themselves, or through tables.
    enum SectionMap: Sendable {
        /// Every section keeps its index.
        case identity
        /// Each old section's index after the update (`nil` when deleted), and
        /// each new section's index before it (`nil` when inserted).
        case tables(newSectionOfOld: [Int?], oldSectionOfNew: [Int?], reusable: [Int?])
    }

    /// How sections map.
    let sectionMap: SectionMap
    /// Old sections reloaded: their items do not map and they are laid out anew.
    let reloadedSections: Set<Int>
    /// Per old section, the sorted old items that leave it (deleted or moved away).
    let leaving: [Int: [Int]]
    /// Per new section, the sorted new items that arrive in it (inserted or moved in).
    let arriving: [Int: [Int]]
    let deletedItems: Set<IndexPath>
    let insertedItems: Set<IndexPath>
    let reloadedItems: Set<IndexPath>
    /// Moves, old index path to new.
    let moveTargets: [IndexPath: IndexPath]
    /// Moves, new index path to old.
    let moveSources: [IndexPath: IndexPath]
    /// The new sections laid out anew (inserted, reloaded, or items changed), in order.
    public let relaidSections: [Int]

    /// Whether every section keeps its index (no section inserted, deleted,
    /// moved or reloaded): the layout then updates the relaid sections alone.
    public var keepsSectionOrder: Bool {
        if case .identity = sectionMap { return true }
        return false
    }

    /// For each new section, the old section whose layout can be kept as it
    /// is (it only moved, or nothing changed), or `nil` when the section must
    /// be laid out anew (inserted, reloaded, or items changed).
    /// - Complexity: O(S)
    public var reusableSections: [Int?] {
        switch sectionMap {
        case .identity:
            var reusable = newItemCounts.indices.map(Optional.some)
            for section in relaidSections { reusable[section] = nil }
            return reusable
        case .tables(_, _, let reusable): return reusable
        }
    }

    /// Old section `section`'s index after the update (`nil` when deleted).
    /// - Precondition: `section` is an old section.
    func newSection(ofOld section: Int) -> Int? {
        switch sectionMap {
        case .identity: section
        case .tables(let newSectionOfOld, _, _): newSectionOfOld[section]
        }
    }

    /// New section `section`'s index before the update (`nil` when inserted).
    /// - Precondition: `section` is a new section.
    func oldSection(ofNew section: Int) -> Int? {
        switch sectionMap {
        case .identity: section
        case .tables(_, let oldSectionOfNew, _): oldSectionOfNew[section]
        }
    }

    /// The section's index after the update, or `nil` if it was deleted.
    /// - Throws: `CollectionViewError.sectionOutOfRange` for a section that did not exist.
    /// - Complexity: O(1)
    public func newSection(forOld section: Int) throws(CollectionViewError) -> Int? {
        guard oldItemCounts.indices.contains(section) else { throw .sectionOutOfRange(section, sectionCount: oldItemCounts.count) }
        return newSection(ofOld: section)
    }

    /// The section's index before the update, or `nil` if it was inserted.
    /// - Throws: `CollectionViewError.sectionOutOfRange` for a section that does not exist.
    /// - Complexity: O(1)
    public func oldSection(forNew section: Int) throws(CollectionViewError) -> Int? {
        guard newItemCounts.indices.contains(section) else { throw .sectionOutOfRange(section, sectionCount: newItemCounts.count) }
        return oldSection(ofNew: section)
    }

    /// Whether the old section was reloaded.
    /// - Complexity: O(1) expected.
    public func isReloaded(section: Int) -> Bool { reloadedSections.contains(section) }

    /// Whether the item at the old index path was reloaded (itself or its section).
    /// - Complexity: O(1) expected.
    public func isReloaded(_ indexPath: IndexPath) -> Bool {
        reloadedItems.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }

    /// Where the item at old index path `indexPath` is after the update;
    /// `nil` when it was deleted or its section was deleted or reloaded.
    /// - Throws: `CollectionViewError` for an index path that did not exist.
    /// - Complexity: O(changes in the two sections)
    public func newIndexPath(forOld indexPath: IndexPath) throws(CollectionViewError) -> IndexPath? {
        try Self.check(indexPath, counts: oldItemCounts)
        guard let section = newSection(ofOld: indexPath.section), !reloadedSections.contains(indexPath.section),
              !deletedItems.contains(indexPath)
        else { return nil }
        if let target = moveTargets[indexPath] { return target }
        let rank = indexPath.item - Self.count(below: indexPath.item, in: leaving[indexPath.section] ?? [])
        return IndexPath(item: Self.position(ofRank: rank, skipping: arriving[section] ?? []), section: section)
    }

    /// Where the item at new index path `indexPath` was before the update;
    /// `nil` when it was inserted or its section was inserted or reloaded.
    /// - Throws: `CollectionViewError` for an index path that does not exist.
    /// - Complexity: O(changes in the two sections)
    public func oldIndexPath(forNew indexPath: IndexPath) throws(CollectionViewError) -> IndexPath? {
        try Self.check(indexPath, counts: newItemCounts)
        guard let section = oldSection(ofNew: indexPath.section), !reloadedSections.contains(section),
              !insertedItems.contains(indexPath)
        else { return nil }
        if let source = moveSources[indexPath] { return source }
        let rank = indexPath.item - Self.count(below: indexPath.item, in: arriving[indexPath.section] ?? [])
        return IndexPath(item: Self.position(ofRank: rank, skipping: leaving[section] ?? []), section: section)
    }

    static func check(_ indexPath: IndexPath, counts: [Int]) throws(CollectionViewError) {
        guard counts.indices.contains(indexPath.section) else { throw .sectionOutOfRange(indexPath.section, sectionCount: counts.count) }
        guard indexPath.item >= 0, indexPath.item < counts[indexPath.section] else {
            throw .itemOutOfRange(indexPath, itemCount: counts[indexPath.section])
        }
    }

    /// How many of the sorted `values` are below `value` (binary search).
    static func count(below value: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of the `rank`-th (0-based) index that is not in the sorted `taken`.
    static func position(ofRank rank: Int, skipping taken: [Int]) -> Int {
        var position = rank
        for index in taken {
            guard index <= position else { break }
            position += 1
        }
        return position
    }
}
