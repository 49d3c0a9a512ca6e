import CollectionLayout
import LayoutSpec
import Testing

/// `"sectionBackground"` in flow and waterfall specs: off by default, a boolean.
@Suite struct SectionBackgroundSpecTests {
    typealias S = SpecDocuments

    @Test func flowAndWaterfallTakeTheKey() throws {
        #expect(try S.flow(S.spec()).configuration.sectionBackground == false)
        #expect(try S.flow(S.spec(layout: #"{"type": "flow", "sectionBackground": true}"#)).configuration.sectionBackground)
        #expect(try S.waterfall(S.waterfall()).configuration.sectionBackground == false)
        #expect(try S.waterfall(S.waterfall(layout: #"{"type": "waterfall", "sectionBackground": true}"#)).configuration.sectionBackground)
    }

    @Test func theBackgroundIsLaidOut() throws {
        let prepared = try LayoutSpecification(json: S.spec(layout: #"{"type": "flow", "sectionBackground": true}"#)).prepare()
        let background = prepared.attributesForDecorationElement(ofKind: SectionBackground.kind, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test(arguments: [
        RefusedSpec("flow background as a number", S.spec(layout: #"{"type": "flow", "sectionBackground": 1}"#), "layout.sectionBackground: expected true or false, got a number"),
        RefusedSpec("waterfall background as a string", S.waterfall(layout: #"{"type": "waterfall", "sectionBackground": "yes"}"#),
                    "layout.sectionBackground: expected true or false, got a string"),
        RefusedSpec("background in a section", S.spec(sections: #"[{"count": 1, "sectionBackground": true}]"#),
                    "sections[0].sectionBackground: unknown key (expected one of count, itemSize, itemSizes, inset, headerSize, footerSize, minimumLineSpacing, minimumInteritemSpacing)"),
    ])
    func refused(_ spec: RefusedSpec) {
        #expect(S.refusal(spec.json) == spec.error)
    }
}
