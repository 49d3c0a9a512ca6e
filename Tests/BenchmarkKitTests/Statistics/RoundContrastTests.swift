import Foundation
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct RoundContrastTests {
    @Test func pairedRoundsMatchScipysPairedTTest() {
        // scipy 1.17.1: ttest_rel(log([110, 121, 133.1]), log([100, 100, 100])):
        // t = 2√3, p = 0.07417990022744855; CI exp(mean ± t.ppf(0.975, 2) · se).
        let contrast = RoundContrast.paired(old: [100, 100, 100], new: [110, 121, 133.1])
        #expect(contrast.isPaired && contrast.degreesOfFreedom == 2)
        let test = contrast.test()
        #expect(abs(test.ratio - 1.21) < 1e-12)
        #expect(abs(test.t - 3.4641016151377544) < 1e-9)
        #expect(abs(test.pValue - 0.07417990022744855) < 1e-9)
        #expect(abs(test.interval.lower - 0.9549051599774713) < 1e-9 && abs(test.interval.upper - 1.5332412697765099) < 1e-9)
    }

    @Test func unpairedRoundsMatchScipysPooledTTest() {
        // scipy 1.17.1: ttest_ind(log([120, 125, 130]), log([100, 110])).
        let contrast = RoundContrast.unpaired(old: [100, 110], new: [120, 125, 130])
        #expect(!contrast.isPaired && contrast.degreesOfFreedom == 3)
        let test = contrast.test()
        #expect(abs(test.t - 3.771742568179957) < 1e-9)
        #expect(abs(test.pValue - 0.032626888453291876) < 1e-9)
        #expect(abs(test.ratio - 1.1911922555202419) < 1e-12)
    }

    @Test func thePriorModeratesTheVariance() {
        // d = ln 1.1, ln 1.3, ln 1.2 (s² = 0.00698...), prior d0 = 4, s0² = 0.01:
        // variance (4 · 0.01 + 2 s²)/6 on 6 degrees of freedom; scipy: 2 · t.sf(t, 6).
        let contrast = RoundContrast.paired(old: [100, 100, 100], new: [110, 130, 120])
        #expect(abs(contrast.variance - 0.006980813663331824) < 1e-12)
        let test = contrast.test(prior: VariancePrior(degreesOfFreedom: 4, variance: 0.01, estimates: 40))
        #expect(test.degreesOfFreedom == 6)
        #expect(abs(test.t - 3.287479265574874) < 1e-9)
        #expect(abs(test.pValue - 0.016666165052931056) < 1e-9)
    }

    @Test func identicalRoundsGiveAPointAndAnAllOrNothingPValue() {
        let same = RoundContrast.paired(old: [100, 200], new: [100, 200]).test()
        #expect(same.pValue == 1 && same.ratio == 1 && same.interval.lower == 1 && same.interval.upper == 1)
        let shifted = RoundContrast.paired(old: [100, 200], new: [150, 300]).test()
        #expect(shifted.pValue == 0 && abs(shifted.ratio - 1.5) < 1e-12 && shifted.t == .infinity)
    }
}

@Suite struct VariancePriorTests {
    /// Standard normal draws (Box and Muller).
    static func normal(_ random: inout SeededGenerator) -> Double {
        let u = (Double(random.next() >> 11) + 0.5) / 9_007_199_254_740_992, v = Double(random.next() >> 11) / 9_007_199_254_740_992
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }

    /// χ² with k degrees of freedom: a sum of k squared normals.
    static func chiSquare(_ k: Int, _ random: inout SeededGenerator) -> Double {
        (0 ..< k).reduce(0) { sum, _ in let z = normal(&random); return sum + z * z }
    }

    @Test func recoversAKnownPriorFromManyVariances() {
        // σ² ~ s0² d0 / χ²(d0) with s0² = 0.0025, d0 = 6; s² ~ σ² χ²(2) / 2.
        // (Fitting Python's draws of the same model with the same moments
        // gave d0 from 5.5 to 6.0 and s0² within 7% over five seeds.)
        for seed: UInt64 in [1, 2, 3] {
            var random = SeededGenerator(seed: seed)
            let variances = (0 ..< 4000).map { _ in
                let sigma2 = 0.0025 * 6 / Self.chiSquare(6, &random)
                return sigma2 * Self.chiSquare(2, &random) / 2
            }
            let prior = VariancePrior.fit(variances: variances, degreesOfFreedom: Array(repeating: 2, count: 4000))
            #expect(prior.estimates == 4000)
            #expect(prior.degreesOfFreedom > 4.5 && prior.degreesOfFreedom < 7.5, "d0 = \(prior.degreesOfFreedom)")
            #expect(abs(prior.variance / 0.0025 - 1) < 0.12, "s0² = \(prior.variance)")
        }
    }

    @Test func equalVariancesGiveTheBoundedWeight() {
        // No excess scatter: limma's d0 = +∞; bounded here, with s0² from the
        // mean of e = ln s² - ψ(1) + ln 1 = ln s² + γ.
        let prior = VariancePrior.fit(variances: Array(repeating: 0.01, count: 10), degreesOfFreedom: Array(repeating: 2, count: 10))
        #expect(prior.degreesOfFreedom == VariancePrior.maximumDegreesOfFreedom)
        let d0 = VariancePrior.maximumDegreesOfFreedom
        let expected = 0.01 * exp(0.5772156649015329 + Polygamma.digamma(d0 / 2) - log(d0 / 2))
        #expect(abs(prior.variance - expected) < 1e-12)
    }

    @Test func tooFewVariancesOrZerosGiveNoPrior() {
        #expect(VariancePrior.fit(variances: [0.01, 0.02, 0.03, 0.04, 0.05], degreesOfFreedom: Array(repeating: 2, count: 5)) == .none)
        #expect(VariancePrior.fit(variances: [0, 0, 0, 0.01, 0.02, 0.03, 0.04, 0.05], degreesOfFreedom: Array(repeating: 2, count: 8)) == .none)
        #expect(VariancePrior.none.moderated(0.04, degreesOfFreedom: 2) == (0.04, 2))
        let prior = VariancePrior(degreesOfFreedom: 4, variance: 0.01, estimates: 10)
        #expect(prior.moderated(0.04, degreesOfFreedom: 2) == ((0.04 + 0.08) / 6, 6))
    }
}
