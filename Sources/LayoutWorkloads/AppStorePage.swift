import CollectionLayout

/// The `appStore` workload: a seeded page like the App Store's Today and Apps
/// tabs, for the compositional layout (and, as item sizes, for any other).
///
/// Sections come in blocks of four kinds, always in this order
/// (`SectionKind(section:)`): a featured carousel, a shelf carousel, a list and a
/// grid (see `AppStorePage+Sections.swift` for each one's description). Each
/// section draws its item count from its kind's range, until the count is
/// reached (the last section takes what remains): about 64 items a block, so
/// 10^6 items make some 15,600 blocks of 4 sections.
///
/// List rows are the only items whose size the page does not know: each row
/// draws a height of 56 to 220 points, and two rows in three have been
/// measured (their height is in the data); the others are not yet (zero in the
/// data: the layout shows them at their estimate).
public struct AppStorePage: Sendable {
    /// What a section of the page is; the kinds repeat in declaration order.
    public enum SectionKind: Int, Hashable, Sendable, CaseIterable {
        /// Large cards paging one at a time, centred (`groupPagingCentered`).
        case featured
        /// Rows of apps in groups of three, scrolling sideways (`continuousGroupLeadingBoundary`).
        case shelf
        /// Self-sizing rows under a pinned header, over a background.
        case list
        /// A large tile beside two small ones, over a background.
        case grid

        /// The kind of section `section`.
        /// - Complexity: O(1)
        public init(section: Int) {
            self = Self.allCases[section % Self.allCases.count]
        }

        /// How many items a section of this kind holds (before the last
        /// section's remainder).
        /// - Complexity: O(1)
        public var itemCounts: ClosedRange<Int> {
            switch self {
            case .featured: 4...10
            case .shelf: 9...30
            case .list: 6...40
            case .grid: 6...24
            }
        }
    }

    /// The tallest and shortest list row, measured.
    static let rowHeights = 56...220

    /// The data, as the compositional layout takes it: for list rows the
    /// measured height (zero: not measured yet), for every other item a zero
    /// size (nothing about it is estimated).
    public let sections: [CompositionalLayout.Section]

    /// Generates a page of `items` items from `seed`.
    /// - Precondition: `0 <= items <= Workload.maximumItemCount`.
    /// - Complexity: O(items)
    public init(items: Int, seed: UInt64) {
        precondition(items >= 0 && items <= Workload.maximumItemCount, "item count out of range")
        var generator = SeededGenerator(seed: seed)
        var sections: [CompositionalLayout.Section] = []
        var remaining = items
        while remaining > 0 {
            let kind = SectionKind(section: sections.count)
            let count = Swift.min(remaining, Int.random(in: kind.itemCounts, using: &generator))
            remaining -= count
            guard kind == .list else {
                sections.append(CompositionalLayout.Section(count: count))
                continue
            }
            sections.append(CompositionalLayout.Section(items: .list((0..<count).map { _ in
                let height = Double(Int.random(in: Self.rowHeights, using: &generator))
                let measured = Int.random(in: 0..<3, using: &generator) < 2
                return Size(width: 0, height: measured ? height : 0)
            })))
        }
        self.sections = sections
    }

    /// The items' sizes as the page shows them on an iPhone, in whole points,
    /// for layouts that take item sizes: featured cards 315 × 300, shelf rows
    /// 308 × 76, list rows 350 wide at their height (the estimate, 88, where
    /// not measured), grid tiles 225 × 224 (the first of every three) and
    /// 109 × 108.
    /// - Complexity: O(items)
    public var itemSizes: [ItemSizes] {
        sections.indices.map { section in
            let items = sections[section].items
            switch SectionKind(section: section) {
            case .featured: return .uniform(count: items.count, size: Size(width: 315, height: 300))
            case .shelf: return .uniform(count: items.count, size: Size(width: 308, height: 76))
            case .list:
                return .list((0..<items.count).map { item in
                    let height = items[item].height
                    return Size(width: 350, height: height > 0 ? height : Self.rowEstimate)
                })
            case .grid:
                return .list((0..<items.count).map { item in
                    item % 3 == 0 ? Size(width: 225, height: 224) : Size(width: 109, height: 108)
                })
            }
        }
    }
}
