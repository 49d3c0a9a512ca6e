@testable import BenchmarkHarness
@testable import BenchmarkKit
import CollectionLayout
import Foundation
import LayoutWorkloads

/// Simulated `scripts/compare-branches.sh` runs with known answers: the 48
/// cases of `--filter 'layout=flow|waterfall,operation=query-slots|prepare,
/// items=1000|100000'` (3 strategies × 2 layouts × 3 query positions and the
/// prepare × 2 sizes), measured in rounds, each round running both sides in
/// a random order, with the noise of this shared 2-core machine, as the A/A
/// comparison in `results/verdicts/` measured it at a load of 11 (30% of
/// samples above 1.5 × their run's fastest; 8% of runs whose fastest sample
/// is 10% above the case's best, 3% 30% above; paired rounds' ln(new/old) of
/// the fastest samples with a standard deviation of 0.003 to 0.06 in most
/// cases, 0.1 to 0.8 in a seventh of them). `Noise.measured` is that machine;
/// `Noise.contended` is worse, with whole runs contended 8% of the time:
/// - per round, a shift of the machine's speed that both runs share;
/// - per run (process), a shift of all its cases, and one of each case;
/// - a drift: the second run of a round is slower on average;
/// - per sample, a small spread, and preemption: 30% of the samples slowed
///   by 1 + Exp(mean 2);
/// - per run and case, a round contended throughout (3%, the share of runs
///   whose fastest sample was 30% above the case's best): every sample
///   slowed by 1 + Exp(mean 0.2);
/// - two bimodal cases (linear, bottom, 10^5 items, as measured: 162 against
///   274 µs back to back): each process lands on one of two levels, 1.7x apart.
/// Every draw comes from one `SeededGenerator`: a seed gives one comparison.
struct VerdictSimulation {
    /// The noise: standard deviations of the natural log of time unless said.
    struct Noise {
        /// The machine's speed in a round, shared by both runs of the round.
        var roundShift = 0.05
        /// One process: all its cases.
        var runShift = 0.01
        /// One process, one case.
        var caseShift = 0.01
        /// The second run of a round: its mean slowdown (log).
        var orderDrift = 0.01
        /// The spread of undisturbed samples within a run.
        var sampleSpread = 0.01
        /// The share of samples preempted, and the mean of the Exp slowdown.
        var preemptedShare = 0.3, preemptionMean = 2.0
        /// The share of (run, case) pairs contended throughout, and the mean of the Exp slowdown.
        var contendedShare = 0.03, contentionMean = 0.2
        /// The factor between the two levels of a bimodal case.
        var bimodalJump = 1.7

        /// The machine of the measured A/A comparison.
        static let measured = Noise()
        /// Whole runs contended 8% of the time instead of 3%.
        static let contended = Noise(contendedShare: 0.08)
    }

    static let strategies: [BenchmarkStrategy] = [.linear, .sortedColumns, .intervalTree]

    /// The 48 cases.
    static let cases: [BenchmarkCase] = strategies.flatMap { strategy in
        [LayoutFamily.flow, .waterfall].flatMap { layout in
            [1_000, 100_000].flatMap { items in
                ContentPosition.allCases.map { BenchmarkCase(layout: layout, strategy: strategy, operation: .querySlots, position: $0, items: items) }
                    + [BenchmarkCase(layout: layout, strategy: strategy, operation: .prepare, items: items)]
            }
        }
    }

    /// Whether `benchmarkCase` jumps between two levels from process to process.
    static func isBimodal(_ benchmarkCase: BenchmarkCase) -> Bool {
        benchmarkCase.strategy == .linear && benchmarkCase.position == .bottom && benchmarkCase.items == 100_000
    }

    var noise = Noise()
    var rounds = 3
    var samples = 15

    /// One comparison: OLD and NEW in `rounds` rounds, NEW's times multiplied
    /// by `slowdown(case)`.
    func compare(seed: UInt64, slowdown: (BenchmarkCase) -> Double = { _ in 1 }) throws -> ResultComparison {
        var random = SeededGenerator(seed: seed)
        var old = Self.cases.map { _ in [Double]() }, new = old
        let base = Self.cases.map { _ in 100 * exp(3 * uniform(&random)) }
        for _ in 0 ..< rounds {
            let machine = noise.roundShift * normal(&random)
            let newFirst = uniform(&random) < 0.5
            for position in 0 ..< 2 {
                let isNew = (position == 0) == newFirst
                let process = noise.runShift * normal(&random) + (position == 1 ? noise.orderDrift : 0)
                for (index, benchmarkCase) in Self.cases.enumerated() {
                    var level = base[index] * exp(machine + process + noise.caseShift * normal(&random))
                    if Self.isBimodal(benchmarkCase) && uniform(&random) < 0.5 { level *= noise.bimodalJump }
                    if isNew { level *= slowdown(benchmarkCase) }
                    if uniform(&random) < noise.contendedShare { level *= 1 + exponential(noise.contentionMean, &random) }
                    let run = (0 ..< samples).map { _ in
                        let preempted = uniform(&random) < noise.preemptedShare ? 1 + exponential(noise.preemptionMean, &random) : 1
                        return level * exp(noise.sampleSpread * abs(normal(&random))) * preempted
                    }
                    if isNew { new[index] += run } else { old[index] += run }
                }
            }
        }
        return try ResultComparison(old: side("OLD", old), new: side("NEW", new))
    }

    /// A merged result file of `samples[i]` for case i, in `rounds` runs.
    private func side(_ name: String, _ samples: [[Double]]) -> NamedResults {
        let results = zip(Self.cases, samples).map { benchmarkCase, wall in
            CaseResult(
                benchmarkCase: benchmarkCase, iterationsPerSample: 10, wallNanoseconds: wall, cpuNanoseconds: nil, instructions: nil,
                resultCount: 40, allocatedBytesPerOperation: 0, allocationsPerOperation: 0,
                runSampleCounts: rounds > 1 ? Array(repeating: self.samples, count: rounds) : nil, bootstrap: Bootstrap(resamples: 1)
            )
        }
        return NamedResults(name: name, results: BenchmarkResults(context: ResultFixtures.context, sampling: .quick, cases: results))
    }

    /// Uniform in (0, 1).
    private func uniform(_ random: inout SeededGenerator) -> Double {
        (Double(random.next() >> 11) + 0.5) / 9_007_199_254_740_992
    }

    /// Exponential with mean `mean`.
    private func exponential(_ mean: Double, _ random: inout SeededGenerator) -> Double {
        -mean * log(uniform(&random))
    }

    /// Standard normal (Box and Muller, 1958).
    private func normal(_ random: inout SeededGenerator) -> Double {
        (-2 * log(uniform(&random))).squareRoot() * cos(2 * Double.pi * uniform(&random))
    }
}
