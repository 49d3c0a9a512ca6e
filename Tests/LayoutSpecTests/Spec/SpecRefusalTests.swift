import CollectionLayout
import LayoutSpec
import LayoutWorkloads
import Testing

/// A spec that must be refused, and the exact one-line refusal.
struct RefusedSpec: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let error: String

    init(_ name: String, _ json: String, _ error: String) {
        self.name = name
        self.json = json
        self.error = error
    }

    var testDescription: String { name }
}

/// Every bad input the contract lists, refused with its JSON path and problem.
@Suite struct SpecRefusalTests {
    typealias S = SpecDocuments
    static let flowKeys = "type, itemSize, estimatedItemSize, minimumLineSpacing, minimumInteritemSpacing, headerReferenceSize, "
        + "footerReferenceSize, sectionInset, scrollDirection, sectionHeadersPinToVisibleBounds, sectionFootersPinToVisibleBounds, "
        + "lineAlignment, lastLineAlignment, sectionBackground, closedForm"
    static let flowSectionKeys = "count, itemSize, itemSizes, inset, headerSize, footerSize, minimumLineSpacing, minimumInteritemSpacing"
    static let sectionsExpectation = #"an array of sections or a workload object {"workload": NAME, "items": N, "seed": S}"#
    static let workloadNames = Workload.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")

