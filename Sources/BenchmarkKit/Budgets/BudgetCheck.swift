import BenchmarkHarness

/// The verdicts of a results file against budgets (`layout-bench check`):
/// one row per case, budget and limit.
///
/// Exit status, as package-benchmark's `thresholds check` gives it: 0 every
/// limit holds; 1 a limit is broken; 2 the check cannot judge, because a
/// budget limits a figure one of its cases does not have (a query's index
/// bytes, a speedup over a strategy it was not run with: narrow the filter).
/// A budget whose filter selects no case of the file is reported, not judged
/// (a run with `--filter` or `--quick` measures only some cases), and is not
/// a failure; a check where no budget selects any case cannot judge (2).
public struct BudgetCheck: Sendable {
    /// What became of one limit on one case.
    public enum Verdict: String, Sendable {
        /// The figure keeps the limit.
        case holds = "holds"
        /// The figure breaks it.
        case broken = "BROKEN"
        /// The case has no such figure.
        case notMeasured = "not measured"
    }

    /// One case under one limit of one budget.
    public struct Row: Sendable {
        /// The case's name.
        public var caseName: String
        /// The budget's name.
        public var budget: String
        /// The limit.
        public var limit: Budget.Limit
        /// The case's figure, if measured.
        public var value: Double?
        /// The verdict.
        public var verdict: Verdict
    }

    /// The budgets judged, in file order.
    public let budgets: [Budget]
    /// Every row: broken first, then not measured, then those that hold, each in file order.
    public private(set) var rows: [Row] = []
    /// The budgets that selected no case, by name.
    public private(set) var unmatched: [String] = []

    /// Judges every case of `results` that a budget selects against its limits.
    /// - Complexity: O(budgets × cases × limits), times O(speedups + cases) for a speedup limit.
    public init(results: BenchmarkResults, budgets: [Budget]) {
        self.budgets = budgets
        var judged: [Row] = []
        for budget in budgets {
            let selected = results.cases.filter { budget.filter.matches($0.benchmarkCase) }
            if selected.isEmpty { unmatched.append(budget.name) }
            for result in selected {
                for limit in budget.limits {
                    let value = limit.metric.value(of: result, in: results, reference: limit.reference)
                    let verdict: Verdict = value.map { limit.holds($0) ? .holds : .broken } ?? .notMeasured
                    judged.append(Row(caseName: result.benchmarkCase.name, budget: budget.name, limit: limit, value: value, verdict: verdict))
                }
            }
        }
        let order: [Verdict] = [.broken, .notMeasured, .holds]
        rows = order.flatMap { verdict in judged.filter { $0.verdict == verdict } }
    }

    /// The rows with `verdict`.
    /// - Complexity: O(rows)
    public func count(_ verdict: Verdict) -> Int { rows.count(where: { $0.verdict == verdict }) }

    /// 0 all hold, 1 a limit is broken, 2 cannot judge (a figure not measured, or nothing selected).
    /// - Complexity: O(rows)
    public var exitStatus: Int32 {
        if rows.isEmpty || count(.notMeasured) > 0 { return 2 }
        return count(.broken) > 0 ? 1 : 0
    }

    /// `12 limits on 6 cases: 11 hold, 1 broken, 0 not measured.`
    /// - Complexity: O(rows)
    public var summaryLine: String {
        let cases = Set(rows.map(\.caseName)).count
        return "\(rows.count) limit\(rows.count == 1 ? "" : "s") on \(cases) case\(cases == 1 ? "" : "s"): "
            + "\(count(.holds)) hold, \(count(.broken)) broken, \(count(.notMeasured)) not measured."
    }

    /// One line per budget: its filter and limits, the cases it selected, and
    /// how many of their limits hold, are broken, were not measured.
    /// - Complexity: O(budgets × rows)
    public func budgetTable() -> TextTable {
        var table = TextTable(headers: ["budget", "filter", "limits", "cases", "hold", "broken", "not measured"])
        for budget in budgets {
            let mine = rows.filter { $0.budget == budget.name }
            table.append([
                budget.name, budget.filterText, budget.limits.map { $0.metric.label + " " + $0.text }.joined(separator: "; "),
                String(Set(mine.map(\.caseName)).count), String(mine.count(where: { $0.verdict == .holds })),
                String(mine.count(where: { $0.verdict == .broken })), String(mine.count(where: { $0.verdict == .notMeasured })),
            ])
        }
        return table
    }

    /// The rows as a table (case, budget, limit, measured, verdict): those
    /// that do not hold, or every row when `all`.
    /// - Complexity: O(rows)
    public func table(all: Bool = false) -> TextTable {
        var table = TextTable(headers: ["case", "budget", "limit", "measured", "verdict"])
        for row in rows where all || row.verdict != .holds {
            table.append([
                row.caseName, row.budget, row.limit.metric.label + " " + row.limit.text,
                row.value.map(row.limit.metric.format) ?? "-", row.verdict.rawValue,
            ])
        }
        return table
    }

    /// The Markdown report: a title, the summary, the budgets that selected
    /// nothing, the budget table, and the rows that do not hold (every row when `all`).
    /// - Complexity: O(budgets × rows)
    public func markdown(resultsName: String, budgetsName: String, all: Bool = false) -> String {
        let status = exitStatus == 0 ? "all budgets hold" : exitStatus == 1 ? "budget broken" : "cannot judge"
        var lines = ["# layout-bench budgets: \(status)", "", "`\(resultsName)` against `\(budgetsName)`.", "", "**" + summaryLine + "**"]
        if !unmatched.isEmpty {
            lines += ["", "Budgets that select no case of this run (not judged):", ""]
            lines += unmatched.map { "- " + $0 }
        }
        lines += ["", budgetTable().renderMarkdown()]
        if rows.contains(where: { all || $0.verdict != .holds }) { lines += ["", table(all: all).renderMarkdown()] }
        return lines.joined(separator: "\n") + "\n"
    }
}
