/// Two runs compared case by case: what `layout-bench compare OLD NEW` reports.
/// Each case is compared by `ComparedCase` (a scroll sweep by sweep; by
/// rounds when the files pool several runs, with the noise floor of all the
/// cases as the prior of each case's round variance); the p-values of all
/// cases are adjusted for the false-discovery rate before the rule applies.
///
/// Cases are matched by name. Cases present in one run only are listed, never
/// an error on their own; so are a file's cases this build does not know
/// (`ResultSet.unknownCases`: an operation or strategy since removed). The comparison is refused (`ResultMismatch`) when
/// its figures would mean nothing:
/// - the schema versions differ;
/// - the allocators differ (name, version, options, opt.thp);
/// - no case is in both runs (after the filter);
/// - a case of the same name is defined differently (its seed);
/// - scroll cases are compared but the scroll sampling (step, frame cap)
///   differs, since a scroll sample is one frame of the path it defines;
/// - a compared case has no sample.
///
/// Differences that may explain a change but do not invalidate it are
/// warnings: other machines, build configurations or toolchains, a debug
/// build, a run made with uncommitted changes; cases with one run per side
/// (their verdicts cannot see round-to-round noise); and scroll cases with
/// too few sweeps for the U test ever to reach `alpha`.
/// - Complexity: O(1) storage beyond the cases.
public struct ResultSetComparison<Suite: ResultSuite>: Sendable {
    /// The old run (the baseline).
    public var old: NamedResultSet<Suite>
    /// The new run.
    public var new: NamedResultSet<Suite>
    /// The rule the verdicts follow.
    public var rule: ComparisonRule
    /// The cases in both runs, in report order: regressions (largest change
    /// first), improvements (largest first), then the unchanged cases in the
    /// new run's order.
    public var cases: [ComparedCase<Suite.Case>]
    /// Names of the (selected) cases only the old run has, in its order.
    public var onlyInOld: [String]
    /// Names of the (selected) cases only the new run has, in its order.
    public var onlyInNew: [String]
    /// What may explain a difference without invalidating the comparison.
    public var warnings: [String]
    /// The machine's noise floor between rounds, fitted over the cases
    /// compared by rounds (and used as the prior of their variances).
    public var noiseFloor: NoiseFloor

    /// Compares `old` with `new`, keeping the cases `selects` selects and the
    /// unknown cases `selectsUnknown` selects.
    /// - Throws: `ResultMismatch` saying exactly what differs (see the type).
    /// - Complexity: O(cases × (resamples · samples + the U test's cost)).
    public init(
        old: NamedResultSet<Suite>, new: NamedResultSet<Suite>, rule: ComparisonRule,
        selecting selects: (Suite.Case) -> Bool, selectingUnknown selectsUnknown: (UnknownCase) -> Bool
    ) throws(ResultMismatch) {
        self.old = old
        self.new = new
        self.rule = rule
        try ResultCompatibility.checkSchema("compare", old, new)
        try ResultCompatibility.checkAllocator(
            "compare", old, new,
            why: "times under different allocators are not comparable; rerun both sides under the same allocator and MALLOC_CONF"
        )
        let oldCases = try Self.selected(old, selects), newCases = try Self.selected(new, selects)
        let oldByName = Dictionary(uniqueKeysWithValues: oldCases.map { ($0.benchmarkCase.name, $0) })
        let newNames = Set(newCases.map(\.benchmarkCase.name))
        onlyInOld = oldCases.map(\.benchmarkCase.name).filter { !newNames.contains($0) } + old.results.unknownCases.filter(selectsUnknown).map(\.name)
        onlyInNew = newCases.map(\.benchmarkCase.name).filter { oldByName[$0] == nil } + new.results.unknownCases.filter(selectsUnknown).map(\.name)
        let pairs = newCases.compactMap { new in oldByName[new.benchmarkCase.name].map { (old: $0, new: new) } }
        guard !pairs.isEmpty else {
            throw ResultMismatch("cannot compare \(old.name) with \(new.name): no case in common (\(Self.count(oldCases, old)); \(Self.count(newCases, new)))")
        }
        try Self.checkDefinitions(pairs, old, new)
        if pairs.contains(where: { $0.new.benchmarkCase.isTimedPerFrame }),
           ResultCompatibility.scrollSampling(old.results.sampling) != ResultCompatibility.scrollSampling(new.results.sampling) {
            throw .differs(
                "compare", old, new, "the scroll sampling differs",
                ResultCompatibility.scrollSampling(old.results.sampling), ResultCompatibility.scrollSampling(new.results.sampling),
                why: "a scroll sample is one frame of the path this defines; compare without scrolls with --filter '\(Suite.Case.perFrameExclusionFilter)'"
            )
        }
        let contrasts = pairs.map { ComparedCase.roundContrast(old: $0.old, new: $0.new) }
        noiseFloor = NoiseFloor(contrasts.compactMap(\.self))
        let floor = noiseFloor
        var compared = zip(pairs, contrasts).map { pair, contrast in
            ComparedCase(old: pair.old, new: pair.new, rule: rule, contrast: contrast, prior: contrast.map { floor.prior(for: $0) } ?? .none)
        }
        for (index, q) in FalseDiscoveryRate.adjusted(compared.map(\.pValue)).enumerated() {
            compared[index].judge(qValue: q, rule: rule)
        }
        cases = Self.reportOrder(compared)
        warnings = Self.warnings(old, new)
        let single = compared.filter { $0.roundTest == nil }
        if !single.isEmpty {
            warnings.append(RoundWarnings.singleRound(single.map(\.name), of: compared.count))
        }
        if let scroll = single.first(where: { $0.benchmarkCase.isTimedPerFrame && ComparedCase<Suite.Case>.smallestPValue($0.oldReplicates, $0.newReplicates) >= rule.alpha }) {
            var sweeps = 1
            while ComparedCase<Suite.Case>.smallestPValue(sweeps, sweeps) >= rule.alpha { sweeps += 1 }
            warnings.append(
                "scroll cases are compared sweep by sweep (the median frame of each run's sweep): \(scroll.oldReplicates) in \(old.name) and \(scroll.newReplicates) in \(new.name) "
                    + "cannot reach p < \(DurationFormat.significant(rule.alpha)), so they are at best unchanged (not significant); pool \(sweeps) or more runs per side "
                    + "(layout-bench merge, or scripts/compare-branches.sh --rounds \(sweeps))"
            )
        }
    }

