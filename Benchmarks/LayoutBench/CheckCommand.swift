import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation

/// `layout-bench check RESULTS.json [--budgets FILE]`: a results file against
/// checked-in budgets, for a CI gate; exits 1 when a budget is broken.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a result file against budgets (limits on time, allocations, memory and speedups); exit 1 when one is broken.",
        discussion: """
        Each budget in the budgets file selects cases with a filter (the syntax of layout-bench run \
        --filter) and gives limits every selected case must keep: maximumMedianNanoseconds (the \
        median wall time per unit: per item for prepare, per query, per frame), \
        maximumAllocationsPerOperation, maximumAllocatedBytesPerOperation, \
        maximumRetainedBytesPerItem and maximumIndexBytesPerItem (prepare cases), \
        maximumPeakResidentBytes, and minimumSpeedup, an object giving the least speedup over each \
        reference strategy ({"linear": 10, "rtree": 1}). An upper limit holds when the figure is at \
        most the limit, a speedup when it is at least the minimum. The format is in docs/harness.md.
        Prints one line per budget (its cases, how many limits hold, are broken, were not measured), \
        then every limit that does not hold (--all: every limit), and a summary line; --output also \
        writes it as Markdown, for a pull-request comment. The result file is read and validated as \
        compare and merge read it.
        Exit status: 0 every limit holds; 1 a limit is broken; 2 the check cannot judge: the result \
        file or the budgets file is missing or invalid (one error line with the JSON path, or the \
        line and column of a syntax error), a budget limits a figure one of its cases does not have \
        (narrow its filter), or no budget selects any case; 64 bad arguments. A budget that selects \
        no case of this file (a --quick or --filter run) is listed, not judged, and is no failure.
        Examples:
          layout-bench check results/latest/results.json
          layout-bench check head.json --budgets Benchmarks/budgets.json --output budgets.md
        """
    )

    @Argument(help: "The result file to check (a run's results.json, or a merged file).")
    var results: String

    @Option(name: .long, help: "The budgets file (JSON).")
    var budgets: String = BudgetsFile.defaultPath

    @Option(name: .long, help: "Also write the report as Markdown to this file (atomically).")
    var output: String?

    @Flag(name: .long, help: "List every limit of every case, not only those that do not hold.")
    var all = false

    func run() throws {
        let report = try ReportOutput(checking: output)
        let limits: [Budget]
        let named: NamedResults
        do {
            limits = try BudgetsFile.read(budgets)
            named = try NamedResults.read(results)
        } catch {
            throw CommandFailure("\(error)", status: 2)
        }
        let check = BudgetCheck(results: named.results, budgets: limits)
        try report.write { _ in check.markdown(resultsName: results, budgetsName: budgets, all: all) }
        for name in check.unmatched { StandardError.write("warning: budget \"\(name)\" selects no case of \(results) (not judged)") }
        do {
            try StandardOutput.print(check.budgetTable().render())
            if check.rows.contains(where: { all || $0.verdict != .holds }) { try StandardOutput.print("\n" + check.table(all: all).render()) }
            try StandardOutput.print("\n" + check.summaryLine)
            if let output { try StandardOutput.print("wrote \(output)") }
        } catch {
            // A report that was lost is "cannot judge" (2), never "broken" (1).
            throw CommandFailure(error.description, status: 2)
        }
        switch check.exitStatus {
        case 0: return
        case 1: throw ExitCode(1)
        default:
            let reason = check.rows.isEmpty ? "no budget selects any case of \(results)" : "\(check.count(.notMeasured)) limit(s) name a figure their case does not have (narrow the budget's filter)"
            throw CommandFailure("cannot judge: \(reason)", status: 2)
        }
    }
}
