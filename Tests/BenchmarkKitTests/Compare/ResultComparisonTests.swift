import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit
import CollectionLayout

@Suite struct ComparisonRuleTests {
    let rule = ComparisonRule(threshold: 0.05, alpha: 0.05)

    func interval(_ lower: Double, _ upper: Double) -> ConfidenceInterval { ConfidenceInterval(lower: lower, upper: upper, level: 0.95) }

    @Test func significanceComesFirst() {
        #expect(rule.verdict(pValue: 0.05, ratioInterval: interval(1.5, 1.6)) == .notSignificant)
        #expect(rule.verdict(pValue: 0.2, ratioInterval: interval(0.5, 0.6)) == .notSignificant)
    }

    @Test func theWholeIntervalMustClearTheThreshold() {
        #expect(rule.verdict(pValue: 0.01, ratioInterval: interval(1.051, 1.3)) == .regressed)
        #expect(rule.verdict(pValue: 0.01, ratioInterval: interval(1.05, 1.3)) == .withinNoise)
        #expect(rule.verdict(pValue: 0.01, ratioInterval: interval(1.03, 1.3)) == .withinNoise)
        #expect(rule.verdict(pValue: 0.01, ratioInterval: interval(0.7, 0.949)) == .improved)
        #expect(rule.verdict(pValue: 0.01, ratioInterval: interval(0.7, 0.95)) == .withinNoise)
        #expect(rule.verdict(pValue: 0.01, ratioInterval: interval(1.01, 1.03)) == .withinNoise)
    }

    @Test func aZeroThresholdCallsEverySignificantShift() {
        let strict = ComparisonRule(threshold: 0, alpha: 0.05)
        #expect(strict.verdict(pValue: 0.01, ratioInterval: interval(1.001, 1.002)) == .regressed)
    }
}

@Suite struct ResultComparisonTests {
    typealias F = ComparisonFixtures

    @Test func aClearTwentyPercentRegressionIsRegressed() throws {
        let comparison = try F.verdict(F.tight(100), F.tight(120))
        #expect(comparison.verdict == .regressed)
        #expect(abs(comparison.change - 0.2) < 1e-9)
        #expect(comparison.interval.lower > 1.15 && comparison.interval.upper < 1.25)
        #expect(comparison.pValue < 1e-6)
    }

    @Test func twentyPercentFasterIsImproved() throws {
        let comparison = try F.verdict(F.tight(100), F.tight(80))
        #expect(comparison.verdict == .improved)
        #expect(abs(comparison.change + 0.2) < 1e-9)
    }

    @Test func identicalSamplesAreUnchanged() throws {
        let comparison = try F.verdict(F.tight(100), F.tight(100))
        #expect(comparison.verdict == .notSignificant)
        #expect(comparison.pValue == 1)
        #expect(comparison.change == 0)
    }

    @Test func aSmallShiftWithTightSamplesIsWithinNoise() throws {
        // Significant (the samples do not overlap), but 2% < the 5% threshold.
        let comparison = try F.verdict(F.tight(100), F.tight(102))
        #expect(comparison.pValue < 0.001)
        #expect(comparison.verdict == .withinNoise)
        #expect(comparison.verdict.rawValue == "unchanged (within noise)")
    }

    @Test func aLargeButNoisyShiftIsNotSignificant() throws {
        let old = [60.0, 140, 80, 120, 100]
        let comparison = try F.verdict(old, old.map { $0 * 1.3 })
        #expect(abs(comparison.change - 0.3) < 1e-9)
        #expect(comparison.pValue > 0.05)
        #expect(comparison.verdict == .notSignificant)
        #expect(comparison.verdict.rawValue == "unchanged (not significant)")
    }

    @Test func theThresholdAndAlphaAreTheCallers() throws {
        #expect(try F.verdict(F.tight(100), F.tight(102), rule: ComparisonRule(threshold: 0.01, alpha: 0.05)).verdict == .regressed)
        #expect(try F.verdict(F.tight(100), F.tight(120), rule: ComparisonRule(threshold: 0.5, alpha: 0.05)).verdict == .withinNoise)
    }

    @Test func casesOnOneSideOnlyAreListedNotRefused() throws {
        let other = BenchmarkCase(layout: .flow, strategy: .linear, operation: .querySlots, position: .top, items: 1_000)
        let comparison = try ResultComparison(
            old: F.run("OLD", [F.result(F.prepare, F.tight(10)), F.result(F.query, F.tight(100))]),
            new: F.run("NEW", [F.result(F.query, F.tight(100)), F.result(other, F.tight(5))])
        )
        #expect(comparison.cases.map(\.name) == [F.query.name])
        #expect(comparison.onlyInOld == [F.prepare.name])
        #expect(comparison.onlyInNew == [other.name])
        #expect(comparison.summaryLine == "0 regressed, 0 improved, 1 unchanged; 1 case only in OLD: flow/grid/prepare/linear/n=1000; 1 only in NEW: flow/grid/query-slots/top/linear/n=1000")
    }

