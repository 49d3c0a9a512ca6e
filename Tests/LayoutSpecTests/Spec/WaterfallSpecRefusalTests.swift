import CollectionLayout
import LayoutSpec
import Testing

/// Bad waterfall specs, refused with their JSON path and problem (by the
/// decoder, or by the engine through `prepare`).
@Suite struct WaterfallSpecRefusalTests {
    typealias S = SpecDocuments
    static let layoutKeys = "type, columnCount, columnSpacing, interitemSpacing, sectionInset, headerHeight, footerHeight, itemRenderDirection, itemSize, sectionBackground"
    static let sectionKeys = "count, itemSize, itemSizes, columnCount, inset, columnSpacing, interitemSpacing, headerHeight, footerHeight"

    static let cases: [RefusedSpec] = [
        RefusedSpec("zero columns", S.waterfall(layout: #"{"type": "waterfall", "columnCount": 0}"#), "layout.columnCount: must be >= 1, got 0"),
        RefusedSpec("negative columns", S.waterfall(layout: #"{"type": "waterfall", "columnCount": -2}"#), "layout.columnCount: must be >= 1, got -2"),
        RefusedSpec("fractional columns", S.waterfall(layout: #"{"type": "waterfall", "columnCount": 1.5}"#),
                    "layout.columnCount: must be a whole number, got 1.5"),
        RefusedSpec("too many columns", S.waterfall(layout: #"{"type": "waterfall", "columnCount": 10001}"#),
                    "layout.columnCount: must be <= 10000, got 10001"),
        RefusedSpec("columns as a string", S.waterfall(layout: #"{"type": "waterfall", "columnCount": "2"}"#),
                    "layout.columnCount: expected a number, got a string"),
        RefusedSpec("zero columns in a section", S.waterfall(sections: #"[{"count": 1, "columnCount": 0}]"#),
                    "sections[0].columnCount: must be >= 1, got 0"),
        RefusedSpec("unknown render direction", S.waterfall(layout: #"{"type": "waterfall", "itemRenderDirection": "topToBottom"}"#),
                    #"layout.itemRenderDirection: unknown itemRenderDirection "topToBottom" (expected one of "shortestFirst", "leftToRight", "rightToLeft")"#),
        RefusedSpec("negative header height", S.waterfall(layout: #"{"type": "waterfall", "headerHeight": -1}"#),
                    "layout.headerHeight: must be finite and >= 0, got -1.0"),
        RefusedSpec("negative footer height in a section", S.waterfall(sections: #"[{"count": 1, "footerHeight": -3}]"#),
                    "sections[0].footerHeight: must be finite and >= 0, got -3.0"),
        RefusedSpec("spacing as a boolean", S.waterfall(layout: #"{"type": "waterfall", "columnSpacing": false}"#),
                    "layout.columnSpacing: expected a number, got a boolean"),
        RefusedSpec("flow key in a waterfall layout", S.waterfall(layout: #"{"type": "waterfall", "minimumLineSpacing": 1}"#),
                    "layout.minimumLineSpacing: unknown key (expected one of \(layoutKeys))"),
        RefusedSpec("flow key in a waterfall section", S.waterfall(sections: #"[{"count": 1, "headerSize": [0, 10]}]"#),
                    "sections[0].headerSize: unknown key (expected one of \(sectionKeys))"),
        RefusedSpec("item size without width", S.waterfall(layout: #"{"type": "waterfall", "itemSize": [0, 10]}"#),
                    "layout.itemSize: width must be > 0 in a waterfall (items are sized by aspect ratio)"),
        RefusedSpec("negative item size", S.waterfall(layout: #"{"type": "waterfall", "itemSize": [10, -1]}"#),
                    "layout.itemSize: height must be finite and >= 0, got -1.0"),
        RefusedSpec("listed item without width", S.waterfall(sections: #"[{"itemSizes": [[1, 1], [0, 5]]}]"#),
                    "sections[0].itemSizes[1]: width must be > 0 in a waterfall (items are sized by aspect ratio)"),
        RefusedSpec("section item size without width", S.waterfall(sections: #"[{"count": 2, "itemSize": [0, 5]}]"#),
                    "sections[0].itemSize: width must be > 0 in a waterfall (items are sized by aspect ratio)"),
        RefusedSpec("columns wider than the bounds", S.waterfall(layout: #"{"type": "waterfall", "columnCount": 20, "columnSpacing": 10}"#),
                    "layout.columnCount: 20 columns with spacing 10.0 do not fit in width 100.0 (column width -4.5)"),
        RefusedSpec("section columns wider than the bounds", S.waterfall(sections: #"[{"count": 1, "columnCount": 3, "inset": [0, 60, 0, 60]}]"#),
                    "sections[0].columnCount: 3 columns with spacing 10.0 do not fit in width 100.0 (column width -13.333333333333334)"),
        RefusedSpec("negative count", S.waterfall(sections: #"[{"count": -3}]"#), "sections[0].count: must be >= 0, got -3"),
        RefusedSpec("count and itemSizes", S.waterfall(sections: #"[{"count": 1, "itemSizes": []}]"#),
                    "sections[0]: give either count or itemSizes, not both"),
    ]

    @Test(arguments: cases)
    func refused(_ spec: RefusedSpec) {
        #expect(SpecDocuments.refusal(spec.json) == spec.error)
    }

    /// A zero-width default item size is refused even when no section uses it:
    /// a waterfall can never lay such an item out.
    @Test func zeroWidthDefaultSizeIsRefusedWithoutItems() {
        #expect(SpecDocuments.refusal(S.waterfall(sections: "[]", layout: #"{"type": "waterfall", "itemSize": [0, 1]}"#))
            == "layout.itemSize: width must be > 0 in a waterfall (items are sized by aspect ratio)")
    }
}
