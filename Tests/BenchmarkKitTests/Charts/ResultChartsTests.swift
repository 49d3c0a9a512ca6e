import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit
import CollectionLayout

@Suite struct ResultChartsTests {
    @Test func oneCostChartPerOperationAndPositionAndOneSpeedupChartPerOperation() {
        let names = ResultCharts.all(ResultFixtures.results()).map(\.fileName)
        #expect(names == [
            "charts/flow-grid-prepare.svg", "charts/flow-grid-prepare-speedup.svg",
            "charts/flow-grid-query-slots-middle.svg", "charts/flow-grid-query-slots-speedup.svg",
        ])
    }

    @Test func costChartsHaveOneLinePerStrategyOverTheItemCounts() throws {
        let chart = try #require(ResultCharts.all(ResultFixtures.results()).first { $0.fileName == "charts/flow-grid-query-slots-middle.svg" })
        let lines = SVGInspection.polylines(chart.svg)
        #expect(lines.count == IndexStrategy.concrete.count)
        for line in lines {
            #expect(line.count == 3)
            #expect(zip(line, line.dropFirst()).allSatisfy { $0.x < $1.x })
        }
        for strategy in IndexStrategy.concrete {
            #expect(chart.svg.contains("data-name=\"\(strategy.rawValue)\""))
        }
        // The linear scan's medians are 2n: equal steps per decade of items.
        let linear = lines[0]
        #expect(abs((linear[0].y - linear[1].y) - (linear[1].y - linear[2].y)) <= 0.02)
        #expect(SVGInspection.count("class=\"error-bars\"", in: chart.svg) == IndexStrategy.concrete.count)
        #expect(chart.svg.contains("per query</text>"))
    }

    @Test func speedupChartsHaveOneLinePerIndexedStrategyAndAReferenceAtOne() throws {
        let chart = try #require(ResultCharts.all(ResultFixtures.results()).first { $0.fileName == "charts/flow-grid-query-slots-speedup.svg" })
        // Every indexed strategy: all but the linear scan, the reference.
        #expect(SVGInspection.polylines(chart.svg).count == IndexStrategy.concrete.count - 1)
        #expect(chart.svg.contains("data-name=\"sorted-columns, middle\""))
        #expect(chart.svg.contains("class=\"reference\""))
        #expect(chart.svg.contains(">1x</text>"))
    }

    @Test func aSingleItemCountGivesOnePointPerLine() {
        let cases = ResultFixtures.results().cases.filter { $0.benchmarkCase.items == 1_000 }
        let results = BenchmarkResults(context: ResultFixtures.context, sampling: .quick, cases: cases)
        for chart in ResultCharts.all(results) {
            #expect(SVGInspection.polylines(chart.svg).allSatisfy { $0.count == 1 }, "\(chart.fileName)")
        }
    }

    @Test func strategiesKeepTheirStyleInEveryChart() {
        #expect(ResultCharts.style(of: .linear) != ResultCharts.style(of: .intervalTree))
        #expect(ResultCharts.style(of: .sortedColumns) == ChartStyle.numbered(1))
    }

    @Test func chartsAreDeterministic() {
        #expect(ResultCharts.all(ResultFixtures.results()) == ResultCharts.all(ResultFixtures.results()))
    }
}