    @Test func longListsOfOneSidedCasesAreShortenedInTheSummary() throws {
        let extra = (1...7).map { BenchmarkCase(layout: .flow, strategy: .linear, operation: .prepare, items: $0) }
        let comparison = try ResultComparison(
            old: F.run("OLD", [F.result(F.query, F.tight(100))] + extra.map { F.result($0, F.tight(10)) }),
            new: F.run("NEW", [F.result(F.query, F.tight(100))])
        )
        #expect(comparison.summaryLine.hasSuffix("; 7 cases only in OLD: flow/grid/prepare/linear/n=1, flow/grid/prepare/linear/n=2, flow/grid/prepare/linear/n=3, flow/grid/prepare/linear/n=4, flow/grid/prepare/linear/n=5 and 2 more"))
    }

    @Test func regressionsComeFirstThenImprovementsThenTheRest() throws {
        let cases = (1...5).map { BenchmarkCase(layout: .waterfall, strategy: .linear, operation: .prepare, items: $0) }
        let factors = [1.0, 1.3, 0.9, 1.6, 0.5]
        let comparison = try ResultComparison(
            old: F.run("OLD", cases.map { F.result($0, F.tight(100)) }),
            new: F.run("NEW", zip(cases, factors).map { F.result($0, F.tight(100 * $1)) })
        )
        #expect(comparison.cases.map(\.benchmarkCase.items) == [4, 2, 5, 3, 1])
        #expect(comparison.cases.map(\.verdict) == [.regressed, .regressed, .improved, .improved, .notSignificant])
        #expect(comparison.summaryLine == "2 regressed, 2 improved, 1 unchanged")
        let table = comparison.table().render()
        #expect(table.contains("waterfall/photos/prepare/linear/n=4  100 ns   160 ns  +60.0%  [1.594, 1.606]  <0.0001                    regressed"))
        #expect(table.contains("waterfall/photos/prepare/linear/n=1  100 ns   100 ns   +0.0%  [0.996, 1.004]   1.0000  unchanged (not significant)"))
    }

    @Test func theFilterSelectsCasesOnBothSides() throws {
        let comparison = try ResultComparison(
            old: F.run("OLD", [F.result(F.prepare, F.tight(10)), F.result(F.query, F.tight(100))]),
            new: F.run("NEW", [F.result(F.prepare, F.tight(20)), F.result(F.query, F.tight(100))]),
            filter: try CaseFilter("operation=query-slots")
        )
        #expect(comparison.cases.map(\.name) == [F.query.name])
        #expect(comparison.onlyInOld.isEmpty && comparison.onlyInNew.isEmpty)
    }
}

@Suite struct ScrollComparisonTests {
    typealias F = ComparisonFixtures

    /// `sweeps` sweeps of 10 frames; sweep k's frames lie around `levels[k]`.
    static func sweeps(_ levels: [Double]) -> CaseResult {
        F.result(F.scroll, levels.flatMap { level in (0..<10).map { level * (1 + 0.01 * Double($0 % 5 - 2)) } }, results: 10)
    }

    @Test func aScrollIsComparedSweepBySweep() throws {
        let comparison = try ResultComparison(
            old: F.run("OLD", [Self.sweeps([100, 104, 98, 101, 99])]),
            new: F.run("NEW", [Self.sweeps([120, 125, 118, 121, 119])])
        )
        let scroll = comparison.cases[0]
        #expect(scroll.oldReplicates == 5 && scroll.newReplicates == 5)
        #expect(scroll.oldMedian == 100 && scroll.newMedian == 120)
        #expect(scroll.verdict == .regressed)
        #expect(comparison.warnings == [F.singleRoundWarning])
    }

