/// Times several variants of one case (the same operation with different
/// strategies) in interleaved order, A B C A B C ..., so that drift in
/// the machine (frequency, other processes, thermal state) lands on every
/// variant alike instead of on whichever ran last.
///
/// Each variant's iteration count is calibrated first so one sample lasts
/// about the plan's target (the calibration runs double as warm-up); the
/// order within a round rotates so no variant always runs first. Inputs are
/// built by the caller before sampling; the bodies must consume their results.
public struct InterleavedSampler {
    /// One timed sample of a variant, per operation.
    public struct Reading: Sendable, Equatable {
        /// Wall time per operation, nanoseconds.
        public var wall: Double
        /// Thread CPU time per operation, nanoseconds.
        public var cpu: Double
        /// Instructions per operation, where counted.
        public var instructions: Double?
    }

    /// The samples of one variant.
    public struct VariantSamples: Sendable {
        /// Operations per sample.
        public var iterations: Int
        /// One reading per sample.
        public var readings: [Reading]
    }

    /// How many samples and how long each.
    public var plan: SamplingPlan
    /// The instruction counter, if the machine has one.
    public var counter: InstructionCounter?
    /// An upper bound on iterations per sample.
    public var maximumIterations: Int

    /// Creates a sampler.
    public init(plan: SamplingPlan, counter: InstructionCounter? = nil, maximumIterations: Int = 1 << 24) {
        self.plan = plan
        self.counter = counter
        self.maximumIterations = maximumIterations
    }

    /// The iterations that make one run of `body` last at least the target
    /// (doubling from 1).
    /// - Complexity: O(log(target / operation time)) runs of `body`.
    public func calibrate(_ body: (Int) -> Void) -> Int {
        var iterations = 1
        while iterations < maximumIterations {
            let start = MonotonicClock.now()
            body(iterations)
            if MonotonicClock.now() - start >= plan.targetSampleNanoseconds { break }
            iterations *= 2
        }
        return iterations
    }

    /// Samples every variant `plan.samples` times, interleaved.
    /// - Complexity: O(variants × samples × target duration)
    public func sample(_ variants: [(Int) -> Void]) -> [VariantSamples] {
        var results = variants.map { VariantSamples(iterations: calibrate($0), readings: []) }
        for round in 0..<plan.samples {
            for offset in variants.indices {
                let variant = (round + offset) % variants.count
                results[variant].readings.append(time(variants[variant], iterations: results[variant].iterations))
            }
        }
        return results
    }

    /// One sample: `body(iterations)` between two readings of each clock.
    @inline(__always)
    func time(_ body: (Int) -> Void, iterations: Int) -> Reading {
        let instructionsBefore = counter?.read()
        let cpuBefore = MonotonicClock.threadCPUTime()
        let wallBefore = MonotonicClock.now()
        body(iterations)
        let wallAfter = MonotonicClock.now()
        let cpuAfter = MonotonicClock.threadCPUTime()
        let instructionsAfter = counter?.read()
        let count = Double(iterations)
        return Reading(
            wall: Double(wallAfter - wallBefore) / count, cpu: Double(cpuAfter &- cpuBefore) / count,
            instructions: instructionsBefore.flatMap { before in instructionsAfter.map { Double($0 &- before) / count } }
        )
    }
}
