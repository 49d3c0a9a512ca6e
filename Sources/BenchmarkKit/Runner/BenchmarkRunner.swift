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

    /// Measures the variants of one case, interleaved.
    func measure(_ variants: [BenchmarkCase], in fixture: CaseFixture) -> [CaseResult] {
        let operation = variants[0].operation
        if operation.isTimedPerFrame { return measureSweep(variants, in: fixture) }
        let bodies = variants.map { OperationBodies.body(for: $0, in: fixture, probe: probe) }
        let sampler = InterleavedSampler(plan: suite.sampling, counter: counter)
        let samples = sampler.sample(bodies)
        return variants.indices.map { index in
            let variant = variants[index], prepared = fixture.prepared[variant.strategy]!
            let perUnit = operation == .prepare ? Double(Swift.max(variant.items, 1)) : 1
            let readings = samples[index].readings
            let allocation = AllocationProbe.measure(iterations: Swift.min(samples[index].iterations, 1_000), bodies[index])
            var result = CaseResult(
                benchmarkCase: variant, iterationsPerSample: samples[index].iterations,
                wallNanoseconds: readings.map { $0.wall / perUnit }, cpuNanoseconds: readings.map { $0.cpu / perUnit },
                instructions: counter == nil ? nil : readings.map { ($0.instructions ?? 0) / perUnit },
                resultCount: resultCount(of: variant, in: fixture),
                allocatedBytesPerOperation: allocation.bytes, allocationsPerOperation: allocation.allocations
            )
            if operation == .prepare {
                result.retainedBytesPerItem = retainedBytes(of: fixture.layout, strategy: variant.strategy) / perUnit
                result.indexBytesPerItem = Double(prepared.indexBytes) / perUnit
            }
            return result
        }
    }

    /// Measures a scroll or a carousel sweep with every variant, frame by frame.
    func measureSweep(_ variants: [BenchmarkCase], in fixture: CaseFixture) -> [CaseResult] {
        let plan = suite.sampling
        let reference = fixture.prepared[variants[0].strategy]!
        if variants[0].operation == .carouselScroll {
            let path = CarouselPath(through: reference, probe: probe, minimumStep: plan.scrollStep, maximumFrames: plan.maximumScrollFrames)
            let bodies = variants.map { OperationBodies.carouselFrame(fixture.prepared[$0.strategy]!, path: path) }
            return measureFrames(variants, frames: path.offsets, bodies: bodies)
        }
        let path = ScrollPath(through: reference, probe: probe, minimumStep: plan.scrollStep, maximumFrames: plan.maximumScrollFrames)
        let bodies = variants.map { OperationBodies.scrollFrame(fixture.layout, fixture.prepared[$0.strategy]!) }
        return measureFrames(variants, frames: path.frames, bodies: bodies)
    }

    /// Times `bodies` (one per variant) over `frames`, then counts what one
    /// more untimed pass of each allocates per frame.
    func measureFrames<Frame>(_ variants: [BenchmarkCase], frames: [Frame], bodies: [(Frame, Frame) -> Void]) -> [CaseResult] {
        let samples = ScrollSampler.sample(frames, variants: bodies)
        return variants.indices.map { index in
            let allocation = AllocationProbe.measure(iterations: frames.count) { _ in ScrollSampler.run(frames, bodies[index]) }
            return CaseResult(
                benchmarkCase: variants[index], iterationsPerSample: 1, wallNanoseconds: samples[index], cpuNanoseconds: nil,
                instructions: nil, resultCount: frames.count,
                allocatedBytesPerOperation: allocation.bytes, allocationsPerOperation: allocation.allocations
            )
        }
    }

    /// What one operation of `benchmarkCase` yields: elements prepared, elements
    /// a query returns, items laid out per change or update, 1 or 0 for a hit test.
    func resultCount(of benchmarkCase: BenchmarkCase, in fixture: CaseFixture) -> Int {
        let prepared = fixture.prepared[benchmarkCase.strategy]!
        switch benchmarkCase.operation {
        case .prepare: return prepared.elementCount
        case .selfSize, .batchUpdate, .hitTest: return fixture.drivers[benchmarkCase.strategy]?.resultCounts[benchmarkCase.operation] ?? 0
        case .scroll, .carouselScroll: preconditionFailure("a sweep counts its frames: measureFrames")
        case .querySlots, .queryAttributes: break
        }
        let frame = probe.frame(at: benchmarkCase.position!, in: prepared)
        var slots: [Int32] = []
        prepared.slots(in: frame.query, visibleBounds: frame.visible, into: &slots)
        return slots.count
    }

    /// Bytes a prepared layout keeps alive: jemalloc's live bytes of this
    /// thread after `prepare` minus before, with the result still held.
    func retainedBytes(of layout: any CollectionLayout, strategy: IndexStrategy) -> Double {
        let before = Jemalloc.threadLiveBytes()
        let prepared = try? layout.prepare(boundsSize: CaseFixture.boundsSize, index: strategy)
        let after = Jemalloc.threadLiveBytes()
        withExtendedLifetime(prepared) {}
        return Double(after - before)
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