    @Test func runsThatShiftTogetherAreNotCalledOnTheirFrames() throws {
        // Frame by frame (30 against 30) this A/A shift would look significant;
        // as 3 sweeps against 3 it cannot be, and the comparison says why.
        let comparison = try ResultComparison(
            old: F.run("OLD", [Self.sweeps([110, 140, 112])]),
            new: F.run("NEW", [Self.sweeps([100, 101, 99])])
        )
        #expect(MannWhitney.test(Self.sweeps([110, 140, 112]).wallNanoseconds, Self.sweeps([100, 101, 99]).wallNanoseconds).pValue < 1e-6)
        #expect(comparison.cases[0].verdict == .notSignificant)
        #expect(comparison.warnings == [
            F.singleRoundWarning,
            "scroll cases are compared sweep by sweep (the median frame of each run's sweep): 3 in OLD and 3 in NEW cannot reach p < 0.05, so they are at best unchanged (not significant); pool 4 or more runs per side (layout-bench merge, or scripts/compare-branches.sh --rounds 4)",
        ])
    }

    @Test func samplesThatDoNotSplitIntoSweepsAreOneSweep() {
        var result = Self.sweeps([100, 200])
        result.resultCount = 7
        #expect(CaseComparison.replicates(of: result).count == 1)
        #expect(CaseComparison.replicates(of: F.result(F.query, [3, 1, 2])) == [3, 1, 2])
    }

    @Test func theSmallestAttainablePValue() {
        #expect(CaseComparison.smallestPValue(1, 1) == 1)
        #expect(abs(CaseComparison.smallestPValue(3, 3) - 0.1) < 1e-12)
        #expect(abs(CaseComparison.smallestPValue(4, 4) - 2.0 / 70) < 1e-12)
        #expect(abs(CaseComparison.smallestPValue(5, 5) - 2.0 / 252) < 1e-12)
        #expect(abs(CaseComparison.smallestPValue(3, 5) - 2.0 / 56) < 1e-12)
    }
}

@Suite struct ComparisonRefusalTests {
    typealias F = ComparisonFixtures

    func compare(_ old: NamedResults, _ new: NamedResults) throws(ResultMismatch) {
        _ = try ResultComparison(old: old, new: new)
    }

    @Test func anotherSchemaVersion() {
        var new = F.run("NEW", [F.result(F.query, F.tight(100))])
        new.results.schemaVersion = 2
        #expect(throws: ResultMismatch("cannot compare OLD with NEW: the result schema version differs: 1 in OLD, 2 in NEW (rerun both with one layout-bench build)")) {
            try compare(F.run("OLD", [F.result(F.query, F.tight(100))]), new)
        }
    }

    @Test func anotherAllocatorVersionOrOptions() {
        var context = ResultFixtures.context
        context.allocator.options = "thp:default"
        #expect(throws: ResultMismatch("cannot compare OLD with NEW: the allocator options differ: 'thp:always' in OLD, 'thp:default' in NEW (times under different allocators are not comparable; rerun both sides under the same allocator and MALLOC_CONF)")) {
            try compare(F.run("OLD", [F.result(F.query, F.tight(100))]), F.run("NEW", [F.result(F.query, F.tight(100))], context: context))
        }
        context = ResultFixtures.context
        context.allocator.version = "5.2.1"
        #expect(throws: ResultMismatch("cannot compare OLD with NEW: the allocator version differs: 5.3.0-0-g0 in OLD, 5.2.1 in NEW (times under different allocators are not comparable; rerun both sides under the same allocator and MALLOC_CONF)")) {
            try compare(F.run("OLD", [F.result(F.query, F.tight(100))]), F.run("NEW", [F.result(F.query, F.tight(100))], context: context))
        }
    }

    @Test func aCaseDefinedDifferently() {
        var reseeded = F.query
        reseeded.seed = 2
        var reseededPrepare = F.prepare
        reseededPrepare.seed = 2
        #expect(throws: ResultMismatch("cannot compare OLD with NEW: case flow/grid/query-slots/middle/interval-tree/n=1000 is defined differently: its seed differs: 1 in OLD, 2 in NEW (the same name measured different work; 1 more case differ likewise)")) {
            try compare(
                F.run("OLD", [F.result(F.query, F.tight(100)), F.result(F.prepare, F.tight(10))]),
                F.run("NEW", [F.result(reseeded, F.tight(100)), F.result(reseededPrepare, F.tight(10))])
            )
        }
    }

    @Test func anotherScrollSamplingWhenScrollsAreCompared() throws {
        var longer = SamplingPlan.quick
        longer.maximumScrollFrames = 2_000
        #expect(throws: ResultMismatch("cannot compare OLD with NEW: the scroll sampling differs: steps of 20.0 pt, at most 200 frames in OLD, steps of 20.0 pt, at most 2000 frames in NEW (a scroll sample is one frame of the path this defines; compare without scrolls with --filter 'operation!=scroll|carousel-scroll')")) {
            try compare(F.run("OLD", [F.result(F.scroll, F.tight(100))]), F.run("NEW", [F.result(F.scroll, F.tight(100))], sampling: longer))
        }
        // Without scroll cases the scroll plan does not matter.
        try compare(F.run("OLD", [F.result(F.query, F.tight(100))]), F.run("NEW", [F.result(F.query, F.tight(100))], sampling: longer))
    }

    @Test func noCaseInCommon() {
        #expect(throws: ResultMismatch("cannot compare OLD with NEW: no case in common (OLD has 1 case, e.g. flow/grid/prepare/linear/n=1000; NEW has 1 case, e.g. flow/grid/query-slots/middle/interval-tree/n=1000)")) {
            try compare(F.run("OLD", [F.result(F.prepare, F.tight(10))]), F.run("NEW", [F.result(F.query, F.tight(100))]))
        }
    }

    @Test func aCaseWithoutSamples() {
        var empty = F.result(F.query, F.tight(100))
        empty.wallNanoseconds = []
        #expect(throws: ResultMismatch("cannot compare: case flow/grid/query-slots/middle/interval-tree/n=1000 has no wall-time samples in NEW")) {
            try compare(F.run("OLD", [F.result(F.query, F.tight(100))]), F.run("NEW", [empty]))
        }
    }
}

