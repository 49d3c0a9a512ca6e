import CollectionLayout
import Testing

/// Rect queries on a prepared layout (UIKit's `layoutAttributesForElements(in:)`):
/// positive-area overlap, empty rects, the reusable buffer, the visit counter.
///
/// Fixture: bounds 300 × 600, spacings 10, leading, no header; one section of
/// four 100 × 50 items. 100 + 10 + 100 = 210 <= 300 but + 10 + 100 = 320 > 300,
/// so line 1 holds items 0 and 1 at x 0 and 110, line 2 (y 50 + 10 = 60) items 2
/// and 3. Content (300, 110).
@Suite("PreparedLayout rect queries")
struct PreparedLayoutQueryTests {
    static func prepared(_ strategy: IndexStrategy) throws -> PreparedLayout {
        var configuration = FlowLayout.Configuration()
        configuration.lineAlignment = .leading
        return try FlowLayout(configuration: configuration, sections: [.init(items: .uniform(count: 4, size: Size(width: 100, height: 50)))])
            .prepare(boundsSize: Size(width: 300, height: 600), index: strategy)
    }

    /// The items a query finds, in item order.
    static func items(_ prepared: PreparedLayout, _ query: Rect) -> [Int] {
        prepared.elements(in: query).map(\.indexPath.item).sorted()
    }

    @Test("Layout of the fixture")
    func fixture() throws {
        let prepared = try Self.prepared(.auto)
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(0, 60, 100, 50), rect(110, 60, 100, 50)])
    }

    /// (query, items found): edges that only touch find nothing.
    static let positiveAreaCases: [(Rect, [Int])] = [
        (rect(100, 0, 10, 50), []),          // the gap between items 0 and 1: touches both, overlaps neither
        (rect(99.5, 0, 11, 50), [0, 1]),     // half a point into each
        (rect(0, 50, 300, 10), []),          // the gap between the lines
        (rect(0, 49.75, 300, 10.5), [0, 1, 2, 3]),
        (rect(-10, -10, 10, 10), []),        // touches item 0's top-left corner only
        (rect(210, 0, 90, 110), []),         // right of the items, touching items 1 and 3
        (rect(0, 110, 300, 100), []),        // below the content, touching line 2
        (rect(50, 25, 1, 1), [0]),
        (rect(0, 0, 100, 50), [0]),          // exactly item 0
        (rect(-1e9, -1e9, 2e9, 2e9), [0, 1, 2, 3]),
    ]

    @Test("Positive-area overlap: touching is not intersecting", arguments: IndexStrategy.allCases)
    func positiveArea(strategy: IndexStrategy) throws {
        let prepared = try Self.prepared(strategy)
        for (query, expected) in Self.positiveAreaCases {
            #expect(Self.items(prepared, query) == expected, "\(strategy) \(query)")
        }
    }

    @Test("Rects without area find nothing, even inside an element", arguments: IndexStrategy.allCases)
    func emptyRects(strategy: IndexStrategy) throws {
        let prepared = try Self.prepared(strategy)
        for query in [rect(50, 25, 0, 0), rect(50, 0, 0, 110), rect(0, 25, 300, 0), rect(-1e9, 25, 2e9, 0)] {
            #expect(prepared.elements(in: query).isEmpty, "\(strategy) \(query)")
            #expect(prepared.visits(in: query).results == 0)
        }
    }

    @Test("A reused QueryBuffer holds only the last query's results, slots parallel to attributes", arguments: IndexStrategy.allCases)
    func reusedBuffer(strategy: IndexStrategy) throws {
        let prepared = try Self.prepared(strategy)
        var buffer = QueryBuffer(capacity: 2)
        prepared.elements(in: rect(0, 0, 300, 110), into: &buffer)
        #expect(buffer.attributes.count == 4)
        prepared.elements(in: rect(120, 70, 1, 1), into: &buffer)
        #expect(buffer.attributes.map(\.indexPath) == [IndexPath(item: 3, section: 0)])
        #expect(buffer.slots.count == 1)
        #expect(prepared.attributes(ofSlot: Int(buffer.slots[0]), visibleBounds: prepared.defaultVisibleBounds) == buffer.attributes[0])
        prepared.elements(in: rect(0, 500, 10, 10), into: &buffer)
        #expect(buffer.attributes.isEmpty)
        #expect(buffer.slots.isEmpty)
    }

    @Test("slots(in:into:) replaces what the array held")
    func slotsReplace() throws {
        let prepared = try Self.prepared(.intervalTree)
        var slots: [Int32] = [99, 98]
        prepared.slots(in: rect(0, 0, 50, 50), into: &slots)
        #expect(slots == [0])
    }

    @Test("visits(in:) counts results and work; the linear scan visits every element", arguments: IndexStrategy.allCases)
    func visits(strategy: IndexStrategy) throws {
        let prepared = try Self.prepared(strategy)
        let (visits, results) = prepared.visits(in: rect(0, 0, 300, 55))
        #expect(results == 2)
        #expect(visits >= results)
        if prepared.index.strategy == .linear { #expect(visits == 4) }
    }

    @Test("A layout without elements answers every query with nothing", arguments: IndexStrategy.allCases)
    func noElements(strategy: IndexStrategy) throws {
        for layout in [FlowLayout(sections: []), FlowLayout(sections: [.init(items: .list([]))])] {
            let prepared = try layout.prepare(boundsSize: Size(width: 300, height: 600), index: strategy)
            #expect(prepared.elementCount == 0)
            #expect(prepared.elements(in: rect(-1e9, -1e9, 2e9, 2e9)).isEmpty)
        }
    }

    @Test("The output order: category, kind, section, item")
    func outputOrder() {
        func attributes(_ category: ElementCategory, _ kind: ElementKind, _ section: Int, _ item: Int) -> LayoutAttributes {
            LayoutAttributes(category: category, kind: kind, indexPath: IndexPath(item: item, section: section), frame: .zero)
        }
        let ordered = [
            attributes(.cell, .cell, 0, 0), attributes(.cell, .cell, 0, 1), attributes(.cell, .cell, 1, 0),
            attributes(.supplementary, .footer, 0, 0), attributes(.supplementary, .footer, 2, 0),
            attributes(.supplementary, .header, 0, 0), attributes(.supplementary, .header, 1, 0),
            attributes(.decoration, ElementKind("background"), 0, 0),
        ]
        #expect(ordered.reversed().sorted(by: LayoutAttributes.outputOrder) == ordered)
        #expect(ordered.shuffled().sorted(by: LayoutAttributes.outputOrder) == ordered)
    }
}
