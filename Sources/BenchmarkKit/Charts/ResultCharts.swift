import BenchmarkHarness
import CollectionLayout

/// The SVG charts of a run, written beside `results.json` by `ResultWriter`.
///
/// For every layout series (layout over workload) and operation:
/// - **cost charts**: the median wall time per unit (per item for prepare,
///   per query, per scroll frame) against the item count, one line per index
///   strategy, with the 95% bootstrap CI of each median as an error bar;
///   `charts/<layout>-<workload>-<operation>.svg`. Queries get one chart per
///   position, `charts/<layout>-<workload>-<operation>-<position>.svg`: the
///   positions cost differently (sorted-columns scans further at the top of a
///   flow layout), and three lines per strategy in one chart would hide that
///   under each other.
/// - **a speedup chart**: the linear scan's median over each indexed
///   strategy's median against the item count, with the speedup's bootstrap
///   CI, and a reference line at 1x;
///   `charts/<layout>-<workload>-<operation>-speedup.svg`. For queries, one
///   line per strategy and position (colour and marker: the strategy; dash:
///   the position), so one chart shows where the index pays off most.
///
/// Both axes are logarithmic (the item counts span decades, and so do the
/// times of a linear scan against an index). A strategy keeps its colour and
/// marker in every chart. A series measured at one item count gives a chart
/// with one point per line.
/// - Complexity: See `all(_:)`.
public enum ResultCharts {
    /// One chart: its file name relative to the results directory, and its SVG text.
    public struct Chart: Sendable, Equatable {
        /// E.g. `charts/flow-grid-query-slots-middle.svg`.
        public var fileName: String
        /// The SVG document.
        public var svg: String

        /// Creates a chart.
        public init(fileName: String, svg: String) {
            self.fileName = fileName
            self.svg = svg
        }
    }

    /// Every chart for `results`, in a stable order: per layout series, per
    /// operation (`BenchmarkOperation.allCases` order), the cost charts
    /// (positions top, middle, bottom), then the speedup chart.
    /// - Complexity: O(series × operations × cases)
    public static func all(_ results: BenchmarkResults) -> [Chart] {
        lineCharts(results).map { Chart(fileName: $0.fileName, svg: $0.chart.svg()) }
    }

    /// The charts as values, before rendering, with their file names (for
    /// tests and for callers that restyle them).
    /// - Complexity: O(series × operations × cases)
    public static func lineCharts(_ results: BenchmarkResults) -> [(fileName: String, chart: LineChart)] {
        let index = ResultIndex(results)
        var charts: [(fileName: String, chart: LineChart)] = []
        for series in index.layouts {
            for operation in BenchmarkOperation.allCases where index.has(series, operation) {
                let stem = "charts/\(series.layout.rawValue)-\(series.workload.rawValue)-\(operation.rawValue)"
                let rows = index.rows(series, operation)
                if operation.isPositioned {
                    for position in ContentPosition.allCases where rows.contains(where: { $0.position == position }) {
                        charts.append((stem + "-\(position.rawValue).svg", cost(index, series, operation, rows.filter { $0.position == position }, position: position)))
                    }
                } else {
                    charts.append((stem + ".svg", cost(index, series, operation, rows, position: nil)))
                }
                if let chart = speedup(index, series, operation, rows) {
                    charts.append((stem + "-speedup.svg", chart))
                }
            }
        }
        return charts
    }

    /// The style of `strategy`, the same in every chart.
    /// - Complexity: O(strategies)
    public static func style(of strategy: BenchmarkStrategy) -> ChartStyle {
        ChartStyle.numbered(BenchmarkStrategy.allCases.firstIndex(of: strategy) ?? BenchmarkStrategy.allCases.count)
    }

    /// Median cost per unit against item count, one line per strategy.
    static func cost(
        _ index: ResultIndex, _ series: ResultIndex.Series, _ operation: BenchmarkOperation, _ rows: [ResultIndex.Row],
        position: ContentPosition?
    ) -> LineChart {
        let lines = index.strategies(series, operation).map { strategy in
            LineChart.Series(name: strategy.rawValue, style: style(of: strategy), points: rows.compactMap { row in
                row.byStrategy[strategy].map { result in
                    LineChart.Point(
                        x: Double(row.items), y: result.summary.wall.median,
                        lower: result.summary.wallMedianInterval.lower, upper: result.summary.wallMedianInterval.upper
                    )
                }
            })
        }
        let sampling = index.results.sampling
        let what = operation.prose.chart(position)
        let statistic = operation.isTimedPerFrame
            ? "median frame of a sweep of up to \(sampling.maximumScrollFrames) frames"
            : "median of \(sampling.samples) samples"
        return LineChart(
            title: "\(series.label): \(what)",
            subtitle: "\(statistic) per point; error bars: 95% bootstrap CI of the median; log-log",
            xTitle: "items", yTitle: "median wall time per \(operation.unit)", xLabels: .count, yLabels: .nanoseconds,
            series: lines
        )
    }

    /// Linear median over indexed median against item count, one line per
    /// indexed strategy (and position, for queries); `nil` without speedups.
    static func speedup(_ index: ResultIndex, _ series: ResultIndex.Series, _ operation: BenchmarkOperation, _ rows: [ResultIndex.Row]) -> LineChart? {
        let positions: [ContentPosition?] = operation.isPositioned ? ContentPosition.allCases.filter { position in rows.contains { $0.position == position } } : [nil]
        var lines: [LineChart.Series] = []
        for strategy in index.strategies(series, operation) where strategy != .linear {
            for (number, position) in positions.enumerated() {
                let points = rows.filter { $0.position == position }.compactMap { row -> LineChart.Point? in
                    guard let result = row.byStrategy[strategy], let speedup = index.speedup(of: result, over: operation.comparesWithPrepare ? nil : .linear) else { return nil }
                    return LineChart.Point(x: Double(row.items), y: speedup.ratio, lower: speedup.interval.lower, upper: speedup.interval.upper)
                }
                guard !points.isEmpty else { continue }
                var style = style(of: strategy)
                style.dash = ChartStyle.Dash.allCases[number % ChartStyle.Dash.allCases.count]
                lines.append(LineChart.Series(name: strategy.rawValue + (position.map { ", \($0.rawValue)" } ?? ""), style: style, points: points))
            }
        }
        guard !lines.isEmpty else { return nil }
        return LineChart(
            title: "\(series.label): \(operation.rawValue), speedup over the linear scan",
            subtitle: "linear median / strategy median, same run; error bars: 95% bootstrap CI of the ratio; log-log",
            xTitle: "items", yTitle: "speedup (above 1x: faster than the scan)", xLabels: .count, yLabels: .ratio,
            series: lines, reference: LineChart.ReferenceLine(y: 1, label: "1x: the linear scan")
        )
    }
}
