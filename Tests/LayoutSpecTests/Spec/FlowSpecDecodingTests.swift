import CollectionLayout
import LayoutSpec
import Testing

/// `"type": "flow"`: every key, the defaults, and per-section overrides.
@Suite struct FlowSpecDecodingTests {
    @Test func boundsAndDefaults() throws {
        let specification = try LayoutSpecification(json: SpecDocuments.spec(sections: #"[{"count": 2}]"#))
        #expect(specification.bounds == Size(width: 100, height: 200))
        #expect(specification.layout.typeName == "flow")
        #expect(specification.itemCount == 2)
        guard let layout = specification.layout.value as? FlowLayout else {
            Issue.record("not a flow layout")
            return
        }
        #expect(layout.configuration == FlowLayout.Configuration())
        #expect(layout.sections == [FlowLayout.Section(items: .uniform(count: 2, size: Size(width: 50, height: 50)))])
    }

    @Test func uikitDefaultsAreTheContracts() {
        let c = FlowLayout.Configuration()
        #expect(c.itemSize == Size(width: 50, height: 50))
        #expect(c.estimatedItemSize == nil)
        #expect(c.minimumLineSpacing == 10 && c.minimumInteritemSpacing == 10)
        #expect(c.headerReferenceSize == .zero && c.footerReferenceSize == .zero && c.sectionInset == .zero)
        #expect(c.scrollDirection == .vertical)
        #expect(!c.sectionHeadersPinToVisibleBounds && !c.sectionFootersPinToVisibleBounds)
        #expect(c.lineAlignment == .justified && c.lastLineAlignment == .leading)
    }

    @Test func everyLayoutKey() throws {
        let layout = try SpecDocuments.flow(SpecDocuments.spec(layout: """
        {"type": "flow", "itemSize": [30, 40], "estimatedItemSize": [60, 70], "minimumLineSpacing": 3,
         "minimumInteritemSpacing": -2.5, "headerReferenceSize": [0, 44], "footerReferenceSize": [1, 20],
         "sectionInset": [1, 2, 3, 4], "scrollDirection": "horizontal", "sectionHeadersPinToVisibleBounds": true,
         "sectionFootersPinToVisibleBounds": true, "lineAlignment": "center", "lastLineAlignment": "trailing"}
        """))
        var expected = FlowLayout.Configuration()
        expected.itemSize = Size(width: 30, height: 40)
        expected.estimatedItemSize = Size(width: 60, height: 70)
        expected.minimumLineSpacing = 3
        expected.minimumInteritemSpacing = -2.5
        expected.headerReferenceSize = Size(width: 0, height: 44)
        expected.footerReferenceSize = Size(width: 1, height: 20)
        expected.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expected.scrollDirection = .horizontal
        expected.sectionHeadersPinToVisibleBounds = true
        expected.sectionFootersPinToVisibleBounds = true
        expected.lineAlignment = .center
        expected.lastLineAlignment = .trailing
        #expect(layout.configuration == expected)
    }

    @Test(arguments: LineAlignment.allCases)
    func everyAlignmentName(_ alignment: LineAlignment) throws {
        let layout = try SpecDocuments.flow(SpecDocuments.spec(
            layout: #"{"type": "flow", "lineAlignment": "\#(alignment.rawValue)", "lastLineAlignment": "\#(alignment.rawValue)"}"#
        ))
        #expect(layout.configuration.lineAlignment == alignment)
        #expect(layout.configuration.lastLineAlignment == alignment)
    }

    @Test func verticalScrollDirectionByName() throws {
        let layout = try SpecDocuments.flow(SpecDocuments.spec(layout: #"{"type": "flow", "scrollDirection": "vertical"}"#))
        #expect(layout.configuration.scrollDirection == .vertical)
    }

    /// A `count` section without `itemSize` takes `estimatedItemSize` when set, else `itemSize`.
    @Test func countSectionsTakeTheEstimatedSizeFirst() throws {
        let sections = #"[{"count": 1}, {"count": 2, "itemSize": [5, 6]}]"#
        let estimated = try SpecDocuments.flow(SpecDocuments.spec(
            sections: sections, layout: #"{"type": "flow", "itemSize": [10, 20], "estimatedItemSize": [30, 40]}"#
        ))
        #expect(estimated.sections.map(\.items) == [
            .uniform(count: 1, size: Size(width: 30, height: 40)), .uniform(count: 2, size: Size(width: 5, height: 6)),
        ])
        let plain = try SpecDocuments.flow(SpecDocuments.spec(sections: sections, layout: #"{"type": "flow", "itemSize": [10, 20]}"#))
        #expect(plain.sections.map(\.items) == [
            .uniform(count: 1, size: Size(width: 10, height: 20)), .uniform(count: 2, size: Size(width: 5, height: 6)),
        ])
    }

    @Test func listedSizes() throws {
        let layout = try SpecDocuments.flow(SpecDocuments.spec(sections: #"[{"itemSizes": [[100, 120], [60, 80], [0, 0]]}, {"itemSizes": []}]"#))
        #expect(layout.sections.map(\.items) == [
            .list([Size(width: 100, height: 120), Size(width: 60, height: 80), .zero]), .list([]),
        ])
    }

    @Test func sectionOverrides() throws {
        let layout = try SpecDocuments.flow(SpecDocuments.spec(sections: """
        [{"count": 0},
         {"itemSizes": [[1, 2]], "inset": [10, 20, 30, 40], "headerSize": [0, 44], "footerSize": [0, 20],
          "minimumLineSpacing": 8, "minimumInteritemSpacing": -4}]
        """))
        #expect(layout.sections == [
            FlowLayout.Section(items: .uniform(count: 0, size: Size(width: 50, height: 50))),
            FlowLayout.Section(
                items: .list([Size(width: 1, height: 2)]), inset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
                headerReferenceSize: Size(width: 0, height: 44), footerReferenceSize: Size(width: 0, height: 20),
                minimumLineSpacing: 8, minimumInteritemSpacing: -4
            ),
        ])
    }

