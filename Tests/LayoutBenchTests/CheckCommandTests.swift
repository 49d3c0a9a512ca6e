import Foundation
import Testing

/// `layout-bench check RESULTS --budgets FILE` end to end: exit 0 when every
/// limit holds, 1 when one is broken, 2 when it cannot judge, and one
/// `error:` line naming the path for every kind of bad budgets file.
@Suite struct CheckCommandTests {
    /// One quick run of prepare and query cases (linear and interval-tree, 100 items), shared by every test.
    static let fixture: Fixture = {
        do { return try Fixture() } catch { fatalError("cannot make the result file: \(error)") }
    }()

    /// Immutable after init (`TemporaryDirectory` holds only a `let` URL), hence unchecked.
    final class Fixture: @unchecked Sendable {
        let directory: TemporaryDirectory
        let results: String

        init() throws {
            directory = try TemporaryDirectory()
            let run = try LayoutBenchProcess.run([
                "run", "--quick", "--filter", "layout=flow,operation=prepare|query-slots,items=100,strategy=linear|interval-tree",
                "--output", directory.path("run"),
            ])
            guard run.status == 0 else { throw Failure(description: "layout-bench run failed: \(run.stderr)") }
            results = directory.path("run/results.json")
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Runs `check` on the fixture with `budgets` (a budgets file's text) and any `extra` arguments.
    static func check(_ budgets: String, _ extra: [String] = [], in directory: TemporaryDirectory) throws -> LayoutBenchProcess.Result {
        try directory.write(budgets, to: "budgets.json")
        return try LayoutBenchProcess.run(["check", fixture.results, "--budgets", directory.path("budgets.json")] + extra)
    }

    /// A budgets file of the given budgets (JSON objects' texts).
    static func file(_ budgets: String...) -> String {
        "{\"budgetsVersion\": 1, \"budgets\": [" + budgets.joined(separator: ", ") + "]}"
    }

    @Test func budgetsThatHoldExitZero() throws {
        let directory = try TemporaryDirectory()
        let result = try Self.check(Self.file(
            #"{"name": "no allocation", "filter": "operation=query-slots", "maximumAllocationsPerOperation": 0}"#,
            #"{"filter": "operation=prepare", "maximumRetainedBytesPerItem": 100000, "maximumMedianNanoseconds": 1e12}"#
        ), ["--output", directory.path("budgets.md")], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("no allocation") && result.stdout.contains("0 broken, 0 not measured."))
        let markdown = try String(contentsOfFile: directory.path("budgets.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("# layout-bench budgets: all budgets hold"))
        #expect(markdown.contains("| no allocation | operation=query-slots |"))
    }

    @Test func aBrokenLimitExitsOneAndIsListed() throws {
        let directory = try TemporaryDirectory()
        let result = try Self.check(Self.file(
            #"{"name": "impossible", "filter": "operation=prepare,strategy=interval-tree", "maximumMedianNanoseconds": 0.001}"#,
            #"{"filter": "operation=query-slots", "maximumAllocationsPerOperation": 0}"#
        ), ["--output", directory.path("budgets.md")], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderrLines.allSatisfy { !$0.hasPrefix("error:") })
        let broken = result.stdout.split(separator: "\n").filter { $0.hasSuffix("BROKEN") }
        #expect(broken.count == 1 && broken[0].contains("flow/grid/prepare/interval-tree/n=100") && broken[0].contains("median time <= 0.00 ns"))
        #expect(result.stdout.contains("1 broken, 0 not measured."))
        let markdown = try String(contentsOfFile: directory.path("budgets.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("# layout-bench budgets: budget broken"))
    }

    @Test func aSpeedupBelowItsMinimumIsBroken() throws {
        let result = try Self.check(Self.file(
            #"{"filter": "operation=query-slots,strategy=interval-tree", "minimumSpeedup": {"linear": 1e9}}"#
        ), in: try TemporaryDirectory())
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("speedup >= 1000000000x vs linear") && result.stdout.contains("3 broken, 0 not measured."))
    }

    @Test func aFigureTheCaseLacksCannotBeJudged() throws {
        // Queries have no index bytes: the budget's filter is too wide.
        let result = try Self.check(Self.file(#"{"filter": "layout=flow", "maximumIndexBytesPerItem": 64}"#), in: try TemporaryDirectory())
        #expect(result.status == 2)
        #expect(result.stderrLines.last?.hasPrefix("error: cannot judge: ") == true, "\(result.stderr)")
        #expect(result.stdout.contains("not measured"))
    }

    @Test func aBudgetSelectingNothingIsAWarningNotAFailure() throws {
        let result = try Self.check(Self.file(
            #"{"name": "big", "filter": "items>=1000000", "maximumAllocationsPerOperation": 0}"#,
            #"{"filter": "operation=query-slots", "maximumAllocationsPerOperation": 0}"#
        ), in: try TemporaryDirectory())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderrLines == ["warning: budget \"big\" selects no case of \(Self.fixture.results) (not judged)"])
    }

    @Test func budgetsSelectingNoCaseAtAllCannotJudge() throws {
        let result = try Self.check(Self.file(#"{"filter": "items>=1000000", "maximumAllocationsPerOperation": 0}"#), in: try TemporaryDirectory())
        #expect(result.status == 2)
        #expect(result.stderrLines.last == "error: cannot judge: no budget selects any case of \(Self.fixture.results)")
    }

    /// Bad budgets files, with the end of the one error line each must give
    /// (after `error: PATH`).
    static let refusals: [(String, String)] = [
        ("{", " is not valid JSON: malformed JSON at line 1, column 2: expected a string key in double quotes, found end of input"),
        ("[]", ": expected an object, got an array"),
        (#"{"budgets": []}"#, ": budgetsVersion: missing (this build reads version 1)"),
        (#"{"budgetsVersion": 2, "budgets": []}"#, ": budgetsVersion: this build reads version 1, got 2"),
        (#"{"budgetsVersion": 1, "budgets": []}"#, ": budgets: empty (give at least one budget)"),
        (#"{"budgetsVersion": 1, "budgets": [], "extra": 1}"#, ": extra: unknown key (expected one of budgetsVersion, budgets, note)"),
        (file(#"{"maximumAllocationsPerOperation": 0}"#), ": budgets[0].filter: missing (the cases the budget covers, as layout-bench run --filter takes them)"),
        (file(#"{"filter": "layout=flwo", "maximumAllocationsPerOperation": 0}"#), ": budgets[0].filter: "),
        (file(#"{"filter": "layout=flow"}"#), ": budgets[0]: no limit (give at least one of maximumMedianNanoseconds, "),
        (file(#"{"filter": "layout=flow", "maximumMedian": 5}"#), ": budgets[0].maximumMedian: unknown key (expected one of name, filter, note, maximumMedianNanoseconds, "),
        (file(#"{"filter": "layout=flow", "maximumMedianNanoseconds": -1}"#), ": budgets[0].maximumMedianNanoseconds: expected a number >= 0, got -1"),
        (file(#"{"filter": "layout=flow", "maximumMedianNanoseconds": "5"}"#), ": budgets[0].maximumMedianNanoseconds: expected a number, got a string"),
        (file(#"{"filter": "layout=flow", "minimumSpeedup": {"linear": 0}}"#), ": budgets[0].minimumSpeedup.linear: expected a number > 0, got 0"),
        (file(#"{"filter": "layout=flow", "minimumSpeedup": {"quadtree": 2}}"#), ": budgets[0].minimumSpeedup.quadtree: unknown key (expected one of linear"),
        (file(#"{"filter": "layout=flow", "minimumSpeedup": {}}"#), ": budgets[0].minimumSpeedup: empty (give a minimum per reference: linear"),
        (file(#"{"filter": "layout=flow", "maximumPeakResidentBytes": 1, "maximumPeakResidentBytes": 2}"#), ": budgets[0].maximumPeakResidentBytes: given twice"),
        (file(#"{"name": "a", "filter": "layout=flow", "maximumPeakResidentBytes": 1}"#, #"{"name": "a", "filter": "items=100", "maximumPeakResidentBytes": 1}"#),
         ": budgets[1].name: \"a\" is already the name of budgets[0] (give each budget its own name)"),
    ]

    @Test(arguments: refusals)
    func badBudgetsFilesAreOneErrorLine(budgets: String, expected: String) throws {
        let directory = try TemporaryDirectory()
        let result = try Self.check(budgets, in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        let prefix = "error: " + directory.path("budgets.json") + expected
        #expect(result.stderrLines.first?.hasPrefix(prefix) == true, "\(result.stderr)")
    }

    @Test func aMissingBudgetsFileCannotJudge() throws {
        let result = try LayoutBenchProcess.run(["check", Self.fixture.results, "--budgets", "/nonexistent/budgets.json"])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["error: cannot read the budgets file \"/nonexistent/budgets.json\": no such file"])
    }

    /// A corrupt result file is refused with exactly the line `compare` gives (one `ResultValidation`).
    @Test func aCorruptResultFileIsRefusedAsCompareRefusesIt() throws {
        let directory = try TemporaryDirectory()
        let text = try String(contentsOfFile: Self.fixture.results, encoding: .utf8)
        try directory.write(String(text.prefix(text.count / 2)), to: "cut.json")
        try directory.write(Self.file(#"{"filter": "layout=flow", "maximumAllocationsPerOperation": 0}"#), to: "budgets.json")
        let check = try LayoutBenchProcess.run(["check", directory.path("cut.json"), "--budgets", directory.path("budgets.json")])
        let compare = try LayoutBenchProcess.run(["compare", directory.path("cut.json"), directory.path("cut.json")])
        #expect(check.status == 2 && compare.status == 2)
        #expect(check.stderrLines.count == 1 && check.stderrLines == compare.stderrLines, "\(check.stderr) / \(compare.stderr)")
    }

    /// The repository's own budgets file is valid (whatever this machine's timings make of it).
    @Test func theCheckedInBudgetsFileIsValid() throws {
        let budgets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Benchmarks/budgets.json").standardized.path
        let result = try LayoutBenchProcess.run(["check", Self.fixture.results, "--budgets", budgets])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
    }
}
