/// Where each supplementary and decoration element is stored, by kind, section
/// and item: UIKit's `layoutAttributesForSupplementaryView(ofKind:at:)` and
/// `layoutAttributesForDecorationView(ofKind:at:)` as array subscripts.
///
/// Nearly every such element is item 0 of its section (headers, footers, section
/// backgrounds, timeline lines), so those are kept per kind in an array indexed
/// by section; any other item goes to a dictionary. A dictionary for all of them
/// hashed every element twice (insert, and the rehash of each growth): 60% of a
/// 10^6-item vertical timeline's prepare, which has two such elements for every
/// 3.5 items (`perf` of `layout-bench profile --case
/// timeline/events/prepare/linear/n=1000000`, 341 ns per item).
///
/// - Complexity: insert amortized O(1); lookup O(1) (expected O(1) for items other than 0).
///   Memory: 4 bytes per section per kind that has an item-0 element.
struct ElementLookupTable: Sendable {
    /// Per kind code, per section: the slot of the kind's item 0, or -1.
    private var firstItems: [[Int32]] = []
    /// The elements whose item is not 0 (or whose section is negative).
    private var others: [PreparedLayout.ElementLookup: Int32] = [:]

    /// An empty table.
    init() {}

    /// Makes room for `count` elements that are not item 0 of their section
    /// (the calendar's day and hour headers), so the dictionary is not rehashed
    /// as it grows.
    /// - Complexity: O(count)
    mutating func reserveCapacity(_ count: Int) {
        others.reserveCapacity(count)
    }

    /// Records that the element of `kindCode` at (`section`, `item`) is in `slot`.
    /// - Complexity: amortized O(1)
    mutating func insert(kindCode: UInt16, section: Int32, item: Int32, slot: Int32) {
        guard item == 0, section >= 0 else {
            others[PreparedLayout.ElementLookup(kindCode: kindCode, section: section, item: item)] = slot
            return
        }
        let kind = Int(kindCode), section = Int(section)
        if firstItems.count <= kind { firstItems.append(contentsOf: repeatElement([], count: kind + 1 - firstItems.count)) }
        if firstItems[kind].count <= section {
            firstItems[kind].append(contentsOf: repeatElement(-1, count: section + 1 - firstItems[kind].count))
        }
        firstItems[kind][section] = slot
    }

    /// The slot of the element of `kindCode` at (`section`, `item`), or `nil`.
    /// - Complexity: O(1) for item 0, expected O(1) otherwise.
    func slot(kindCode: UInt16, section: Int32, item: Int32) -> Int32? {
        guard item == 0, section >= 0 else {
            return others[PreparedLayout.ElementLookup(kindCode: kindCode, section: section, item: item)]
        }
        let kind = Int(kindCode), section = Int(section)
        guard kind < firstItems.count, section < firstItems[kind].count else { return nil }
        let slot = firstItems[kind][section]
        return slot >= 0 ? slot : nil
    }
}
