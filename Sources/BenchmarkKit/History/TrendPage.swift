import BenchmarkHarness

/// `layout-bench trend --output TREND.html`: the trends as a self-contained
/// page (`HTMLPage`): the table `trend` prints, sortable and filterable by
/// layout, operation, strategy and machine, and a chart per case
/// (`TrendChart`): its medians over the runs with their CIs, and its steps.
public enum TrendPage {
    /// The page for `trends`: every case in the table, charts for the cases
    /// with a step (for every case with `everyCase`).
    /// - Complexity: O(trends × runs)
    public static func render(_ trends: [CaseTrend], everyCase: Bool) -> String {
        var table = HTMLTable(
            caption: "Per case and kind of machine: the recorded runs, the first and last medians and the step changes (optimal partitioning, steps of 5% or more held for 2 runs). Click a header to sort.",
            headers: ["case", "machine", "runs", "first", "last", "step changes"]
        )
        let rows = CaseTrend.table(trends, everyCase: true).rows
        var figures: [HTMLPage.Block] = []
        for (trend, cells) in zip(trends, rows) {
            var facets = (try? BenchmarkCase(name: trend.name)).map(HTMLSummary.facets(of:)) ?? [:]
            facets["machine"] = String(trend.machine.identifier.prefix(8))
            table.append(HTMLTable.Row(cells, facets: facets, style: trend.steps.isEmpty ? nil : "regressed"))
            guard everyCase || !trend.steps.isEmpty else { continue }
            let chart = TrendChart(
                title: trend.name, subtitle: "median per unit and its 95% CI per run; \(trend.machine.cpuModel), \(trend.machine.logicalCPUs) CPUs, \(trend.machine.buildConfiguration)",
                points: trend.points.map { TrendChart.Point(label: String($0.commit.prefix(7)), median: $0.median, lower: $0.lower, upper: $0.upper) },
                steps: trend.steps.map { TrendChart.Step(index: $0.index, before: $0.before, after: $0.after) },
                format: DurationFormat.nanoseconds
            )
            figures.append(.figure(svg: chart.svg(), caption: trend.steps.map(trend.describe).joined(separator: "; "), facets: facets))
        }
        let machines = Dictionary(trends.map { (String($0.machine.identifier.prefix(8)), $0.machine) }, uniquingKeysWith: { first, _ in first })
        let context = machines.keys.sorted().map { key in
            [key] + [machines[key]!.fields.map { "\($0.name): \($0.value)" }.joined(separator: "; ")]
        }
        var blocks: [HTMLPage.Block] = [.heading("Machines", level: 2), .context(headers: ["machine", "fingerprint"], rows: context),
                                        .heading("Cases", level: 2), .table(table)]
        if !figures.isEmpty { blocks += [.heading("Charts", level: 2)] + figures }
        return HTMLPage(title: "layout-bench trend", facets: HTMLSummary.facets + ["machine"], blocks: blocks).render()
    }
}
