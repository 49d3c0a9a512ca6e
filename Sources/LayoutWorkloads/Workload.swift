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
    /// A stack of sticky cards: full-width cards (370 points wide) between 160
    /// and 240 points tall, 200 per section; with a line spacing of -100 they
    /// overlap and still start in order (`Workload.stickyCardsLayout`).
    case cards
    /// A vertical timeline of days: each section a day with 1 to 6 events,
    /// 280 points wide and 44 to 160 tall (`Workload.timelineLayout`).
    case events
    /// A horizontal timeline of milestones, as seed 000's layout 2: each section
    /// a date label (120 × 21), the node (120 × 120), a name label (120 × 21) and
    /// a picture of 100, 120 or 250 points square; the last section takes a
    /// remainder of up to 3 more pictures (`Workload.horizontalTimelineLayout`).
    case milestones
    /// A calendar of meetings, 15 minutes to 3 hours, mostly in working hours on
    /// weekdays, overlapping, days side by side (`MeetingCalendar`), 100 per
    /// section. As item sizes: agenda cards 370 points wide, a point per minute tall.
    case meetings
    /// An App Store page (`AppStorePage`): blocks of a featured carousel, a
    /// shelf carousel of three-row groups with price badges, a self-sizing list
    /// under a pinned header and a grid of nested groups with badges, 4 to 40
    /// items per section. As item sizes: the items as the page shows them.
    case appStore
    /// A photo library (`PhotoGridPage`): days of 1 to 72 photos under pinned
    /// headers, in squares of a large photo beside two small over a row of
    /// three. As item sizes: 258-point and 128-point squares.
    case photoGrid

    /// One line about the data set, for help texts and the README.
    public var summary: String {
        switch self {
        case .grid: "uniform 100x100 items, 1000 per section"
        case .feed: "full-width posts 370 wide, 80 to 480 tall, 200 per section"
        case .photos: "photos 120 tall in common aspect ratios, 500 per section"
        case .cards: "full-width cards 370 wide, 160 to 240 tall, 200 per section"
        case .events: "timeline days of 1 to 6 events, 280 wide, 44 to 160 tall"
        case .milestones: "timeline milestones: date 120x21, node 120x120, name 120x21, picture 100, 120 or 250 square"
        case .meetings: "calendar meetings 15 min to 3 h, mostly in working hours, 100 per section"
        case .appStore: "App Store page: featured and shelf carousels, self-sizing list, badged grid; 4 to 40 per section"
        case .photoGrid: "photo library: days of 1 to 72 photos, a large square beside two small over a row of three"
        }
    }

    /// Items per section (the last section holds the remainder); for `events`,
    /// `appStore` and `photoGrid`, the most per section (each section draws its
    /// count); for `milestones`, the items of one milestone (the last may hold
    /// up to 3 more).
    public var itemsPerSection: Int {
        switch self {
        case .grid: 1000
        case .feed: 200
        case .photos: 500
        case .cards: 200
        case .events: 6
        case .milestones: 4
        case .meetings: 100
        case .appStore: AppStorePage.SectionKind.allCases.map(\.itemCounts.upperBound).max()!
        case .photoGrid: PhotoGridPage.maximumPhotosPerDay
        }
    }

    /// The most items a workload generates: beyond this a layout would not fit
    /// comfortably in memory on the machines we measure on.
    public static let maximumItemCount = 100_000_000

    /// The aspect ratios (width / height) of `photos`.
    static let photoRatios: [Double] = [4.0 / 3, 3.0 / 4, 1, 16.0 / 9, 9.0 / 16, 3.0 / 2, 2.0 / 3]

    /// The item sizes of `items` items, split into sections, generated from `seed`.
    /// - Precondition: `0 <= items <= maximumItemCount` (callers validate input first).
    /// - Complexity: O(sections) for `grid`, O(items) for the others.
    public func sections(items: Int, seed: UInt64) -> [ItemSizes] {
        precondition(items >= 0 && items <= Self.maximumItemCount, "item count out of range")
        switch self {
        case .meetings: return MeetingCalendar(meetings: items, seed: seed).agendaSections(itemsPerSection: itemsPerSection)
        case .appStore: return AppStorePage(items: items, seed: seed).itemSizes
        case .photoGrid: return PhotoGridPage(items: items, seed: seed).itemSizes
        default: break
        }
        var generator = SeededGenerator(seed: seed)
        var sections: [ItemSizes] = []
        var remaining = items
        while remaining > 0 {
            let count = sectionCount(remaining: remaining, using: &generator)
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
            case .cards:
                sections.append(.list((0..<count).map { _ in
                    Size(width: 370, height: Double(Int.random(in: 160...240, using: &generator)))
                }))
            case .events:
                sections.append(.list((0..<count).map { _ in
                    Size(width: 280, height: Double(Int.random(in: 44...160, using: &generator)))
                }))
            case .milestones:
                sections.append(.list((0..<count).map { item in Self.milestoneItemSize(item, using: &generator) }))
            case .meetings, .appStore, .photoGrid:
                preconditionFailure("generated by MeetingCalendar, AppStorePage and PhotoGridPage above")
            }
        }
        return sections
    }

    /// The size of the next section, at most `remaining`: fixed per workload,
    /// drawn for `events`, and for `milestones` 4 unless fewer than 8 items
    /// remain (then all of them, so no milestone lacks its node).
    private func sectionCount(remaining: Int, using generator: inout SeededGenerator) -> Int {
        switch self {
        case .grid, .feed, .photos, .cards, .meetings, .appStore, .photoGrid: Swift.min(remaining, itemsPerSection)
        case .events: Swift.min(remaining, Int.random(in: 1...itemsPerSection, using: &generator))
        case .milestones: remaining < 2 * itemsPerSection ? remaining : itemsPerSection
        }
    }

    /// The sizes of seed 000's milestone column: date, node, name, then pictures.
    private static func milestoneItemSize(_ item: Int, using generator: inout SeededGenerator) -> Size {
        switch item {
        case 0, 2: return Size(width: 120, height: 21)
        case 1: return Size(width: 120, height: 120)
        default:
            let side = [100.0, 120, 250][Int.random(in: 0..<3, using: &generator)]
            return Size(width: side, height: side)
        }
    }
}
