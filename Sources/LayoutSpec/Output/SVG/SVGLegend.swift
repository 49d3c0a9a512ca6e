import CollectionLayout

/// The legend of a rendered layout: a swatch and a count per category, and
/// the meaning of the highlight and of the outlines. Drawn in the top-left
/// corner, scaled down to fit narrow content.
struct SVGLegend {
    /// Elements drawn, per category, and how many the query of the rect returns.
    struct Counts {
        var cells = 0
        var supplementary = 0
        var decorations = 0
        var intersecting = 0

        mutating func count(_ category: ElementCategory, intersecting hit: Bool) {
            switch category {
            case .cell: cells += 1
            case .supplementary: supplementary += 1
            case .decoration: decorations += 1
            }
            if hit { intersecting += 1 }
        }
    }

    let palette: SVGPalette
    let counts: Counts
    let queryRect: Rect?
    let outlinesVisibleBounds: Bool

    /// The height of a row before scaling, in points.
    static let rowHeight = 13.0

    /// The legend's width before scaling, in points: room for the longest label
    /// (about 5 points per character at the 9-point font size).
    static func width(labels: [String]) -> Double {
        Swift.max(110, 17 + 5 * Double(labels.map(\.count).max() ?? 0) + 8)
    }

    /// One row: a swatch and its label.
    struct Row {
        var fill: String
        var stroke: String
        var label: String
        var dashed = false
    }

    /// The rows: one per category, then the highlight and the outlines shown.
    var rows: [Row] {
        var rows = [
            Row(fill: palette.cell.fill, stroke: palette.cell.stroke, label: "cell (\(counts.cells))"),
            Row(fill: palette.supplementary.fill, stroke: palette.supplementary.stroke, label: "supplementary (\(counts.supplementary))"),
            Row(fill: palette.decoration.fill, stroke: palette.decoration.stroke, label: "decoration (\(counts.decorations))"),
        ]
        if let queryRect {
            rows.append(Row(fill: palette.cell.highlightFill, stroke: palette.cell.stroke, label: "returned by the query (\(counts.intersecting))"))
            rows.append(Row(fill: "none", stroke: palette.queryStroke, label: "query rect \(RectNotation.text(queryRect))", dashed: true))
        }
        if outlinesVisibleBounds {
            rows.append(Row(fill: "none", stroke: palette.visibleBoundsStroke, label: "visible bounds", dashed: true))
        }
        return rows
    }

    /// The legend's `<g>`, scaled down when `contentWidth` is narrower than the legend.
    func svg(contentWidth: Double) -> String {
        let rows = self.rows
        let width = Self.width(labels: rows.map(\.label))
        let scale = Swift.min(1, Swift.max(0.05, (contentWidth - 8) / width))
        var text = "<g id=\"legend\" transform=\"translate(4 4) scale(\(OutputNumber.text(scale)))\" font-family=\"sans-serif\" font-size=\"9\">\n"
        text += "<rect x=\"0\" y=\"0\" width=\"\(OutputNumber.text(width))\" height=\"\(OutputNumber.text(Double(rows.count) * Self.rowHeight + 6))\" "
            + "rx=\"3\" fill=\"#ffffff\" fill-opacity=\"0.85\" stroke=\"#888888\" stroke-width=\"0.5\"/>\n"
        for (index, row) in rows.enumerated() {
            let dash = row.dashed ? " stroke-dasharray=\"3 2\" stroke-width=\"1.5\"" : " stroke-width=\"0.5\""
            text += "<g transform=\"translate(6 \(OutputNumber.text(Double(index) * Self.rowHeight + 4)))\">"
                + "<rect x=\"0\" y=\"1\" width=\"12\" height=\"8\" fill=\"\(row.fill)\" stroke=\"\(row.stroke)\"\(dash)/>"
                + "<text x=\"17\" y=\"8.5\" fill=\"#222222\">\(XMLText.escaped(row.label))</text></g>\n"
        }
        return text + "</g>\n"
    }
}
