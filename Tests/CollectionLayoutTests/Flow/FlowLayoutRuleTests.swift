import CollectionLayout
import Testing

/// Flow rules 1, 2, 6 and 7 of the contract, vertical: sections stack, headers
/// span the bounds whatever their reference width, a section ends after its
/// last line and bottom inset (or after its insets when empty), footers follow,
/// and the content is as wide as the bounds and as tall as the last section.
/// Every expected frame is computed by hand in the comments.
@Suite("Flow rules 1, 2, 6, 7: sections, headers, footers, content size")
struct FlowLayoutRuleTests {
    /// bounds width 300; header 999 × 40 (the width must be ignored), footer
    /// 7 × 20; inset top 5, left 10, bottom 15, right 20 (A = 300 - 10 - 20 = 270);
    /// spacings 10; leading alignment.
    static func layout(_ sections: [FlowLayout.Section]) -> FlowLayout {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 999, height: 40)
        configuration.footerReferenceSize = Size(width: 7, height: 20)
        configuration.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        configuration.minimumLineSpacing = 10
        configuration.minimumInteritemSpacing = 10
        configuration.lineAlignment = .leading
        configuration.lastLineAlignment = .leading
        return FlowLayout(configuration: configuration, sections: sections)
    }

    @Test("Three sections, one of them empty, stack with headers and footers", arguments: IndexStrategy.allCases)
    func sectionsStack(strategy: IndexStrategy) throws {
        let prepared = try Self.layout([
            .init(items: .uniform(count: 3, size: Size(width: 80, height: 50))),
            .init(items: .list([])),
            .init(items: .list([Size(width: 100, height: 30)])),
        ]).prepare(boundsSize: Size(width: 300, height: 600), index: strategy)

        // Section 0 starts at 0. Header (0, 0, 300, 40): full bounds width, not 999.
        #expect(prepared.headerFrame(section: 0) == rect(0, 0, 300, 40))
        // Items start at 0 + 40 + 5 = 45. Line: 80 | +10+80 = 170 | +10+80 = 260 <= 270: one line.
        // Leading from x = 10 with 10-point gaps: 10, 100, 190.
        #expect(prepared.cellFrames(section: 0) == [rect(10, 45, 80, 50), rect(100, 45, 80, 50), rect(190, 45, 80, 50)])
        // Section end 45 + 50 + 15 = 110; footer (0, 110, 300, 20), width 300 not 7.
        #expect(prepared.footerFrame(section: 0) == rect(0, 110, 300, 20))

        // Section 1 starts at 130, has no items: it ends at 130 + 40 + 5 + 15 = 190.
        #expect(prepared.headerFrame(section: 1) == rect(0, 130, 300, 40))
        #expect(prepared.cellFrames(section: 1) == [])
        #expect(prepared.footerFrame(section: 1) == rect(0, 190, 300, 20))

        // Section 2 starts at 210; its item at y = 210 + 40 + 5 = 255, x = 10.
        #expect(prepared.headerFrame(section: 2) == rect(0, 210, 300, 40))
        #expect(prepared.cellFrames(section: 2) == [rect(10, 255, 100, 30)])
        // End 255 + 30 + 15 = 300; footer (0, 300, 300, 20); content (300, 320).
        #expect(prepared.footerFrame(section: 2) == rect(0, 300, 300, 20))
        #expect(prepared.contentSize == Size(width: 300, height: 320))
        #expect(prepared.numberOfSections == 3)
        #expect(prepared.elementCount == 4 + 6)
    }

    @Test("A header or footer exists only when its height is > 0")
    func supplementaryNeedsHeight() throws {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 500, height: 0)
        configuration.footerReferenceSize = Size(width: 0, height: 0)
        let items = ItemSizes.uniform(count: 1, size: Size(width: 50, height: 50))
        let prepared = try FlowLayout(configuration: configuration, sections: [.init(items: items)])
            .prepare(boundsSize: Size(width: 300, height: 600), index: .auto)
        #expect(prepared.headerFrame(section: 0) == nil)
        #expect(prepared.footerFrame(section: 0) == nil)
        #expect(prepared.supplementaryCount == 0)
        // One item, alone on the last line, leading: (0, 0, 50, 50); content (300, 50).
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 50, 50)])
        #expect(prepared.contentSize == Size(width: 300, height: 50))
    }

    @Test("A header with zero reference width still spans the bounds")
    func headerWidthIgnored() throws {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        let prepared = try FlowLayout(configuration: configuration, sections: [.init(items: .list([]))])
            .prepare(boundsSize: Size(width: 300, height: 600), index: .auto)
        // (0, 0, 300, 40); the empty section ends at 0 + 40 + 0 + 0 = 40.
        #expect(prepared.headerFrame(section: 0) == rect(0, 0, 300, 40))
        #expect(prepared.contentSize == Size(width: 300, height: 40))
    }

    @Test("Content size with no sections, and with one empty section and negative insets")
    func contentSizeEdgeCases() throws {
        let bounds = Size(width: 300, height: 600)
        // No sections: (300, 0).
        #expect(try FlowLayout(sections: []).prepare(boundsSize: bounds, index: .auto).contentSize == Size(width: 300, height: 0))
        // One empty section, no header: end = 0 + 0 + top + bottom = 7 + (-3) = 4.
        var configuration = FlowLayout.Configuration()
        configuration.sectionInset = EdgeInsets(top: 7, left: -4, bottom: -3, right: 2)
        let prepared = try FlowLayout(configuration: configuration, sections: [.init(items: .list([]))])
            .prepare(boundsSize: bounds, index: .auto)
        #expect(prepared.contentSize == Size(width: 300, height: 4))
        #expect(prepared.elementCount == 0)
    }

    @Test("A section starts where the previous one ended, footer included")
    func sectionsFollowFooters() throws {
        // Per-section header heights 10 and 20, footer 20 (layout-wide), no items, inset (5, 10, 15, 20).
        // Section 0: header (0, 0, 300, 10), end 0 + 10 + 5 + 15 = 30, footer (0, 30, 300, 20), next 50.
        // Section 1: header (0, 50, 300, 20), end 50 + 20 + 5 + 15 = 90, footer (0, 90, 300, 20), content 110.
        let prepared = try Self.layout([
            .init(items: .list([]), headerReferenceSize: Size(width: 1, height: 10)),
            .init(items: .list([]), headerReferenceSize: Size(width: 1, height: 20)),
        ]).prepare(boundsSize: Size(width: 300, height: 600), index: .auto)
        #expect(prepared.headerFrame(section: 0) == rect(0, 0, 300, 10))
        #expect(prepared.footerFrame(section: 0) == rect(0, 30, 300, 20))
        #expect(prepared.headerFrame(section: 1) == rect(0, 50, 300, 20))
        #expect(prepared.footerFrame(section: 1) == rect(0, 90, 300, 20))
        #expect(prepared.contentSize.height == 110)
    }

    @Test("Bounds changes: a new size re-prepares, a scroll does only when something pins")
    func shouldInvalidate() {
        var layout = FlowLayout(sections: [])
        let old = rect(0, 0, 300, 600)
        #expect(layout.shouldInvalidate(forBoundsChange: rect(0, 0, 320, 600), from: old))
        #expect(layout.shouldInvalidate(forBoundsChange: rect(0, 0, 300, 500), from: old))
        #expect(!layout.shouldInvalidate(forBoundsChange: rect(0, 250, 300, 600), from: old))
        layout.configuration.sectionHeadersPinToVisibleBounds = true
        #expect(layout.shouldInvalidate(forBoundsChange: rect(0, 250, 300, 600), from: old))
        layout.configuration.sectionHeadersPinToVisibleBounds = false
        layout.configuration.sectionFootersPinToVisibleBounds = true
        #expect(layout.shouldInvalidate(forBoundsChange: rect(0, 250, 300, 600), from: old))
        #expect(!layout.shouldInvalidate(forBoundsChange: old, from: old))
    }

    @Test("UIKit's defaults")
    func defaults() {
        let configuration = FlowLayout.Configuration()
        #expect(configuration.itemSize == Size(width: 50, height: 50))
        #expect(configuration.estimatedItemSize == nil)
        #expect(configuration.minimumLineSpacing == 10)
        #expect(configuration.minimumInteritemSpacing == 10)
        #expect(configuration.headerReferenceSize == .zero)
        #expect(configuration.footerReferenceSize == .zero)
        #expect(configuration.sectionInset == .zero)
        #expect(configuration.scrollDirection == .vertical)
        #expect(!configuration.sectionHeadersPinToVisibleBounds)
        #expect(!configuration.sectionFootersPinToVisibleBounds)
        #expect(configuration.lineAlignment == .justified)
        #expect(configuration.lastLineAlignment == .leading)
        #expect(FlowLayout(sections: []).preferredIndexStrategy == .stripDirectory)
    }
}
