import CollectionLayout
import Testing

/// Waterfall rules 1-6 with hand-computed frames.
///
/// The main fixture: bounds width 350; 3 columns, column spacing 10; inset top 5,
/// left 10, bottom 15, right 20; interitem spacing 8; header 30, footer 12.
/// Rule 1: cw = (350 - 10 - 20 - 2·10) / 3 = 100; x = 10, 120, 230.
/// Rule 2 (heights h·cw/w): 50 × 40 → 80; 200 × 100 → 50; 100 × 30 → 30; 25 × 25 → 100.
/// Rule 3: header (0, 0, 350, 30); columns start at 0 + 30 + 5 = 35.
@Suite("Waterfall rules 1-6")
struct WaterfallLayoutRuleTests {
    static let sizes: [Size] = [
        Size(width: 50, height: 40), Size(width: 200, height: 100), Size(width: 100, height: 30),
        Size(width: 25, height: 25), Size(width: 200, height: 100), Size(width: 100, height: 30),
        Size(width: 100, height: 30),
    ]

    static func layout(_ direction: WaterfallLayout.ItemRenderDirection, sections: [WaterfallLayout.Section]? = nil) -> WaterfallLayout {
        var configuration = WaterfallLayout.Configuration()
        configuration.columnCount = 3
        configuration.columnSpacing = 10
        configuration.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        configuration.interitemSpacing = 8
        configuration.headerHeight = 30
        configuration.footerHeight = 12
        configuration.itemRenderDirection = direction
        return WaterfallLayout(configuration: configuration, sections: sections ?? [.init(items: .list(sizes))])
    }

    static let bounds = Size(width: 350, height: 800)

