import BenchmarkHarness

/// The Markdown summary of a run (`summary.md` beside `results.json`): the
/// context a reader needs to trust the figures, then the same tables as the
/// terminal.
public enum MarkdownSummary {
    /// The summary of `results`; `charts` are file names (relative to the
    /// summary) to link under the tables.
    /// - Complexity: O(cases)
    public static func render(_ results: BenchmarkResults, charts: [String] = []) -> String {
        var lines = ["# layout-bench results", ""]
        lines.append("| | |")
        lines.append("| :--- | :--- |")
        let rows = RunContextRows.rows(results)
        lines += rows.map { "| \($0.0) | \($0.1.replacingAll("|", with: "\\|")) |" }
        for titled in ResultTables.all(results) {
            lines += ["", "### " + titled.title, "", titled.table.renderMarkdown()]
        }
        if !charts.isEmpty {
            lines += ["", "## Charts", ""]
            lines += charts.map { "![\($0)](\($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
