import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import CollectionLayout
import Foundation
import JemallocConfig
import LayoutWorkloads

/// `layout-bench run`: the benchmark suite, printed as tables and written to a
/// results directory.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the benchmark suite: prepare, viewport queries, scrolls and the driver's operations for every layout and index strategy.",
        discussion: """
        For each layout and item count (10^2 to 10^6), times prepare, a viewport query (an iPhone \
        screen plus half a screen of prefetch above and below) at the top, middle and bottom, and a \
        scroll over the whole content, with every index strategy on identical frames, the strategies \
        interleaved; and through the collection-view driver, one self-sizing change, one batch update \
        (both against a full prepare) and one hit test. Prints the tables and writes results.json, \
        summary.md and charts/ to --output.
        Examples:
          layout-bench run                                  # the full suite (about 8 minutes)
          layout-bench run --quick                          # 10^2 and 10^3 items, 5 samples
          layout-bench run --filter 'layout=flow,operation=query-slots,items>=100000'
          layout-bench run --list --filter scroll           # the case names, nothing run
          layout-bench run --filter 'operation=prepare|self-size|batch-update|hit-test'
        """
    )

    @Flag(name: .long, help: "The reduced suite: 100 and 1000 items, 5 short samples, short scrolls (for CI smoke runs).")
    var quick = false

    @Option(name: .long, help: "Select cases: comma-separated terms, all must match: field=value[|value] or field!=value (fields: name, layout, workload, strategy, operation, position, items, seed), items<N / items>=N, or a word the case name contains; * is a wildcard.")
    var filter: String?

    @Option(name: .long, parsing: .unconditional, help: "Comma-separated item counts, replacing the suite's (e.g. 1000,1000000).")
    var items: ItemCountsArgument?

    @Option(name: .long, parsing: .unconditional, help: "Samples per case, replacing the suite's (31, or 5 with --quick).")
    var samples: Int?

    @Option(name: .long, parsing: .unconditional, help: "Workload seed.")
    var seed: UInt64 = 1

    @Option(name: .long, help: "Directory for results.json, summary.md and charts/.")
    var output: String = "results/latest"

    @Flag(name: .long, help: "Print the names of the selected cases and exit.")
    var list = false

    @Option(name: .long, parsing: .unconditional, help: "Run only the K-th of N shards of the selection (e.g. 2/4): groups of cases balanced by expected time, the same split on every machine; combine the shards' results.json with layout-bench merge.")
    var shard: String?

    @Flag(name: .long, help: "Also add the run to the history in results/history/ (see layout-bench record); refused before measuring for a run with uncommitted changes or a shard.")
    var record = false

    @Flag(name: .long, help: "Fail (exit 1, after writing the results) if an invariant is broken: a query that allocates, or a strategy that returns a different number of elements than the linear scan.")
    var strict = false

    func validate() throws {
        if let samples, !(2...10_000).contains(samples) {
            throw ValidationError("--samples must be between 2 and 10000, got \(samples)")
        }
        _ = try plan()
    }

    /// The suite the options select, before `--shard`.
    func selection() throws -> BenchmarkSuite {
        var suite = quick ? BenchmarkSuite.quick(seed: seed) : BenchmarkSuite.full(seed: seed)
        if let items {
            suite.cases = BenchmarkSuite.cases(layouts: LayoutFamily.allCases, itemCounts: try items.counts(), seed: seed)
        }
        if let samples { suite.sampling.samples = samples }
        if let filter {
            let parsed: CaseFilter
            do { parsed = try CaseFilter(filter, known: suite.knownValues) } catch { throw ValidationError("--filter: \(error)") }
            suite = suite.filtered(by: parsed)
            guard !suite.cases.isEmpty else { throw ValidationError("--filter '\(filter)' selects no case (see layout-bench run --list)") }
        }
        return suite
    }

    func run() throws {
        let plan = try plan()
        let suite = plan.suite
        if list {
            if let summary = plan.shardSummary { StandardError.write(summary) }
            try StandardOutput.print(suite.cases.map(\.name).joined(separator: "\n"))
            return
        }
        // Before minutes of measuring: a path the files cannot go to fails now.
        try ResultWriter.checkDestination(output)
        let allocator = try AllocatorCheck.verified()
        let counter = InstructionCounter.open()
        var context = RunContext.capture(
            commandLine: CommandLine.arguments, allocator: allocator,
            instructionCounter: { switch counter { case .success: "available"; case .failure(let reason): reason.description } }()
        )
        context.shard = plan.shardRecord
        if record {
            do { try HistoryStore.checkRecordable(context, name: "this run") } catch { throw CommandFailure("--record: \(error)", status: 1) }
        }
        if context.buildConfiguration == "debug" {
            StandardError.write("warning: a debug build: these figures are not benchmarks (use scripts/run-suite.sh, a release build)")
        }
        try StandardOutput.print("allocator: \(allocator.name) \(allocator.version), options \(allocator.options), opt.thp=\(allocator.transparentHugePages) (checked: jemalloc counted a Swift allocation)")
        if let summary = plan.shardSummary { try StandardOutput.print(summary) }
        try StandardOutput.print("\(context.instructionCounter); \(suite.cases.count) cases, \(suite.sampling.samples) samples each, writing \(output)/")
        let runner = BenchmarkRunner(suite: suite, counter: try? counter.get())
        let cases = try runner.run(progress: Self.report)
        let results = BenchmarkResults(context: context, sampling: suite.sampling, cases: cases)
        for titled in ResultTables.all(results) {
            try StandardOutput.print("\n" + titled.title + "\n")
            try StandardOutput.print(titled.table.render())
        }
        let written = try ResultWriter.write(results, to: output)
        try StandardOutput.print("\nwrote \(output)/\(written.results), \(output)/\(written.summary) and \(written.charts.count) charts in \(output)/charts/")
        try StandardOutput.print("wrote \(output)/\(written.report): the tables and charts in one page for a browser")
        if record {
            do {
                try StandardOutput.print("recorded \(try HistoryStore.record(results, name: "\(output)/results.json", in: HistoryStore.defaultDirectory))")
            } catch let failure as HistoryStore.Failure {
                throw CommandFailure("--record: \(failure)", status: 1)
            }
        }
        let violations = ResultInvariants.violations(in: cases)
        for violation in violations { StandardError.write("warning: \(violation)") }
        if strict && !violations.isEmpty {
            throw InvariantFailure(count: violations.count)
        }
    }

    /// One progress line per group of variants on standard error.
    static func report(_ progress: BenchmarkRunner.Progress) {
        let group = progress.group
        let figures = group.map { "\($0.benchmarkCase.strategy.rawValue) \(DurationFormat.nanoseconds($0.summary.wall.median))" }.joined(separator: ", ")
        let seconds = Int(progress.elapsedNanoseconds / 1_000_000_000)
        let width = String(progress.totalCases).count
        let done = String(repeating: " ", count: width - String(progress.finishedCases).count) + String(progress.finishedCases)
        StandardError.write("[\(done)/\(progress.totalCases) \(seconds / 60)m\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)s] \(group[0].benchmarkCase.variantGroup): \(figures)")
    }
}

/// `run --strict` found broken invariants (exit status 1, not a usage error).
struct InvariantFailure: Error, CustomStringConvertible {
    var count: Int
    var description: String { "--strict: \(count) invariant violation\(count == 1 ? "" : "s") (listed above); the results were written" }
}
