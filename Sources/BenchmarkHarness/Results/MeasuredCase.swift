/// Everything measured for one benchmark case: the raw samples and the
/// figures derived from them. Generic over the suite's case type, which is
/// all the harness needs to know of what was measured (`CaseKey`: its name);
/// the layout suite's results are `CaseResult`, `MeasuredCase<BenchmarkCase>`,
/// and a case a build does not know reads as `MeasuredCase<CaseDescriptor>`.
///
/// Timing samples are nanoseconds per *unit* (the suite's operation says
/// which: the layout suite's prepare per item, so sizes compare; a query per
/// query; a scroll per frame).
public struct MeasuredCase<Case: CaseKey>: Codable, Sendable, Equatable {
    /// The case.
    public var benchmarkCase: Case
    /// Operations timed together in one sample (calibrated; 1 for a scroll,
    /// whose samples are single frames).
    public var iterationsPerSample: Int
    /// Wall time per unit, one value per sample, in the order taken.
    public var wallNanoseconds: [Double]
    /// The calling thread's CPU time per unit, one value per sample; `nil`
    /// for a scroll (a frame is too short for the CPU clock's cost).
    public var cpuNanoseconds: [Double]?
    /// Instructions per unit, one value per sample; `nil` when the machine has
    /// no instruction counter (see `RunContext.instructionCounter`).
    public var instructions: [Double]?
    /// What one operation produced, e.g. the elements of a prepared layout,
    /// the elements a query returned, the frames of a scroll.
    public var resultCount: Int
    /// Bytes allocated per operation (a whole prepare, one query, one frame),
    /// from jemalloc's `thread.allocated`.
    public var allocatedBytesPerOperation: Double
    /// Allocation requests per operation, from jemalloc's request counters.
    public var allocationsPerOperation: Double
    /// Preparation only: bytes the prepared structure keeps alive, per item
    /// (jemalloc allocated minus deallocated around it).
    public var retainedBytesPerItem: Double?
    /// Preparation only: bytes of an index alone, per item (counted from its
    /// arrays' lengths, the same figure for every run).
    public var indexBytesPerItem: Double?
    /// The peak resident memory of the process while this case's group of
    /// cases was measured (reset before each; `nil` where Linux's
    /// `clear_refs` is unavailable).
    public var peakResidentBytes: UInt64?
    /// Order statistics and the median's confidence interval.
    public var summary: CaseSummary
    /// When the result pools several runs (`layout-bench merge`), how many of
    /// the samples each run contributed, in order (they sum to
    /// `wallNanoseconds.count`); `nil` for a single run. Optional, so files
    /// without it read as before.
    public var runSampleCounts: [Int]?

    /// Creates a result and computes its summary.
    public init(
        benchmarkCase: Case, iterationsPerSample: Int, wallNanoseconds: [Double], cpuNanoseconds: [Double]?,
        instructions: [Double]?, resultCount: Int, allocatedBytesPerOperation: Double, allocationsPerOperation: Double,
        retainedBytesPerItem: Double? = nil, indexBytesPerItem: Double? = nil, peakResidentBytes: UInt64? = nil,
        runSampleCounts: [Int]? = nil, bootstrap: Bootstrap = Bootstrap()
    ) {
        self.benchmarkCase = benchmarkCase
        self.iterationsPerSample = iterationsPerSample
        self.wallNanoseconds = wallNanoseconds
        self.cpuNanoseconds = cpuNanoseconds
        self.instructions = instructions
        self.resultCount = resultCount
        self.allocatedBytesPerOperation = allocatedBytesPerOperation
        self.allocationsPerOperation = allocationsPerOperation
        self.retainedBytesPerItem = retainedBytesPerItem
        self.indexBytesPerItem = indexBytesPerItem
        self.peakResidentBytes = peakResidentBytes
        self.runSampleCounts = runSampleCounts
        summary = CaseSummary(wall: wallNanoseconds, cpu: cpuNanoseconds, instructions: instructions, bootstrap: bootstrap)
    }

    private enum CodingKeys: String, CodingKey {
        case benchmarkCase = "case", iterationsPerSample, wallNanoseconds, cpuNanoseconds, instructions, resultCount
        case allocatedBytesPerOperation, allocationsPerOperation, retainedBytesPerItem, indexBytesPerItem, peakResidentBytes, summary
        case runSampleCounts
    }

    /// The wall-time samples split by run (`runSampleCounts`); one run when
    /// the result is not pooled or the counts do not add up to the samples.
    /// - Complexity: O(samples)
    public var wallNanosecondsByRun: [[Double]] {
        guard let counts = runSampleCounts, counts.count > 1, !counts.contains(where: { $0 <= 0 }),
              counts.reduce(0, +) == wallNanoseconds.count
        else { return [wallNanoseconds] }
        var runs: [[Double]] = []
        var start = 0
        for count in counts {
            runs.append(Array(wallNanoseconds[start ..< start + count]))
            start += count
        }
        return runs
    }
}

/// The figures a table shows for one case, derived from its samples.
public struct CaseSummary: Codable, Sendable, Equatable {
    /// Wall time per unit: median, quartiles, min, max, p99.
    public var wall: SampleSummary
    /// The 95% bootstrap confidence interval of the wall-time median.
    public var wallMedianInterval: ConfidenceInterval
    /// CPU time per unit, where measured.
    public var cpu: SampleSummary?
    /// Instructions per unit, where a counter exists.
    public var instructions: SampleSummary?

    /// Summarises samples.
    /// - Complexity: O(bootstrap resamples × samples)
    public init(wall: [Double], cpu: [Double]?, instructions: [Double]?, bootstrap: Bootstrap = Bootstrap()) {
        self.wall = SampleSummary(wall)
        wallMedianInterval = bootstrap.medianInterval(wall)
        self.cpu = cpu.flatMap { $0.isEmpty ? nil : SampleSummary($0) }
        self.instructions = instructions.flatMap { $0.isEmpty ? nil : SampleSummary($0) }
    }
}
