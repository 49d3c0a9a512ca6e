import CollectionLayout
import Testing

/// Section backgrounds (seed 004): one decoration per section with items,
/// spanning the section between its header and its footer and the whole cross
/// extent, below cells; flow in both directions and waterfall.
@Suite("Section backgrounds: frames, zIndex and queries")
struct SectionBackgroundTests {
    /// Flow, items 50 × 50, spacings 10, insets 10, header and footer 20 × 20 and
    /// 15 × 15 (only the scroll-axis extent counts), backgrounds on; sections of 5,
    /// 0 and 2 items.
    static func flow(_ direction: Axis) -> FlowLayout {
        var configuration = FlowLayout.Configuration()
        configuration.scrollDirection = direction
        configuration.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        configuration.headerReferenceSize = Size(width: 20, height: 20)
        configuration.footerReferenceSize = Size(width: 15, height: 15)
        configuration.sectionBackground = true
        let item = Size(width: 50, height: 50)
        return FlowLayout(configuration: configuration, sections: [
            .init(items: .uniform(count: 5, size: item)), .init(items: .uniform(count: 0, size: item)), .init(items: .uniform(count: 2, size: item)),
        ])
    }

    static func background(_ prepared: PreparedLayout, section: Int) -> LayoutAttributes? {
        prepared.attributesForDecorationElement(ofKind: SectionBackground.kind, at: IndexPath(item: 0, section: section))
    }

    /// Vertical, bounds 200 wide: lines of 3 (50 + 10 + 50 + 10 + 50 = 170 <= 180).
    /// Section 0: header 0 ..< 20, lines at 30 and 90, items end 140 + 10 = 150,
    /// footer 150 ..< 165. Section 1 (empty): 165, items end 165 + 20 + 20 = 205,
    /// footer to 220. Section 2: header 220 ..< 240, line at 250, end 310.
    @Test("Flow, vertical: from the header's end to the footer's start, full width; none for an empty section")
    func flowVertical() throws {
        let prepared = try Self.flow(.vertical).prepare(boundsSize: Size(width: 200, height: 400), index: .auto)
        #expect(Self.background(prepared, section: 0)?.frame == rect(0, 20, 200, 130))
        #expect(Self.background(prepared, section: 1) == nil)
        #expect(Self.background(prepared, section: 2)?.frame == rect(0, 240, 200, 70))
        try Self.checkEnclosesCellsBelow(prepared)
    }

    /// Horizontal, bounds 200 tall: columns of 3; section 0's header 0 ..< 20 along
    /// x, columns at 30 and 90, items end 150.
    @Test("Flow, horizontal: the same along x, full height")
    func flowHorizontal() throws {
        let prepared = try Self.flow(.horizontal).prepare(boundsSize: Size(width: 400, height: 200), index: .auto)
        #expect(Self.background(prepared, section: 0)?.frame == rect(20, 0, 130, 200))
        #expect(Self.background(prepared, section: 1) == nil)
        #expect(Self.background(prepared, section: 2)?.frame == rect(240, 0, 70, 200))
        try Self.checkEnclosesCellsBelow(prepared)
    }

    /// Two columns 85 wide ((200 - 10 - 10 - 10) / 2); square items 85 tall; columns
    /// from 30, two rows (30, 125), tallest column ends 210, + 10 = 220.
    @Test("Waterfall: from the header's end to the columns' end plus the inset")
    func waterfall() throws {
        var configuration = WaterfallLayout.Configuration()
        configuration.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        configuration.headerHeight = 20
        configuration.footerHeight = 15
        configuration.sectionBackground = true
        let layout = WaterfallLayout(configuration: configuration, sections: [
            .init(items: .uniform(count: 4, size: Size(width: 1, height: 1))), .init(items: .uniform(count: 1, size: Size(width: 2, height: 1))),
        ])
        let prepared = try layout.prepare(boundsSize: Size(width: 200, height: 400), index: .auto)
        #expect(Self.background(prepared, section: 0)?.frame == rect(0, 20, 200, 200))
        // Section 1 starts at 235: header to 255, one item 42.5 tall from 265, + 10.
        #expect(Self.background(prepared, section: 1)?.frame == rect(0, 255, 200, 62.5))
        try Self.checkEnclosesCellsBelow(prepared)
    }

    @Test("Off by default: no background kind, no element")
    func offByDefault() throws {
        var layout = Self.flow(.vertical)
        layout.configuration.sectionBackground = false
        let prepared = try layout.prepare(boundsSize: Size(width: 200, height: 400), index: .auto)
        #expect(prepared.allElements().allSatisfy { $0.category != .decoration })
        #expect(prepared.kinds.existingCode(for: .decoration, SectionBackground.kind) == nil)
    }

    @Test("A rect between a section's items finds the background with every strategy")
    func queries() throws {
        for strategy in IndexStrategy.allCases {
            let prepared = try Self.flow(.vertical).prepare(boundsSize: Size(width: 200, height: 400), index: strategy)
            // Between line 1 (30 ..< 80) and line 2 (90 ..< 140), right of the items.
            let found = prepared.elements(in: rect(185, 82, 10, 5))
            #expect(found.map(\.kind) == [SectionBackground.kind], "\(strategy)")
            #expect(found.first?.indexPath == IndexPath(item: 0, section: 0))
        }
    }

    @Test("With negative insets that put the footer before the header's end, the background spans between the two")
    func negativeInsets() throws {
        var layout = Self.flow(.vertical)
        // Section 0: header 0 ..< 20, items from 20 - 60 = -40, lines -40 and 20, end 70 - 80 = -10.
        layout.configuration.sectionInset = EdgeInsets(top: -60, left: 10, bottom: -80, right: 10)
        let prepared = try layout.prepare(boundsSize: Size(width: 200, height: 400), index: .intervalTree)
        #expect(Self.background(prepared, section: 0)?.frame == rect(0, -10, 200, 30))
    }

    /// Every background lies below (zIndex) and around (frame, along the scroll
    /// axis and across) every cell of its section.
    static func checkEnclosesCellsBelow(_ prepared: PreparedLayout) throws {
        for section in 0..<prepared.numberOfSections {
            let count = prepared.numberOfItems(inSection: section) ?? 0
            guard count > 0 else { continue }
            let background = try #require(Self.background(prepared, section: section))
            #expect(background.category == .decoration)
            #expect(background.zIndex == SectionBackground.zIndex)
            for item in 0..<count {
                let cell = try #require(prepared.attributesForItem(at: IndexPath(item: item, section: section)))
                #expect(background.zIndex < cell.zIndex)
                #expect(background.frame.union(cell.frame) == background.frame, "section \(section) item \(item)")
            }
        }
    }
}
