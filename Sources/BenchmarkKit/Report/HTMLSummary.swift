import BenchmarkHarness

/// The report of a run in the browser (`index.html` beside `results.json`):
/// one self-contained page with the run's context, a table of every case
/// (sortable, filterable by layout, operation and strategy), then per layout
/// and operation the same tables as the terminal and `summary.md` with that
/// series' charts drawn inline.
///
/// Each case row, section, figure and strategy column carries its facets, so
/// the page's filters (`HTMLPage`) narrow everything at once: choosing
/// `strategy=interval-tree` keeps that strategy's rows in the case table and
/// its columns in the per-layout tables.
public enum HTMLSummary {
    /// The facets the page filters by.
    public static let facets = ["layout", "operation", "strategy"]

    /// The page for `results` with `charts` (as `ResultCharts.all` makes
    /// them; each is drawn in its layout and operation's section).
    /// - Complexity: O(cases × charts)
    public static func render(_ results: BenchmarkResults, charts: [ResultCharts.Chart]) -> String {
        page(results, charts: charts).render()
    }

    /// The page as blocks, before rendering (for tests).
    /// - Complexity: O(cases × charts)
    public static func page(_ results: BenchmarkResults, charts: [ResultCharts.Chart]) -> HTMLPage {
        var blocks: [HTMLPage.Block] = [
            .heading("Run", level: 2),
            .context(headers: [], rows: contextRows(results)),
            .heading("Every case", level: 2),
            .table(caseTable(results)),
        ]
        let index = ResultIndex(results)
        var drawn: Set<String> = []
        for series in index.layouts {
            var sections: [HTMLPage.Block] = [.heading(series.label, level: 2)]
            for operation in BenchmarkOperation.allCases where index.has(series, operation) {
                let titled = operation.isTimedPerFrame
                    ? ResultTables.frames(index, series, operation)
                    : ResultTables.timing(index, series, operation, samples: results.sampling.samples)
                var content: [HTMLPage.Block] = [.heading("\(series.label): \(operation.rawValue)", level: 3), .table(table(titled))]
                let stem = "charts/\(series.layout.rawValue)-\(series.workload.rawValue)-\(operation.rawValue)"
                let names = [stem + ".svg"] + ContentPosition.allCases.map { stem + "-\($0.rawValue).svg" } + [stem + "-speedup.svg"]
                for chart in charts where names.contains(chart.fileName) {
                    drawn.insert(chart.fileName)
                    content.append(.figure(svg: chart.svg, caption: chart.fileName, facets: [:]))
                }
                if operation == .prepare {
                    content.append(.table(table(ResultTables.memory(index, series))))
                }
                sections.append(.section(facets: ["operation": operation.rawValue], blocks: content))
            }
            blocks.append(.section(facets: ["layout": series.layout.rawValue], blocks: sections))
        }
        let others = charts.filter { !drawn.contains($0.fileName) }
        if !others.isEmpty {
            blocks.append(.heading("Other charts", level: 2))
            blocks += others.map { .figure(svg: $0.svg, caption: $0.fileName, facets: [:]) }
        }
        return HTMLPage(title: "layout-bench results", facets: facets, blocks: blocks)
    }

    /// The context rows, without Markdown's code quotes.
    static func contextRows(_ results: BenchmarkResults) -> [[String]] {
        RunContextRows.rows(results).map { [$0.label, $0.text.replacingAll("`", with: "")] }
    }

    /// One row per case: its fields, median and CI, speedup over the linear
    /// scan (over a full prepare for incremental changes), allocations and
    /// sample count; each row tagged with its layout, operation and strategy.
    /// - Complexity: O(cases)
    static func caseTable(_ results: BenchmarkResults) -> HTMLTable {
        let index = ResultIndex(results)
        var table = HTMLTable(
            caption: "Every case measured: median wall time per unit with its 95% bootstrap CI; vs linear = the linear scan's median / this median (vs a full prepare for self-size and batch-update). Click a header to sort.",
            headers: ["case", "layout", "workload", "operation", "position", "strategy", "items", "median", "95% CI", "vs linear", "allocs/op", "samples"]
        )
        for result in results.cases {
            let benchmarkCase = result.benchmarkCase
            let interval = result.summary.wallMedianInterval
            let speedup = index.speedup(of: result)
            table.append(HTMLTable.Row([
                benchmarkCase.name, benchmarkCase.layout.rawValue, benchmarkCase.workload.rawValue, benchmarkCase.operation.rawValue,
                benchmarkCase.position?.rawValue ?? "-", benchmarkCase.strategy.rawValue, String(benchmarkCase.items),
                DurationFormat.nanoseconds(result.summary.wall.median) + " / " + benchmarkCase.operation.unit,
                DurationFormat.nanoseconds(interval.lower) + " to " + DurationFormat.nanoseconds(interval.upper),
                speedup.map { DurationFormat.ratio($0.ratio) } ?? "-",
                DurationFormat.significant(result.allocationsPerOperation), String(result.wallNanoseconds.count),
            ], facets: facets(of: benchmarkCase)))
        }
        return table
    }

    /// `layout`, `operation` and `strategy` of a case.
    static func facets(of benchmarkCase: BenchmarkCase) -> [String: String] {
        ["layout": benchmarkCase.layout.rawValue, "operation": benchmarkCase.operation.rawValue, "strategy": benchmarkCase.strategy.rawValue]
    }

    /// A terminal table for the page: each column that belongs to one
    /// strategy (named after it, or a `vs` column after it) tagged with that
    /// strategy, and the fit row kept below the sorted rows.
    /// - Complexity: O(cells)
    static func table(_ titled: TitledTable) -> HTMLTable {
        var current: String?
        let columnFacets = titled.table.headers.map { header -> [String: String] in
            let words = header.split(separator: " ").map(String.init)
            if words.first != "vs" {
                current = BenchmarkStrategy.allCases.first { words.contains($0.rawValue) }?.rawValue
            }
            return current.map { ["strategy": $0] } ?? [:]
        }
        var table = HTMLTable(caption: titled.title, headers: titled.table.headers, columnFacets: columnFacets)
        for row in titled.table.rows {
            if row.first == "fit" { table.footer.append(row) } else { table.append(HTMLTable.Row(row)) }
        }
        return table
    }
}
