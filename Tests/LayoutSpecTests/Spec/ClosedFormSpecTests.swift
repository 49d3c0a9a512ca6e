import CollectionLayout
import LayoutSpec
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// `"closedForm": true` changes no output: on seeded random uniform flow specs,
/// the CLI's listings (every element, under two visible bounds, and rect
/// queries with every index strategy) are the same text with and without it,
/// and the closed form is really in use (its cells are not stored).
@Suite struct ClosedFormSpecTests {
    /// A random uniform flow spec's layout object and sections, as JSON text.
    static func uniformFlow(seed: UInt64) -> (layout: String, sections: String) {
        var random = SeededGenerator(seed: seed)
        func whole(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let direction = Bool.random(using: &random) ? "vertical" : "horizontal"
        let alignments = ["justified", "leading", "center", "trailing"]
        let pin = Bool.random(using: &random)
        let layout = """
            {"type": "flow", "scrollDirection": "\(direction)", "itemSize": [\(whole(10...120)), \(whole(10...120))], \
            "minimumLineSpacing": \(whole(0...12)), "minimumInteritemSpacing": \(whole(0...12)), \
            "sectionInset": [\(whole(0...20)), \(whole(0...20)), \(whole(0...20)), \(whole(0...20))], \
            "headerReferenceSize": [\(whole(0...40)), \(whole(0...40))], "sectionHeadersPinToVisibleBounds": \(pin), \
            "lineAlignment": "\(alignments[whole(0...3)])", "lastLineAlignment": "\(alignments[whole(1...3)])"
            """
        let sections = (0 ..< whole(1...6)).map { _ in
            Bool.random(using: &random) ? #"{"count": \#(whole(0...200))}"# : #"{"count": \#(whole(1...200)), "itemSize": [\#(whole(5...90)), \#(whole(5...90))]}"#
        }
        return (layout, "[" + sections.joined(separator: ", ") + "]")
    }

    @Test(arguments: 0..<60)
    func closedFormListsWhatTheMaterialisedLayoutLists(seed: UInt64) throws {
        let (layout, sections) = Self.uniformFlow(seed: seed)
        let bounds = #"{"width": 390, "height": 844}"#
        let stored = try LayoutSpecification(json: SpecDocuments.spec(bounds: bounds, sections: sections, layout: layout + "}"))
        let closed = try LayoutSpecification(json: SpecDocuments.spec(bounds: bounds, sections: sections, layout: layout + #", "closedForm": true}"#))
        var random = SeededGenerator(seed: seed &+ 1_000)
        let content = try stored.prepare(index: .linear).contentSize
        let rects = (0 ..< 6).map { _ in
            Rect(
                x: Double.random(in: -50 ... max(content.width, 1), using: &random), y: Double.random(in: -50 ... max(content.height, 1), using: &random),
                width: Double.random(in: 0 ... 500, using: &random), height: Double.random(in: 0 ... 900, using: &random)
            )
        }
        let visible = Rect(x: rects[0].minX, y: rects[0].minY, width: 390, height: 844)
        for strategy in IndexStrategy.allCases {
            let lhs = try stored.prepare(index: strategy), rhs = try closed.prepare(index: strategy)
            #expect(lhs.closedFormCellCount == 0)
            #expect(rhs.closedFormCellCount + rhs.frames.count == lhs.elementCount, "seed \(seed)")
            for bounds in [nil, visible] {
                #expect(ElementListing(allElementsOf: lhs, visibleBounds: bounds).formatted(as: .tsv) == ElementListing(allElementsOf: rhs, visibleBounds: bounds).formatted(as: .tsv), "seed \(seed) \(strategy)")
            }
            for rect in rects {
                #expect(
                    ElementListing(elementsOf: lhs, in: rect, visibleBounds: visible).formatted(as: .json) == ElementListing(elementsOf: rhs, in: rect, visibleBounds: visible).formatted(as: .json),
                    "seed \(seed) \(strategy) \(rect)"
                )
            }
        }
    }

    /// The closed form is in use on most of these specs (whole-number sizes
    /// and spacings always qualify), so the equality above is not vacuous.
    @Test func theClosedFormHoldsTheCells() throws {
        var closedCells = 0, cells = 0
        for seed in UInt64(0) ..< 60 {
            let (layout, sections) = Self.uniformFlow(seed: seed)
            let spec = try LayoutSpecification(json: SpecDocuments.spec(sections: sections, layout: layout + #", "closedForm": true}"#))
            let prepared = try spec.prepare(index: .auto)
            closedCells += prepared.closedFormCellCount
            cells += (0 ..< prepared.numberOfSections).reduce(0) { $0 + (prepared.numberOfItems(inSection: $1) ?? 0) }
        }
        #expect(cells > 1_000)
        #expect(closedCells == cells)
    }
}