    @Test func noSectionsLaysOutNothing() throws {
        let prepared = try LayoutSpecification(json: SpecDocuments.spec(sections: "[]")).prepare()
        #expect(prepared.elementCount == 0)
        #expect(prepared.contentSize == Size(width: 100, height: 0))
    }

    @Test func zeroBoundsAreAccepted() throws {
        let specification = try LayoutSpecification(json: SpecDocuments.spec(bounds: #"{"height": 0, "width": 0}"#))
        #expect(specification.bounds == .zero)
    }

    @Test func keysMayComeInAnyOrder() throws {
        let a = try LayoutSpecification(json: #"{"layout": {"itemSize": [1, 2], "type": "flow"}, "sections": [{"itemSize": [3, 4], "count": 5}], "bounds": {"height": 2, "width": 1}}"#)
        let b = try LayoutSpecification(json: #"{"bounds": {"width": 1, "height": 2}, "sections": [{"count": 5, "itemSize": [3, 4]}], "layout": {"type": "flow", "itemSize": [1, 2]}}"#)
        #expect(a == b)
    }

    /// The contract's example spec decodes and lays out.
    @Test func contractExample() throws {
        let json = """
        {
          "bounds": { "width": 390, "height": 844 },
          "sections": [
            { "count": 30, "itemSize": [100, 100] },
            { "itemSizes": [[100, 120], [60, 80], [200, 40]],
              "inset": [10, 20, 10, 20], "headerSize": [0, 44], "footerSize": [0, 20],
              "minimumLineSpacing": 8, "minimumInteritemSpacing": 4 }
          ],
          "layout": { "type": "flow", "scrollDirection": "vertical", "itemSize": [50, 50] }
        }
        """
        let prepared = try LayoutSpecification(json: json).prepare()
        #expect(prepared.elementCount == 30 + 3 + 2)
        #expect(prepared.numberOfItems(inSection: 1) == 3)
    }
}
