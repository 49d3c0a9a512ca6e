import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct PooledRunsResamplerTests {
    /// 21 samples around `level`, ±0.6%.
    static func run(_ level: Double) -> [Double] { (0..<21).map { level * (1 + 0.002 * Double($0 % 7 - 3)) } }

    @Test func aSingleRunPerSideIsTheOrdinaryBootstrap() {
        let bootstrap = Bootstrap()
        let a = Self.run(100), b = Self.run(130)
        #expect(bootstrap.ratioOfMediansInterval(numeratorRuns: [b], denominatorRuns: [a]) == bootstrap.ratioOfMediansInterval(numerator: b, denominator: a))
    }

    @Test func runsThatDisagreeWidenTheInterval() {
        // Three runs of 21 samples at 100, 110 and 120 against three at 100:
        // pooled as 63 independent samples the median looks like a sure +10%;
        // resampling runs shows that one run in three says +0%.
        let old = [Self.run(100), Self.run(100), Self.run(100)]
        let new = [Self.run(100), Self.run(110), Self.run(120)]
        let flat = Bootstrap().ratioOfMediansInterval(numerator: new.flatMap { $0 }, denominator: old.flatMap { $0 })
        let twoStage = Bootstrap().ratioOfMediansInterval(numeratorRuns: new, denominatorRuns: old)
        #expect(flat.lower > 1.05)
        #expect(twoStage.lower < 1.01)
        #expect(twoStage.upper > 1.15)
    }

    @Test func runsThatAgreeKeepTheIntervalTight() {
        let old = [Self.run(100), Self.run(101), Self.run(99)]
        let new = [Self.run(120), Self.run(121), Self.run(119)]
        let interval = Bootstrap().ratioOfMediansInterval(numeratorRuns: new, denominatorRuns: old)
        #expect(interval.lower > 1.15 && interval.upper < 1.25)
    }

    @Test func resamplesAreDeterministic() {
        let runs = [Self.run(100), Self.run(130)]
        #expect(Bootstrap().ratioOfMediansInterval(numeratorRuns: runs, denominatorRuns: runs) == Bootstrap().ratioOfMediansInterval(numeratorRuns: runs, denominatorRuns: runs))
    }
}
