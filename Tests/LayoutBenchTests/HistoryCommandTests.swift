import Foundation
import Testing

/// `record` and `trend` end to end: a history of eight commits made from one
/// real result file, the last four 50% slower.
@Suite struct HistoryCommandTests {
    /// The fixture's results as run `number` of a clean commit, every median times `factor`.
    static func run(_ number: Int, factor: Double, dirty: Bool = false, in directory: TemporaryDirectory) throws -> String {
        try CompareCommandTests.edited("run-\(number).json", in: directory) { json in
            var context = json["context"] as! [String: Any]
            context["source"] = ["commit": String(format: "%02d", number) + String(repeating: "a", count: 38), "branch": "main", "dirty": dirty]
            context["date"] = String(format: "2026-11-%02dT10:00:00Z", number)
            json["context"] = context
            CompareCommandTests.editCases(&json) { result in
                result["wallNanoseconds"] = (result["wallNanoseconds"] as! [Double]).map { $0 * factor }
                var summary = result["summary"] as! [String: Any]
                var wall = summary["wall"] as! [String: Any]
                wall["median"] = (wall["median"] as! Double) * factor * (1 + 0.01 * Double(number % 3 - 1))
                summary["wall"] = wall
                var interval = summary["wallMedianInterval"] as! [String: Any]
                interval["lower"] = (interval["lower"] as! Double) * factor
                interval["upper"] = (interval["upper"] as! Double) * factor
                summary["wallMedianInterval"] = interval
                result["summary"] = summary
            }
        }
    }

    @Test func recordedRunsShowTheCommitWhereTheCasesSlowedDown() throws {
        let directory = try TemporaryDirectory()
        let history = directory.path("history")
        for number in 1...8 {
            let file = try Self.run(number, factor: number >= 5 ? 1.5 : 1, in: directory)
            let recorded = try LayoutBenchProcess.run(["record", file, "--history", history])
            #expect(recorded.status == 0, "\(recorded.stderr)")
            #expect(recorded.stdout.hasPrefix("recorded \(file) as \(history)/"))
        }
        let trend = try LayoutBenchProcess.run(["trend", "--history", history])
        #expect(trend.status == 0, "\(trend.stderr)")
        #expect(trend.stdout.hasSuffix("3 cases over 8 runs on 1 kind of machine; 3 with a step change\n"))
        #expect(trend.stdout.split(separator: "\n").filter { $0.contains(" +50.") && $0.contains("% at 05aaaaaaaaaa (2026-11-05T10:00:00Z), ") }.count == 3)
        let page = try LayoutBenchProcess.run(["trend", "--history", history, "--output", directory.path("trend.html")])
        #expect(page.status == 0, "\(page.stderr)")
        let html = try String(contentsOfFile: directory.path("trend.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n") && html.components(separatedBy: "<line class=\"step\"").count == 4)
        let linear = try LayoutBenchProcess.run(["trend", "--history", history, "--filter", "strategy=linear", "--all"])
        #expect(linear.stdout.contains("flow/grid/prepare/linear/n=100"))
        #expect(!linear.stdout.contains("interval-tree"))
        let dirty = try Self.run(9, factor: 1, dirty: true, in: directory)
        let refused = try LayoutBenchProcess.run(["record", dirty, "--history", history])
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: cannot record \(dirty): it was measured with uncommitted changes on top of 09aaaaaaaaaa (its commit does not name the code)\n")
    }
}
