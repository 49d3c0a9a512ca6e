import CollectionLayout
import LayoutSpec
import Testing

/// The SVG picture: well-formed, coloured by category, the query rect
/// outlined, the intersecting elements highlighted, the element limit enforced.
@Suite struct SVGRendererTests {
    /// A layout with every category: two cells and a header (flow), plus a decoration.
    static func layout() -> PreparedLayout {
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let header = builder.code(for: .supplementary, .header)
        let background = builder.code(for: .decoration, ElementKind("background<&>"))
        builder.beginSection(itemCount: 2)
        builder.appendElement(kindCode: background, frame: Rect(x: 0, y: 0, width: 100, height: 80), zIndex: -1)
        builder.appendElement(kindCode: header, frame: Rect(x: 0, y: 0, width: 100, height: 20), zIndex: 10)
        builder.appendCell(frame: Rect(x: 0, y: 20, width: 50, height: 50), item: 0)
        builder.appendCell(frame: Rect(x: 50, y: 20, width: 50, height: 50), item: 1)
        return try! builder.build(contentSize: Size(width: 100, height: 80))
    }

    static func rects(_ svg: String) -> [SVGDocumentReader.Element] {
        (SVGDocumentReader.elements(of: svg) ?? []).filter { $0.name == "rect" }
    }

    @Test func documentIsWellFormedWithTheContentSizeAsViewBox() throws {
        let picture = try SVGRenderer().render(Self.layout(), queryRect: Rect(x: 10, y: 10, width: 20, height: 20))
        let elements = try #require(SVGDocumentReader.elements(of: picture.svg))
        let root = try #require(elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["viewBox"] == "0 0 100.0 80.0")
        #expect(root.attributes["width"] == "100.0" && root.attributes["height"] == "80.0")
        #expect(picture.elementCount == 4)
    }

    @Test func eachCategoryHasItsColours() throws {
        let palette = SVGPalette.standard
        let rects = Self.rects(try SVGRenderer().render(Self.layout()).svg)
        let byClass = Dictionary(grouping: rects.filter { $0.attributes["class"] != nil }) { $0.attributes["class"] ?? "" }
        #expect(byClass["cell"]?.count == 2)
        #expect(byClass["cell"]?.allSatisfy { $0.attributes["fill"] == palette.cell.fill && $0.attributes["stroke"] == palette.cell.stroke } == true)
        #expect(byClass["supplementary"]?.map { $0.attributes["fill"] } == [palette.supplementary.fill])
        #expect(byClass["decoration"]?.map { $0.attributes["fill"] } == [palette.decoration.fill])
        let fills = Set([palette.cell.fill, palette.supplementary.fill, palette.decoration.fill, palette.cell.highlightFill,
                         palette.supplementary.highlightFill, palette.decoration.highlightFill])
        #expect(fills.count == 6)
    }

    @Test func elementsAreDrawnInZIndexOrderWithTooltips() throws {
        let rects = Self.rects(try SVGRenderer().render(Self.layout()).svg).filter { $0.attributes["class"] != nil }
        #expect(rects.map { $0.attributes["class"] } == ["decoration", "cell", "cell", "supplementary"])
        let titles = (SVGDocumentReader.elements(of: try SVGRenderer().render(Self.layout()).svg) ?? []).filter { $0.name == "title" }.map(\.text)
        #expect(titles.contains("decoration background<&> section 0 item 0 zIndex -1"))
        #expect(titles.contains("cell section 0 item 1 zIndex 0"))
    }

    @Test func aDecorationDrawsBelowCellsOfTheSameZIndex() throws {
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let background = builder.code(for: .decoration, ElementKind("background"))
        builder.beginSection(itemCount: 1)
        builder.appendCell(frame: Rect(x: 0, y: 0, width: 50, height: 50), item: 0)
        builder.appendElement(kindCode: background, frame: Rect(x: 0, y: 0, width: 100, height: 80), zIndex: 0)
        let layout = try builder.build(contentSize: Size(width: 100, height: 80))
        let rects = Self.rects(try SVGRenderer().render(layout).svg).filter { $0.attributes["class"] != nil }
        #expect(rects.map { $0.attributes["class"] } == ["decoration", "cell"])
    }

