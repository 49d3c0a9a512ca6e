import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct PooledRanksTests {
    @Test func distinctValuesHaveIntegerRanksAndNoTies() {
        // Pooled order: 1 (first), 2 (second), 3 (first), 4 (second), 5 (first): ranks 1 + 3 + 5.
        let ranks = PooledRanks([5, 1, 3], [4, 2])
        #expect(ranks.firstRankSum == 9)
        #expect(ranks.tieTerm == 0)
        #expect(!ranks.hasTies)
    }

    @Test func tiedValuesShareTheirMidrank() {
        // Pooled: 1 | 2 2 2 (ranks 2, 3, 4 -> 3) | 7 7 (ranks 5, 6 -> 5.5).
        // First holds 1, one 2 and one 7: 1 + 3 + 5.5; ties: (27 - 3) + (8 - 2).
        let ranks = PooledRanks([2, 1, 7], [2, 7, 2])
        #expect(ranks.firstRankSum == 9.5)
        #expect(ranks.tieTerm == 30)
        #expect(ranks.hasTies)
    }

    @Test func aTieWithinOneSampleCounts() {
        // scipy counts ties over the pooled sample, so this is not exact either.
        #expect(PooledRanks([1, 1], [2]).hasTies)
        #expect(MannWhitney.test([1, 1], [2]).method == .normal)
    }
}
