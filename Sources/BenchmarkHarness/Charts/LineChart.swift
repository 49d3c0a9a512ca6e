/// A log-log line chart: several series of (x, y) points, each with an
/// optional error bar, a title, axis titles and the unit of each axis' tick
/// labels. A value, rendered by `svg()` (`LineChart+SVG.swift`).
///
/// Inspired by the charts of apple/swift-collections-benchmark (one line per
/// task, time per element against input size, both axes logarithmic); the
/// drawing code is ours.
/// - Complexity: O(1) storage beyond the series.
public struct LineChart: Sendable, Equatable {
    /// One measured point with its error bar.
    /// - Complexity: O(1) storage.
    public struct Point: Sendable, Equatable {
        /// The x value (an item count).
        public var x: Double
        /// The y value (a median, a ratio).
        public var y: Double
        /// The error bar's lower end (the CI's lower bound), if any.
        public var lower: Double?
        /// The error bar's upper end, if any.
        public var upper: Double?

        /// Creates a point.
        /// - Complexity: O(1)
        public init(x: Double, y: Double, lower: Double? = nil, upper: Double? = nil) {
            self.x = x
            self.y = y
            self.lower = lower
            self.upper = upper
        }

        /// Whether a log scale can place the point (x and y positive and finite).
        /// - Complexity: O(1)
        public var isPlottable: Bool { x > 0 && x.isFinite && y > 0 && y.isFinite }
    }

    /// One line: a name for the legend, a style, and its points.
    /// - Complexity: O(1) storage beyond the points.
    public struct Series: Sendable, Equatable {
        /// The legend's label (e.g. a strategy).
        public var name: String
        /// How the line is drawn.
        public var style: ChartStyle
        /// The points, in any order (the chart sorts them by x).
        public var points: [Point]

        /// Creates a series.
        /// - Complexity: O(1)
        public init(name: String, style: ChartStyle, points: [Point]) {
            self.name = name
            self.style = style
            self.points = points
        }

        /// The points a log scale can show, by increasing x (ties keep their
        /// order), as the line joins them.
        /// - Complexity: O(p log p) for p points.
        public var plottedPoints: [Point] {
            points.enumerated().filter { $0.element.isPlottable }
                .sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }
                .map(\.element)
        }
    }

    /// A horizontal line across the plot at a fixed y, with a label (e.g.
    /// "1x: as fast as the linear scan").
    /// - Complexity: O(1) storage.
    public struct ReferenceLine: Sendable, Equatable {
        /// The y value.
        public var y: Double
        /// What it marks.
        public var label: String

        /// Creates a reference line.
        /// - Complexity: O(1)
        public init(y: Double, label: String) {
            self.y = y
            self.label = label
        }
    }

    /// The title, above the plot.
    public var title: String
    /// A second line under the title: how the figures were made.
    public var subtitle: String
    /// The x axis' title.
    public var xTitle: String
    /// The y axis' title.
    public var yTitle: String
    /// How x ticks are labelled.
    public var xLabels: DecadeLabel
    /// How y ticks are labelled.
    public var yLabels: DecadeLabel
    /// The lines, in legend order.
    public var series: [Series]
    /// An optional horizontal reference line.
    public var reference: ReferenceLine?

    /// Creates a chart.
    /// - Complexity: O(1)
    public init(
        title: String, subtitle: String, xTitle: String, yTitle: String, xLabels: DecadeLabel, yLabels: DecadeLabel,
        series: [Series], reference: ReferenceLine? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.xLabels = xLabels
        self.yLabels = yLabels
        self.series = series
        self.reference = reference
    }
}
