import CollectionLayout
import Testing

/// Per-section overrides (UIKit's delegate methods): a section's inset, header
/// and footer sizes and spacings replace the layout's for that section only.
@Suite("Flow: per-section overrides")
struct FlowLayoutOverrideTests {
    @Test("Overrides apply to their section only", arguments: IndexStrategy.allCases)
    func overrides(strategy: IndexStrategy) throws {
        // Layout: header 40, no footer, inset zero, spacings 10, leading; bounds width 200.
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        configuration.lineAlignment = .leading
        configuration.lastLineAlignment = .leading
        let items = ItemSizes.uniform(count: 4, size: Size(width: 90, height: 30))
        let sections: [FlowLayout.Section] = [
            .init(items: items),
            .init(
                items: items, inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                headerReferenceSize: Size(width: 0, height: 20), footerReferenceSize: Size(width: 0, height: 6),
                minimumLineSpacing: 5, minimumInteritemSpacing: 0
            ),
            .init(items: .list([Size(width: 50, height: 50)]), headerReferenceSize: .zero),
        ]
        let prepared = try FlowLayout(configuration: configuration, sections: sections)
            .prepare(boundsSize: Size(width: 200, height: 400), index: strategy)

        // Section 0, the layout's values: A = 200; 90 + 10 + 90 = 190 <= 200, + 10 + 90 > 200.
        // Header (0, 0, 200, 40); lines at 40 and 40 + 30 + 10 = 80; x 0 and 100; end 110, no footer.
        #expect(prepared.headerFrame(section: 0) == rect(0, 0, 200, 40))
        #expect(prepared.cellFrames(section: 0) == [rect(0, 40, 90, 30), rect(100, 40, 90, 30), rect(0, 80, 90, 30), rect(100, 80, 90, 30)])
        #expect(prepared.footerFrame(section: 0) == nil)

        // Section 1: A = 200 - 2 - 4 = 194; 90 + 0 + 90 = 180 <= 194, + 0 + 90 > 194.
        // Header (0, 110, 200, 20); items from 110 + 20 + 1 = 131; x 2 and 92; line 2 at 131 + 30 + 5 = 166.
        #expect(prepared.headerFrame(section: 1) == rect(0, 110, 200, 20))
        #expect(prepared.cellFrames(section: 1) == [rect(2, 131, 90, 30), rect(92, 131, 90, 30), rect(2, 166, 90, 30), rect(92, 166, 90, 30)])
        // End 166 + 30 + 3 = 199; footer (0, 199, 200, 6).
        #expect(prepared.footerFrame(section: 1) == rect(0, 199, 200, 6))

        // Section 2 starts at 205, header overridden to zero: no header, item at (0, 205).
        #expect(prepared.headerFrame(section: 2) == nil)
        #expect(prepared.cellFrames(section: 2) == [rect(0, 205, 50, 50)])
        #expect(prepared.contentSize == Size(width: 200, height: 255))
    }
}
