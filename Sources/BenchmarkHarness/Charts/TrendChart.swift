/// A benchmark's history as an SVG chart: one point per run in run order
/// (x: evenly spaced, labelled with the run's commit), its median with the
/// 95% CI as an error bar, a line through the medians, and each step change
/// drawn as a dashed vertical line with its size, and the levels between
/// steps as horizontal lines.
///
/// The y axis is linear around the medians (a history moves by percents,
/// which a decade axis would flatten); intervals reaching beyond the plot
/// are cut at its edge.
public struct TrendChart: Sendable, Equatable {
    /// One run.
    public struct Point: Sendable, Equatable {
        /// Its label under the axis (a short commit).
        public var label: String
        /// The median and its CI.
        public var median: Double, lower: Double, upper: Double

        /// Creates a point.
        public init(label: String, median: Double, lower: Double, upper: Double) {
            self.label = label
            self.median = median
            self.lower = lower
            self.upper = upper
        }
    }

    /// A step: the first run at the new level and the levels either side.
    public struct Step: Sendable, Equatable {
        /// The first run at the new level.
        public var index: Int
        /// The level before and from `index` on.
        public var before: Double, after: Double

        /// Creates a step.
        public init(index: Int, before: Double, after: Double) {
            self.index = index
            self.before = before
            self.after = after
        }
    }

    /// The title and the line under it.
    public var title: String, subtitle: String
    /// The runs, oldest first.
    public var points: [Point]
    /// The step changes, earliest first.
    public var steps: [Step]
    /// How y tick labels are written (e.g. `DurationFormat.nanoseconds`).
    public var format: @Sendable (Double) -> String

    /// Creates a chart.
    public init(title: String, subtitle: String, points: [Point], steps: [Step], format: @escaping @Sendable (Double) -> String) {
        self.title = title
        self.subtitle = subtitle
        self.points = points
        self.steps = steps
        self.format = format
    }

    public static func == (lhs: TrendChart, rhs: TrendChart) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.points == rhs.points && lhs.steps == rhs.steps
    }

    /// The chart as an SVG document (no XML declaration, no ids: it can be
    /// inlined in HTML any number of times).
    /// - Complexity: O(points + steps)
    public func svg() -> String {
        let n = SVGText.number, e = XMLText.escaped
        let left = 84.0, top = 56.0, width = 560.0, height = 180.0
        // The medians decide the range (a wide interval would flatten the series); bars are cut at its edges.
        let medians = points.map(\.median).filter(\.isFinite)
        var low = medians.min() ?? 0, high = medians.max() ?? 1
        let pad = Swift.max(0.15 * (high - low), 0.05 * Swift.abs(high), 1e-9)
        low -= pad
        high += pad
        func x(_ index: Int) -> Double { left + (Double(index) + 0.5) * width / Double(Swift.max(points.count, 1)) }
        func y(_ value: Double) -> Double { top + height - (Swift.min(Swift.max(value, low), high) - low) / (high - low) * height }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(left + width + 24))\" height=\"\(n(top + height + 48))\" "
            + "viewBox=\"0 0 \(n(left + width + 24)) \(n(top + height + 48))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        svg += "<title>\(e(title))</title>\n<rect width=\"\(n(left + width + 24))\" height=\"\(n(top + height + 48))\" fill=\"#ffffff\"/>\n"
        svg += "<text x=\"\(n(left))\" y=\"22\" font-size=\"14\" font-weight=\"bold\" fill=\"#222222\">\(e(title))</text>\n"
        svg += "<text x=\"\(n(left))\" y=\"40\" fill=\"#555555\">\(e(subtitle))</text>\n"
        svg += "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"none\" stroke=\"#999999\"/>\n"
        for tick in 0...4 {
            let value = low + (high - low) * Double(tick) / 4
            svg += "<line x1=\"\(n(left))\" y1=\"\(n(y(value)))\" x2=\"\(n(left + width))\" y2=\"\(n(y(value)))\" stroke=\"#eeeeee\"/>"
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(y(value) + 4))\" text-anchor=\"end\" fill=\"#444444\">\(e(format(value)))</text>\n"
        }
        let boundaries = [0] + steps.map(\.index) + [points.count]
        for (number, start) in boundaries.dropLast().enumerated() {
            let level = number == 0 ? steps.first?.before : steps[number - 1].after
            guard let level, let end = boundaries.dropFirst(number + 1).first else { continue }
            svg += "<line class=\"level\" x1=\"\(n(x(start) - 4))\" y1=\"\(n(y(level)))\" x2=\"\(n(x(end - 1) + 4))\" y2=\"\(n(y(level)))\" stroke=\"#d62728\" stroke-width=\"1.5\"/>\n"
        }
        for step in steps where step.index > 0 && step.index < points.count {
            let at = (x(step.index - 1) + x(step.index)) / 2
            let change = (step.after / step.before - 1) * 100
            svg += "<line class=\"step\" x1=\"\(n(at))\" y1=\"\(n(top))\" x2=\"\(n(at))\" y2=\"\(n(top + height))\" stroke=\"#d62728\" stroke-dasharray=\"4 3\"/>"
            svg += "<text x=\"\(n(at + 3))\" y=\"\(n(top + 12))\" fill=\"#d62728\">\(change >= 0 ? "+" : "")\(e(SVGText.number(change.rounded())))%</text>\n"
        }
        if !points.isEmpty {
            svg += "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\" points=\""
                + points.indices.map { "\(n(x($0))),\(n(y(points[$0].median)))" }.joined(separator: " ") + "\"/>\n"
        }
        let labelEvery = Swift.max(1, points.count / 10)
        for (index, point) in points.enumerated() {
            svg += "<line x1=\"\(n(x(index)))\" y1=\"\(n(y(point.lower)))\" x2=\"\(n(x(index)))\" y2=\"\(n(y(point.upper)))\" stroke=\"#1f77b4\"/>"
            svg += "<circle cx=\"\(n(x(index)))\" cy=\"\(n(y(point.median)))\" r=\"3\" fill=\"#1f77b4\"/>\n"
            if index % labelEvery == 0 || steps.contains(where: { $0.index == index }) || index == points.count - 1 {
                svg += "<text x=\"\(n(x(index)))\" y=\"\(n(top + height + 16))\" text-anchor=\"middle\" fill=\"#444444\">\(e(point.label))</text>\n"
            }
        }
        svg += "<text x=\"\(n(left + width / 2))\" y=\"\(n(top + height + 36))\" text-anchor=\"middle\" fill=\"#444444\">runs in date order (commit)</text>\n"
        return svg + "</svg>\n"
    }
}
