import CollectionLayout

/// A named, seeded, deterministic data set: the item sizes of a collection
/// view's sections. Shared by tests, benchmarks and the CLI (spec
/// `"sections": { "workload": NAME, "items": N, "seed": S }`), so that nobody
/// copies a data set into a test or a benchmark.
public enum Workload: String, Hashable, Sendable, CaseIterable {
    /// A uniform grid: 100 × 100 items, 1,000 per section (three per line in a
    /// 390-point-wide flow layout with the default spacing).
    case grid
    /// A variable-height feed: full-width posts (370 points wide) between 80 and
    /// 480 points tall, 200 per section.
    case feed
    /// A photo set: photos 120 points tall in the common aspect ratios (4:3, 3:4,
    /// 1:1, 16:9, 9:16, 3:2, 2:3), 500 per section. In a waterfall only the ratio counts.
    case photos

    /// One line about the data set, for help texts and the README.
    public var summary: String {
        switch self {
        case .grid: "uniform 100x100 items, 1000 per section"
        case .feed: "full-width posts 370 wide, 80 to 480 tall, 200 per section"
        case .photos: "photos 120 tall in common aspect ratios, 500 per section"
        }
    }

    /// Items per section (the last section holds the remainder).
    public var itemsPerSection: Int {
        switch self {
        case .grid: 1000
        case .feed: 200
        case .photos: 500
        }
    }

    /// The most items a workload generates: beyond this a layout would not fit
    /// comfortably in memory on the machines we measure on.
    public static let maximumItemCount = 100_000_000

    /// The aspect ratios (width / height) of `photos`.
    static let photoRatios: [Double] = [4.0 / 3, 3.0 / 4, 1, 16.0 / 9, 9.0 / 16, 3.0 / 2, 2.0 / 3]

    /// The item sizes of `items` items, split into sections, generated from `seed`.
    /// - Precondition: `0 <= items <= maximumItemCount` (callers validate input first).
    /// - Complexity: O(items) for `feed` and `photos`, O(sections) for `grid`.
    public func sections(items: Int, seed: UInt64) -> [ItemSizes] {
        precondition(items >= 0 && items <= Self.maximumItemCount, "item count out of range")
        var generator = SeededGenerator(seed: seed)
        var sections: [ItemSizes] = []
        var remaining = items
        while remaining > 0 {
            let count = Swift.min(remaining, itemsPerSection)
            remaining -= count
            switch self {
            case .grid:
                sections.append(.uniform(count: count, size: Size(width: 100, height: 100)))
            case .feed:
                sections.append(.list((0..<count).map { _ in
                    Size(width: 370, height: Double(Int.random(in: 80...480, using: &generator)))
                }))
            case .photos:
                sections.append(.list((0..<count).map { _ in
                    let ratio = Self.photoRatios[Int.random(in: 0..<Self.photoRatios.count, using: &generator)]
                    return Size(width: 120 * ratio, height: 120)
                }))
            }
        }
        return sections
    }
}