    /// How many cases regressed.
    /// - Complexity: O(cases)
    public var regressedCount: Int { cases.count { $0.verdict == .regressed } }
    /// How many cases improved.
    /// - Complexity: O(cases)
    public var improvedCount: Int { cases.count { $0.verdict == .improved } }
    /// How many cases are unchanged (within noise or not significant).
    /// - Complexity: O(cases)
    public var unchangedCount: Int { cases.count { $0.verdict.isUnchanged } }

    /// The cases of `side` that `filter` selects, refusing duplicate names
    /// and cases without samples.
    private static func selected(_ side: NamedResultSet<Suite>, _ selects: (Suite.Case) -> Bool) throws(ResultMismatch) -> [MeasuredCase<Suite.Case>] {
        var seen: Set<String> = []
        var selected: [MeasuredCase<Suite.Case>] = []
        for result in side.results.cases where selects(result.benchmarkCase) {
            let name = result.benchmarkCase.name
            guard seen.insert(name).inserted else {
                throw ResultMismatch("cannot compare: case \(name) appears twice in \(side.name)")
            }
            guard !result.wallNanoseconds.isEmpty else {
                throw ResultMismatch("cannot compare: case \(name) has no wall-time samples in \(side.name)")
            }
            selected.append(result)
        }
        return selected
    }

    /// Refuses the first case whose definition differs, counting the others.
    private static func checkDefinitions(
        _ pairs: [(old: MeasuredCase<Suite.Case>, new: MeasuredCase<Suite.Case>)], _ old: NamedResultSet<Suite>, _ new: NamedResultSet<Suite>
    ) throws(ResultMismatch) {
        let differing = pairs.compactMap { pair in
            pair.old.benchmarkCase.definitionDifference(from: pair.new.benchmarkCase).map { (name: pair.new.benchmarkCase.name, difference: $0) }
        }
        guard let first = differing.first else { return }
        let more = differing.count > 1 ? "; \(differing.count - 1) more case\(differing.count == 2 ? "" : "s") differ likewise" : ""
        throw .differs(
            "compare", old, new, "case \(first.name) is defined differently: its \(first.difference.field) differs",
            first.difference.first, first.difference.second, why: "the same name measured different work\(more)"
        )
    }

    /// `A has 3 cases, e.g. flow/...`.
    private static func count(_ cases: [MeasuredCase<Suite.Case>], _ side: NamedResultSet<Suite>) -> String {
        "\(side.name) has \(cases.count) case\(cases.count == 1 ? "" : "s")\(cases.first.map { ", e.g. \($0.benchmarkCase.name)" } ?? "")"
    }

    /// Regressions by decreasing change, improvements by increasing change,
    /// then the rest in their order.
    private static func reportOrder(_ cases: [ComparedCase<Suite.Case>]) -> [ComparedCase<Suite.Case>] {
        let regressed = cases.filter { $0.verdict == .regressed }.sorted { $0.ratio > $1.ratio }
        let improved = cases.filter { $0.verdict == .improved }.sorted { $0.ratio < $1.ratio }
        return regressed + improved + cases.filter(\.verdict.isUnchanged)
    }

    /// The warnings for `old` against `new`.
    private static func warnings(_ old: NamedResultSet<Suite>, _ new: NamedResultSet<Suite>) -> [String] {
        var warnings: [String] = []
        let machines = ResultCompatibility.machineDifferences(old, new)
        if !machines.isEmpty {
            warnings.append("the runs were made on different machines (\(machines.joined(separator: "; "))): a change may be the machine's")
        }
        let a = old.results.context, b = new.results.context
        if a.buildConfiguration != b.buildConfiguration {
            warnings.append("the build configurations differ: \(a.buildConfiguration) in \(old.name), \(b.buildConfiguration) in \(new.name)")
        }
        for side in [old, new] where side.results.context.buildConfiguration == "debug" {
            warnings.append("\(side.name) is from a debug build: its times are not benchmarks")
        }
        if a.toolchain != b.toolchain {
            warnings.append("the Swift toolchains differ: \(a.toolchain) in \(old.name), \(b.toolchain) in \(new.name)")
        }
        for side in [old, new] {
            if let source = side.results.context.source, source.dirty {
                warnings.append("\(side.name) was measured with uncommitted changes on top of \(source.commit.prefix(12)): its commit does not name the code measured")
            }
        }
        return warnings
    }
}