    @Test("shortestFirst: the true minimum, ties to the lowest column", arguments: IndexStrategy.allCases)
    func shortestFirst(strategy: IndexStrategy) throws {
        let prepared = try Self.layout(.shortestFirst).prepare(boundsSize: Self.bounds, index: strategy)
        #expect(prepared.headerFrame(section: 0) == rect(0, 0, 350, 30))
        #expect(prepared.cellFrames(section: 0) == [
            // heights [35, 35, 35]: tie, column 0; y 35 (first in column, no spacing) → [115, 35, 35].
            rect(10, 35, 100, 80),
            // [115, 35, 35]: columns 1 and 2 tie, column 1 → [115, 85, 35].
            rect(120, 35, 100, 50),
            // [115, 85, 35]: column 2 → [115, 85, 65].
            rect(230, 35, 100, 30),
            // [115, 85, 65]: the minimum is column 2 (seed 001's loop stops at column 1, the first
            // column shorter than column 0, and would put it at (120, 93)); y 65 + 8 = 73 → [115, 85, 173].
            rect(230, 73, 100, 100),
            // [115, 85, 173]: column 1, y 85 + 8 = 93 → [115, 143, 173].
            rect(120, 93, 100, 50),
            // [115, 143, 173]: column 0, y 115 + 8 = 123 → [153, 143, 173].
            rect(10, 123, 100, 30),
            // [153, 143, 173]: column 1, y 143 + 8 = 151 → [153, 181, 173].
            rect(120, 151, 100, 30),
        ])
        // Rule 6: end max(153, 181, 173) + 15 = 196; footer (0, 196, 350, 12); content 208.
        #expect(prepared.footerFrame(section: 0) == rect(0, 196, 350, 12))
        #expect(prepared.contentSize == Size(width: 350, height: 208))
    }

    @Test("Seed 001's first-smaller-column loop would pick a different column here")
    func notTheSeedBug() throws {
        // 3 columns, bounds 320, spacing 10, no inset: cw = (320 - 20) / 3 = 100; x 0, 110, 220.
        // Item 0 (100 × 100) → column 0: [100, 0, 0]. Item 1 (100 × 80) → column 1 (tie with 2): [100, 80, 0].
        // Item 2 (100 × 0, zero height) → column 2 at y 0: [100, 80, 0], column 2 now holds an item.
        // Item 3 (100 × 50): the minimum is column 2 (0 < 80 < 100), y 0 + 10 = 10. Seed 001's loop
        // stops at column 1, the first column shorter than column 0, and would put it at (110, 90).
        var configuration = WaterfallLayout.Configuration()
        configuration.columnCount = 3
        let sizes = [Size(width: 100, height: 100), Size(width: 100, height: 80), Size(width: 100, height: 0), Size(width: 100, height: 50)]
        let prepared = try WaterfallLayout(configuration: configuration, sections: [.init(items: .list(sizes))])
            .prepare(boundsSize: Size(width: 320, height: 600), index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 100, 100), rect(110, 0, 100, 80), rect(220, 0, 100, 0), rect(220, 10, 100, 50)])
    }

    @Test("leftToRight: column i % c")
    func leftToRight() throws {
        let prepared = try Self.layout(.leftToRight).prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [
            rect(10, 35, 100, 80),     // column 0 → 115
            rect(120, 35, 100, 50),    // column 1 → 85
            rect(230, 35, 100, 30),    // column 2 → 65
            rect(10, 123, 100, 100),   // column 0: 115 + 8 = 123 → 223
            rect(120, 93, 100, 50),    // column 1: 85 + 8 = 93 → 143
            rect(230, 73, 100, 30),    // column 2: 65 + 8 = 73 → 103
            rect(10, 231, 100, 30),    // column 0: 223 + 8 = 231 → 261
        ])
        // End 261 + 15 = 276; footer (0, 276, 350, 12); content 288.
        #expect(prepared.footerFrame(section: 0) == rect(0, 276, 350, 12))
        #expect(prepared.contentSize.height == 288)
    }

    @Test("rightToLeft: column c - 1 - i % c")
    func rightToLeft() throws {
        let prepared = try Self.layout(.rightToLeft).prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [
            rect(230, 35, 100, 80),    // column 2 → 115
            rect(120, 35, 100, 50),    // column 1 → 85
            rect(10, 35, 100, 30),     // column 0 → 65
            rect(230, 123, 100, 100),  // column 2: 115 + 8 → 223
            rect(120, 93, 100, 50),    // column 1: 85 + 8 → 143
            rect(10, 73, 100, 30),     // column 0: 65 + 8 → 103
            rect(230, 231, 100, 30),   // column 2: 223 + 8 → 261
        ])
        #expect(prepared.footerFrame(section: 0) == rect(0, 276, 350, 12))
        #expect(prepared.contentSize.height == 288)
    }

    @Test("interitemSpacing separates items of one section in a column, never across sections")
    func spacingWithinSectionsOnly() throws {
        // bounds 210, 2 columns, spacing 10, no inset: cw = (210 - 10) / 2 = 100; x 0 and 110.
        // Interitem 8; no header/footer except section 1's overrides (header 20, footer 6).
        var configuration = WaterfallLayout.Configuration()
        configuration.interitemSpacing = 8
        let items = ItemSizes.uniform(count: 3, size: Size(width: 100, height: 50))
        let prepared = try WaterfallLayout(configuration: configuration, sections: [
            .init(items: items),
            .init(items: .uniform(count: 2, size: Size(width: 100, height: 50)), headerHeight: 20, footerHeight: 6),
        ]).prepare(boundsSize: Size(width: 210, height: 600), index: .auto)
        // Section 0: [0, 0] → column 0 y 0; [50, 0] → column 1 y 0; [50, 50] tie → column 0, y 50 + 8 = 58.
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(0, 58, 100, 50)])
        // End max(108, 50) + 0 = 108. Section 1: header (0, 108, 210, 20); columns restart at 128 with
        // no spacing, although column 0 held items of section 0.
        #expect(prepared.headerFrame(section: 1) == rect(0, 108, 210, 20))
        #expect(prepared.cellFrames(section: 1) == [rect(0, 128, 100, 50), rect(110, 128, 100, 50)])
        // End 178; footer (0, 178, 210, 6); content 184.
        #expect(prepared.footerFrame(section: 1) == rect(0, 178, 210, 6))
        #expect(prepared.contentSize == Size(width: 210, height: 184))
    }

    @Test("A zero-height item still counts as an item of its column (spacing follows it)")
    func zeroHeightItem() throws {
        // 1 column, bounds 100: cw = 100. Item 0 (100 × 0) at y 0; item 1 at 0 + 8 = 8; end 58.
        var configuration = WaterfallLayout.Configuration()
        configuration.columnCount = 1
        configuration.interitemSpacing = 8
        let prepared = try WaterfallLayout(configuration: configuration, sections: [.init(items: .list([Size(width: 100, height: 0), Size(width: 100, height: 50)]))])
            .prepare(boundsSize: Size(width: 100, height: 600), index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 100, 0), rect(0, 8, 100, 50)])
        #expect(prepared.contentSize.height == 58)
    }

    @Test("Per-section column counts (and column widths)", arguments: IndexStrategy.allCases)
    func perSectionColumnCount(strategy: IndexStrategy) throws {
        // bounds 320, layout 2 columns, spacing 10, interitem 10, no inset (the defaults).
        let prepared = try WaterfallLayout(sections: [
            .init(items: .uniform(count: 2, size: Size(width: 155, height: 31))),
            .init(items: .uniform(count: 4, size: Size(width: 50, height: 60)), columnCount: 3),
            .init(items: .list([Size(width: 160, height: 80)]), columnCount: 1),
        ]).prepare(boundsSize: Size(width: 320, height: 600), index: strategy)
        // Section 0: cw = (320 - 10) / 2 = 155, height 31·155/155 = 31; x 0 and 165. End 31.
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 155, 31), rect(165, 0, 155, 31)])
        // Section 1: cw = (320 - 20) / 3 = 100, height 60·100/50 = 120; x 0, 110, 220 from y 31;
        // item 3 back in column 0 at 31 + 120 + 10 = 161. End 281.
        #expect(prepared.cellFrames(section: 1) == [rect(0, 31, 100, 120), rect(110, 31, 100, 120), rect(220, 31, 100, 120), rect(0, 161, 100, 120)])
        // Section 2: cw = 320, height 80·320/160 = 160 at y 281. End 441.
        #expect(prepared.cellFrames(section: 2) == [rect(0, 281, 320, 160)])
        #expect(prepared.contentSize == Size(width: 320, height: 441))
    }

    @Test("An empty section ends after its insets; its footer follows; no sections means no content")
    func emptySections() throws {
        // Header (0, 0, 350, 30); columns at 35; end 35 + 15 = 50; footer (0, 50, 350, 12); content 62.
        let prepared = try Self.layout(.shortestFirst, sections: [.init(items: .list([]))]).prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.headerFrame(section: 0) == rect(0, 0, 350, 30))
        #expect(prepared.footerFrame(section: 0) == rect(0, 50, 350, 12))
        #expect(prepared.contentSize == Size(width: 350, height: 62))
        let none = try Self.layout(.shortestFirst, sections: []).prepare(boundsSize: Self.bounds, index: .auto)
        #expect(none.contentSize == Size(width: 350, height: 0))
        #expect(none.elementCount == 0)
    }

    @Test("Headers and footers exist only when their height is > 0 (per-section overrides too)")
    func supplementaryOverrides() throws {
        let prepared = try Self.layout(.shortestFirst, sections: [
            .init(items: .list([]), headerHeight: 0, footerHeight: 0),
            .init(items: .list([]), headerHeight: 7),
        ]).prepare(boundsSize: Self.bounds, index: .auto)
        // Section 0: no header, columns at 0 + 0 + 5, end 5 + 15 = 20, no footer.
        #expect(prepared.headerFrame(section: 0) == nil)
        #expect(prepared.footerFrame(section: 0) == nil)
        // Section 1: header (0, 20, 350, 7); end 20 + 7 + 5 + 15 = 47; footer (0, 47, 350, 12); content 59.
        #expect(prepared.headerFrame(section: 1) == rect(0, 20, 350, 7))
        #expect(prepared.footerFrame(section: 1) == rect(0, 47, 350, 12))
        #expect(prepared.contentSize.height == 59)
    }

    @Test("Defaults, preferred index, and invalidation on width changes only")
    func defaultsAndInvalidation() {
        let configuration = WaterfallLayout.Configuration()
        #expect(configuration.columnCount == 2)
        #expect(configuration.columnSpacing == 10)
        #expect(configuration.interitemSpacing == 10)
        #expect(configuration.sectionInset == .zero)
        #expect(configuration.headerHeight == 0)
        #expect(configuration.footerHeight == 0)
        #expect(configuration.itemRenderDirection == .shortestFirst)
        let layout = WaterfallLayout(sections: [])
        #expect(layout.preferredIndexStrategy == .stripDirectory)
        let old = rect(0, 0, 350, 800)
        #expect(layout.shouldInvalidate(forBoundsChange: rect(0, 0, 400, 800), from: old))
        #expect(!layout.shouldInvalidate(forBoundsChange: rect(0, 500, 350, 800), from: old))
        #expect(!layout.shouldInvalidate(forBoundsChange: rect(0, 0, 350, 600), from: old))
    }
}
