import CollectionLayout

/// Draws a prepared layout as an SVG picture, to see at a glance what a spec
/// lays out and what a rect query returns.
///
/// The picture is the content area at one point per SVG unit (`viewBox` =
/// `0 0 contentWidth contentHeight`; a zero extent is drawn as 1 so the
/// document stays valid). Elements are filled by category (`SVGPalette`) with
/// thin outlines and drawn in `LayoutAttributes.drawOrder` (zIndex, decorations
/// first at a tie); those the query of the rect returns
/// get a stronger fill; the query rect is outlined in a contrasting dashed
/// stroke; a legend with counts sits in the top-left corner. Each element
/// carries a `<title>` (its category, kind and index path) for viewers' tooltips.
///
/// Pictures grow with the element count, so the renderer refuses layouts with
/// more than `maximumElementCount` elements rather than drawing part of one.
public struct SVGRenderer: Sendable {
    /// The default element limit: 10,000 elements make a file of about 1.5 MB,
    /// still quick to open in a browser.
    public static let defaultMaximumElementCount = 10_000

    /// The most elements the renderer draws.
    public var maximumElementCount: Int
    /// The colours.
    public var palette: SVGPalette

    /// Creates a renderer.
    public init(maximumElementCount: Int = defaultMaximumElementCount, palette: SVGPalette = .standard) {
        self.maximumElementCount = maximumElementCount
        self.palette = palette
    }

    /// A rendered picture and what it shows.
    public struct Picture: Sendable {
        /// The SVG document.
        public var svg: String
        /// The number of elements drawn.
        public var elementCount: Int
        /// The number of elements the query of the rect returns (0 without one).
        public var intersectingCount: Int
    }

    /// Draws every element of `layout`.
    /// - Parameters:
    ///   - queryRect: outlined, and the elements a query of it returns
    ///     (`PreparedLayout.slots(in:visibleBounds:into:)`) highlighted; `nil` for none.
    ///   - visibleBounds: places pinned elements (`nil`: the layout's default).
    ///   - outlinesVisibleBounds: whether to outline the visible bounds too.
    ///   - title: the document's title.
    /// - Throws: `SpecError` when the layout has more than `maximumElementCount` elements.
    /// - Complexity: O(n log n) for n elements (the zIndex sort), plus the query.
    public func render(
        _ layout: PreparedLayout, queryRect: Rect? = nil, visibleBounds: Rect? = nil,
        outlinesVisibleBounds: Bool = false, title: String = "layout-bench"
    ) throws(SpecError) -> Picture {
        guard layout.elementCount <= maximumElementCount else {
            throw SpecError(
                path: "",
                message: "\(layout.elementCount) elements exceed the render limit of \(maximumElementCount) (raise it with --max-elements)"
            )
        }
        let visible = visibleBounds ?? layout.defaultVisibleBounds
        let all = layout.allElements(visibleBounds: visible)
        // Highlight what the query returns, which is not always every element
        // whose frame intersects the rect: sticky cards leave out pinned cards
        // that later ones cover.
        var returned = [Bool](repeating: false, count: all.count)
        if let queryRect {
            var slots: [Int32] = []
            layout.slots(in: queryRect, visibleBounds: visible, into: &slots)
            for slot in slots { returned[Int(slot)] = true }
        }
        let order = all.indices.sorted { LayoutAttributes.drawOrder(all[$0], all[$1]) }
        let width = Swift.max(layout.contentSize.width, 1), height = Swift.max(layout.contentSize.height, 1)
        var svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
        <title>\(XMLText.escaped(title))</title>
        <rect id="background" x="0" y="0" width="\(n(width))" height="\(n(height))" fill="#ffffff"/>
        <g id="elements" stroke-width="0.5">

        """
        var counts = SVGLegend.Counts()
        for slot in order {
            let element = all[slot]
            counts.count(element.category, intersecting: returned[slot])
            svg += elementRect(element, highlighted: returned[slot])
        }
        svg += "</g>\n"
        if outlinesVisibleBounds {
            svg += outline(visible, id: "visible-bounds", stroke: palette.visibleBoundsStroke, width: 1.5, dashes: "2 2")
        }
        if let queryRect {
            svg += outline(queryRect, id: "query-rect", stroke: palette.queryStroke, width: 2, dashes: "6 3")
        }
        let legend = SVGLegend(palette: palette, counts: counts, queryRect: queryRect, outlinesVisibleBounds: outlinesVisibleBounds)
        svg += legend.svg(contentWidth: width)
        svg += "</svg>\n"
        return Picture(svg: svg, elementCount: all.count, intersectingCount: counts.intersecting)
    }

    /// One element's `<rect>` with its tooltip.
    private func elementRect(_ element: LayoutAttributes, highlighted: Bool) -> String {
        let style = palette.style(for: element.category)
        let f = element.frame
        let name = element.category.name
        let kind = element.category == .cell ? "" : " \(XMLText.escaped(element.kind.rawValue))"
        return "<rect class=\"\(name)\(highlighted ? " intersecting" : "")\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" "
            + "width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"\(highlighted ? style.highlightFill : style.fill)\" "
            + "stroke=\"\(style.stroke)\" vector-effect=\"non-scaling-stroke\">"
            + "<title>\(name)\(kind) section \(element.indexPath.section) item \(element.indexPath.item) zIndex \(element.zIndex)</title></rect>\n"
    }

    /// An unfilled, dashed outline of `rect`.
    private func outline(_ rect: Rect, id: String, stroke: String, width: Double, dashes: String) -> String {
        "<rect id=\"\(id)\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
            + "fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\" stroke-dasharray=\"\(dashes)\" vector-effect=\"non-scaling-stroke\"/>\n"
    }

    private func n(_ value: Double) -> String { OutputNumber.text(value) }
}
