import CollectionLayout

/// The colours of a rendered layout: one style per element category, a
/// stronger fill for elements that intersect the query rect, and contrasting
/// strokes for the query rect and the visible bounds.
public struct SVGPalette: Hashable, Sendable {
    /// How elements of one category are drawn.
    public struct Style: Hashable, Sendable {
        /// The fill of an element outside the query rect.
        public var fill: String
        /// The fill of an element that intersects the query rect.
        public var highlightFill: String
        /// The outline.
        public var stroke: String

        /// Creates a style from CSS colours (`#rrggbb`).
        public init(fill: String, highlightFill: String, stroke: String) {
            self.fill = fill
            self.highlightFill = highlightFill
            self.stroke = stroke
        }
    }

    /// Cells: light blue.
    public var cell: Style
    /// Supplementary views (headers, footers): light orange.
    public var supplementary: Style
    /// Decoration views: light grey.
    public var decoration: Style
    /// The query rect's outline: a saturated magenta, unlike any element colour.
    public var queryStroke: String
    /// The visible bounds' outline: green.
    public var visibleBoundsStroke: String

    /// Creates a palette.
    public init(cell: Style, supplementary: Style, decoration: Style, queryStroke: String, visibleBoundsStroke: String) {
        self.cell = cell
        self.supplementary = supplementary
        self.decoration = decoration
        self.queryStroke = queryStroke
        self.visibleBoundsStroke = visibleBoundsStroke
    }

    /// The default palette.
    public static let standard = SVGPalette(
        cell: Style(fill: "#d6e6fa", highlightFill: "#6fa8ef", stroke: "#2f6db5"),
        supplementary: Style(fill: "#fde3c3", highlightFill: "#f6a552", stroke: "#c0661a"),
        decoration: Style(fill: "#e6e6e6", highlightFill: "#ababab", stroke: "#6e6e6e"),
        queryStroke: "#d4145a",
        visibleBoundsStroke: "#2a9d3a"
    )

    /// The style of `category`.
    /// - Complexity: O(1)
    public func style(for category: ElementCategory) -> Style {
        switch category {
        case .cell: cell
        case .supplementary: supplementary
        case .decoration: decoration
        }
    }
}
