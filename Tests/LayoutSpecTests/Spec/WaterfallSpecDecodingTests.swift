import CollectionLayout
import LayoutSpec
import Testing

/// `"type": "waterfall"`: every key, the defaults, and per-section overrides.
@Suite struct WaterfallSpecDecodingTests {
    @Test func defaults() throws {
        let layout = try SpecDocuments.waterfall(SpecDocuments.waterfall(sections: #"[{"count": 3}]"#))
        #expect(layout.configuration == WaterfallLayout.Configuration())
        #expect(layout.sections == [WaterfallLayout.Section(items: .uniform(count: 3, size: Size(width: 50, height: 50)))])
    }

    @Test func chtDefaultsAreTheContracts() {
        let c = WaterfallLayout.Configuration()
        #expect(c.columnCount == 2 && c.columnSpacing == 10 && c.interitemSpacing == 10)
        #expect(c.sectionInset == .zero && c.headerHeight == 0 && c.footerHeight == 0)
        #expect(c.itemRenderDirection == .shortestFirst)
    }

    @Test func everyLayoutKey() throws {
        let layout = try SpecDocuments.waterfall(SpecDocuments.waterfall(
            sections: #"[{"count": 2}]"#,
            layout: """
            {"type": "waterfall", "columnCount": 3, "columnSpacing": 4, "interitemSpacing": -1, "sectionInset": [1, 2, 3, 4],
             "headerHeight": 44, "footerHeight": 20, "itemRenderDirection": "rightToLeft", "itemSize": [4, 3]}
            """
        ))
        var expected = WaterfallLayout.Configuration()
        expected.columnCount = 3
        expected.columnSpacing = 4
        expected.interitemSpacing = -1
        expected.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expected.headerHeight = 44
        expected.footerHeight = 20
        expected.itemRenderDirection = .rightToLeft
        #expect(layout.configuration == expected)
        #expect(layout.sections.map(\.items) == [.uniform(count: 2, size: Size(width: 4, height: 3))])
    }

    @Test(arguments: WaterfallLayout.ItemRenderDirection.allCases)
    func everyRenderDirectionName(_ direction: WaterfallLayout.ItemRenderDirection) throws {
        let layout = try SpecDocuments.waterfall(SpecDocuments.waterfall(
            layout: #"{"type": "waterfall", "itemRenderDirection": "\#(direction.rawValue)"}"#
        ))
        #expect(layout.configuration.itemRenderDirection == direction)
    }

    @Test func sectionOverrides() throws {
        let layout = try SpecDocuments.waterfall(SpecDocuments.waterfall(sections: """
        [{"itemSizes": [[3, 4], [1, 1]], "columnCount": 4, "inset": [5, 6, 7, 8], "columnSpacing": 2,
          "interitemSpacing": 3, "headerHeight": 10, "footerHeight": 11},
         {"count": 1, "itemSize": [2, 1]}]
        """))
        #expect(layout.sections == [
            WaterfallLayout.Section(
                items: .list([Size(width: 3, height: 4), Size(width: 1, height: 1)]), columnCount: 4,
                inset: EdgeInsets(top: 5, left: 6, bottom: 7, right: 8), columnSpacing: 2, interitemSpacing: 3,
                headerHeight: 10, footerHeight: 11
            ),
            WaterfallLayout.Section(items: .uniform(count: 1, size: Size(width: 2, height: 1))),
        ])
    }

    @Test func maximumColumnCountIsAccepted() throws {
        let layout = try SpecDocuments.waterfall(SpecDocuments.waterfall(layout: #"{"type": "waterfall", "columnCount": 10000, "columnSpacing": 0}"#))
        #expect(layout.configuration.columnCount == WaterfallLayout.maximumColumnCount)
    }

    /// Column widths follow rule 1 and heights the aspect ratio (rule 2).
    @Test func laysOutByAspectRatio() throws {
        let prepared = try LayoutSpecification(json: SpecDocuments.waterfall(
            sections: #"[{"itemSizes": [[50, 100], [100, 50], [10, 10]]}]"#,
            layout: #"{"type": "waterfall", "columnSpacing": 10, "interitemSpacing": 5}"#
        )).prepare()
        let frames = prepared.allElements().map(\.frame)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 45, height: 90),
            Rect(x: 55, y: 0, width: 45, height: 22.5),
            Rect(x: 55, y: 27.5, width: 45, height: 45),
        ])
        #expect(prepared.contentSize == Size(width: 100, height: 90))
    }
}
