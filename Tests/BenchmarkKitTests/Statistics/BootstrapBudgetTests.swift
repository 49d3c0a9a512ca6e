import Testing
@testable import BenchmarkHarness

/// The bootstrap's cost is bounded: above `drawBudget / resamples` values,
/// fewer resamples are drawn (never fewer than `minimumResamples`), so an
/// interval over n values costs O(n) with a bounded constant.
@Suite struct BootstrapBudgetTests {
    @Test(arguments: [(1, 2000), (10_000, 2000), (20_000, 1000), (100_000, 200), (1_000_000, 100), (100_000_000, 100)])
    func largeSamplesDrawFewerResamples(_ values: Int, _ expected: Int) {
        #expect(Bootstrap().effectiveResamples(forValues: values) == expected)
    }

    @Test func smallResampleCountsAreKept() {
        #expect(Bootstrap(resamples: 50).effectiveResamples(forValues: 1_000_000) == 50)
        #expect(Bootstrap(resamples: 150).effectiveResamples(forValues: 1_000_000) == 100)
    }

    /// Every interval stays within the budget: resamples × values ≤ drawBudget,
    /// or the minimum resample count.
    @Test func drawsStayWithinTheBudget() {
        for values in stride(from: 1, through: 3_000_000, by: 7_919) {
            let resamples = Bootstrap().effectiveResamples(forValues: values)
            #expect(resamples * values <= Bootstrap.drawBudget || resamples == Bootstrap.minimumResamples)
        }
    }
}
