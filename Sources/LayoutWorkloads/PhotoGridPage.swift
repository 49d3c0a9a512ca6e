import CollectionLayout

/// The `photoGrid` workload: a seeded photo library, day after day, shown as
/// the Photos app does: a pinned header over each day, then the day's photos
/// in squares of nested groups.
///
/// A day holds `a × b` photos for `a` drawn from 1 to 12 and `b` from 1 to 6
/// (1 to 72, about 23 on average, most days few and some many), until the
/// count is reached (the last day takes what remains): 10^6 photos make about
/// 44,000 days.
///
/// Every day follows one description (`sectionDescription`): a 48-point header
/// pinned to the visible bounds, then groups as wide and as tall as the
/// screen (390 × 390): a large square two thirds wide beside two small
/// squares stacked, then a row of three small squares; every photo is inset
/// by 1 point, so photos are 2 points apart. Nothing is estimated: the data
/// holds item counts only.
public struct PhotoGridPage: Sendable {
    /// The photos of each day.
    public let photoCounts: [Int]

    /// The most photos a day holds.
    public static let maximumPhotosPerDay = 72

    /// Generates a library of `items` photos from `seed`.
    /// - Precondition: `0 <= items <= Workload.maximumItemCount`.
    /// - Complexity: O(days)
    public init(items: Int, seed: UInt64) {
        precondition(items >= 0 && items <= Workload.maximumItemCount, "item count out of range")
        var generator = SeededGenerator(seed: seed)
        var counts: [Int] = []
        var remaining = items
        while remaining > 0 {
            let drawn = Int.random(in: 1...12, using: &generator) * Int.random(in: 1...6, using: &generator)
            counts.append(Swift.min(remaining, drawn))
            remaining -= counts[counts.count - 1]
        }
        photoCounts = counts
    }

    /// The data, as the compositional layout takes it: each day's photo
    /// count, nothing measured (nothing is estimated).
    /// - Complexity: O(days)
    public var sections: [CompositionalLayout.Section] {
        photoCounts.map { CompositionalLayout.Section(count: $0) }
    }

    /// The photos' sizes as the grid shows them on an iPhone, for layouts that
    /// take item sizes: 258 × 258 for the first of every six photos of a day,
    /// 128 × 128 for the others.
    /// - Complexity: O(items)
    public var itemSizes: [ItemSizes] {
        photoCounts.map { count in
            .list((0..<count).map { $0 % 6 == 0 ? Size(width: 258, height: 258) : Size(width: 128, height: 128) })
        }
    }

    /// The library as a vertical compositional layout over `sections`, every
    /// section following `sectionDescription`.
    /// - Complexity: O(1)
    public static func layout(sections: [CompositionalLayout.Section]) -> CompositionalLayout {
        CompositionalLayout(section: sectionDescription, sections: sections)
    }

    /// A day: a pinned header, then 390 × 390 groups of a large square beside
    /// a pair of small ones over a row of three.
    public static let sectionDescription: CollectionLayoutSection = {
        let photoInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        func photo(width: Double, height: Double) -> CollectionLayoutSubitem {
            .item(CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(height)),
                contentInsets: photoInsets
            ))
        }
        let pair = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            subitem: photo(width: 1, height: 1), count: 2
        )
        let feature = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3)),
            subitems: [photo(width: 2.0 / 3, height: 1), .group(pair)]
        )
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitem: photo(width: 1, height: 1), count: 3
        )
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
            subitems: [.group(feature), .group(row)]
        )
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(48)),
            elementKind: ElementKind("header"), alignment: .top, pinToVisibleBounds: true, zIndex: 2
        )
        return CollectionLayoutSection(group: group, boundarySupplementaryItems: [header])
    }()
}
