import CollectionLayout
import LayoutSpec
import LayoutWorkloads
import Testing

/// `"type": "timeline"`: every key in both scroll directions, the defaults,
/// workloads, and refusals with their exact one-line message.
@Suite struct TimelineSpecTests {
    typealias S = SpecDocuments

    static func spec(sections: String = #"[{"count": 2}]"#, layout: String = #"{"type": "timeline"}"#) -> String {
        S.spec(sections: sections, layout: layout)
    }

    static let layoutKeys = "type, scrollDirection, itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, "
        + "headerReferenceSize, footerReferenceSize, axisOffset, lineThickness, nodeItem, nodeRadius"

    @Test func defaults() throws {
        let layout = try S.timeline(Self.spec())
        let c = layout.configuration
        #expect(c == TimelineLayout.Configuration())
        #expect(c.scrollDirection == .vertical && c.itemSize == Size(width: 50, height: 50) && c.minimumLineSpacing == 10 && c.minimumInteritemSpacing == 10)
        #expect(c.sectionInset == .zero && c.headerReferenceSize == .zero && c.footerReferenceSize == .zero)
        #expect(c.axisOffset == 18 && c.lineThickness == 2 && c.nodeItem == 1 && c.nodeRadius == 10)
        #expect(layout.sections == [TimelineLayout.Section(items: .uniform(count: 2, size: Size(width: 50, height: 50)))])
    }

    @Test func everyVerticalKey() throws {
        let layout = try S.timeline(Self.spec(
            sections: #"[{"count": 1, "inset": [1, 1, 1, 1], "minimumLineSpacing": 3, "minimumInteritemSpacing": 4}, {"itemSizes": [[5, 6]]}]"#,
            layout: """
            {"type": "timeline", "scrollDirection": "vertical", "itemSize": [20, 30], "minimumLineSpacing": -1, "minimumInteritemSpacing": 2,
             "sectionInset": [10, 48, 10, 50], "headerReferenceSize": [0, 40], "footerReferenceSize": [20, 2], "axisOffset": 18.5, "lineThickness": 0.55}
            """
        ))
        var expected = TimelineLayout.Configuration()
        expected.itemSize = Size(width: 20, height: 30)
        expected.minimumLineSpacing = -1
        expected.minimumInteritemSpacing = 2
        expected.sectionInset = EdgeInsets(top: 10, left: 48, bottom: 10, right: 50)
        expected.headerReferenceSize = Size(width: 0, height: 40)
        expected.footerReferenceSize = Size(width: 20, height: 2)
        expected.axisOffset = 18.5
        expected.lineThickness = 0.55
        #expect(layout.configuration == expected)
        #expect(layout.sections == [
            .init(items: .uniform(count: 1, size: Size(width: 20, height: 30)), inset: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), minimumLineSpacing: 3, minimumInteritemSpacing: 4),
            .init(items: .list([Size(width: 5, height: 6)])),
        ])
    }

    @Test func horizontalKeys() throws {
        let layout = try S.timeline(Self.spec(
            sections: #"{"workload": "milestones", "items": 40, "seed": 5}"#,
            layout: #"{"type": "timeline", "scrollDirection": "horizontal", "nodeItem": 0, "nodeRadius": 12.5}"#
        ))
        #expect(layout.configuration.scrollDirection == .horizontal)
        #expect(layout.configuration.nodeItem == 0 && layout.configuration.nodeRadius == 12.5)
        #expect(layout.sections.map(\.items) == Workload.milestones.sections(items: 40, seed: 5))
    }

    static let refusals: [RefusedSpec] = [
        RefusedSpec("unknown key", spec(layout: #"{"type": "timeline", "lineWidth": 2}"#), "layout.lineWidth: unknown key (expected one of \(layoutKeys))"),
        RefusedSpec("unknown section key", spec(sections: #"[{"count": 1, "headerSize": [0, 10]}]"#),
                    "sections[0].headerSize: unknown key (expected one of count, itemSize, itemSizes, inset, minimumLineSpacing, minimumInteritemSpacing)"),
        RefusedSpec("node key in a vertical timeline", spec(layout: #"{"type": "timeline", "nodeItem": 1}"#), #"layout.nodeItem: only with "scrollDirection": "horizontal""#),
        RefusedSpec("radius in a default (vertical) timeline", spec(layout: #"{"type": "timeline", "nodeRadius": 3}"#), #"layout.nodeRadius: only with "scrollDirection": "horizontal""#),
        RefusedSpec("axis offset in a horizontal timeline", spec(layout: #"{"type": "timeline", "scrollDirection": "horizontal", "axisOffset": 3}"#),
                    #"layout.axisOffset: only with "scrollDirection": "vertical""#),
        RefusedSpec("unknown direction", spec(layout: #"{"type": "timeline", "scrollDirection": "diagonal"}"#),
                    #"layout.scrollDirection: unknown scrollDirection "diagonal" (expected one of "vertical", "horizontal")"#),
        RefusedSpec("fractional node item", spec(layout: #"{"type": "timeline", "scrollDirection": "horizontal", "nodeItem": 1.5}"#),
                    "layout.nodeItem: must be a whole number, got 1.5"),
        RefusedSpec("negative node item", spec(layout: #"{"type": "timeline", "scrollDirection": "horizontal", "nodeItem": -1}"#), "layout.nodeItem: must be >= 0, got -1"),
        RefusedSpec("negative radius", spec(layout: #"{"type": "timeline", "scrollDirection": "horizontal", "nodeRadius": -2}"#), "layout.nodeRadius: must be finite and >= 0, got -2.0"),
        RefusedSpec("negative thickness", spec(layout: #"{"type": "timeline", "lineThickness": -0.5}"#), "layout.lineThickness: must be finite and >= 0, got -0.5"),
        RefusedSpec("negative footer size", spec(layout: #"{"type": "timeline", "footerReferenceSize": [20, -2]}"#), "layout.footerReferenceSize: height must be finite and >= 0, got -2.0"),
        RefusedSpec("a horizontal section without its node", spec(sections: #"[{"count": 2}, {"count": 1}]"#, layout: #"{"type": "timeline", "scrollDirection": "horizontal"}"#),
                    "sections[1]: a horizontal timeline's section needs its node, item 1 (layout.nodeItem), but has 1 item"),
        RefusedSpec("a milestones workload of one item", spec(sections: #"{"workload": "milestones", "items": 1}"#, layout: #"{"type": "timeline", "scrollDirection": "horizontal"}"#),
                    "sections[0]: a horizontal timeline's section needs its node, item 1 (layout.nodeItem), but has 1 item"),
    ]

    @Test(arguments: refusals)
    func refused(_ spec: RefusedSpec) {
        #expect(S.refusal(spec.json) == spec.error)
    }
}
