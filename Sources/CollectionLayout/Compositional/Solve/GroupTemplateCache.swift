/// The templates of the last few distinct templatable groups of one prepare,
/// so that sections with equal groups (a section provider returning the same
/// description for every day of a photo library) solve their group once, not
/// once per section.
///
/// A template depends only on the group, the section's content area and,
/// when the section holds fewer items than the group, its item count: nothing
/// in a templatable group is estimated, so measured sizes play no part, and
/// badge kind codes are the builder's, equal for equal kinds. Groups compare
/// by value (`CollectionLayoutGroup ==`); a custom provider closure is never
/// templatable.
///
/// Why: with small sections (a photo grid's: about 23 photos in groups of
/// 6), solving each section's own template would cost as much as placing
/// its items.
///
/// - Complexity: a lookup compares with at most `capacity` groups, each
///   O(nodes of the group tree); a miss costs one solve.
struct GroupTemplateCache {
    /// One solved template.
    struct Entry {
        /// The group solved.
        var group: CollectionLayoutGroup
        /// The section content area it was solved in.
        var area: Size
        /// The most items it was allowed to hold.
        var limit: Int
        /// The solution.
        var solution: GroupSolution

        /// Whether this template is the one `group` in `area` with at most
        /// `limit` items would solve to: same group and area, and either the
        /// template holds the whole group (fewer items than it was allowed)
        /// and no more than `limit`, or it was cut at the same limit.
        /// (Static, on a pointer: a method called on an array's entry copied
        /// the entry, retaining and releasing its group's and solution's
        /// arrays, on every lookup; the group is compared last, once the
        /// area and count match.)
        static func matches(_ entry: UnsafePointer<Entry>, _ group: CollectionLayoutGroup, area: Size, limit: Int) -> Bool {
            guard entry.pointee.area == area else { return false }
            let held = entry.pointee.solution.cells.count, allowed = entry.pointee.limit
            guard (held < allowed && held <= limit) || allowed == limit else { return false }
            return entry.pointee.group == group
        }
    }

    /// The most templates kept; the oldest is dropped first.
    static let capacity = 8

    /// The templates, oldest first.
    private(set) var entries: [Entry] = []
    /// The serial number of `entries[0]`: each template stored gets the next
    /// number, so entry `i` has `firstSerial + i` and a dropped template's
    /// number is below `firstSerial` (`TemplateMemo` holds templates by it).
    private(set) var firstSerial = 0

    /// The serial number of the template at `index` in `entries`.
    /// - Complexity: O(1)
    func serial(ofEntryAt index: Int) -> Int { firstSerial + index }

    /// The index in `entries` of the template numbered `serial`, or `nil`
    /// once it is dropped.
    /// - Complexity: O(1)
    func index(ofSerial serial: Int) -> Int? {
        let index = serial - firstSerial
        return index >= 0 && index < entries.count ? index : nil
    }

    /// Calls `body` with the solution of template `index` in place (with
    /// exclusive access, so that its arrays are read without being retained);
    /// `body` must not change it.
    /// - Complexity: that of `body`.
    @inline(__always)
    mutating func withSolution<Result>(at index: Int, _ body: (inout GroupSolution) -> Result) -> Result {
        body(&entries[index].solution)
    }

    /// Template `index`'s item count and whether it holds the whole group
    /// (fewer items than it was allowed: it then stands for any limit from
    /// its item count on), read in place.
    /// - Complexity: O(1)
    func shape(ofEntryAt index: Int) -> (itemCount: Int, isWhole: Bool) {
        entries.withUnsafeBufferPointer { entries in
            let held = entries[index].solution.cells.count
            return (held, held < entries[index].limit)
        }
    }

    /// Template `index`'s size, read in place.
    /// - Complexity: O(1)
    func size(ofEntryAt index: Int) -> Size {
        entries.withUnsafeBufferPointer { $0[index].solution.size }
    }

    /// The index in `entries` of the kept template of `group` in `area`
    /// holding at most `limit` items, or `nil`: a lookup that solves nothing.
    /// - Complexity: O(capacity × group nodes)
    func kept(_ group: CollectionLayoutGroup, in area: Size, limit: Int) -> Int? {
        entries.withUnsafeBufferPointer { entries in
            entries.indices.first { Entry.matches(entries.baseAddress! + $0, group, area: area, limit: limit) }
        }
    }

    /// The index in `entries` of the template of `group` in `area` holding at
    /// most `limit` items, solved with `solver` if it is not kept yet.
    /// - Precondition: `GroupTemplate.isTemplatable(group)`.
    /// - Throws: the solver's `LayoutError` (nothing is kept then).
    /// - Complexity: O(capacity × group nodes) on a hit; one solve on a miss.
    mutating func template(
        of group: CollectionLayoutGroup, in area: Size, limit: Int, solver: inout GroupSolver
    ) throws(LayoutError) -> Int {
        if let found = kept(group, in: area, limit: limit) { return found }
        var solution = GroupSolution()
        if entries.count == Self.capacity {
            solution = entries.removeFirst().solution
            firstSerial += 1
        }
        try solver.solve(group, in: area, firstItem: 0, limit: limit, into: &solution)
        entries.append(Entry(group: group, area: area, limit: limit, solution: solution))
        return entries.count - 1
    }
}
