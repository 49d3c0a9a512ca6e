import Foundation
import CollectionLayout
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// The HTML reports' structure and escaping (the browser test,
/// scripts/test-report.sh, checks the same pages in headless Chromium).
@Suite struct HTMLReportTests {
    /// The markup outside the two scripts, without the doctype: what must be
    /// well-formed XML.
    static func markup(_ html: String) -> String {
        var pieces = html.pieces(separatedBy: "<script>")
        for index in pieces.indices.dropFirst() {
            pieces[index] = "<script>" + "</script>" + pieces[index].pieces(separatedBy: "</script>").dropFirst().joined(separator: "</script>")
        }
        return pieces.joined().replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
    }

    @Test func textIsEscapedEverywhereAndTheMarkupIsWellFormed() throws {
        let hostile = "<script>alert(\"x\")</script> & 'q' \u{1}"
        var table = HTMLTable(caption: hostile, headers: [hostile, "b"], columnFacets: [[:], ["strategy": hostile]])
        table.append(HTMLTable.Row([hostile, "2"], facets: ["layout": "a\"b"], style: "regressed\""))
        table.footer.append(["fit", hostile])
        let page = HTMLPage(title: hostile, facets: ["layout", "strategy"], blocks: [
            .heading(hostile, level: 2), .paragraph(hostile), .note(hostile, style: "warning"),
            .context(headers: ["", hostile], rows: [[hostile, hostile]]), .table(table),
            .figure(svg: "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><polyline points=\"1,2\"/></svg>", caption: hostile, facets: ["layout": "flow"]),
            .section(facets: ["layout": "flow"], blocks: [.paragraph(hostile)]),
        ])
        let html = page.render()
        // Only the page's own two scripts; the hostile text never opens a tag.
        #expect(SVGInspection.count("<script", in: html) == 2)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;q&apos; \u{FFFD}"))
        #expect(html.contains("data-facet-layout=\"a&quot;b\""))
        #expect(html.contains("class=\"regressed&quot;\""))
        // The SVG's XML declaration is dropped: inside HTML it would be text.
        #expect(!html.contains("<?xml"))
        #expect(html.contains("<figure data-facet-layout=\"flow\">\n<svg xmlns"))
        try XMLWellFormedness.check(Self.markup(html))
        // The filter bar offers each facet's values once, in order of appearance.
        #expect(html.contains("<select data-facet=\"layout\"><option value=\"\">all</option><option value=\"a&quot;b\">a&quot;b</option><option value=\"flow\">flow</option></select>"))
    }

    @Test func tablesAreNumberedSortableAndKeepTheirFooterApart() {
        var first = HTMLTable(caption: "one", headers: ["a", "b"])
        first.append(HTMLTable.Row(["x", "1 ns"]))
        first.footer.append(["fit", "O(n)"])
        let second = HTMLTable(caption: "two", TextTable(headers: ["c"]))
        let html = HTMLPage(title: "t", facets: [], blocks: [.table(first), .section(facets: [:], blocks: [.table(second)])]).render()
        #expect(html.contains("<table class=\"sortable\" data-table=\"1\">\n<caption>one</caption>"))
        #expect(html.contains("<table class=\"sortable\" data-table=\"2\">\n<caption>two</caption>"))
        #expect(html.contains("<tbody>\n<tr><td>x</td><td>1 ns</td></tr>\n</tbody>\n<tfoot>\n<tr><td>fit</td><td>O(n)</td></tr>\n</tfoot>"))
        // The script marks success and records errors where a DOM dump shows them.
        #expect(html.contains("root.setAttribute('data-report-ready', 'true');"))
        #expect(html.contains("window.onerror"))
        #expect(HTMLPageScript.behaviour.range(of: "</script") == nil && HTMLPageScript.errorRecorder.range(of: "</script") == nil)
    }

    @Test func theRunPageHoldsTheContextEveryTableAndEveryChart() throws {
        let results = ResultFixtures.results()
        let charts = ResultCharts.all(results)
        let html = HTMLSummary.render(results, charts: charts)
        try XMLWellFormedness.check(Self.markup(html))
        // Every terminal table (by its title) and a table of every case.
        let titled = ResultTables.all(results)
        for table in titled {
            #expect(html.contains("<caption>\(XMLText.escaped(table.title))</caption>"), "\(table.title)")
        }
        #expect(SVGInspection.count("<table class=\"sortable\"", in: html) == titled.count + 1)
        #expect(SVGInspection.count("<svg ", in: html) == charts.count)
        #expect(SVGInspection.count("<figure>", in: html) == charts.count)
        #expect(html.contains("<tr><th>allocator</th><td>jemalloc 5.3.0-0-g0, options thp:always, opt.thp=always</td></tr>"))
        let caseRows = SVGInspection.count("<tr data-facet-layout=", in: html)
        #expect(caseRows == results.cases.count)
        #expect(html.contains("<tr data-facet-layout=\"flow\" data-facet-operation=\"query-slots\" data-facet-strategy=\"interval-tree\"><td>flow/grid/query-slots/middle/interval-tree/n=10000</td>"))
        // Sections by layout, then operation.
        #expect(html.contains("<section data-facet-layout=\"flow\">\n<h2>flow · grid</h2>\n<section data-facet-operation=\"prepare\">"))
    }

