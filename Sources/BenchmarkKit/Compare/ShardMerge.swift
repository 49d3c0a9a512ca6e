import BenchmarkHarness
import CollectionLayout

/// Combines the shards of one run (`layout-bench run --shard K/N` on several
/// machines) into one result file, as if one machine had run the whole
/// selection: the shards' cases side by side (a case is in one shard only),
/// every speedup and complexity fit computed again over all of them.
///
/// Shards belong together only when they measured the same code the same
/// way on the same kind of machine, so the merge is refused
/// (`ResultMismatch`, one line) unless every shard has the same schema
/// version, commit and uncommitted state, machine fingerprint
/// (`MachineFingerprint`: CPU model, logical CPUs, kernel, toolchain, build,
/// allocator; the host may differ, as CI runners do), sampling plan, shard
/// count and selection (`RunShard.selectionDigest`: the same arguments), and
/// unless each shard is there exactly once: a shard given twice, two files
/// with a case in common, or a shard missing are refused too. The merged
/// file has the first shard's context (date, host, command line) without a
/// shard, and its cases in suite order (layout, items, operation, position,
/// strategy).
public enum ShardMerge {
    /// Whether `runs` are shards (any of them): `merge` then combines them
    /// with this instead of pooling rounds (`ResultMerge`).
    public static func appliesTo(_ runs: [NamedResults]) -> Bool {
        runs.contains { $0.results.context.shard != nil }
    }

    /// The shards combined.
    /// - Precondition: `runs` is not empty.
    /// - Throws: `ResultMismatch` naming the files and what differs, or the
    ///   shard that is missing, given twice or overlapping.
    /// - Complexity: O(cases log cases) plus the derived figures.
    public static func merge(_ runs: [NamedResults]) throws(ResultMismatch) -> BenchmarkResults {
        precondition(!runs.isEmpty, "merge needs at least one run")
        var byIndex: [Int: NamedResults] = [:]
        let first = runs[0]
        let firstShard = try shard(of: first)
        for (position, run) in runs.enumerated() {
            let shard = try shard(of: run)
            if position > 0 { try checkSameRun(first, run) }
            guard shard.index >= 1, shard.index <= shard.count else {
                throw ResultMismatch("cannot merge \(run.name): its shard \(shard.label) is not one of \(shard.count)")
            }
            if let earlier = byIndex.updateValue(run, forKey: shard.index) {
                throw ResultMismatch("cannot merge \(earlier.name) with \(run.name): both are shard \(shard.label) (each shard once)")
            }
        }
        if let missing = (1...firstShard.count).first(where: { byIndex[$0] == nil }) {
            throw ResultMismatch("cannot merge: shard \(missing)/\(firstShard.count) is missing (give every shard of the run, 1 to \(firstShard.count))")
        }
        var owner: [String: String] = [:]
        var cases: [CaseResult] = []
        for index in 1...firstShard.count {
            let run = byIndex[index]!
            for result in run.results.cases {
                if let other = owner.updateValue(run.name, forKey: result.benchmarkCase.name) {
                    throw ResultMismatch("cannot merge \(other) with \(run.name): both measured \(result.benchmarkCase.name) (shards must not overlap)")
                }
                cases.append(result)
            }
        }
        if cases.count != firstShard.selectedCases {
            throw ResultMismatch("cannot merge: the shards hold \(cases.count) cases, but their selection has \(firstShard.selectedCases)")
        }
        var context = byIndex[1]!.results.context
        context.shard = nil
        return BenchmarkResults(context: context, sampling: first.results.sampling, cases: cases.sorted { order($0.benchmarkCase).lexicographicallyPrecedes(order($1.benchmarkCase)) })
    }

    /// The shard `run` records, or a refusal for a whole run.
    private static func shard(of run: NamedResults) throws(ResultMismatch) -> RunShard {
        guard let shard = run.results.context.shard else {
            throw ResultMismatch("cannot merge \(run.name) with shards: it is a whole run, not a shard (merge shards with shards, then whole runs with whole runs)")
        }
        return shard
    }

    /// Refuses `run` unless it is a shard of the same run as `first`.
    private static func checkSameRun(_ first: NamedResults, _ run: NamedResults) throws(ResultMismatch) {
        let why = "merge only shards of one run: one commit, the same arguments, one kind of machine"
        try ResultCompatibility.checkSchema("merge", first, run)
        let a = first.results.context, b = run.results.context
        let commit = { (source: RunContext.Source?) in source.map { String($0.commit.prefix(12)) + ($0.dirty ? " (dirty)" : "") } ?? "no git commit" }
        if a.source?.commit != b.source?.commit || a.source?.dirty != b.source?.dirty {
            throw .differs("merge", first, run, "the commit differs", commit(a.source), commit(b.source), why: why)
        }
        if let difference = MachineFingerprint(a).differences(from: MachineFingerprint(b)).first {
            throw .differs("merge", first, run, "the machines differ (\(difference.name))", difference.mine, difference.theirs, why: why)
        }
        if first.results.sampling != run.results.sampling {
            let plan = { (plan: SamplingPlan) in "\(plan.samples) " + ResultCompatibility.sampleMethod(plan) }
            throw .differs("merge", first, run, "the sampling differs", plan(first.results.sampling), plan(run.results.sampling), why: why)
        }
        let x = a.shard!, y = b.shard!
        if x.count != y.count {
            throw .differs("merge", first, run, "the shard counts differ", x.label, y.label, why: why)
        }
        if x.selectionDigest != y.selectionDigest || x.selectedCases != y.selectedCases {
            throw .differs("merge", first, run, "they are shards of different selections",
                           "\(x.selectedCases) cases (\(x.selectionDigest))", "\(y.selectedCases) cases (\(y.selectionDigest))", why: why)
        }
    }

    /// A case's place in the suite's order.
    private static func order(_ benchmarkCase: BenchmarkCase) -> [Int] {
        [
            LayoutFamily.allCases.firstIndex(of: benchmarkCase.layout) ?? Int.max, benchmarkCase.items,
            BenchmarkOperation.allCases.firstIndex(of: benchmarkCase.operation) ?? Int.max,
            benchmarkCase.position.flatMap { ContentPosition.allCases.firstIndex(of: $0) } ?? -1,
            BenchmarkStrategy.allCases.firstIndex(of: benchmarkCase.strategy) ?? Int.max,
        ]
    }
}
