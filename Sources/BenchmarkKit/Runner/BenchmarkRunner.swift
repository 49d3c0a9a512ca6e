import BenchmarkHarness
import CollectionLayout

/// Runs a suite: builds each fixture once, then measures each group of
/// variants (one case with every strategy the suite asks for) interleaved, and
/// collects a `CaseResult` per case.
///
/// What is timed is only the operation: layouts, prepared layouts, query rects
/// and scroll paths are built before sampling, and every result is consumed.
/// Allocation figures come from a separate, untimed run of the same body.
public struct BenchmarkRunner {
    /// Progress after each group of variants, for a long run's stderr.
    public struct Progress: Sendable {
        /// Cases finished so far.
        public var finishedCases: Int
        /// Cases in the run.
        public var totalCases: Int
        /// The results of the group just finished.
        public var group: [CaseResult]
        /// Wall time since the run started, in nanoseconds.
        public var elapsedNanoseconds: UInt64
    }

    /// The suite.
    public var suite: BenchmarkSuite
    /// Where queries look and how big the viewport is.
    public var probe: ViewportProbe
    /// The instruction counter, if the machine has one.
    public var counter: InstructionCounter?

    /// Creates a runner.
    public init(suite: BenchmarkSuite, probe: ViewportProbe = .phone, counter: InstructionCounter? = nil) {
        self.suite = suite
        self.probe = probe
        self.counter = counter
    }

    /// Runs every case of the suite, reporting progress after each group.
    /// - Throws: `LayoutError` if a workload cannot be laid out.
    /// - Complexity: O(cases × samples × sample duration), plus building each fixture.
    public func run(progress: (Progress) -> Void = { _ in }) throws(LayoutError) -> [CaseResult] {
        let start = MonotonicClock.now()
        var results: [CaseResult] = []
        for fixtureCases in Self.grouped(suite.cases, by: CaseFixture.Key.init) {
            PeakResidentMemory.reset()
            let fixture = try CaseFixture(
                CaseFixture.Key(fixtureCases[0]), strategies: fixtureCases.map(\.strategy),
                driverStrategies: fixtureCases.filter(\.operation.usesDriver).map(\.strategy)
            )
            for variants in Self.grouped(fixtureCases, by: \.variantGroup) {
                var group = measure(variants, in: fixture)
                let peak = PeakResidentMemory.bytes()
                for index in group.indices { group[index].peakResidentBytes = peak }
                results += group
                progress(Progress(finishedCases: results.count, totalCases: suite.cases.count, group: group, elapsedNanoseconds: MonotonicClock.now() - start))
            }
        }
        return results
    }

    /// Measures the variants of one case, interleaved, as their operation
    /// says: calibrated batches, or frame by frame along a sweep.
    func measure(_ variants: [BenchmarkCase], in fixture: CaseFixture) -> [CaseResult] {
        let operation = variants[0].operation
        let inputs = variants.map { OperationInputs(benchmarkCase: $0, fixture: fixture, probe: probe, plan: suite.sampling) }
        switch operation.sampling {
        case .sweep(let makeSweep):
            let sweep = makeSweep(SweepInputs(variants: variants, fixture: fixture, probe: probe, plan: suite.sampling))
            return measureFrames(variants, sweep: sweep)
        case .batch(let makeBody, let resultCount):
            let bodies = inputs.map(makeBody)
            let samples = InterleavedSampler(plan: suite.sampling, counter: counter).sample(bodies)
            return variants.indices.map { index in
                let variant = variants[index]
                let perUnit = operation.isPerItem ? Double(Swift.max(variant.items, 1)) : 1
                let readings = samples[index].readings
                let allocation = AllocationProbe.measure(iterations: Swift.min(samples[index].iterations, 1_000), bodies[index])
                var result = CaseResult(
                    benchmarkCase: variant, iterationsPerSample: samples[index].iterations,
                    wallNanoseconds: readings.map { $0.wall / perUnit }, cpuNanoseconds: readings.map { $0.cpu / perUnit },
                    instructions: counter == nil ? nil : readings.map { ($0.instructions ?? 0) / perUnit },
                    resultCount: resultCount(inputs[index]),
                    allocatedBytesPerOperation: allocation.bytes, allocationsPerOperation: allocation.allocations
                )
                operation.annotate?(&result, inputs[index])
                return result
            }
        }
    }

    /// Times a sweep's variants frame by frame, then counts what one more
    /// untimed pass of each allocates per frame.
    func measureFrames(_ variants: [BenchmarkCase], sweep: FrameSweep) -> [CaseResult] {
        let samples = sweep.sample()
        return variants.indices.map { index in
            let allocation = AllocationProbe.measure(iterations: sweep.frameCount) { _ in sweep.run(index) }
            return CaseResult(
                benchmarkCase: variants[index], iterationsPerSample: 1, wallNanoseconds: samples[index], cpuNanoseconds: nil,
                instructions: nil, resultCount: sweep.frameCount,
                allocatedBytesPerOperation: allocation.bytes, allocationsPerOperation: allocation.allocations
            )
        }
    }

    /// `elements` split into runs of equal keys, in first-appearance order of
    /// each key (elements with the same key need not be adjacent).
    static func grouped<Key: Hashable>(_ elements: [BenchmarkCase], by key: (BenchmarkCase) -> Key) -> [[BenchmarkCase]] {
        var groups: [[BenchmarkCase]] = []
        var positions: [Key: Int] = [:]
        for element in elements {
            let value = key(element)
            if let position = positions[value] {
                groups[position].append(element)
            } else {
                positions[value] = groups.count
                groups.append([element])
            }
        }
        return groups
    }
}
