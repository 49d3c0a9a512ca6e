import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation

/// `layout-bench compare OLD.json NEW.json`: two runs case by case, with a
/// verdict per case; exits 1 when a case regressed (diff's convention).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two result files case by case: medians, change, its confidence interval, significance, verdict.",
        discussion: """
        For every case in both files (matched by name): the old and new time per unit, the change \
        (new/old - 1), the 95% CI of new/old, the deciding test's p-value, a verdict, q (p adjusted \
        for the false-discovery rate over all the compared cases, Benjamini-Hochberg) and the rounds \
        per side ("3 paired", "2+3", "1+1").
        Rounds (runs), not samples, are the unit of replication. When both files pool several runs \
        (layout-bench merge, scripts/compare-branches.sh), each run is summarised by its fastest \
        sample (a scroll by its median frame), and a t test on ln(new/old) of those times decides, \
        paired round by round when both sides have as many rounds (round k of each side ran back \
        to back), its variance moderated by the noise floor fitted over all the cases (limma's \
        empirical Bayes prior; never below the case's own); old and new are then the geometric means \
        of the rounds' times, and the CI is the t interval. With one run per side, the Mann-Whitney \
        U test on the raw samples and the bootstrap CI of new/old median decide, with a warning: \
        one process per side cannot show how runs differ.
        Verdict rule (criterion.rs's, with q in place of p): a case has regressed (improved) \
        when q < --alpha AND the whole 95% CI of new/old lies above 1 + threshold (below \
        1 - threshold); otherwise it is unchanged, "not significant" when q >= alpha, "within noise" \
        when q < alpha but the CI reaches into 1 +/- threshold. The default threshold, 5%, is the \
        run-to-run drift of a shared machine; use --threshold 1 on a quiet one. A scroll's frames \
        move together from run to run, so scroll cases of single runs are compared sweep by sweep \
        (each run's median frame). The summary line and --output name the noise floor.
        Prints the table (regressions first, then improvements, then the rest) and a summary line; \
        --output also writes it as Markdown with both runs' contexts side by side. Cases in one file \
        only are listed. Warns (stderr) when the machines, build configurations or toolchains differ \
        or a run had uncommitted changes.
        Exit status: 0 no regression; 1 at least one regression; 2 the comparison cannot be made: \
        a file is missing or corrupt, the schema versions, the allocators (name, version, options) \
        or the scroll sampling differ, a case of the same name is defined differently (seed), \
        no case is in both (one error line says what differs; nothing is written), or the report \
        cannot be written (standard output, or --output, which is checked before anything is read); \
        64 bad arguments. Result files are checked as merge checks them: see layout-bench merge --help.
        Examples:
          layout-bench compare base/results.json head/results.json
          layout-bench compare base.json head.json --threshold 2 --output diff.md
          layout-bench compare base.json head.json --filter 'operation=query-slots,items>=100000'
        """
    )

    @Argument(help: "The baseline result file (a run's results.json, or a merged file).")
    var old: String

    @Argument(help: "The result file to judge against it.")
    var new: String

    @Option(name: .long, parsing: .unconditional, help: "The noise threshold in percent: a change must be shown to exceed it (the whole 95% CI beyond 1 +/- threshold).")
    var threshold: Double = 5

    @Option(name: .long, parsing: .unconditional, help: "The significance level that q, the p-value adjusted for the false-discovery rate, must be under.")
    var alpha: Double = 0.05

    @Option(name: .long, help: "Also write the comparison as Markdown to this file (atomically); as a self-contained web page, changed cases first, when its name ends in .html.")
    var output: String?

    @Option(name: .long, help: "Compare only the cases this selects (the syntax of layout-bench run --filter).")
    var filter: String?

    func validate() throws {
        guard threshold.isFinite, threshold >= 0, threshold < 100 else {
            throw ValidationError("--threshold is a percentage from 0 up to 100, got \(threshold)")
        }
        guard alpha > 0, alpha < 1 else {
            throw ValidationError("--alpha must lie strictly between 0 and 1, got \(alpha)")
        }
        _ = try caseFilter()
    }

    /// The filter, checked against every name this build knows.
    func caseFilter() throws -> CaseFilter {
        guard let filter else { return .all }
        do {
            return try CaseFilter(filter, known: BenchmarkSuite(cases: [], sampling: .quick).knownValues)
        } catch {
            throw ValidationError("--filter: \(error)")
        }
    }

    func run() throws {
        let report = try ReportOutput(checking: output)
        let rule = ComparisonRule(threshold: threshold / 100, alpha: alpha)
        let comparison: ResultComparison
        do {
            comparison = try ResultComparison(old: try NamedResults.read(old), new: try NamedResults.read(new), rule: rule, filter: try caseFilter())
        } catch {
            throw CommandFailure("\(error)", status: 2)
        }
        try report.write { $0.hasSuffix(".html") ? ComparisonHTML.render(comparison) : ComparisonMarkdown.render(comparison) }
        for warning in comparison.warnings { StandardError.write("warning: \(warning)") }
        try StandardOutput.print(comparison.table().render())
        try StandardOutput.print("\n" + comparison.summaryLine)
        if let output { try StandardOutput.print("wrote \(output)") }
        if comparison.regressedCount > 0 { throw ExitCode(1) }
    }
}
