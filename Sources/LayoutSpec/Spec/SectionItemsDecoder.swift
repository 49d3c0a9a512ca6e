import CollectionLayout
import LayoutWorkloads

/// The running count of a spec's items, held to `Workload.maximumItemCount`:
/// beyond it a prepared layout would not fit comfortably in memory.
struct ItemBudget {
    /// The most items one spec may hold.
    static let limit = Workload.maximumItemCount

    /// The items counted so far.
    private(set) var total = 0

    /// Counts `count` more items (`count` itself at most `limit`, so the sum cannot overflow).
    mutating func add(_ count: Int) throws(SpecError) {
        total += count
        guard total <= Self.limit else {
            throw SpecError(path: "sections", message: "\(total) items in total exceed the limit of \(Self.limit) items per spec")
        }
    }

    /// The message for a single count above the limit.
    static func tooMany(_ shown: String) -> String {
        "\(shown) items exceed the limit of \(limit) items per spec"
    }
}

/// Reads the data of one listed section: `count` (optionally with `itemSize`)
/// or `itemSizes`, exactly one of the two.
enum SectionItemsDecoder {
    /// The keys that give a section's items, allowed in every layout's sections.
    static let keys = ["count", "itemSize", "itemSizes"]

    /// The section's items.
    /// - Parameters:
    ///   - defaultSize: the size of `count` items when the section gives no `itemSize`.
    ///   - budget: the spec's item count so far; this section's items are added.
    /// - Complexity: O(items) for `itemSizes`, O(1) for `count`.
    static func items(of section: SpecObject, defaultSize: Size, budget: inout ItemBudget) throws(SpecError) -> ItemSizes {
        let hasCount = section.contains("count")
        let hasSizes = section.contains("itemSizes")
        if hasCount, hasSizes {
            throw SpecError(path: section.path, message: "give either count or itemSizes, not both")
        }
        if let sizes = section["itemSizes"] {
            if section.contains("itemSize") {
                throw SpecError(path: section.path(of: "itemSize"), message: "only allowed with count (itemSizes gives every item's size)")
            }
            return .list(try listedSizes(sizes, path: section.path(of: "itemSizes"), budget: &budget))
        }
        guard let countValue = section["count"] else {
            throw SpecError(path: section.path, message: "missing count or itemSizes (give one: an item count, or one [width, height] per item)")
        }
        let count = try SpecValues.wholeNumber(countValue, path: section.path(of: "count"), in: 0...ItemBudget.limit, tooLarge: ItemBudget.tooMany)
        try budget.add(count)
        let size = try section.optional("itemSize", SpecValues.size) ?? defaultSize
        return .uniform(count: count, size: size)
    }

    private static func listedSizes(_ value: JSONValue, path: String, budget: inout ItemBudget) throws(SpecError) -> [Size] {
        guard case .array(let elements) = value else {
            throw SpecError(path: path, message: "expected an array of [width, height] sizes, got \(value.kindDescription)")
        }
        try budget.add(elements.count)
        var sizes: [Size] = []
        sizes.reserveCapacity(elements.count)
        // Pairs the parser stored as one table of numbers are read from it directly.
        let table = elements.numberRows(width: 2)
        for (index, element) in elements.enumerated() {
            // The common case, a valid pair, needs no path string; the full
            // reader runs (and names the path) only for sizes it must refuse.
            if let table, Size(width: table[2 * index], height: table[2 * index + 1]).isValidElementSize {
                sizes.append(Size(width: table[2 * index], height: table[2 * index + 1]))
            } else if case .array(let pair) = element, pair.count == 2, case .number(let width) = pair[0], case .number(let height) = pair[1],
               Size(width: width, height: height).isValidElementSize {
                sizes.append(Size(width: width, height: height))
            } else {
                sizes.append(try SpecValues.size(element, path: SpecPath.element(index, of: path)))
            }
        }
        return sizes
    }
}
