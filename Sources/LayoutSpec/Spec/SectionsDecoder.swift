import CollectionLayout
import LayoutWorkloads

/// Reads `sections`: either an array of section objects, or a generated data
/// set `{ "workload": NAME, "items": N, "seed": S }` from `LayoutWorkloads`.
enum SectionsDecoder {
    /// The keys of a workload object.
    static let workloadKeys = ["workload", "items", "seed"]

    /// What `sections` must be, for messages.
    static let expectation = #"an array of sections or a workload object {"workload": NAME, "items": N, "seed": S}"#

    /// The largest seed: seeds are JSON numbers, exact as integers up to 2^53.
    static let maximumSeed = 1 << 53

    /// One layout section per listed section object (each checked against
    /// `sectionKeys` and read by `section`), or per generated section of a
    /// workload (wrapped by `workloadSection`).
    /// - Complexity: O(items) in the spec, plus the workload's generation.
    static func decode<Section>(
        _ value: JSONValue,
        sectionKeys: [String],
        section: (SpecObject, inout ItemBudget) throws(SpecError) -> Section,
        workloadSection: (ItemSizes) -> Section
    ) throws(SpecError) -> [Section] {
        switch value {
        case .array(let elements):
            var budget = ItemBudget()
            var sections: [Section] = []
            sections.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                let object = try SpecObject(element, path: SpecPath.element(index, of: "sections"), allowedKeys: sectionKeys, description: "a section object")
                sections.append(try section(object, &budget))
            }
            return sections
        case .object:
            let (workload, items, seed) = try workloadSelection(value)
            return workload.sections(items: items, seed: seed).map(workloadSection)
        default:
            throw SpecError(path: "sections", message: "expected \(expectation), got \(value.kindDescription)")
        }
    }

    /// The workload, item count and seed of a workload object; `seed` defaults to 0.
    static func workloadSelection(_ value: JSONValue) throws(SpecError) -> (Workload, items: Int, seed: UInt64) {
        let object = try SpecObject(value, path: "sections", allowedKeys: workloadKeys)
        let names = Workload.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        let workload = try SpecValues.choice(
            try object.required("workload", expected: "one of \(names)"), path: object.path(of: "workload"), noun: "workload", as: Workload.self
        )
        let items = try SpecValues.wholeNumber(
            try object.required("items", expected: "the number of items, 0 to \(ItemBudget.limit)"), path: object.path(of: "items"),
            in: 0...ItemBudget.limit, tooLarge: ItemBudget.tooMany
        )
        let seed = try object.optional("seed") { (value, path) throws(SpecError) in
            try SpecValues.wholeNumber(value, path: path, in: 0...maximumSeed)
        } ?? 0
        return (workload, items, UInt64(seed))
    }
}
