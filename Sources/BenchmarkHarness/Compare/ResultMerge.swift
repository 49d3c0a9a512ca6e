/// Pools several runs of the same code into one result file: the raw samples
/// of each case concatenated in the order of the runs, and every derived
/// figure (summaries, CIs, the suite's analyses) computed again from
/// them. `scripts/compare-branches.sh` runs the two sides round by round
/// (both sides back to back in each round, in a seeded order) so that a slow
/// spell of the machine hits both runs of a round, and merges each side's
/// rounds with this, in round order.
///
/// The runs must agree on what the samples mean, or the merge is refused
/// (`ResultMismatch`): schema version, commit and dirty state, build
/// configuration, allocator, what a sample is (its target duration, the
/// scroll plan; the sample count may differ) and machine; and a case of the
/// same name must be defined alike and return as many elements in every run.
///
/// The merged file keeps the first run's context (date, command line);
/// `sampling.samples` becomes the sum over the runs (the samples each case
/// now has, when every run measured it). Per case: `iterationsPerSample`
/// is the first run's; CPU times and instruction counts are concatenated when
/// every run has them (else dropped); allocation figures and retained bytes
/// are averaged over the runs that have them; peak RSS is the largest.
/// Cases measured by some runs only are kept with the samples they have, and
/// so are cases this build does not know (`ResultSet.unknownCases`),
/// pooled by name alike and written after the known ones.
/// `runSampleCounts` records how many samples each run gave (runs of merged
/// inputs counted one by one), so `compare` can judge by rounds.
/// - Complexity: See `merge(_:bootstrap:)`.
public enum ResultMerge {
    /// The runs pooled into one.
    /// - Precondition: `runs` is not empty.
    /// - Throws: `ResultMismatch` naming the first two runs that disagree and
    ///   how, or a case that would hold more than `ResultValidation.maximumSamplesPerCase` samples.
    /// - Complexity: O(total samples · resamples) for the recomputed figures.
    public static func merge<Suite>(_ runs: [NamedResultSet<Suite>], bootstrap: Bootstrap = Bootstrap()) throws(ResultMismatch) -> ResultSet<Suite> {
        precondition(!runs.isEmpty, "merge needs at least one run")
        let first = runs[0]
        for run in runs.dropFirst() { try checkSameCode(first, run) }

        var known = Pool<Suite, Suite.Case>(), unknown = Pool<Suite, CaseDescriptor>()
        for run in runs {
            for result in run.results.cases {
                try known.add(result, of: run) { $0.definitionDifference(from: $1) }
            }
            for record in run.results.unknownCases.compactMap(\.record) {
                try unknown.add(record, of: run) { $0.firstDifference(from: $1) }
            }
        }
        // Refused before any figure is computed: the pooled file could not be read back.
        for (name, samples) in known.sampleCounts + unknown.sampleCounts where samples > ResultValidation.maximumSamplesPerCase {
            throw ResultMismatch("cannot merge: case \(name) would hold \(samples) samples, more than the limit of \(ResultValidation.maximumSamplesPerCase) per case")
        }
        let cases = known.order.map { pooled(known.byName[$0] ?? [], bootstrap: bootstrap) }
        let firstUnknown = Dictionary(runs.flatMap(\.results.unknownCases).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let unknownCases = unknown.order.compactMap { name -> UnknownCase? in
            guard var kept = firstUnknown[name] else { return nil }
            kept.record = pooled(unknown.byName[name] ?? [], bootstrap: bootstrap)
            return kept
        }
        var sampling = first.results.sampling
        sampling.samples = runs.reduce(0) { $0 + $1.results.sampling.samples }
        return ResultSet(context: first.results.context, sampling: sampling, cases: cases, unknownCases: unknownCases)
    }

    /// The results of each case name across the runs, in the order first met,
    /// checked to be defined alike and to return as many elements.
    private struct Pool<Suite: ResultSuite, Case: CaseKey> {
        var order: [String] = []
        var byName: [String: [MeasuredCase<Case>]] = [:]
        var firstRun: [String: NamedResultSet<Suite>] = [:]

        /// Adds `result` of `run`, refusing a case defined differently
        /// (`difference` of the earlier and this case) or returning another count.
        mutating func add(
            _ result: MeasuredCase<Case>, of run: NamedResultSet<Suite>, difference: (Case, Case) -> (field: String, first: String, second: String)?
        ) throws(ResultMismatch) {
            let name = result.benchmarkCase.name
            if let earlier = byName[name]?.first, let earlierRun = firstRun[name] {
                if let difference = difference(earlier.benchmarkCase, result.benchmarkCase) {
                    throw .differs("merge", earlierRun, run, "case \(name) is defined differently: its \(difference.field) differs",
                                   difference.first, difference.second, why: "the same name measured different work")
                }
                if earlier.resultCount != result.resultCount {
                    throw .differs("merge", earlierRun, run, "case \(name) returned a different number of elements",
                                   String(earlier.resultCount), String(result.resultCount),
                                   why: "one commit must return the same elements every run")
                }
            } else {
                order.append(name)
                firstRun[name] = run
            }
            byName[name, default: []].append(result)
        }

        /// The pooled sample count of each case, in order.
        var sampleCounts: [(name: String, samples: Int)] {
            order.map { name in (name, (byName[name] ?? []).reduce(0) { $0 + $1.wallNanoseconds.count }) }
        }
    }

    /// Refuses to pool `run` with `first` unless they measured the same code
    /// the same way.
    private static func checkSameCode<Suite>(_ first: NamedResultSet<Suite>, _ run: NamedResultSet<Suite>) throws(ResultMismatch) {
        let why = "merge only rounds of one build of one commit, run the same way on one machine"
        try ResultCompatibility.checkSchema("merge", first, run)
        let a = first.results.context, b = run.results.context
        let commit = { (source: RunContext.Source?) in source.map { String($0.commit.prefix(12)) } ?? "no git commit" }
        if a.source?.commit != b.source?.commit {
            throw .differs("merge", first, run, "the commit differs", commit(a.source), commit(b.source), why: why)
        }
        if let x = a.source, let y = b.source, x.dirty != y.dirty {
            throw .differs("merge", first, run, "the uncommitted changes differ",
                           x.dirty ? "dirty" : "clean", y.dirty ? "dirty" : "clean", why: why)
        }
        if a.buildConfiguration != b.buildConfiguration {
            throw .differs("merge", first, run, "the build configuration differs", a.buildConfiguration, b.buildConfiguration, why: why)
        }
        try ResultCompatibility.checkAllocator("merge", first, run, why: why)
        // The sample count may differ (runs with --samples 11 and 21 pool fine,
        // and a merged file has the sum); what a sample is may not.
        let method = ResultCompatibility.sampleMethod
        if method(first.results.sampling) != method(run.results.sampling) {
            throw .differs("merge", first, run, "the sampling differs", method(first.results.sampling), method(run.results.sampling), why: why)
        }
        if let difference = ResultCompatibility.machineDifferences(first, run).first {
            throw ResultMismatch("cannot merge \(first.name) with \(run.name): the machines differ: \(difference) (\(why))")
        }
    }

    /// One case's results from several runs, pooled.
    private static func pooled<Case: CaseKey>(_ results: [MeasuredCase<Case>], bootstrap: Bootstrap) -> MeasuredCase<Case> {
        let first = results[0]
        let runCounts = results.flatMap { $0.wallNanosecondsByRun.map(\.count) }
        func concatenated(_ values: [[Double]?]) -> [Double]? {
            values.contains { $0 == nil } ? nil : values.flatMap { $0 ?? [] }
        }
        func mean(_ values: [Double]) -> Double? {
            values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        }
        return MeasuredCase(
            benchmarkCase: first.benchmarkCase, iterationsPerSample: first.iterationsPerSample,
            wallNanoseconds: results.flatMap(\.wallNanoseconds),
            cpuNanoseconds: concatenated(results.map(\.cpuNanoseconds)),
            instructions: concatenated(results.map(\.instructions)),
            resultCount: first.resultCount,
            allocatedBytesPerOperation: mean(results.map(\.allocatedBytesPerOperation)) ?? 0,
            allocationsPerOperation: mean(results.map(\.allocationsPerOperation)) ?? 0,
            retainedBytesPerItem: mean(results.compactMap(\.retainedBytesPerItem)),
            indexBytesPerItem: first.indexBytesPerItem,
            peakResidentBytes: results.compactMap(\.peakResidentBytes).max(),
            runSampleCounts: runCounts.count > 1 ? runCounts : nil,
            bootstrap: bootstrap
        )
    }
}
