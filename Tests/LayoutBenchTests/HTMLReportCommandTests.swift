import Foundation
import Testing

/// The web pages `run` and `compare` write, end to end (their structure is
/// tested in BenchmarkKitTests; scripts/test-report.sh loads them in a browser).
@Suite struct HTMLReportCommandTests {
    @Test func aRunWritesItsPageBesideItsResults() throws {
        let page = try String(contentsOfFile: CompareCommandTests.fixture.directory.path("base/index.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("<td>flow/grid/prepare/interval-tree/n=100</td>"))
        #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func compareWritesAPageWhenTheOutputEndsInHTML() throws {
        let directory = try TemporaryDirectory()
        let slower = try CompareCommandTests.scaled(1.5, in: directory)
        let result = try LayoutBenchProcess.run(["compare", CompareCommandTests.fixture.base, slower, "--output", directory.path("diff.html")])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("wrote \(directory.path("diff.html"))\n"))
        let page = try String(contentsOfFile: directory.path("diff.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("<title>layout-bench comparison</title>"))
        #expect(page.contains("<tr class=\"regressed\" data-facet-layout=\"flow\" data-facet-operation=\"prepare\" data-facet-strategy=\"linear\" data-facet-verdict=\"regressed\"><td>flow/grid/prepare/linear/n=100</td>"))
    }

    @Test func reportMakesARunDirectoryFromAResultFile() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("again")
        let result = try LayoutBenchProcess.run(["report", CompareCommandTests.fixture.base, "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote \(output)/results.json, \(output)/summary.md, \(output)/index.html and "))
        for file in ["results.json", "summary.md", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: output + "/" + file), "\(file)")
        }
        let missing = try LayoutBenchProcess.run(["report", directory.path("none.json"), "--output", directory.path("none")])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: cannot read result file \(directory.path("none.json")): no such file\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("none")))
    }
}
