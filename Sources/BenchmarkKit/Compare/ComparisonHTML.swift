import BenchmarkHarness

/// A comparison as a self-contained web page (`layout-bench compare
/// --output DIFF.html`): both runs' contexts side by side, the rule, the
/// summary and warnings, then the verdict table with the changed cases first
/// (regressions, then improvements, then the rest, each group in report
/// order), sortable and filterable by layout, operation, strategy and verdict.
public enum ComparisonHTML {
    /// The facets the page filters by.
    public static let facets = ["layout", "operation", "strategy", "verdict"]

    /// The document.
    /// - Complexity: O(cases log cases)
    public static func render(_ comparison: ResultComparison) -> String {
        page(comparison).render()
    }

    /// The page as blocks, before rendering (for tests).
    /// - Complexity: O(cases log cases)
    public static func page(_ comparison: ResultComparison) -> HTMLPage {
        let old = HTMLSummary.contextRows(comparison.old.results), new = HTMLSummary.contextRows(comparison.new.results)
        var context = [["file", comparison.old.name, comparison.new.name]]
        context += zip(old, new).map { [$0[0], $0[1], $1[1]] }
        var blocks: [HTMLPage.Block] = [
            .heading("Runs", level: 2),
            .context(headers: ["", "OLD", "NEW"], rows: context),
            .paragraph("Verdict rule: " + comparison.rule.summary + "."),
            .note(comparison.summaryLine, style: comparison.regressedCount > 0 ? "warning" : "summary"),
        ]
        blocks += comparison.warnings.map { .note("warning: " + $0, style: "warning") }
        blocks += [.heading("Cases", level: 2), .table(verdictTable(comparison))]
        for (label, names) in [("Only in OLD", comparison.onlyInOld), ("Only in NEW", comparison.onlyInNew)] where !names.isEmpty {
            blocks += [.heading("\(label) (\(names.count))", level: 2), .paragraph(names.joined(separator: ", "))]
        }
        return HTMLPage(title: "layout-bench comparison", facets: facets, blocks: blocks)
    }

    /// The comparison's table (`ResultComparison.table()`), each row tagged
    /// with its case's layout, operation, strategy and verdict and coloured
    /// when changed; changed cases first.
    /// - Complexity: O(cases log cases)
    static func verdictTable(_ comparison: ResultComparison) -> HTMLTable {
        let text = comparison.table()
        var table = HTMLTable(
            caption: "Per case: old and new median, the change, the 95% CI of new/old, the p-value and the verdict; changed cases first. Click a header to sort.",
            headers: text.headers
        )
        // The table lists the cases in `comparison.cases` order, one row each.
        let rows = zip(text.rows, comparison.cases).enumerated().map { order, pair in
            let (cells, compared) = pair
            var facets = HTMLSummary.facets(of: compared.benchmarkCase)
            facets["verdict"] = verdictFacet(compared.verdict)
            let style: String? = compared.verdict.isUnchanged ? nil : compared.verdict.rawValue
            return (rank: rank(compared.verdict), order: order, row: HTMLTable.Row(cells, facets: facets, style: style))
        }
        for entry in rows.sorted(by: { ($0.rank, $0.order) < ($1.rank, $1.order) }) { table.append(entry.row) }
        return table
    }

    /// The verdict as one facet word: `regressed`, `improved` or `unchanged`.
    static func verdictFacet(_ verdict: Verdict) -> String {
        verdict.isUnchanged ? "unchanged" : verdict.rawValue.split(separator: " ").first.map(String.init) ?? "changed"
    }

    /// Regressions first, then improvements, then the rest.
    static func rank(_ verdict: Verdict) -> Int {
        switch verdict {
        case .regressed: 0
        case .improved: 1
        default: 2
        }
    }
}
