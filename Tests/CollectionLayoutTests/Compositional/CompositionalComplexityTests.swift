import CollectionLayout
import LayoutWorkloads
import Testing

/// Compositional queries at 10^5 items (3 × 10^5 elements: every item has
/// two badges), in visits: a·log2(n) + b·k with a = 6, b = 2
/// (`IndexComplexityTests`). Two shapes: a list section with a pinned header
/// and a background, and a carousel (one orthogonal strip) scrolled to its
/// start, middle and end, queried through the strip's own index.
///
/// With every element in one `SortedColumnIndex` lane, the badges (emitted
/// after the section's cells) and the section-long background and header
/// envelope made the list's queries scan the whole section, and the strip's
/// its whole length: 100,111 / 200,087 / 300,039 and 100,046 / 150,044 /
/// 200,041 visits at start / middle / end. Measured with a lane per role
/// (`CompositionalLane`): list, sorted columns 183 / 222 / 161 visits for
/// k = 110 / 149 / 111, interval tree 150 / 246 / 203; carousel, sorted
/// columns 80 / 82 / 48 for k = 8 / 10 / 8, interval tree 42 / 55 / 51.
@Suite("Compositional: query complexity at 10^5 items, in visits")
struct CompositionalComplexityTests {
    typealias F = CompositionalFixtures
    static let itemCount = 100_000
    static let viewport = Size(width: 390, height: 844)

    static func badge(_ kind: String, _ edges: DirectionalRectEdge) -> CollectionLayoutSupplementaryItem {
        .init(layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: ElementKind(kind), containerAnchor: .init(edges: edges, fractionalOffset: Point(x: 0.5, y: -0.5)))
    }

    /// Two badged items per 300-point group, in a list or a carousel.
    static let layouts: [String: CompositionalLayout] = {
        let item = F.item(.fractionalWidth(0.5), .fractionalHeight(1), badges: [badge("badge", [.top, .trailing]), badge("new", [.bottom, .leading])])
        let carousel = CollectionLayoutSection(group: .horizontal(layoutSize: F.size(.absolute(300), .absolute(100)), subitems: [item]), interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: F.size(.fractionalWidth(1), .absolute(40)), elementKind: .header, alignment: .top, pinToVisibleBounds: true)
        let list = CollectionLayoutSection(
            group: .horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(60)), subitems: [item]), interGroupSpacing: 10,
            boundarySupplementaryItems: [header], decorationItems: [.background(elementKind: ElementKind("background"))]
        )
        return ["list": F.layout(list, counts: [itemCount]), "carousel": F.layout(carousel, counts: [itemCount])]
    }()

    static func log2(_ n: Int) -> Double { Double(Int.bitWidth - (n - 1).leadingZeroBitCount) }

    /// The viewport with 422 points of prefetching before and after, at
    /// `fraction` of the list's length or of the carousel's scroll range.
    static func query(_ prepared: inout PreparedLayout, at fraction: Double) throws -> Rect {
        var rect = Rect(x: 0, y: -422, width: viewport.width, height: viewport.height + 844)
        if let strip = prepared.orthogonalSection(0) {
            try prepared.setOrthogonalScrollOffset((strip.maximumOffset * fraction).rounded(), forSection: 0)
        } else {
            rect.origin.y += ((prepared.contentSize.height - viewport.height) * fraction).rounded()
        }
        return rect
    }

    @Test("Viewport queries at the start, middle and end stay within a·log2(n) + b·k", arguments: ["list", "carousel"], [IndexStrategy.sortedColumns, .intervalTree])
    func viewportQueries(shape: String, strategy: IndexStrategy) throws {
        var prepared = try #require(Self.layouts[shape]).prepare(boundsSize: Self.viewport, index: strategy)
        for fraction in [0.0, 0.5, 1.0] {
            let rect = try Self.query(&prepared, at: fraction)
            let (visits, results) = prepared.visits(in: rect)
            #expect(prepared.elements(in: rect).contains { $0.kind == ElementKind("badge") }, "the query finds badges")
            #expect(Double(visits) <= 6 * Self.log2(prepared.elementCount) + 2 * Double(results), "\(shape) \(strategy) at \(fraction): \(visits) visits for k = \(results)")
        }
    }
}
