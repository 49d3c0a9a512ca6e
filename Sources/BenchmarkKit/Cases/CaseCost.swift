import BenchmarkHarness

/// The expected wall time of measuring a case, for splitting a selection
/// into shards of about equal duration (`CaseShards`). A model, not a
/// measurement: it only has to rank cases and add up roughly right.
///
/// Its constants come from the reference run (`results/reference`, the full
/// suite on this project's 2-core machine): a prepare costs about 100 ns per
/// item at 10^6 items; the linear scan about 1.5 ns per item per viewport
/// query (1.5 ms at 10^6); an indexed query about 1 µs whatever the size; a
/// batch update about 4 ns per item; a self-size change 15 µs and a hit test
/// about 1 µs; a scroll has about 1.8 frames per item (up to the plan's
/// limit), a carousel about 150. How a case spends time follows from its operation's sampling:
/// a batched operation takes `samples` samples of at least the target
/// duration and at least one operation each, plus a calibration of about two
/// samples and an allocation probe of up to 1,000 operations; a sweep times
/// every frame once and counts allocations over one more pass. Building a
/// fixture (the workload and one prepared layout per strategy) is counted
/// once per shard that needs it (`fixtureNanoseconds`).
public enum CaseCost {
    /// Nanoseconds per item of a prepare.
    static let prepareNanosecondsPerItem = 100.0
    /// Nanoseconds per item the linear scan reads in one viewport query.
    static let scanNanosecondsPerItem = 1.5
    /// Nanoseconds of one indexed viewport query.
    static let indexedQueryNanoseconds = 1_000.0

    /// The expected nanoseconds to measure `benchmarkCase` under `plan`
    /// (its fixture excluded).
    /// - Complexity: O(1)
    public static func nanoseconds(_ benchmarkCase: BenchmarkCase, plan: SamplingPlan) -> Double {
        let operation = benchmarkCase.operation
        let one = operationNanoseconds(benchmarkCase)
        if operation.isTimedPerFrame {
            let frames = Double(Swift.min(plan.maximumScrollFrames, operation == .carouselScroll ? 150 : Int(1.8 * Double(benchmarkCase.items)) + 1))
            return 2 * frames * one
        }
        let sample = Swift.max(Double(plan.targetSampleNanoseconds), one)
        let probe = Swift.min(sample, 1_000 * one)
        return Double(plan.samples + 2) * sample + probe
    }

    /// The expected nanoseconds of one operation of `benchmarkCase`.
    /// - Complexity: O(1)
    static func operationNanoseconds(_ benchmarkCase: BenchmarkCase) -> Double {
        let items = Double(Swift.max(benchmarkCase.items, 1))
        let operation = benchmarkCase.operation
        if operation.isPerItem { return prepareNanosecondsPerItem * items }
        if operation == .batchUpdate { return 10_000 + 4 * items }
        if operation == .selfSize { return 15_000 }
        if operation == .hitTest { return 1_000 }
        let query = benchmarkCase.strategy == .linear ? 300 + scanNanosecondsPerItem * items : indexedQueryNanoseconds
        if operation == .queryRandom || operation == .queryRandomAttributes { return query * Double(RandomViewports.count) }
        return query
    }

    /// The expected nanoseconds to build the fixture of `items` items
    /// prepared for `strategies` strategies (one prepare each, and the
    /// workload once).
    /// - Complexity: O(1)
    public static func fixtureNanoseconds(items: Int, strategies: Int) -> Double {
        prepareNanosecondsPerItem * Double(Swift.max(items, 1)) * Double(strategies + 1)
    }
}
