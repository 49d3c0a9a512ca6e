extension LineChart {
    /// Where the parts of a chart go, in pixels: the plot area at a fixed size
    /// and the legend to its right, outside it, so no label can hide a point.
    /// - Complexity: O(1) storage.
    struct Frame {
        /// The plot area's left edge (room for the y tick labels and title).
        static let plotLeft = 84.0
        /// The plot area's top edge (room for the title and subtitle).
        static let plotTop = 60.0
        /// The plot area's size.
        static let plotWidth = 520.0, plotHeight = 320.0
        /// Space between the frame and the first and last decade, so markers
        /// and error bars at the extremes do not sit on the axes.
        static let inset = 14.0
        /// The height of one legend row.
        static let legendRow = 18.0
        /// How far apart, in pixels, neighbouring series are drawn sideways,
        /// so that markers and error bars at the same item count do not hide
        /// each other (a "dodge"; far below a decade, so x order is kept).
        static let dodge = 3.0

        var width: Double
        var height: Double
        var legendLeft: Double
        var legendWidth: Double

        var plotRight: Double { Self.plotLeft + Self.plotWidth }
        var plotBottom: Double { Self.plotTop + Self.plotHeight }

        /// The frame for a legend of `labels`: about 6.5 pixels per character
        /// of the 11-pixel sans-serif font (8.5 for the 14-pixel bold title),
        /// the widest of title, subtitle and legend deciding the width.
        init(legendLabels labels: [String], title: String, subtitle: String) {
            legendLeft = Self.plotLeft + Self.plotWidth + 24
            legendWidth = 40 + 6.5 * Double(labels.map(\.count).max() ?? 0) + 12
            let textWidth = Self.plotLeft + Swift.max(8.5 * Double(title.count), 6.5 * Double(subtitle.count)) + 16
            width = Swift.max(legendLeft + legendWidth + 16, textWidth)
            let legendBottom = Self.plotTop + Double(labels.count) * Self.legendRow + 16
            height = Swift.max(Self.plotTop + Self.plotHeight + 56, legendBottom)
        }
    }

    /// The chart as a standalone SVG document: title and subtitle, a framed
    /// plot area with a grid line at every decade, labelled decade ticks
    /// (`LogAxis`, `DecadeLabel`) and minor ticks at 2..9 times each decade,
    /// one `<polyline>` per series through its points in increasing x (each
    /// series shifted by a few pixels, `Frame.dodge`), a marker and an error
    /// bar (capped vertical segment) per point, the
    /// reference line, and the legend outside the plot on the right.
    ///
    /// The output depends on nothing but the chart: numbers are printed with
    /// fixed rounding (`SVGText.number`), text is XML-escaped.
    /// - Complexity: O(points + decades)
    public func svg() -> String {
        let legendLabels = series.map(\.name) + (reference.map { [$0.label] } ?? [])
        let frame = Frame(legendLabels: legendLabels, title: title, subtitle: subtitle)
        let plotted = series.map(\.plottedPoints)
        let xAxis = LogAxis(
            covering: plotted.flatMap { $0.map(\.x) },
            from: Frame.plotLeft + Frame.inset, to: frame.plotRight - Frame.inset
        )
        var yValues = plotted.flatMap { $0.flatMap { [$0.y] + [$0.lower, $0.upper].compactMap { $0 } } }
        if let reference { yValues.append(reference.y) }
        let yAxis = LogAxis(covering: yValues, from: frame.plotBottom - Frame.inset, to: Frame.plotTop + Frame.inset)
        let n = SVGText.number, e = XMLText.escaped

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
            + "viewBox=\"0 0 \(n(frame.width)) \(n(frame.height))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        svg += "<title>\(e(title))</title>\n"
        svg += "<rect width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"#ffffff\"/>\n"
        svg += "<text class=\"title\" x=\"\(n(Frame.plotLeft))\" y=\"22\" font-size=\"14\" font-weight=\"bold\" fill=\"#222222\">\(e(title))</text>\n"
        svg += "<text class=\"subtitle\" x=\"\(n(Frame.plotLeft))\" y=\"40\" fill=\"#555555\">\(e(subtitle))</text>\n"
        svg += grid(frame, xAxis, yAxis)
        svg += axes(frame, xAxis, yAxis)
        if let reference {
            let y = yAxis.position(of: reference.y)
            svg += "<line class=\"reference\" x1=\"\(n(Frame.plotLeft))\" y1=\"\(n(y))\" x2=\"\(n(frame.plotRight))\" y2=\"\(n(y))\" "
                + "stroke=\"#777777\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>\n"
        }
        for (number, (line, points)) in zip(series, plotted).enumerated() {
            svg += seriesSVG(line, points, xAxis, yAxis, dodge: Frame.dodge * (Double(number) - Double(series.count - 1) / 2))
        }
        svg += legend(frame)
        return svg + "</svg>\n"
    }

    /// Light grid lines at every decade of both axes, and the plot's frame.
    private func grid(_ frame: Frame, _ xAxis: LogAxis, _ yAxis: LogAxis) -> String {
        let n = SVGText.number
        var path = ""
        for decade in xAxis.decades {
            let x = xAxis.position(ofDecade: decade)
            path += "M\(n(x)) \(n(Frame.plotTop))V\(n(frame.plotBottom))"
        }
        for decade in yAxis.decades {
            let y = yAxis.position(ofDecade: decade)
            path += "M\(n(Frame.plotLeft)) \(n(y))H\(n(frame.plotRight))"
        }
        return "<path class=\"grid\" d=\"\(path)\" stroke=\"#e4e4e4\" stroke-width=\"1\" fill=\"none\"/>\n"
            + "<rect class=\"plot-area\" x=\"\(n(Frame.plotLeft))\" y=\"\(n(Frame.plotTop))\" width=\"\(n(Frame.plotWidth))\" "
            + "height=\"\(n(Frame.plotHeight))\" fill=\"none\" stroke=\"#888888\" stroke-width=\"1\"/>\n"
    }

    /// Tick marks (long at decades, short at 2..9 times a decade), decade
    /// labels and the axis titles.
    private func axes(_ frame: Frame, _ xAxis: LogAxis, _ yAxis: LogAxis) -> String {
        let n = SVGText.number, e = XMLText.escaped
        var ticks = ""
        var svg = "<g class=\"x-axis\" text-anchor=\"middle\" fill=\"#333333\">\n"
        for decade in xAxis.decades {
            let x = xAxis.position(ofDecade: decade)
            ticks += "M\(n(x)) \(n(frame.plotBottom))v5"
            svg += "<text x=\"\(n(x))\" y=\"\(n(frame.plotBottom + 18))\">\(e(xLabels.text(decade)))</text>\n"
            if decade < xAxis.upperDecade {
                for multiple in 2...9 {
                    ticks += "M\(n(xAxis.position(of: Double(multiple) * Self.power(decade)))) \(n(frame.plotBottom))v3"
                }
            }
        }
        svg += "<text class=\"axis-title\" x=\"\(n(Frame.plotLeft + Frame.plotWidth / 2))\" y=\"\(n(frame.plotBottom + 40))\">\(e(xTitle))</text>\n</g>\n"
        svg += "<g class=\"y-axis\" text-anchor=\"end\" fill=\"#333333\">\n"
        for decade in yAxis.decades {
            let y = yAxis.position(ofDecade: decade)
            ticks += "M\(n(Frame.plotLeft)) \(n(y))h-5"
            svg += "<text x=\"\(n(Frame.plotLeft - 8))\" y=\"\(n(y + 4))\">\(e(yLabels.text(decade)))</text>\n"
            if decade < yAxis.upperDecade {
                for multiple in 2...9 {
                    ticks += "M\(n(Frame.plotLeft)) \(n(yAxis.position(of: Double(multiple) * Self.power(decade))))h-3"
                }
            }
        }
        let yTitleX = 18.0, yTitleY = Frame.plotTop + Frame.plotHeight / 2
        svg += "<text class=\"axis-title\" text-anchor=\"middle\" x=\"\(n(yTitleX))\" y=\"\(n(yTitleY))\" "
            + "transform=\"rotate(-90 \(n(yTitleX)) \(n(yTitleY)))\">\(e(yTitle))</text>\n</g>\n"
        return svg + "<path class=\"ticks\" d=\"\(ticks)\" stroke=\"#888888\" stroke-width=\"1\" fill=\"none\"/>\n"
    }

    /// One series: its polyline, error bars and markers in one group, moved
    /// `dodge` pixels sideways.
    private func seriesSVG(_ line: Series, _ points: [Point], _ xAxis: LogAxis, _ yAxis: LogAxis, dodge: Double) -> String {
        let n = SVGText.number
        let coordinates = points.map { (x: xAxis.position(of: $0.x) + dodge, y: yAxis.position(of: $0.y)) }
        var svg = "<g class=\"series\" data-name=\"\(XMLText.escaped(line.name))\" fill=\"\(line.style.color)\" stroke=\"\(line.style.color)\">\n"
        let dash = line.style.dash.pattern.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        svg += "<polyline fill=\"none\" stroke-width=\"1.8\"\(dash) points=\"\(coordinates.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\"/>\n"
        var bars = ""
        for (point, position) in zip(points, coordinates) {
            guard let lower = point.lower, let upper = point.upper else { continue }
            let top = yAxis.position(of: upper), bottom = yAxis.position(of: lower)
            bars += "M\(n(position.x)) \(n(bottom))V\(n(top))"
            bars += "M\(n(position.x - 3)) \(n(bottom))h6M\(n(position.x - 3)) \(n(top))h6"
        }
        if !bars.isEmpty {
            svg += "<path class=\"error-bars\" d=\"\(bars)\" fill=\"none\" stroke-width=\"1\"/>\n"
        }
        svg += "<g class=\"markers\" stroke=\"#ffffff\" stroke-width=\"0.8\">"
            + coordinates.map { line.style.markerSVG(x: $0.x, y: $0.y) }.joined() + "</g>\n"
        return svg + "</g>\n"
    }

    /// The legend, right of the plot: a sample of each line with its marker,
    /// then the reference line.
    private func legend(_ frame: Frame) -> String {
        let n = SVGText.number, e = XMLText.escaped
        let rows = series.count + (reference == nil ? 0 : 1)
        var svg = "<g class=\"legend\" transform=\"translate(\(n(frame.legendLeft)) \(n(Frame.plotTop)))\">\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(n(frame.legendWidth))\" height=\"\(n(Double(rows) * Frame.legendRow + 8))\" "
            + "fill=\"#ffffff\" stroke=\"#bbbbbb\" stroke-width=\"0.8\"/>\n"
        for (index, line) in series.enumerated() {
            let y = 4 + Double(index) * Frame.legendRow + Frame.legendRow / 2
            let dash = line.style.dash.pattern.map { " stroke-dasharray=\"\($0)\"" } ?? ""
            svg += "<g fill=\"\(line.style.color)\" stroke=\"\(line.style.color)\">"
                + "<line x1=\"8\" y1=\"\(n(y))\" x2=\"32\" y2=\"\(n(y))\" stroke-width=\"1.8\"\(dash)/>"
                + "<g stroke=\"#ffffff\" stroke-width=\"0.8\">\(line.style.markerSVG(x: 20, y: y))</g>"
                + "<text x=\"40\" y=\"\(n(y + 4))\" stroke=\"none\" fill=\"#222222\">\(e(line.name))</text></g>\n"
        }
        if let reference {
            let y = 4 + Double(series.count) * Frame.legendRow + Frame.legendRow / 2
            svg += "<g><line x1=\"8\" y1=\"\(n(y))\" x2=\"32\" y2=\"\(n(y))\" stroke=\"#777777\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
                + "<text x=\"40\" y=\"\(n(y + 4))\" fill=\"#222222\">\(e(reference.label))</text></g>\n"
        }
        return svg + "</g>\n"
    }

    /// 10^`decade` as a `Double`.
    static func power(_ decade: Int) -> Double {
        var value = 1.0
        if decade >= 0 {
            for _ in 0..<decade { value *= 10 }
        } else {
            for _ in 0 ..< -decade { value /= 10 }
        }
        return value
    }
}
