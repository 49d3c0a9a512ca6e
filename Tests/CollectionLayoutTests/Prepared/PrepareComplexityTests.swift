@testable import CollectionLayout
import Testing

/// Flow and waterfall prepare stay O(n), counted, not timed: the steps their
/// placement loops take (`PreparedLayout.itemVisits`: item sizes a flow reads
/// to fill and place its lines, column heights a waterfall reads to choose and
/// place its items) are exactly linear in the item count at every size, and a
/// prepare into reused storage takes the same steps as a fresh one.
@Suite("Prepare: operation counts are linear in n")
struct PrepareComplexityTests {
    static let sizes = [1_000, 2_000, 4_000, 8_000, 16_001]
    static let bounds = Size(width: 390, height: 844)

    /// A flow of 100 x 100 items with 10 pt spacing in 390 pt: three per line.
    static func flow(sectionCounts: [Int]) -> FlowLayout {
        FlowLayout(sections: sectionCounts.map { .init(items: .uniform(count: $0, size: Size(width: 100, height: 100))) })
    }

    /// The same flow with its sizes listed: each item read, not one size for all.
    static func listedFlow(sectionCounts: [Int]) -> FlowLayout {
        FlowLayout(sections: sectionCounts.map { .init(items: .list(Array(repeating: Size(width: 100, height: 100), count: $0))) })
    }

    @Test("Flow with listed sizes reads each item twice, plus once per line but a section's last", arguments: sizes)
    func flowItemReads(items: Int) throws {
        let layout = Self.listedFlow(sectionCounts: [items])
        let prepared = try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory)
        let lines = (items + 2) / 3
        // Each line measures its items and the first of the next (rejected),
        // the section's last line only its own; placing reads each item once.
        #expect(prepared.itemVisits == 2 * items + lines - 1)
        var reused = prepared
        try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory, into: &reused)
        #expect(reused.itemVisits == prepared.itemVisits)
    }

    @Test("Flow with uniform sizes measures its first and last lines and places each item once", arguments: sizes)
    func uniformFlowItemReads(items: Int) throws {
        let layout = Self.flow(sectionCounts: [items])
        let prepared = try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory)
        let lastLine = items - 3 * ((items - 1) / 3)
        // The first line's three items and the fourth (rejected), then each
        // item placed once; the last line measured (its items only) and placed.
        #expect(prepared.itemVisits == 4 + items + lastLine)
        var reused = prepared
        try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory, into: &reused)
        #expect(reused.itemVisits == prepared.itemVisits)
    }

    @Test("Flow's steps over many sections are the sum of theirs: O(n), not O(n · sections)")
    func flowSections() throws {
        let counts = [7, 0, 300, 1, 2, 3, 4_000, 11]
        let prepared = try Self.listedFlow(sectionCounts: counts).prepare(boundsSize: Self.bounds, index: .linear)
        let expected = counts.filter { $0 > 0 }.reduce(0) { $0 + 2 * $1 + ($1 + 2) / 3 - 1 }
        #expect(prepared.itemVisits == expected)
        // Doubling every section doubles the items read and the lines.
        let doubled = try Self.listedFlow(sectionCounts: counts.map { 2 * $0 }).prepare(boundsSize: Self.bounds, index: .linear)
        #expect(doubled.itemVisits == counts.filter { $0 > 0 }.reduce(0) { $0 + 4 * $1 + (2 * $1 + 2) / 3 - 1 })
        // Uniform sections: each the sum of its own first-line, placing and
        // last-line steps (a section of one line only measures and places it).
        let uniform = try Self.flow(sectionCounts: counts).prepare(boundsSize: Self.bounds, index: .linear)
        let uniformExpected = counts.filter { $0 > 0 }.reduce(0) { total, count in
            let lastLine = count - 3 * ((count - 1) / 3)
            return total + (count > 3 ? 4 + count + lastLine : 2 * count)
        }
        #expect(uniform.itemVisits == uniformExpected)
    }

    /// A waterfall of `items` photos-like sizes in `columns` columns.
    static func waterfall(items: Int, columns: Int, direction: WaterfallLayout.ItemRenderDirection) -> WaterfallLayout {
        var configuration = WaterfallLayout.Configuration()
        configuration.columnCount = columns
        configuration.itemRenderDirection = direction
        let sizes = (0..<items).map { Size(width: 100, height: Double(60 + ($0 * 37) % 140)) }
        return WaterfallLayout(configuration: configuration, sections: [.init(items: .list(sizes))])
    }

    @Test("Waterfall reads c + 1 column heights per item shortest-first, 1 otherwise", arguments: sizes)
    func waterfallHeightReads(items: Int) throws {
        for columns in [1, 2, 5] {
            let shortest = try Self.waterfall(items: items, columns: columns, direction: .shortestFirst).prepare(boundsSize: Self.bounds, index: .stripDirectory)
            #expect(shortest.itemVisits == items * (columns + 1), "\(columns) columns")
            let ordered = try Self.waterfall(items: items, columns: columns, direction: .leftToRight).prepare(boundsSize: Self.bounds, index: .stripDirectory)
            #expect(ordered.itemVisits == items, "\(columns) columns")
            var reused = shortest
            try Self.waterfall(items: items, columns: columns, direction: .shortestFirst).prepare(boundsSize: Self.bounds, index: .stripDirectory, into: &reused)
            #expect(reused.itemVisits == shortest.itemVisits, "\(columns) columns")
        }
    }

    @Test("Elements appended: one per item and per header and footer, at every size", arguments: sizes)
    func elementsAppended(items: Int) throws {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        configuration.footerReferenceSize = Size(width: 0, height: 20)
        let sections = [items / 2, items - items / 2].map { FlowLayout.Section(items: .uniform(count: $0, size: Size(width: 100, height: 100))) }
        let prepared = try FlowLayout(configuration: configuration, sections: sections).prepare(boundsSize: Self.bounds, index: .stripDirectory)
        #expect(prepared.frames.count == items + 4)
    }
}