    static let document: [RefusedSpec] = [
        RefusedSpec("malformed JSON", #"{"bounds": }"#,
                    "malformed JSON at line 1, column 12: expected a value (object, array, string, number, true, false or null), found '}'"),
        RefusedSpec("malformed JSON on a later line", "{\n  \"bounds\": {\"width\": 1,, \"height\": 2}\n}",
                    "malformed JSON at line 2, column 25: expected a string key in double quotes, found ','"),
        RefusedSpec("empty document", "", "malformed JSON at line 1, column 1: expected a JSON value, found end of input"),
        RefusedSpec("root is an array", "[]", "expected a spec object with bounds, sections and layout, got an array"),
        RefusedSpec("unknown top-level key", #"{"bounds": {"width": 1, "height": 1}, "sectons": []}"#,
                    "sectons: unknown key (expected one of bounds, sections, layout)"),
        RefusedSpec("unknown key that is not an identifier", #"{"item size": 1}"#,
                    #"["item size"]: unknown key (expected one of bounds, sections, layout)"#),
        RefusedSpec("duplicate top-level key", #"{"bounds": {"width": 1, "height": 1}, "bounds": {"width": 1, "height": 1}}"#,
                    "bounds: duplicate key (each key may appear once)"),
        RefusedSpec("missing bounds", #"{"sections": [], "layout": {"type": "flow"}}"#, #"bounds: missing (expected {"width": W, "height": H})"#),
        RefusedSpec("bounds not an object", S.spec(bounds: "[390, 844]"), #"bounds: expected {"width": W, "height": H}, got an array"#),
        RefusedSpec("bounds without width", S.spec(bounds: #"{"height": 1}"#), "bounds.width: missing (expected a number >= 0)"),
        RefusedSpec("bounds without height", S.spec(bounds: #"{"width": 1}"#), "bounds.height: missing (expected a number >= 0)"),
        RefusedSpec("negative bounds", S.spec(bounds: #"{"width": 1, "height": -1}"#), "bounds.height: must be finite and >= 0, got -1.0"),
        RefusedSpec("bounds width as a string", S.spec(bounds: #"{"width": "390", "height": 1}"#), "bounds.width: expected a number, got a string"),
        RefusedSpec("infinite bounds", S.spec(bounds: #"{"width": 1e999, "height": 1}"#),
                    "malformed JSON at line 1, column 22: expected a number within the range of a Double, found 1e999, which overflows to infinity"),
        RefusedSpec("unknown bounds key", S.spec(bounds: #"{"width": 1, "height": 1, "depth": 1}"#),
                    "bounds.depth: unknown key (expected one of width, height)"),
        RefusedSpec("missing layout", #"{"bounds": {"width": 1, "height": 1}, "sections": []}"#,
                    #"layout: missing (expected an object whose "type" is one of "flow", "waterfall", "stickyCards", "timeline", "calendarWeek", "compositional")"#),
        RefusedSpec("layout not an object", S.spec(layout: #""flow""#), "layout: expected an object, got a string"),
        RefusedSpec("layout without type", S.spec(layout: #"{"itemSize": [1, 1]}"#), #"layout.type: missing (expected one of "flow", "waterfall", "stickyCards", "timeline", "calendarWeek", "compositional")"#),
        RefusedSpec("unknown layout type", S.spec(layout: #"{"type": "grid"}"#),
                    #"layout.type: unknown layout type "grid" (expected one of "flow", "waterfall", "stickyCards", "timeline", "calendarWeek", "compositional")"#),
        RefusedSpec("layout type not a string", S.spec(layout: #"{"type": 1}"#), "layout.type: expected a string, got a number"),
        RefusedSpec("missing sections", #"{"bounds": {"width": 1, "height": 1}, "layout": {"type": "flow"}}"#,
                    "sections: missing (expected \(sectionsExpectation))"),
        RefusedSpec("sections as a string", S.spec(sections: #""grid""#), "sections: expected \(sectionsExpectation), got a string"),
        RefusedSpec("sections as null", S.spec(sections: "null"), "sections: expected \(sectionsExpectation), got null"),
    ]

    static let flowLayout: [RefusedSpec] = [
        RefusedSpec("typo in a layout key", S.spec(layout: #"{"type": "flow", "itemSzie": [1, 1]}"#),
                    "layout.itemSzie: unknown key (expected one of \(flowKeys))"),
        RefusedSpec("waterfall key in a flow layout", S.spec(layout: #"{"type": "flow", "columnCount": 2}"#),
                    "layout.columnCount: unknown key (expected one of \(flowKeys))"),
        RefusedSpec("duplicate layout key", S.spec(layout: #"{"type": "flow", "itemSize": [1, 1], "itemSize": [2, 2]}"#),
                    "layout.itemSize: duplicate key (each key may appear once)"),
        RefusedSpec("size as a string", S.spec(layout: #"{"type": "flow", "itemSize": "big"}"#), "layout.itemSize: expected [width, height], got a string"),
        RefusedSpec("size with three numbers", S.spec(layout: #"{"type": "flow", "itemSize": [1, 2, 3]}"#),
                    "layout.itemSize: expected [width, height] (2 numbers), got 3 elements"),
        RefusedSpec("size with one number", S.spec(layout: #"{"type": "flow", "estimatedItemSize": [1]}"#),
                    "layout.estimatedItemSize: expected [width, height] (2 numbers), got 1 element"),
        RefusedSpec("size component not a number", S.spec(layout: #"{"type": "flow", "itemSize": [10, "a"]}"#),
                    "layout.itemSize[1]: expected a number, got a string"),
        RefusedSpec("size component null", S.spec(layout: #"{"type": "flow", "itemSize": [null, 1]}"#), "layout.itemSize[0]: expected a number, got null"),
        RefusedSpec("negative width", S.spec(layout: #"{"type": "flow", "itemSize": [-1, 10]}"#), "layout.itemSize: width must be finite and >= 0, got -1.0"),
        RefusedSpec("negative estimated height", S.spec(layout: #"{"type": "flow", "estimatedItemSize": [1, -0.5]}"#),
                    "layout.estimatedItemSize: height must be finite and >= 0, got -0.5"),
        RefusedSpec("negative header size", S.spec(layout: #"{"type": "flow", "headerReferenceSize": [0, -44]}"#),
                    "layout.headerReferenceSize: height must be finite and >= 0, got -44.0"),
        RefusedSpec("negative footer size", S.spec(layout: #"{"type": "flow", "footerReferenceSize": [-1, 0]}"#),
                    "layout.footerReferenceSize: width must be finite and >= 0, got -1.0"),
        RefusedSpec("overflowing size", S.spec(layout: #"{"type": "flow", "itemSize": [10, 1e400]}"#),
                    "malformed JSON at line 1, column 115: expected a number within the range of a Double, found 1e400, which overflows to infinity"),
        RefusedSpec("spacing as a string", S.spec(layout: #"{"type": "flow", "minimumLineSpacing": "10"}"#),
                    "layout.minimumLineSpacing: expected a number, got a string"),
        RefusedSpec("spacing as an array", S.spec(layout: #"{"type": "flow", "minimumInteritemSpacing": [10]}"#),
                    "layout.minimumInteritemSpacing: expected a number, got an array"),
        RefusedSpec("insets with three numbers", S.spec(layout: #"{"type": "flow", "sectionInset": [1, 2, 3]}"#),
                    "layout.sectionInset: expected [top, left, bottom, right] (4 numbers), got 3 elements"),
        RefusedSpec("insets as an object", S.spec(layout: #"{"type": "flow", "sectionInset": {"top": 1}}"#),
                    "layout.sectionInset: expected [top, left, bottom, right], got an object"),
        RefusedSpec("inset not a number", S.spec(layout: #"{"type": "flow", "sectionInset": [1, 2, true, 4]}"#),
                    "layout.sectionInset[2]: expected a number, got a boolean"),
        RefusedSpec("unknown scroll direction", S.spec(layout: #"{"type": "flow", "scrollDirection": "diagonal"}"#),
                    #"layout.scrollDirection: unknown scrollDirection "diagonal" (expected one of "vertical", "horizontal")"#),
        RefusedSpec("scroll direction in the wrong case", S.spec(layout: #"{"type": "flow", "scrollDirection": "Vertical"}"#),
                    #"layout.scrollDirection: unknown scrollDirection "Vertical" (expected one of "vertical", "horizontal")"#),
        RefusedSpec("pinning as a string", S.spec(layout: #"{"type": "flow", "sectionHeadersPinToVisibleBounds": "yes"}"#),
                    "layout.sectionHeadersPinToVisibleBounds: expected true or false, got a string"),
        RefusedSpec("pinning as a number", S.spec(layout: #"{"type": "flow", "sectionFootersPinToVisibleBounds": 1}"#),
                    "layout.sectionFootersPinToVisibleBounds: expected true or false, got a number"),
        RefusedSpec("unknown line alignment", S.spec(layout: #"{"type": "flow", "lineAlignment": "left"}"#),
                    #"layout.lineAlignment: unknown alignment "left" (expected one of "justified", "leading", "center", "trailing")"#),
        RefusedSpec("unknown last line alignment", S.spec(layout: #"{"type": "flow", "lastLineAlignment": null}"#),
                    "layout.lastLineAlignment: expected a string, got null"),
    ]

    static let flowSections: [RefusedSpec] = [
        RefusedSpec("section not an object", S.spec(sections: "[1]"), "sections[0]: expected a section object, got a number"),
        RefusedSpec("count and itemSizes", S.spec(sections: #"[{"count": 1}, {"count": 1, "itemSizes": [[1, 1]]}]"#),
                    "sections[1]: give either count or itemSizes, not both"),
        RefusedSpec("neither count nor itemSizes", S.spec(sections: #"[{"inset": [0, 0, 0, 0]}]"#),
                    "sections[0]: missing count or itemSizes (give one: an item count, or one [width, height] per item)"),
        RefusedSpec("itemSize with itemSizes", S.spec(sections: #"[{"itemSizes": [[1, 1]], "itemSize": [1, 1]}]"#),
                    "sections[0].itemSize: only allowed with count (itemSizes gives every item's size)"),
        RefusedSpec("negative count", S.spec(sections: #"[{"count": -1}]"#), "sections[0].count: must be >= 0, got -1"),
        RefusedSpec("fractional count", S.spec(sections: #"[{"count": 2.5}]"#), "sections[0].count: must be a whole number, got 2.5"),
        RefusedSpec("count as a string", S.spec(sections: #"[{"count": "3"}]"#), "sections[0].count: expected a number, got a string"),
        RefusedSpec("count above the item limit", S.spec(sections: #"[{"count": 1e9}]"#),
                    "sections[0].count: 1000000000 items exceed the limit of 100000000 items per spec"),
        RefusedSpec("huge count", S.spec(sections: #"[{"count": 1e300}]"#),
                    "sections[0].count: 1e+300 items exceed the limit of 100000000 items per spec"),
        RefusedSpec("total above the item limit", S.spec(sections: #"[{"count": 60000000}, {"count": 40000001}]"#),
                    "sections: 100000001 items in total exceed the limit of 100000000 items per spec"),
        RefusedSpec("itemSizes not an array", S.spec(sections: #"[{"itemSizes": {"a": 1}}]"#),
                    "sections[0].itemSizes: expected an array of [width, height] sizes, got an object"),
        RefusedSpec("itemSizes entry not a size", S.spec(sections: #"[{"itemSizes": [[1, 1], 5]}]"#),
                    "sections[0].itemSizes[1]: expected [width, height], got a number"),
        RefusedSpec("negative height in a list", S.spec(sections: #"[{"count": 1}, {"count": 2}, {"itemSizes": [[1, 1], [1, 1], [1, 1], [1, 1], [1, 1], [1, -5]]}]"#),
                    "sections[2].itemSizes[5]: height must be finite and >= 0, got -5.0"),
        RefusedSpec("negative section itemSize", S.spec(sections: #"[{"count": 1, "itemSize": [-2, 1]}]"#),
                    "sections[0].itemSize: width must be finite and >= 0, got -2.0"),
        RefusedSpec("waterfall key in a flow section", S.spec(sections: #"[{"count": 1, "columnCount": 2}]"#),
                    "sections[0].columnCount: unknown key (expected one of \(flowSectionKeys))"),
        RefusedSpec("typo in a section key", S.spec(sections: #"[{"count": 1, "headerSzie": [0, 1]}]"#),
                    "sections[0].headerSzie: unknown key (expected one of \(flowSectionKeys))"),
        RefusedSpec("negative section header", S.spec(sections: #"[{"count": 1}, {"count": 1, "headerSize": [0, -4]}]"#),
                    "sections[1].headerSize: height must be finite and >= 0, got -4.0"),
        RefusedSpec("section footer as a number", S.spec(sections: #"[{"count": 1, "footerSize": 20}]"#),
                    "sections[0].footerSize: expected [width, height], got a number"),
        RefusedSpec("section inset with two numbers", S.spec(sections: #"[{"count": 1, "inset": [1, 2]}]"#),
                    "sections[0].inset: expected [top, left, bottom, right] (4 numbers), got 2 elements"),
        RefusedSpec("section spacing as a string", S.spec(sections: #"[{"count": 1, "minimumLineSpacing": "8"}]"#),
                    "sections[0].minimumLineSpacing: expected a number, got a string"),
    ]

    static let workloads: [RefusedSpec] = [
        RefusedSpec("unknown workload", S.spec(sections: #"{"workload": "grdi", "items": 10}"#),
                    #"sections.workload: unknown workload "grdi" (expected one of \#(workloadNames))"#),
        RefusedSpec("workload missing", S.spec(sections: #"{"items": 10}"#), "sections.workload: missing (expected one of \(workloadNames))"),
        RefusedSpec("items missing", S.spec(sections: #"{"workload": "grid"}"#), "sections.items: missing (expected the number of items, 0 to 100000000)"),
        RefusedSpec("items above the limit", S.spec(sections: #"{"workload": "grid", "items": 100000001}"#),
                    "sections.items: 100000001 items exceed the limit of 100000000 items per spec"),
        RefusedSpec("negative items", S.spec(sections: #"{"workload": "grid", "items": -5}"#), "sections.items: must be >= 0, got -5"),
        RefusedSpec("fractional items", S.spec(sections: #"{"workload": "grid", "items": 0.5}"#), "sections.items: must be a whole number, got 0.5"),
        RefusedSpec("negative seed", S.spec(sections: #"{"workload": "grid", "items": 5, "seed": -1}"#), "sections.seed: must be >= 0, got -1"),
        RefusedSpec("fractional seed", S.spec(sections: #"{"workload": "grid", "items": 5, "seed": 1.5}"#), "sections.seed: must be a whole number, got 1.5"),
        RefusedSpec("seed beyond 2^53", S.spec(sections: #"{"workload": "grid", "items": 5, "seed": 1e20}"#),
                    "sections.seed: must be <= 9007199254740992, got 1e+20"),
        RefusedSpec("seed as a string", S.spec(sections: #"{"workload": "grid", "items": 5, "seed": "1"}"#), "sections.seed: expected a number, got a string"),
        RefusedSpec("unknown workload key", S.spec(sections: #"{"workload": "grid", "items": 5, "count": 3}"#),
                    "sections.count: unknown key (expected one of workload, items, seed)"),
        RefusedSpec("workload name not a string", S.spec(sections: #"{"workload": 3, "items": 5}"#), "sections.workload: expected a string, got a number"),
    ]

    @Test(arguments: document + flowLayout + flowSections + workloads)
    func refused(_ spec: RefusedSpec) {
        #expect(SpecDocuments.refusal(spec.json) == spec.error)
    }

    /// JSON cannot spell infinity or NaN, but a `JSONValue` built in code can.
    @Test func nonFiniteNumbersBuiltInCodeAreRefused() {
        let bounds: JSONValue = ["width": 1, "height": 1]
        let infiniteSpacing: JSONValue = ["bounds": bounds, "sections": [], "layout": ["type": "flow", "minimumLineSpacing": .number(.infinity)]]
        #expect(SpecDocuments.refusal(decoding: infiniteSpacing) == "layout.minimumLineSpacing: must be finite, got inf")
        let nanSize: JSONValue = ["bounds": bounds, "sections": [["count": 1, "itemSize": [.number(.nan), 1]]], "layout": ["type": "flow"]]
        #expect(SpecDocuments.refusal(decoding: nanSize) == "sections[0].itemSize[0]: must be finite, got nan")
        let infiniteBounds: JSONValue = ["bounds": ["width": .number(-.infinity), "height": 1], "sections": [], "layout": ["type": "flow"]]
        #expect(SpecDocuments.refusal(decoding: infiniteBounds) == "bounds.width: must be finite, got -inf")
        let infiniteCount: JSONValue = ["bounds": bounds, "sections": [["count": .number(.infinity)]], "layout": ["type": "flow"]]
        #expect(SpecDocuments.refusal(decoding: infiniteCount) == "sections[0].count: must be finite, got inf")
    }

    /// Finite values that add up to infinity are refused after the layout, not printed as `inf`.
    @Test func layoutsThatOverflowToInfinityAreRefused() {
        #expect(SpecDocuments.refusal(SpecDocuments.spec(sections: #"[{"count": 5, "itemSize": [1, 1e308]}]"#, layout: #"{"type": "flow", "minimumInteritemSpacing": 200}"#))
            == "the layout overflows to infinity (content size 100.0 x inf): sizes, spacings or insets are too large")
        #expect(SpecDocuments.refusal(SpecDocuments.waterfall(layout: #"{"type": "waterfall", "itemSize": [1e-300, 1e300]}"#))
            == "the layout overflows to infinity (content size 100.0 x inf): sizes, spacings or insets are too large")
        #expect(SpecDocuments.refusal(SpecDocuments.spec(layout: #"{"type": "flow", "sectionInset": [0, 1e308, 0, 1e308], "lastLineAlignment": "center"}"#))
            == "the layout overflows to infinity (content size 100.0 x 50.0): sizes, spacings or insets are too large")
    }

    /// Errors are reported in reading order: the top-level keys, bounds, layout, then sections.
    @Test func firstProblemWins() {
        let json = #"{"bounds": {"width": -1, "height": 1}, "sections": [{"count": -1}], "layout": {"type": "flow", "itemSzie": 1}}"#
        #expect(SpecDocuments.refusal(json) == "bounds.width: must be finite and >= 0, got -1.0")
    }

    @Test func errorDescriptionJoinsPathAndMessage() {
        #expect(SpecError(path: "layout.columnCount", message: "must be >= 1, got 0").description == "layout.columnCount: must be >= 1, got 0")
        #expect(SpecError(path: "", message: "no path").description == "no path")
        #expect(SpecError(LayoutError(path: [.section(0)], message: "bad")) == SpecError(path: "sections[0]", message: "bad"))
        let syntax = JSONSyntaxError(line: 2, column: 3, expectation: "expected ':'")
        #expect(SpecError(syntax) == SpecError(path: "", message: "malformed JSON at line 2, column 3: expected ':'"))
    }
}
