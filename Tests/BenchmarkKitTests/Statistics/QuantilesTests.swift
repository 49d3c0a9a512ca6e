import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct QuantilesTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect(Quantiles.median([5, 1, 3]) == 3)
        #expect(Quantiles.median([4, 1, 3, 2]) == 2.5)
        #expect(Quantiles.median([7]) == 7)
    }

    @Test func interpolatesBetweenOrderStatistics() {
        // Type 7: position q·(n-1); for 0...10 the quantile equals 10·q.
        let values = (0...10).map(Double.init).reversed().map { $0 }
        #expect(Quantiles.quantile(values, 0) == 0)
        #expect(Quantiles.quantile(values, 1) == 10)
        #expect(Quantiles.quantile(values, 0.25) == 2.5)
        #expect(Quantiles.quantile(values, 0.9) == 9)
    }

    @Test func infiniteOrderStatisticsStayInfinite() {
        // Interpolating between two infinities would compute inf - inf = NaN.
        let sorted = [1, Double.infinity, .infinity, .infinity]
        #expect(Quantiles.sortedQuantile(sorted, 0.5) == .infinity)
        #expect(Quantiles.sortedQuantile(sorted, 1) == .infinity)
        #expect(Quantiles.sortedQuantile([1, 2, .infinity], 0.5) == 2)
        // Between -inf and +inf any value is as good as another: the nearer bound.
        #expect(Quantiles.sortedQuantile([-.infinity, .infinity], 0.25) == -.infinity)
        #expect(Quantiles.sortedQuantile([-.infinity, .infinity], 0.75) == .infinity)
    }
}
