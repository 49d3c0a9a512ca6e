@testable import BenchmarkHarness
@testable import BenchmarkKit
import Testing

/// Comparisons of files that pool rounds: paired or unpaired round tests,
/// the false-discovery adjustment, the noise floor in the reports.
@Suite struct RoundComparisonTests {
    typealias F = ComparisonFixtures

    /// `name` pooling one run per level of each case, as `merge` makes it.
    static func side(_ name: String, _ levels: [(BenchmarkCase, [Double])]) throws -> NamedResults {
        let rounds = levels.map(\.1.count).max() ?? 0
        let runs = (0 ..< rounds).map { round in F.run(name, levels.map { F.result($0.0, F.tight($0.1[round])) }) }
        return NamedResults(name: name, results: try ResultMerge.merge(runs))
    }

    static let others = (1 ... 4).map { BenchmarkCase(layout: .flow, strategy: .linear, operation: .prepare, items: $0) }

    @Test func roundsArePairedAndTheirRatiosDecide() throws {
        let comparison = try ResultComparison(old: try F.rounds("OLD", F.query, [100, 100, 100]), new: try F.rounds("NEW", F.query, [120, 125, 130]))
        let result = comparison.cases[0]
        #expect(result.pairedRounds && result.oldRounds == 3 && result.newRounds == 3)
        #expect(result.test == nil && result.roundTest != nil)
        #expect(abs(result.ratio - RoundContrast.paired(old: [100, 100, 100], new: [120, 125, 130]).test().ratio) < 1e-12)
        #expect(result.pValue > 0.01 && result.pValue < 0.05, "p = \(result.pValue)")
        #expect(result.qValue == result.pValue)
        #expect(result.verdict == .regressed)
        #expect(comparison.table().render().contains("3 paired"))
    }

    @Test func theFalseDiscoveryAdjustmentCountsEveryCase() throws {
        // The same case with four unchanged companions: q = 5p > 0.05.
        let old = try Self.side("OLD", [(F.query, [100, 100, 100])] + Self.others.map { ($0, [10, 11, 12]) })
        let new = try Self.side("NEW", [(F.query, [120, 125, 130])] + Self.others.map { ($0, [10, 11, 12]) })
        let comparison = try ResultComparison(old: old, new: new)
        let query = try #require(comparison.cases.first { $0.benchmarkCase == F.query })
        #expect(abs(query.qValue - 5 * query.pValue) < 1e-12)
        #expect(query.verdict == .notSignificant)
        #expect(comparison.regressedCount == 0)
    }

    @Test func differentRoundCountsAreComparedUnpaired() throws {
        let comparison = try ResultComparison(old: try F.rounds("OLD", F.query, [100, 102]), new: try F.rounds("NEW", F.query, [150, 151, 149]))
        let result = comparison.cases[0]
        #expect(!result.pairedRounds && result.oldRounds == 2 && result.newRounds == 3)
        #expect(result.verdict == .regressed)
        #expect(comparison.table().render().contains("2+3"))
    }

    @Test func theNoiseFloorIsFittedOverTheCasesAndShown() throws {
        // Eight cases whose paired rounds wobble by a few percent, one of them slowed by 30%.
        let cases = (1 ... 8).map { BenchmarkCase(layout: .waterfall, strategy: .sortedColumns, operation: .prepare, items: $0) }
        let wobbles: [[Double]] = [[1, 1.03, 0.98], [1.02, 0.99, 1.01], [0.97, 1, 1.04], [1.01, 1.02, 0.96], [1, 0.98, 1.03], [1.03, 1, 0.99], [0.99, 1.01, 1.02], [1.02, 0.97, 1]]
        let old = try Self.side("OLD", cases.map { ($0, [100, 100, 100]) })
        let new = try Self.side("NEW", zip(cases, wobbles).enumerated().map { index, pair in (pair.0, pair.1.map { $0 * (index == 0 ? 130 : 100) }) })
        let comparison = try ResultComparison(old: old, new: new)
        #expect(comparison.noiseFloor.pairedCases == 8 && comparison.noiseFloor.paired.estimates == 8)
        #expect(comparison.noiseFloor.paired.degreesOfFreedom > 0)
        #expect(comparison.regressedCount == 1 && comparison.cases[0].benchmarkCase == cases[0])
        #expect(comparison.summaryLine.hasPrefix("1 regressed, 0 improved, 7 unchanged; noise floor ±"))
        #expect(comparison.summaryLine.hasSuffix("% between paired rounds"))
        #expect(comparison.warnings.isEmpty)
        let markdown = ComparisonMarkdown.render(comparison)
        #expect(markdown.contains("Noise floor (paired rounds): ln(new/old) of round k varies by ±"))
        #expect(markdown.contains("(one standard deviation, fitted over 8 cases); it weighs as "))
    }

    @Test func fewCasesFitNoFloorAndSaySo() throws {
        let comparison = try ResultComparison(old: try F.rounds("OLD", F.query, [100, 101]), new: try F.rounds("NEW", F.query, [100, 99]))
        #expect(comparison.noiseFloor.paired == .none && comparison.noiseFloor.summary == nil)
        #expect(comparison.summaryLine == "0 regressed, 0 improved, 1 unchanged")
        #expect(comparison.noiseFloor.explanation == [
            "Noise floor (paired rounds): not fitted, 1 case compared by rounds, fewer than 6 with a round-to-round variance; each case's t test uses its own rounds alone.",
        ])
    }
}
