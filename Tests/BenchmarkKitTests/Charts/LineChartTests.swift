import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct LineChartTests {
    static func chart(series: [LineChart.Series], reference: LineChart.ReferenceLine? = nil) -> LineChart {
        LineChart(
            title: "t", subtitle: "s", xTitle: "items", yTitle: "time", xLabels: .count, yLabels: .nanoseconds,
            series: series, reference: reference
        )
    }

    @Test func onePolylinePerSeriesThroughItsPointsInIncreasingX() {
        let chart = Self.chart(series: [
            .init(name: "a", style: .numbered(0), points: [.init(x: 10_000, y: 50), .init(x: 100, y: 20), .init(x: 1_000, y: 30)]),
            .init(name: "b", style: .numbered(1), points: [.init(x: 100, y: 2_000), .init(x: 1_000, y: 20_000)]),
        ])
        let svg = chart.svg()
        let lines = SVGInspection.polylines(svg)
        #expect(lines.map(\.count) == [3, 2])
        for line in lines {
            #expect(zip(line, line.dropFirst()).allSatisfy { $0.x < $1.x })
        }
        // Larger values are drawn higher up (smaller SVG y).
        #expect(lines[0][0].y > lines[0][1].y && lines[0][1].y > lines[0][2].y)
        #expect(SVGInspection.count("<g class=\"series\"", in: svg) == 2)
        #expect(SVGInspection.count("<circle", in: svg) == 3 + 1)  // a's markers and its legend sample
    }

    @Test func equalRatiosAreEqualDistances() {
        // y = 2x: each decade of x is a decade of y, so steps are equal in pixels.
        let chart = Self.chart(series: [.init(name: "a", style: .numbered(0), points: [100, 1_000, 10_000].map { .init(x: $0, y: 2 * $0) })])
        let line = SVGInspection.polylines(chart.svg())[0]
        #expect(abs((line[1].x - line[0].x) - (line[2].x - line[1].x)) <= 0.02)
        #expect(abs((line[0].y - line[1].y) - (line[1].y - line[2].y)) <= 0.02)
    }

    @Test func pointsALogScaleCannotShowAreLeftOut() {
        let chart = Self.chart(series: [.init(name: "a", style: .numbered(0), points: [
            .init(x: 100, y: 0), .init(x: 1_000, y: 5), .init(x: 10_000, y: .infinity), .init(x: 0, y: 3),
        ])])
        #expect(SVGInspection.polylines(chart.svg()).map(\.count) == [1])
    }

    @Test func errorBarsSpanTheInterval() {
        let chart = Self.chart(series: [.init(name: "a", style: .numbered(0), points: [.init(x: 100, y: 100, lower: 10, upper: 1_000)])])
        let svg = chart.svg()
        #expect(SVGInspection.count("class=\"error-bars\"", in: svg) == 1)
        // The axis covers the bounds: 10 ns to 1 µs.
        #expect(svg.contains(">10 ns</text>") && svg.contains(">1 µs</text>"))
        #expect(!svg.contains(">1 ns</text>") && !svg.contains(">10 µs</text>"))
    }

    @Test func aSinglePointStillMakesAChart() {
        let chart = Self.chart(series: [.init(name: "a", style: .numbered(0), points: [.init(x: 100, y: 40, lower: 38, upper: 42)])])
        let svg = chart.svg()
        #expect(SVGInspection.polylines(svg).map(\.count) == [1])
        for label in [">10</text>", ">100</text>", ">1k</text>"] { #expect(svg.contains(label), "\(label)") }
    }

    @Test func textIsEscaped() {
        var chart = Self.chart(series: [.init(name: "<a & b>", style: .numbered(0), points: [.init(x: 10, y: 10)])])
        chart.title = "\"quoted\" & <tagged>"
        let svg = chart.svg()
        #expect(svg.contains("&quot;quoted&quot; &amp; &lt;tagged&gt;"))
        #expect(svg.contains("data-name=\"&lt;a &amp; b&gt;\""))
        #expect(!svg.contains("<tagged>") && !svg.contains("<a & b>"))
    }

    @Test func theLegendIsOutsideThePlotArea() {
        let chart = Self.chart(
            series: (0..<6).map { .init(name: "series number \($0) with a long name", style: .numbered($0), points: [.init(x: 10, y: 10)]) },
            reference: .init(y: 1, label: "1x")
        )
        let svg = chart.svg()
        let plotRight = Double(SVGInspection.attribute("x", after: "class=\"plot-area\"", in: svg)!)!
            + Double(SVGInspection.attribute("width", after: "class=\"plot-area\"", in: svg)!)!
        let legend = SVGInspection.attribute("transform", after: "class=\"legend\"", in: svg)!
        let legendLeft = Double(legend.dropFirst("translate(".count).prefix { $0 != " " })!
        let legendWidth = Double(SVGInspection.attribute("width", after: "class=\"legend\"", in: svg)!)!
        let svgWidth = Double(SVGInspection.attribute("width", after: "<svg", in: svg)!)!
        #expect(legendLeft > plotRight)
        #expect(legendLeft + legendWidth <= svgWidth)
        #expect(SVGInspection.count("class=\"reference\"", in: svg) == 1)
    }

    @Test func outputIsDeterministic() {
        let make = { Self.chart(series: [.init(name: "a", style: .numbered(0), points: [.init(x: 123, y: 456.789, lower: 400, upper: 500)])]).svg() }
        #expect(make() == make())
        #expect(make().hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(make().hasSuffix("</svg>\n"))
    }
}
