import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation

/// `layout-bench trend`: each case's medians over the recorded runs, and
/// where they stepped.
struct TrendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend",
        abstract: "Find step changes in each case's median over the runs in the history.",
        discussion: """
        Per kind of machine (never mixed) and case, the medians of the recorded runs in date order \
        are fitted with a step function (optimal partitioning with an L1 cost and a penalty of \
        3 x noise x ln(runs); a level must hold for 2 runs), and every step of 5% or more is printed \
        with the first commit at the new level. A single wild run is not a step. Prints the cases \
        with a step (--all: every case) and a summary line. Exit status 0, also when steps are found; \
        2 when the history cannot be read.
        Examples:
          layout-bench trend
          layout-bench trend --filter 'layout=flow,operation=query-slots' --all
          layout-bench trend --output results/trend.html    # a chart per case with a step
        """
    )

    @Option(name: .long, help: "The history's directory.")
    var history: String = HistoryStore.defaultDirectory

    @Option(name: .long, help: "Only the cases this selects (the syntax of layout-bench run --filter).")
    var filter: String?

    @Flag(name: .long, help: "List every case, not only those with a step change.")
    var all = false

    @Option(name: .long, help: "Also write the trends as a self-contained web page with a chart per case (atomically).")
    var output: String?

    func run() throws {
        var caseFilter = CaseFilter.all
        if let filter {
            do {
                caseFilter = try CaseFilter(filter, known: BenchmarkSuite(cases: [], sampling: .quick).knownValues)
            } catch {
                throw ValidationError("--filter: \(error)")
            }
        }
        let report = try ReportOutput(checking: output)
        let machines: [HistoryStore.Machine]
        do { machines = try HistoryStore.load(history) } catch { throw CommandFailure("\(error)", status: 2) }
        let trends = CaseTrend.all(machines, filter: caseFilter)
        let stepped = trends.filter { !$0.steps.isEmpty }.count
        if all || stepped > 0 { try StandardOutput.print(CaseTrend.table(trends, everyCase: all).render() + "\n") }
        try report.write { _ in TrendPage.render(trends, everyCase: all) }
        let runs = machines.reduce(0) { $0 + $1.entries.count }
        try StandardOutput.print("\(trends.count) case\(trends.count == 1 ? "" : "s") over \(runs) run\(runs == 1 ? "" : "s") on \(machines.count) kind\(machines.count == 1 ? "" : "s") of machine; \(stepped) with a step change")
    }
}
