import CollectionLayout
import LayoutWorkloads
import Testing

/// The attributes of a query whose results come in stretches of
/// consecutive implied cells (`writeAtStoredFrames`, which finds a
/// stretch's length four slots at a time and writes its cells two at a
/// time) are exactly `attributes(ofSlot:)` of `slots(in:)`: stretches of
/// every length from 1 to hundreds, starting and ending anywhere within a
/// bitmap word or a section, in a buffer last written by another layout
/// whose kinds (headers, footers, a long decoration kind) sit where cells
/// now go.
///
/// Fixtures: the `grid` workload (three 100 x 100 cells a line, 1,000 a
/// section, 44 pt headers) and the `photos` waterfall, 2,500 items each,
/// in an iPhone's bounds.
@Suite("PreparedLayout: stretches of implied cells")
struct PreparedLayoutCellStretchTests {
    /// Rects from one line to many screens, at positions that move by less than a line.
    static let rects: [Rect] = stride(from: 0.0, through: 12_000, by: 937).flatMap { y in
        [5.0, 60, 111, 400, 1_688, 7_000].map { height in Rect(x: 0, y: y, width: 390, height: height) }
            + [Rect(x: 150, y: y, width: 30, height: 500), Rect(x: 0, y: y + 37, width: 120, height: 333)]
    }

    @Test("Every rect, buffer reused across layouts", arguments: IndexStrategy.allCases)
    func stretches(strategy: IndexStrategy) throws {
        let grid = try Workload.grid.flowLayout(items: 2_500, seed: 7).prepare(boundsSize: Workload.phoneBounds, index: strategy)
        let photos = try Workload.photos.waterfallLayout(items: 2_500, seed: 7).prepare(boundsSize: Workload.phoneBounds, index: strategy)
        let decorated = try Self.decoratedRows(strategy: strategy)
        var buffer = QueryBuffer(), slots: [Int32] = [], longest = 0
        for rect in Self.rects {
            for (name, prepared) in [("grid", grid), ("photos", photos)] {
                // Kinds other than the cell's in every position first, then the query checked.
                decorated.elements(in: Rect(x: 0, y: 0, width: 400, height: 100_000), into: &buffer)
                #expect(buffer.attributes.contains { $0.kind != .cell })
                for round in 0..<2 {
                    prepared.elements(in: rect, into: &buffer)
                    prepared.slots(in: rect, into: &slots)
                    #expect(buffer.slots == slots, "\(name) \(rect) \(strategy) round \(round)")
                    let expected = slots.map { prepared.attributes(ofSlot: Int($0), visibleBounds: prepared.defaultVisibleBounds) }
                    #expect(buffer.attributes == expected, "\(name) \(rect) \(strategy) round \(round)")
                    #expect(buffer.attributes.map(\.kind) == expected.map(\.kind), "\(name) \(rect) \(strategy) round \(round)")
                }
                longest = Swift.max(longest, Self.longestStretch(slots))
            }
        }
        // Not vacuous: some stretch spans more than two bitmap words (64 slots each).
        #expect(longest > 128)
    }

    /// The length of the longest run of consecutive slots in `slots`.
    static func longestStretch(_ slots: [Int32]) -> Int {
        var longest = 0, current = 0
        for (position, slot) in slots.enumerated() {
            current = position > 0 && slot == slots[position - 1] &+ 1 ? current + 1 : 1
            longest = Swift.max(longest, current)
        }
        return longest
    }

    /// Compositional rows of 50 pt under a background of a long kind, with
    /// headers and footers: results of other kinds than the cell's, interleaved with cells.
    static func decoratedRows(strategy: IndexStrategy) throws -> PreparedLayout {
        typealias F = CompositionalFixtures
        let row = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: F.size(.fractionalWidth(1), .absolute(30)), elementKind: .header, alignment: .top)
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: F.size(.fractionalWidth(1), .absolute(20)), elementKind: .footer, alignment: .bottom)
        let section = CollectionLayoutSection(
            group: row, boundarySupplementaryItems: [header, footer],
            decorationItems: [.background(elementKind: ElementKind("a-background-kind-longer-than-fifteen-bytes"))]
        )
        return try F.layout(section, counts: Array(repeating: 7, count: 40)).prepare(boundsSize: F.bounds, index: strategy)
    }
}
