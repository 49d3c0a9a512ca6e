import Testing
import LayoutWorkloads
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct BootstrapTests {
    /// `count` values uniform in 0..<1 from `seed`, so the true median is 0.5.
    static func uniformSample(count: Int, seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in Double(generator.next() >> 11) * 0x1p-53 }
    }

    @Test(arguments: [1, 2, 7, 10, 51])
    func resampledMediansEqualTheMediansOfMaterialisedResamples(count: Int) {
        let sample = Self.uniformSample(count: count, seed: UInt64(count))
        let sorted = sample.sorted()
        var resampler = MedianResampler(sample)
        var counting = ResamplingGenerator(seed: 99), naive = ResamplingGenerator(seed: 99)
        for _ in 0..<200 {
            let resample = (0..<count).map { _ in sorted[MedianResampler.index(below: count, using: &naive)] }
            #expect(resampler.nextMedian(using: &counting) == Quantiles.median(resample))
        }
    }

    @Test func indicesCoverTheRangeUniformly() {
        var generator = ResamplingGenerator(seed: 3)
        var tally = [Int](repeating: 0, count: 7)
        for _ in 0..<70_000 { tally[MedianResampler.index(below: 7, using: &generator)] += 1 }
        #expect(tally.allSatisfy { abs($0 - 10_000) < 400 }, "\(tally)")
    }

    @Test func singleOrEqualValuesGiveADegenerateInterval() {
        let bootstrap = Bootstrap()
        #expect(bootstrap.medianInterval([4.25]) == ConfidenceInterval(lower: 4.25, upper: 4.25, level: 0.95))
        #expect(bootstrap.medianInterval([3, 3, 3, 3]) == ConfidenceInterval(lower: 3, upper: 3, level: 0.95))
        #expect(bootstrap.ratioOfMediansInterval(numerator: [6], denominator: [3, 3])
            == ConfidenceInterval(lower: 2, upper: 2, level: 0.95))
    }

    @Test func isDeterministicForASeed() {
        let sample = Self.uniformSample(count: 25, seed: 1)
        let other = Self.uniformSample(count: 30, seed: 2)
        #expect(Bootstrap(seed: 5).medianInterval(sample) == Bootstrap(seed: 5).medianInterval(sample))
        let ratio = Bootstrap(seed: 5).ratioOfMediansInterval(numerator: sample, denominator: other)
        #expect(ratio == Bootstrap(seed: 5).ratioOfMediansInterval(numerator: sample, denominator: other))
        // A median bound is an order statistic of the sample (n is odd), which
        // other seeds often share; a ratio of two has many more possible values.
        #expect(ratio != Bootstrap(seed: 6).ratioOfMediansInterval(numerator: sample, denominator: other))
    }

    @Test func medianIntervalLiesInsideTheSampleAndAroundItsMedian() {
        let sample = Self.uniformSample(count: 40, seed: 11)
        let interval = Bootstrap().medianInterval(sample)
        #expect(interval.level == 0.95)
        #expect(interval.lower < interval.upper)
        #expect(interval.contains(Quantiles.median(sample)))
        #expect(sample.min()! <= interval.lower && interval.upper <= sample.max()!)
    }

    @Test func higherLevelsGiveNestedWiderIntervals() {
        // The same seed draws the same resamples, so only the quantiles move.
        let sample = Self.uniformSample(count: 30, seed: 12)
        let narrow = Bootstrap(level: 0.8).medianInterval(sample)
        let wide = Bootstrap(level: 0.99).medianInterval(sample)
        #expect(wide.lower <= narrow.lower && narrow.upper <= wide.upper)
        #expect(wide.upper - wide.lower > narrow.upper - narrow.lower)
    }

    @Test func coversTheTrueMedianAtAboutTheNominalRate() {
        // 200 uniform samples of 31 (true median 0.5); each interval is
        // deterministic, so this is a fixed count, not a flaky one.
        let bootstrap = Bootstrap(resamples: 500, level: 0.9)
        let covered = (0..<200).filter { seed in
            bootstrap.medianInterval(Self.uniformSample(count: 31, seed: UInt64(1000 + seed))).contains(0.5)
        }.count
        #expect((160...196).contains(covered), "covered \(covered) of 200 at level 0.9")
    }

    @Test func ratioIntervalContainsTheScale() {
        // Numerator = 3 × an independent draw of the same distribution.
        let numerator = Self.uniformSample(count: 50, seed: 21).map { 3 * (1 + $0) }
        let denominator = Self.uniformSample(count: 50, seed: 22).map { 1 + $0 }
        let interval = Bootstrap().ratioOfMediansInterval(numerator: numerator, denominator: denominator)
        #expect(interval.contains(3))
        #expect(interval.contains(Quantiles.median(numerator) / Quantiles.median(denominator)))
        #expect(2 < interval.lower && interval.upper < 4, "\(interval)")
    }

    /// scipy 1.17.1's percentile bootstrap of the same data, with 20,000
    /// resamples (its own generator, so agreement is up to Monte Carlo error):
    /// in Python, with `splitmix(seed, count)` a port of `uniformSample`,
    /// `scipy.stats.bootstrap((3 * (1 + splitmix(21, 50)), 1 + splitmix(22, 50)),
    /// lambda a, b, axis=-1: np.median(a, axis=axis) / np.median(b, axis=axis),
    /// method='percentile', n_resamples=20000, paired=False, random_state=1,
    /// vectorized=True)` gives [2.4105055756720004, 3.0983200753694833], and
    /// `scipy.stats.bootstrap((splitmix(11, 40),), np.median, method='percentile',
    /// n_resamples=20000, random_state=1)` gives [0.4071900237371764, 0.7331739855884204]
    /// (the same for random_state 2 and 3).
    @Test func agreesWithScipysPercentileBootstrap() {
        let numerator = Self.uniformSample(count: 50, seed: 21).map { 3 * (1 + $0) }
        let denominator = Self.uniformSample(count: 50, seed: 22).map { 1 + $0 }
        let ratio = Bootstrap().ratioOfMediansInterval(numerator: numerator, denominator: denominator)
        #expect(abs(ratio.lower - 2.4105055756720004) < 0.05, "\(ratio)")
        #expect(abs(ratio.upper - 3.0983200753694833) < 0.05, "\(ratio)")
        // Medians of 40 resampled values are averages of neighbouring order
        // statistics, about 0.03 apart around the middle of this sample.
        let median = Bootstrap().medianInterval(Self.uniformSample(count: 40, seed: 11))
        #expect(abs(median.lower - 0.4071900237371764) < 0.04, "\(median)")
        #expect(abs(median.upper - 0.7331739855884204) < 0.04, "\(median)")
    }

    @Test func zeroDenominatorMediansGiveInfinityOrOne() {
        let bootstrap = Bootstrap(resamples: 300)
        #expect(bootstrap.ratioOfMediansInterval(numerator: [1, 2, 3], denominator: [0, 0])
            == ConfidenceInterval(lower: .infinity, upper: .infinity, level: 0.95))
        #expect(bootstrap.ratioOfMediansInterval(numerator: [0, 0, 0], denominator: [0])
            == ConfidenceInterval(lower: 1, upper: 1, level: 0.95))
        // Some resampled denominator medians are 0, others are not: no crash, no NaN.
        let mixed = bootstrap.ratioOfMediansInterval(numerator: [4, 5, 6, 7], denominator: [0, 0, 0, 1, 2])
        #expect(mixed.upper == .infinity)
        #expect(mixed.lower.isFinite && mixed.lower >= 2)
        #expect(Bootstrap.ratio(-2, 0) == -.infinity)
        #expect(Bootstrap.ratio(3, -0.0) == .infinity)
        #expect(Bootstrap.ratio(3, 2) == 1.5)
    }
}
