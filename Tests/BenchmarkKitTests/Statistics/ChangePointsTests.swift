import Foundation
import Testing
@testable import BenchmarkHarness
import LayoutWorkloads

/// The change-point test on synthetic histories with known answers: the
/// false-step rate on flat series and the power on a real step, measured
/// over many seeded simulations.
@Suite struct ChangePointsTests {
    /// `count` runs around 100 with log-normal noise of `sigma`, times `factor` from run `step` on.
    static func series(_ count: Int, sigma: Double, seed: UInt64, step: Int? = nil, factor: Double = 1) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            // Box-Muller: a standard normal from two uniforms.
            let u = Double.random(in: Double.ulpOfOne..<1, using: &generator), v = Double.random(in: 0..<1, using: &generator)
            let normal = (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
            return 100 * exp(sigma * normal) * (step.map { index >= $0 ? factor : 1 } ?? 1)
        }
    }

    @Test(arguments: [10, 30, 60])
    func flatSeriesShowAFalseStepInUnderFivePercent(count: Int) {
        let simulations = 400
        let falseSteps = (0..<simulations).count { seed in !ChangePoints().steps(in: Self.series(count, sigma: 0.03, seed: UInt64(seed))).isEmpty }
        #expect(Double(falseSteps) / Double(simulations) < 0.05, "\(falseSteps) of \(simulations)")
    }

    /// The least share of simulations in which the step is found at its run:
    /// 20% (about 7σ) in 90%; 10% (about 3σ) in 80% (measured: 86% at 60 runs).
    @Test(arguments: [(10, 1.2, 0.9), (30, 1.2, 0.9), (30, 0.8, 0.9), (60, 1.1, 0.8)])
    func aStepInTheMiddleIsFoundAtItsRun(count: Int, factor: Double, power: Double) {
        let simulations = 400
        var found = 0
        for seed in 0..<simulations {
            let steps = ChangePoints().steps(in: Self.series(count, sigma: 0.03, seed: UInt64(1_000 + seed), step: count / 2, factor: factor))
            if steps.contains(where: { $0.index == count / 2 && abs($0.ratio / factor - 1) < 0.05 }) { found += 1 }
        }
        #expect(Double(found) / Double(simulations) >= power, "\(found) of \(simulations)")
    }

    @Test func oneWildRunIsNotAStepButTwoStepsAreTwo() {
        var spike = Self.series(30, sigma: 0.02, seed: 7)
        spike[12] *= 2
        #expect(ChangePoints().steps(in: spike).isEmpty)
        var twoSteps = Self.series(30, sigma: 0.02, seed: 8, step: 10, factor: 1.3)
        for index in 20..<30 { twoSteps[index] /= 1.3 }
        #expect(ChangePoints().steps(in: twoSteps).map(\.index) == [10, 20])
    }

    @Test func degenerateSeriesHaveNoSteps() {
        #expect(ChangePoints().steps(in: [1, 2, 3]).isEmpty)
        #expect(ChangePoints().steps(in: Array(repeating: 5, count: 20)).isEmpty)
        #expect(ChangePoints().steps(in: [1, 1, 0, 1, 1]).isEmpty)
        // A clean step with no noise at all is found, and its size is exact.
        let steps = ChangePoints().steps(in: [10, 10, 10, 10, 15, 15, 15, 15])
        #expect(steps == [ChangePoints.Step(index: 4, before: 10, after: 15)])
        // Below the threshold a real step is not reported.
        #expect(ChangePoints().steps(in: [10, 10, 10, 10, 10.3, 10.3, 10.3, 10.3]).isEmpty)
    }
}