@Suite struct ComparisonWarningTests {
    typealias F = ComparisonFixtures

    @Test func otherMachinesDebugBuildsAndDirtyTreesAreWarnedAbout() throws {
        var context = ResultFixtures.context
        context.machine.cpuModel = "Other CPU"
        context.buildConfiguration = "debug"
        context.source?.dirty = true
        let comparison = try ResultComparison(old: F.run("OLD", [F.result(F.query, F.tight(100))]), new: F.run("NEW", [F.result(F.query, F.tight(100))], context: context))
        #expect(comparison.warnings == [
            "the runs were made on different machines (CPU Test CPU in OLD, Other CPU in NEW): a change may be the machine's",
            "the build configurations differ: release in OLD, debug in NEW",
            "NEW is from a debug build: its times are not benchmarks",
            "NEW was measured with uncommitted changes on top of 0123456789ab: its commit does not name the code measured",
            F.singleRoundWarning,
        ])
    }

    @Test func theSameSetupInRoundsHasNoWarning() throws {
        let comparison = try ResultComparison(old: try F.rounds("OLD", F.query, [100, 101]), new: try F.rounds("NEW", F.query, [100, 99]))
        #expect(comparison.warnings.isEmpty)
    }

    @Test func singleRunsAreWarnedAbout() throws {
        let comparison = try ResultComparison(old: F.run("OLD", [F.result(F.query, F.tight(100))]), new: F.run("NEW", [F.result(F.query, F.tight(100))]))
        #expect(comparison.warnings == [F.singleRoundWarning])
    }
}

@Suite struct ComparisonMarkdownTests {
    typealias F = ComparisonFixtures

    @Test func contextsSideBySideThenTheRuleSummaryAndTable() throws {
        var context = ResultFixtures.context
        context.source = .init(commit: "fedcba9876543210", branch: "topic|x", dirty: true)
        let comparison = try ResultComparison(
            old: F.run("old.json", [F.result(F.query, F.tight(100)), F.result(F.prepare, F.tight(10))]),
            new: F.run("new.json", [F.result(F.query, F.tight(120))], context: context)
        )
        let markdown = ComparisonMarkdown.render(comparison)
        for line in [
            "| | OLD | NEW |",
            "| file | old.json | new.json |",
            "| commit | 0123456789ab | fedcba987654 |",
            "| branch | main | topic\\|x |",
            "| dirty | no | yes (uncommitted changes) |",
            "| allocator | jemalloc 5.3.0-0-g0, options `thp:always`, opt.thp=always | jemalloc 5.3.0-0-g0, options `thp:always`, opt.thp=always |",
            "**1 regressed, 0 improved, 0 unchanged; 1 case only in OLD: flow/grid/prepare/linear/n=1000**",
            "- new.json was measured with uncommitted changes on top of fedcba987654: its commit does not name the code measured",
            "| case | old | new | change | 95% CI new/old | p | verdict | q | rounds |",
            "- flow/grid/prepare/linear/n=1000",
        ] {
            #expect(markdown.contains(line + "\n"), "\(line)")
        }
        #expect(markdown.contains("Verdict rule: regressed (improved) when q, the p-value adjusted for the false-discovery rate over the cases (Benjamini-Hochberg), is < 0.05 and the whole 95% CI of new/old lies above 1 + 5% (below 1 - 5%); "))
    }
}
