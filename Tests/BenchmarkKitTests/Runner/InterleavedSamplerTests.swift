import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// The calibrated, interleaved sampler on its own: which bodies run, how
/// often and in which order (never what the clock says beyond "at least").
@Suite struct InterleavedSamplerTests {
    /// The calls a set of bodies received, in order.
    final class CallLog {
        var calls: [(variant: Int, iterations: Int)] = []
    }

    static func plan(samples: Int, target: UInt64) -> SamplingPlan {
        SamplingPlan(samples: samples, targetSampleNanoseconds: target, scrollStep: 20, maximumScrollFrames: 2)
    }

    @Test func roundsRotateSoNoVariantAlwaysRunsFirst() {
        let log = CallLog()
        let bodies = (0..<3).map { variant in { (iterations: Int) in log.calls.append((variant, iterations)) } }
        // A 1 ns target: the first calibration run already lasts it, so each variant samples 1 iteration.
        let samples = InterleavedSampler(plan: Self.plan(samples: 4, target: 1)).sample(bodies)
        #expect(samples.map(\.iterations) == [1, 1, 1])
        #expect(samples.allSatisfy { $0.readings.count == 4 })
        #expect(log.calls.map(\.variant) == [0, 1, 2] + [0, 1, 2, 1, 2, 0, 2, 0, 1, 0, 1, 2])
        #expect(log.calls.allSatisfy { $0.iterations == 1 })
        #expect(samples.allSatisfy { $0.readings.allSatisfy { $0.wall >= 0 && $0.instructions == nil } })
    }

    @Test func calibrationDoublesUpToTheIterationCap() {
        let log = CallLog()
        // A target no run reaches: calibration doubles from 1 and stops at the cap without running it.
        let sampler = InterleavedSampler(plan: Self.plan(samples: 2, target: UInt64.max / 2), maximumIterations: 64)
        let iterations = sampler.calibrate { log.calls.append((0, $0)) }
        #expect(iterations == 64)
        #expect(log.calls.map(\.iterations) == [1, 2, 4, 8, 16, 32])
    }

    @Test func calibrationStopsAtTheFirstRunThatLastsTheTarget() {
        let log = CallLog()
        // Each iteration spins at least 1 µs, so 8 iterations certainly last the 8 µs target;
        // a preempted run may reach it sooner, never later.
        let iterations = InterleavedSampler(plan: Self.plan(samples: 2, target: 8_000)).calibrate { count in
            log.calls.append((0, count))
            let end = MonotonicClock.now() + UInt64(count) * 1_000
            while MonotonicClock.now() < end {}
        }
        #expect([1, 2, 4, 8].contains(iterations))
        #expect(log.calls.last?.iterations == iterations)
        #expect(log.calls.map(\.iterations) == Array([1, 2, 4, 8].prefix { $0 <= iterations }))
    }

    @Test func readingsAreTimesPerOperation() {
        // 4 iterations of at least 2 µs each: every reading is at least 2 µs per operation.
        let body = { (count: Int) in
            let end = MonotonicClock.now() + UInt64(count) * 2_000
            while MonotonicClock.now() < end {}
        }
        let samples = InterleavedSampler(plan: Self.plan(samples: 3, target: 8_000)).sample([body])
        #expect(samples[0].readings.count == 3)
        #expect(samples[0].readings.allSatisfy { $0.wall >= 2_000 && $0.cpu > 0 })
    }
}