    @Test func strategyColumnsCarryTheirStrategyAndTheFitRowIsAFooter() throws {
        let results = ResultFixtures.results()
        let index = ResultIndex(results)
        let series = try #require(index.layouts.first)
        let table = HTMLSummary.table(ResultTables.timing(index, series, .querySlots, samples: 9))
        let tagged = zip(table.headers, table.columnFacets).map { "\($0)=\($1["strategy"] ?? "-")" }
        // Every engine strategy has its column, and each but linear a `vs linear` beside it.
        let engines = IndexStrategy.concrete.map(\.rawValue)
        let strategyColumns = engines.flatMap { $0 == "linear" ? ["linear=linear"] : ["\($0)=\($0)", "vs linear=\($0)"] }
        #expect(tagged == ["items=-", "where=-", "results=-"] + strategyColumns)
        #expect(table.footer.map { $0.first } == ["fit"])
        #expect(!table.rows.contains { $0.cells.first == "fit" })
        let memory = HTMLSummary.table(ResultTables.memory(index, series))
        #expect(memory.columnFacets.map { $0["strategy"] ?? "-" } == ["-"] + engines + engines + ["-", "-", "-"])
    }

    @Test func theComparisonPageListsChangedCasesFirstWithTheirVerdicts() throws {
        typealias F = ComparisonFixtures
        let steady = BenchmarkCase(layout: .waterfall, strategy: .sortedColumns, operation: .querySlots, position: .top, items: 1_000)
        let old = F.run("old.json", [F.result(steady, F.tight(100)), F.result(F.prepare, F.tight(100)), F.result(F.query, F.tight(100))])
        let new = F.run("new.json", [F.result(steady, F.tight(100)), F.result(F.prepare, F.tight(70)), F.result(F.query, F.tight(150))])
        var comparison = try ResultComparison(old: old, new: new)
        // The verdicts set here, whatever the statistics say: this tests the page, not the rule.
        let verdicts: [String: Verdict] = [steady.name: .notSignificant, F.prepare.name: .improved, F.query.name: .regressed]
        for index in comparison.cases.indices { comparison.cases[index].verdict = verdicts[comparison.cases[index].name]! }
        comparison.cases.sort { $0.name < $1.name }
        let table = ComparisonHTML.verdictTable(comparison)
        #expect(table.rows.map { $0.facets["verdict"] } == ["regressed", "improved", "unchanged"])
        #expect(table.rows.map(\.style) == ["regressed", "improved", nil])
        #expect(table.rows.map { $0.cells[0] } == [F.query.name, F.prepare.name, steady.name])
        #expect(table.rows[0].facets["strategy"] == "interval-tree")
        let html = ComparisonHTML.render(comparison)
        try XMLWellFormedness.check(Self.markup(html))
        #expect(html.contains("<tr><th></th><th>OLD</th><th>NEW</th></tr>\n<tr><th>file</th><td>old.json</td><td>new.json</td></tr>"))
        #expect(html.contains("<p class=\"warning\">1 regressed, 1 improved, 1 unchanged</p>"))
        #expect(html.contains("<select data-facet=\"verdict\"><option value=\"\">all</option><option value=\"regressed\">regressed</option><option value=\"improved\">improved</option><option value=\"unchanged\">unchanged</option></select>"))
    }

    @Test func theRunDirectoryHoldsTheReportAndCanBeWrittenAgain() throws {
        let directory = NSTemporaryDirectory() + "layout-bench-html-\(UInt64.random(in: 0...UInt64.max))/run"
        let written = try ResultWriter.write(ResultFixtures.results(), to: directory)
        let html = try String(contentsOfFile: directory + "/" + written.report, encoding: .utf8)
        #expect(written.report == "index.html")
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        // A second run into the same directory replaces it: index.html is a run's own file.
        try ResultWriter.write(ResultFixtures.results(scale: 2), to: directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["charts", "index.html", "results.json", "summary.md"])
    }
}
