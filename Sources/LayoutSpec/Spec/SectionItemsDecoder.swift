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
        let count = elements.count
        try budget.add(count)
        var sizes: [Size] = []
        sizes.reserveCapacity(count)
        // The common case, a valid pair, is read from the tape directly and
        // needs no path string; the full reader runs (and names the path)
        // only for sizes it must refuse.
        var index = elements.startIndex
        while index < elements.endIndex {
            if let (width, height) = elements.numberPair(at: index), Size(width: width, height: height).isValidElementSize {
                sizes.append(Size(width: width, height: height))
            } else {
                sizes.append(try SpecValues.size(elements[index], path: SpecPath.element(sizes.count, of: path)))
            }
            index = elements.index(after: index)
        }
        return sizes
    }
}