    @Test func queryRectIsOutlinedAndIntersectingElementsHighlighted() throws {
        let palette = SVGPalette.standard
        let picture = try SVGRenderer().render(Self.layout(), queryRect: Rect(x: 10, y: 10, width: 20, height: 20))
        let rects = Self.rects(picture.svg)
        let outline = try #require(rects.first { $0.attributes["id"] == "query-rect" })
        #expect(outline.attributes["x"] == "10.0" && outline.attributes["y"] == "10.0")
        #expect(outline.attributes["width"] == "20.0" && outline.attributes["height"] == "20.0")
        #expect(outline.attributes["fill"] == "none")
        #expect(outline.attributes["stroke"] == palette.queryStroke)
        // The rect overlaps the background, the header and cell 0; cell 1 (x from 50) is outside.
        let highlighted = rects.filter { $0.attributes["class"]?.hasSuffix(" intersecting") == true }
        #expect(highlighted.map { $0.attributes["class"] } == ["decoration intersecting", "cell intersecting", "supplementary intersecting"])
        #expect(highlighted.map { $0.attributes["fill"] } == [palette.decoration.highlightFill, palette.cell.highlightFill, palette.supplementary.highlightFill])
        #expect(rects.filter { $0.attributes["class"] == "cell" }.map { $0.attributes["x"] } == ["50.0"])
        #expect(picture.intersectingCount == 3)
    }

    @Test func edgeContactIsNotHighlighted() throws {
        let picture = try SVGRenderer().render(Self.layout(), queryRect: Rect(x: 100, y: 0, width: 10, height: 10))
        #expect(picture.intersectingCount == 0)
        #expect(!picture.svg.contains("intersecting\""))
    }

    @Test func withoutARectThereIsNoOutline() throws {
        let svg = try SVGRenderer().render(Self.layout()).svg
        #expect(!svg.contains("query-rect"))
        #expect(!svg.contains("visible-bounds"))
    }

    @Test func visibleBoundsAreOutlinedOnRequest() throws {
        let svg = try SVGRenderer().render(Self.layout(), visibleBounds: Rect(x: 0, y: 5, width: 100, height: 50), outlinesVisibleBounds: true).svg
        let outline = try #require(Self.rects(svg).first { $0.attributes["id"] == "visible-bounds" })
        #expect(outline.attributes["y"] == "5.0" && outline.attributes["stroke"] == SVGPalette.standard.visibleBoundsStroke)
    }

    @Test func legendCountsEachCategory() throws {
        let svg = try SVGRenderer().render(Self.layout(), queryRect: Rect(x: 10, y: 10, width: 20, height: 20)).svg
        let texts = (SVGDocumentReader.elements(of: svg) ?? []).filter { $0.name == "text" }.map(\.text)
        #expect(texts == ["cell (2)", "supplementary (1)", "decoration (1)", "returned by the query (3)", "query rect 10.0,10.0,20.0,20.0"])
    }

    @Test func titleIsEscaped() throws {
        let elements = SVGDocumentReader.elements(of: try SVGRenderer().render(Self.layout(), title: "a <b> & \"c\"").svg) ?? []
        #expect(elements.first { $0.name == "title" }?.text == "a <b> & \"c\"")
    }

    @Test func emptyContentStillMakesAValidPicture() throws {
        let prepared = try LayoutSpecification(json: SpecDocuments.spec(bounds: #"{"width": 0, "height": 0}"#, sections: "[]")).prepare()
        let picture = try SVGRenderer().render(prepared)
        let root = try #require(SVGDocumentReader.elements(of: picture.svg)?.first)
        #expect(root.attributes["viewBox"] == "0 0 1.0 1.0")
        #expect(picture.elementCount == 0)
    }

    @Test func moreElementsThanTheLimitAreRefused() throws {
        #expect(throws: SpecError(path: "", message: "4 elements exceed the render limit of 3 (raise it with --max-elements)")) {
            try SVGRenderer(maximumElementCount: 3).render(Self.layout())
        }
        #expect(try SVGRenderer(maximumElementCount: 4).render(Self.layout()).elementCount == 4)
        #expect(SVGRenderer.defaultMaximumElementCount == 10_000)
    }
}
