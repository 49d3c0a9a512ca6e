import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct StudentTTests {
    /// scipy 1.17.1: `2 * scipy.stats.t.sf(abs(T), DF)`.
    static let tails: [(t: Double, df: Double, p: Double)] = [
        (2.0, 2, 0.18350341907227397),
        (0.5, 1, 0.7048327646991335),
        (1.5, 5.7, 0.18683040880453847),
        (10, 3, 0.0021283990584141503),
        (3, 1e6, 0.0026998625414218),
        (2.2, 8.4, 0.05742453467625807),
        (0, 4, 1),
    ]
    /// scipy 1.17.1: `scipy.stats.t.ppf((1 + LEVEL) / 2, DF)`.
    static let quantiles: [(level: Double, df: Double, t: Double)] = [
        (0.95, 2, 4.302652729749462),
        (0.95, 7.3, 2.345066736547703),
        (0.99, 30, 2.7499956535672254),
        (0.95, .infinity, 1.9599639845400538),
    ]
    /// scipy 1.17.1: `scipy.special.betainc(A, B, X)`.
    static let betas: [(x: Double, a: Double, b: Double, value: Double)] = [
        (0.3, 2, 3, 0.34829999999999994),
        (0.9, 0.5, 0.5, 0.7951672353008665),
        (0.01, 10, 0.5, 1.770034965528571e-21),
        (0.99, 200, 0.5, 0.04509410713707966),
    ]

    @Test func twoSidedTailsMatchScipy() {
        for (t, df, p) in Self.tails {
            #expect(abs(StudentT.twoSidedPValue(t, degreesOfFreedom: df) - p) <= 1e-9 * p, "t = \(t), ν = \(df)")
            #expect(abs(StudentT.twoSidedPValue(-t, degreesOfFreedom: df) - p) <= 1e-9 * p, "symmetric")
        }
        #expect(StudentT.twoSidedPValue(.infinity, degreesOfFreedom: 3) == 0)
    }

    @Test func oneDegreeOfFreedomIsCauchy() {
        // P(|T| > t) = 1 - 2 atan(t)/π for ν = 1.
        for t in [0.1, 1, 3, 40] {
            #expect(abs(StudentT.twoSidedPValue(t, degreesOfFreedom: 1) - (1 - 2 * atan(t) / Double.pi)) < 1e-12)
        }
    }

    @Test func quantilesMatchScipyAndInvertTheTail() {
        for (level, df, t) in Self.quantiles {
            let q = StudentT.quantile(level: level, degreesOfFreedom: df)
            #expect(abs(q - t) <= 1e-9 * t, "level \(level), ν = \(df)")
            #expect(abs(StudentT.twoSidedPValue(q, degreesOfFreedom: df) - (1 - level)) < 1e-10)
        }
    }

    @Test func theIncompleteBetaMatchesScipy() {
        for (x, a, b, value) in Self.betas {
            #expect(abs(StudentT.regularizedIncompleteBeta(x, a, b) - value) <= 1e-9 * value, "I_\(x)(\(a), \(b))")
        }
        #expect(StudentT.regularizedIncompleteBeta(0, 2, 3) == 0 && StudentT.regularizedIncompleteBeta(1, 2, 3) == 1)
    }
}

@Suite struct PolygammaTests {
    /// scipy 1.17.1: `scipy.special.digamma(X)`, `scipy.special.polygamma(1, X)`.
    static let values: [(x: Double, digamma: Double, trigamma: Double)] = [
        (0.1, -10.423754940411076, 101.43329915079275),
        (0.5, -1.9635100260214235, 4.93480220054468),
        (1, -0.5772156649015329, 1.6449340668482266),
        (2.5, 0.7031566406452432, 0.4903577561002349),
        (7, 1.872784335098467, 0.15354517795933756),
        (40, 3.6763273740348428, 0.025315103841291032),
    ]

    @Test func digammaAndTrigammaMatchScipy() {
        for (x, digamma, trigamma) in Self.values {
            #expect(abs(Polygamma.digamma(x) - digamma) <= 1e-11 * max(1, abs(digamma)), "ψ(\(x))")
            #expect(abs(Polygamma.trigamma(x) - trigamma) <= 1e-11 * trigamma, "ψ'(\(x))")
        }
    }

    @Test func theInverseTrigammaInverts() {
        for y in [0.05, 0.7, 3, 25, 4000] {
            #expect(abs(Polygamma.inverseTrigamma(Polygamma.trigamma(y)) - y) <= 1e-9 * y, "y = \(y)")
        }
    }
}

@Suite struct FalseDiscoveryRateTests {
    @Test func adjustedPValuesMatchScipy() {
        // scipy 1.17.1: scipy.stats.false_discovery_control([0.01, 0.04, 0.03, 0.005, 0.5, 0.2]).
        let q = FalseDiscoveryRate.adjusted([0.01, 0.04, 0.03, 0.005, 0.5, 0.2])
        for (value, expected) in zip(q, [0.03, 0.06, 0.06, 0.03, 0.5, 0.24]) {
            #expect(abs(value - expected) < 1e-12)
        }
    }

    @Test func oneValueTiesAndTheStepUp() {
        #expect(FalseDiscoveryRate.adjusted([0.02]) == [0.02])
        #expect(FalseDiscoveryRate.adjusted([]) == [])
        // Ranks 1 and 2 of 3: 0.01 · 3/2 = 0.015 for both; rank 3 keeps 0.04.
        let tied = FalseDiscoveryRate.adjusted([0.01, 0.04, 0.01])
        #expect(abs(tied[0] - 0.015) < 1e-15 && abs(tied[2] - 0.015) < 1e-15 && tied[1] == 0.04)
        // 0.02 · 2 = 0.04 > 0.03, a larger p ranked after it: the step-up takes 0.03.
        #expect(FalseDiscoveryRate.adjusted([0.02, 0.03]) == [0.03, 0.03])
        #expect(FalseDiscoveryRate.adjusted([0.9, 0.9, 1]) == [1, 1, 1])
    }
}
