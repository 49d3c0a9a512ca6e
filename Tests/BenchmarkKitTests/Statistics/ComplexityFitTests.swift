import Testing
import LayoutWorkloads
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct ComplexityFitTests {
    /// n from 10^2 to 10^6: 1, 2 and 5 times each power of ten, then 10^6.
    static let sizes: [Double] = [100.0, 1_000, 10_000, 100_000].flatMap { power in [1, 2, 5].map { power * $0 } }
        + [1_000_000]

    /// Per-class coefficients that keep times in a plausible range of nanoseconds.
    static let coefficients: [ComplexityClass: Double] = [
        .constant: 40, .logarithmic: 7.5, .linear: 2.25, .linearithmic: 0.375, .quadratic: 0.001,
    ]

    /// `repeats` points per size with time c·g(n)·(1 + noise·u), u uniform in [-1, 1] from `seed`.
    static func points(
        _ complexity: ComplexityClass, noise: Double = 0, repeats: Int = 1, seed: UInt64 = 0
    ) -> [(n: Double, time: Double)] {
        var generator = SeededGenerator(seed: seed)
        let coefficient = coefficients[complexity]!
        return sizes.flatMap { n in
            (0..<repeats).map { _ in
                let u = Double(generator.next() >> 11) * 0x1p-52 - 1
                return (n: n, time: coefficient * complexity.value(at: n) * (1 + noise * u))
            }
        }
    }

    @Test func growthFunctions() {
        #expect(ComplexityClass.allCases.map { $0.value(at: 1024) } == [1, 10, 1024, 10_240, 1_048_576])
        #expect(ComplexityClass.allCases.map { $0.value(at: 1) } == [1, 0, 1, 0, 1])
        #expect(ComplexityClass.allCases.map(\.rawValue) == ["O(1)", "O(log n)", "O(n)", "O(n log n)", "O(n^2)"])
    }

    @Test(arguments: ComplexityClass.allCases)
    func exactDataRecoversTheClassAndCoefficient(complexity: ComplexityClass) throws {
        let best = try #require(ComplexityFit.best(Self.points(complexity)))
        #expect(best.complexity == complexity)
        let coefficient = Self.coefficients[complexity]!
        #expect(abs(best.coefficient - coefficient) <= 1e-12 * coefficient)
        #expect(best.normalizedRMS < 1e-12)
        // Its own fit is the one `best` picked; every other candidate fits clearly worse.
        #expect(ComplexityFit.fit(Self.points(complexity), as: complexity) == best)
        for other in ComplexityClass.allCases where other != complexity {
            #expect(ComplexityFit.fit(Self.points(complexity), as: other).normalizedRMS > 0.05, "\(other)")
        }
    }

    @Test(arguments: ComplexityClass.allCases)
    func fivePercentNoiseStillPicksTheClass(complexity: ComplexityClass) throws {
        // Ten seeds, five noisy points per size each: deterministic, so a fixed
        // outcome. Over seeds 1...1000 this picks the right class for all but
        // 2 O(n) data sets; with one point per size, O(n) and O(n log n) are
        // confused about 10% of the time, since the unweighted residuals of
        // the largest n dominate (google/benchmark's method shares this).
        for seed in UInt64(1)...10 {
            let best = try #require(ComplexityFit.best(Self.points(complexity, noise: 0.05, repeats: 5, seed: seed)))
            #expect(best.complexity == complexity, "seed \(seed): \(best)")
            let coefficient = Self.coefficients[complexity]!
            #expect(abs(best.coefficient - coefficient) <= 0.05 * coefficient, "seed \(seed)")
            // The RMS is over the mean time, which steep classes' largest n
            // exceed several times over: up to about 0.12 for O(n^2) here.
            #expect(best.normalizedRMS < 0.15, "seed \(seed)")
        }
    }

    @Test func hasNoBestFitForDegenerateInput() {
        #expect(ComplexityFit.best([]) == nil)
        #expect(ComplexityFit.best([(n: 100, time: 5)]) == nil)
        #expect(ComplexityFit.best([(n: 100, time: 5), (n: 100, time: 6), (n: 100, time: 7)]) == nil, "one distinct n")
        #expect(ComplexityFit.best([(n: 0.5, time: 5), (n: 100, time: 6)]) == nil, "n < 1")
        #expect(ComplexityFit.best([(n: 0, time: 5), (n: 100, time: 6)]) == nil, "n = 0")
        #expect(ComplexityFit.best([(n: 10, time: .nan), (n: 100, time: 6)]) == nil)
        #expect(ComplexityFit.best([(n: 10, time: .infinity), (n: 100, time: 6)]) == nil)
        #expect(ComplexityFit.best([(n: 10, time: 5), (n: .infinity, time: 6)]) == nil)
        #expect(ComplexityFit.best([(n: .nan, time: 5), (n: 100, time: 6)]) == nil)
    }

    @Test func nOfOneDoesNotBreakTheLogarithmicFit() throws {
        // log2 1 = 0: the logarithmic candidate predicts 0 there but still fits.
        let constant = try #require(ComplexityFit.best([(n: 1, time: 5), (n: 2, time: 5), (n: 4, time: 5)]))
        #expect(constant == ComplexityFit(complexity: .constant, coefficient: 5, normalizedRMS: 0))
        let logarithmic = try #require(ComplexityFit.best([(n: 1, time: 0), (n: 2, time: 3), (n: 4, time: 6), (n: 8, time: 9)]))
        #expect(logarithmic.complexity == .logarithmic)
        #expect(logarithmic.coefficient == 3)
        // Only n = 1: every g(n) is 0, so the coefficient is 0, not 0/0, and the residuals are the times.
        let flat = ComplexityFit.fit([(n: 1, time: 5), (n: 1, time: 5)], as: .logarithmic)
        #expect(flat == ComplexityFit(complexity: .logarithmic, coefficient: 0, normalizedRMS: 1))
    }

    @Test func zeroTimesFitAConstantOfZero() throws {
        let best = try #require(ComplexityFit.best([(n: 10, time: 0), (n: 100, time: 0)]))
        #expect(best == ComplexityFit(complexity: .constant, coefficient: 0, normalizedRMS: 0))
        // A zero mean with non-zero residuals cannot be normalised: +infinity.
        #expect(ComplexityFit.fit([(n: 1, time: -1), (n: 1, time: 1)], as: .logarithmic).normalizedRMS == .infinity)
    }

    @Test func fitMatchesTheFormulaOnAHandExample() {
        // g = n: c = (1·2 + 2·3 + 4·9) / (1 + 4 + 16) = 44/21; residuals 2 - 44/21, 3 - 88/21, 9 - 176/21.
        let fit = ComplexityFit.fit([(n: 1, time: 2), (n: 2, time: 3), (n: 4, time: 9)], as: .linear)
        let c = 44.0 / 21
        let residuals = [2 - c, 3 - 2 * c, 9 - 4 * c]
        let rms = (residuals.map { $0 * $0 }.reduce(0, +) / 3).squareRoot()
        #expect(abs(fit.coefficient - c) < 1e-15)
        #expect(abs(fit.normalizedRMS - rms / (14.0 / 3)) < 1e-15)
    }

    @Test func roundTripsThroughJSON() throws {
        let fit = ComplexityFit(complexity: .linearithmic, coefficient: 0.5, normalizedRMS: 0.25)
        let json = try JSONTestCoding.encode(fit)
        #expect(json == #"{"coefficient":0.5,"complexity":"O(n log n)","normalizedRMS":0.25}"#)
        #expect(try JSONTestCoding.decode(ComplexityFit.self, from: json) == fit)
    }
}
