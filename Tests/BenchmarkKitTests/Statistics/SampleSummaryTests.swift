import Testing
import LayoutWorkloads
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct SampleSummaryTests {
    @Test func summarisesOneToHundredInAnyOrder() {
        var generator = SeededGenerator(seed: 7)
        let samples = (1...100).map(Double.init).shuffled(using: &generator)
        let summary = SampleSummary(samples)
        #expect(summary.count == 100)
        #expect(summary.min == 1)
        #expect(summary.max == 100)
        #expect(summary.mean == 50.5)
        // Type 7: position q·99, so q1 = 25.75, median = 50.5, q3 = 75.25, p99 = 99.01.
        #expect(summary.median == 50.5)
        #expect(summary.q1 == 25.75)
        #expect(summary.q3 == 75.25)
        #expect(abs(summary.p99 - 99.01) < 1e-9)
        #expect(summary.iqr == 49.5)
        #expect(summary == SampleSummary(samples.sorted()))
    }

    @Test func agreesWithQuantiles() {
        let samples: [Double] = [12.5, 3, 7.25, 9, 1, 40, 8]
        let summary = SampleSummary(samples)
        #expect(summary.median == Quantiles.median(samples))
        #expect(summary.q1 == Quantiles.quantile(samples, 0.25))
        #expect(summary.q3 == Quantiles.quantile(samples, 0.75))
        #expect(summary.p99 == Quantiles.quantile(samples, 0.99))
    }

    @Test func singleSampleIsEveryStatistic() {
        let summary = SampleSummary([4.5])
        #expect(summary.count == 1)
        for value in [summary.min, summary.max, summary.mean, summary.median, summary.q1, summary.q3, summary.p99] {
            #expect(value == 4.5)
        }
        #expect(summary.iqr == 0)
    }

    @Test func roundTripsThroughJSON() throws {
        let summary = SampleSummary([3, 1, 4, 1, 5, 9, 2, 6])
        let json = try JSONTestCoding.encode(summary)
        #expect(try JSONTestCoding.decode(SampleSummary.self, from: json) == summary)
        #expect(!json.contains("iqr"), "the computed IQR is not stored")
    }
}
