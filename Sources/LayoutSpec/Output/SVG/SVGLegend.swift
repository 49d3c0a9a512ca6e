import CollectionLayout

/// The legend of a rendered layout: a swatch and a count per category, and
/// the meaning of the highlight and of the outlines. Drawn in the top-left
/// corner, scaled down to fit narrow content.
struct SVGLegend {
    /// Elements drawn, per category, and how many intersect the query rect.
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

    /// The legend's width before scaling, in points.
    static let width = 200.0
    static let rowHeight = 16.0

    /// The legend's `<g>`, scaled to fit `contentWidth`.
    func svg(contentWidth: Double) -> String {
        var rows: [String] = [
            swatch(palette.cell.fill, palette.cell.stroke, "cell (\(counts.cells))"),
            swatch(palette.supplementary.fill, palette.supplementary.stroke, "supplementary (\(counts.supplementary))"),
            swatch(palette.decoration.fill, palette.decoration.stroke, "decoration (\(counts.decorations))"),
        ]
        if let queryRect {
            rows.append(swatch(palette.cell.highlightFill, palette.cell.stroke, "intersects the rect (\(counts.intersecting))"))
            rows.append(swatch("none", palette.queryStroke, "query rect \(RectNotation.text(queryRect))", dashed: true))
        }
        if outlinesVisibleBounds {
            rows.append(swatch("none", palette.visibleBoundsStroke, "visible bounds", dashed: true))
        }
        let scale = Swift.min(1, Swift.max(0.05, (contentWidth - 8) / Self.width))
        var text = "<g id=\"legend\" transform=\"translate(4 4) scale(\(OutputNumber.text(scale)))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        text += "<rect x=\"0\" y=\"0\" width=\"\(OutputNumber.text(Self.width))\" height=\"\(OutputNumber.text(Double(rows.count) * Self.rowHeight + 8))\" "
            + "rx=\"3\" fill=\"#ffffff\" fill-opacity=\"0.9\" stroke=\"#888888\" stroke-width=\"0.5\"/>\n"
        for (row, content) in rows.enumerated() {
            text += "<g transform=\"translate(6 \(OutputNumber.text(Double(row) * Self.rowHeight + 6)))\">\(content)</g>\n"
        }
        return text + "</g>\n"
    }

    /// A 14 × 10 swatch and its label.
    private func swatch(_ fill: String, _ stroke: String, _ label: String, dashed: Bool = false) -> String {
        let dash = dashed ? " stroke-dasharray=\"3 2\" stroke-width=\"1.5\"" : " stroke-width=\"0.5\""
        return "<rect x=\"0\" y=\"1\" width=\"14\" height=\"10\" fill=\"\(fill)\" stroke=\"\(stroke)\"\(dash)/>"
            + "<text x=\"20\" y=\"10\" fill=\"#222222\">\(XMLText.escaped(label))</text>"
    }
}
