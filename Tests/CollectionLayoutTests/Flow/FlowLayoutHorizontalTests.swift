import CollectionLayout
import Testing

/// The flow rules with `scrollDirection = .horizontal`: the axes swap. Lines are
/// columns filled top to bottom, sections follow each other along x, headers
/// and footers sit on the leading and trailing side and span the bounds' height.
@Suite("Flow rules 1-7, horizontal")
struct FlowLayoutHorizontalTests {
    /// bounds 300 × 200; header 30 × 999 and footer 25 × 999 (only the widths
    /// count); inset top 10, left 5, bottom 20, right 15, so A = 200 - 10 - 20 = 170;
    /// spacings 10; justified lines, leading last line.
    static func layout(_ sections: [FlowLayout.Section]) -> FlowLayout {
        var configuration = FlowLayout.Configuration()
        configuration.scrollDirection = .horizontal
        configuration.headerReferenceSize = Size(width: 30, height: 999)
        configuration.footerReferenceSize = Size(width: 25, height: 999)
        configuration.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
        return FlowLayout(configuration: configuration, sections: sections)
    }

    @Test("Columns, headers, footers and content size along x", arguments: IndexStrategy.allCases)
    func horizontalSections(strategy: IndexStrategy) throws {
        let items = ItemSizes.list([Size(width: 40, height: 80), Size(width: 20, height: 80), Size(width: 30, height: 100)])
        let prepared = try Self.layout([.init(items: items), .init(items: .list([]))])
            .prepare(boundsSize: Size(width: 300, height: 200), index: strategy)
        #expect(prepared.scrollAxis == .horizontal)
        // Header (0, 0, 30, 200): the reference height 999 is ignored.
        #expect(prepared.headerFrame(section: 0) == rect(0, 0, 30, 200))
        #expect(prepared.cellFrames(section: 0) == [
            // Column 1 at x = 0 + 30 + 5 = 35: heights 80 + 10 + 80 = 170 <= 170; + 10 + 100 > 170.
            // Its width is max(40, 20) = 40; item 1 centred: 35 + (40 - 20) / 2 = 45.
            // Justified, k = 2: gap (170 - 160) / 1 = 10 → y 10 and 10 + 80 + 10 = 100.
            rect(35, 10, 40, 80), rect(45, 100, 20, 80),
            // Column 2 (last, leading) at x = 35 + 40 + 10 = 85, y = 10.
            rect(85, 10, 30, 100),
        ])
        // Section end 85 + 30 + 15 = 130: footer (130, 0, 25, 200).
        #expect(prepared.footerFrame(section: 0) == rect(130, 0, 25, 200))
        // Section 1 (empty) starts at 155: header (155, 0, 30, 200), end 155 + 30 + 5 + 15 = 205.
        #expect(prepared.headerFrame(section: 1) == rect(155, 0, 30, 200))
        #expect(prepared.footerFrame(section: 1) == rect(205, 0, 25, 200))
        // contentSize = (end of the last section, bounds height).
        #expect(prepared.contentSize == Size(width: 230, height: 200))
    }

    @Test("Centre and trailing alignment run along y")
    func alignmentAlongY() throws {
        var layout = Self.layout([.init(items: .list([Size(width: 10, height: 50), Size(width: 10, height: 30)]))])
        layout.configuration.headerReferenceSize = .zero
        layout.configuration.footerReferenceSize = .zero
        layout.configuration.lastLineAlignment = .center
        // One column at x = 5 (packed 50 + 10 + 30 = 90): centre start 10 + (170 - 90) / 2 = 50 → y 50, 110.
        var prepared = try layout.prepare(boundsSize: Size(width: 300, height: 200), index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(5, 50, 10, 50), rect(5, 110, 10, 30)])
        // Trailing: start 10 + 170 - 90 = 90 → y 90, 150.
        layout.configuration.lastLineAlignment = .trailing
        prepared = try layout.prepare(boundsSize: Size(width: 300, height: 200), index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(5, 90, 10, 50), rect(5, 150, 10, 30)])
        // Content: 5 + 10 + 15 = 30 wide.
        #expect(prepared.contentSize == Size(width: 30, height: 200))
    }
}
