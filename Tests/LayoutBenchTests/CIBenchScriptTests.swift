import Foundation
import Testing

/// `scripts/ci-bench.sh` itself, run cheaply: its comparison step
/// (`scripts/compare-branches.sh`, two release builds and rounds of runs) is
/// replaced by a stub through `CI_BENCH_COMPARE`, which writes a result file
/// as HEAD's and exits as a comparison would; the budget check is the real
/// `layout-bench check`. What is tested is the script's own logic: the
/// arguments it passes on, the exit status it makes of the two steps, and the
/// pull-request comment it writes. (The stubbed step is compare-branches.sh,
/// which scripts/compare-branches.sh's own users exercise; a full run of the
/// gate is `scripts/ci-bench.sh main HEAD -- --quick`.)
@Suite struct CIBenchScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scripts/ci-bench.sh").standardized.path

    struct Run {
        var status: Int32
        var stderr: String
        var comment: String?
        var stubArguments: String?
    }

    /// Runs the script with a comparison that exits `compareStatus` (and, when
    /// `writesResults`, leaves the fixture's results as head.json), and a budget
    /// on the query cases' allocations (0: holds) or, when `broken`, on prepare's time.
    static func run(compareStatus: Int32, writesResults: Bool = true, broken: Bool = false, arguments: [String]? = nil) throws -> Run {
        let directory = try TemporaryDirectory()
        let results = CheckCommandTests.fixture.results
        let stub = try directory.write("""
            #!/usr/bin/env bash
            mkdir -p "$CI_BENCH_COMPARE_DIR"
            echo "$*" > "\(directory.path("stub-arguments"))"
            \(writesResults ? "cp '\(results)' \"$CI_BENCH_COMPARE_DIR/head.json\"" : "")
            printf '# layout-bench comparison\\n\\nstub comparison table\\n' > "$CI_BENCH_COMPARE_DIR/diff.md"
            exit \(compareStatus)
            """, to: "stub.sh")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let budget = broken
            ? #"{"name": "too slow", "filter": "operation=prepare", "maximumMedianNanoseconds": 0.001}"#
            : #"{"name": "no allocation", "filter": "operation=query-slots", "maximumAllocationsPerOperation": 0}"#
        try directory.write(CheckCommandTests.file(budget), to: "budgets.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + (arguments ?? ["base", "head", "--rounds", "2", "--budgets", directory.path("budgets.json"), "--output", directory.path("out"), "--", "--quick"])
        var environment = ProcessInfo.processInfo.environment
        environment["CI_BENCH_COMPARE"] = stub.path
        environment["CI_BENCH_COMPARE_DIR"] = directory.path("compare")
        environment["CI_BENCH_LAYOUT_BENCH"] = try LayoutBenchProcess.executable().path
        process.environment = environment
        let stderr = try directory.write("", to: "stderr")
        let handle = try FileHandle(forWritingTo: stderr)
        defer { try? handle.close() }
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            stderr: try String(contentsOf: stderr, encoding: .utf8),
            comment: try? String(contentsOfFile: directory.path("out/diff.md"), encoding: .utf8),
            stubArguments: try? String(contentsOfFile: directory.path("stub-arguments"), encoding: .utf8)
        )
    }

    @Test func noRegressionAndBudgetsThatHoldPass() throws {
        let run = try Self.run(compareStatus: 0)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stubArguments == "base head --rounds 2 -- --quick\n")
        let comment = try #require(run.comment)
        #expect(comment.hasPrefix("## Benchmarks: `base` (unknown commit) vs `head` (unknown commit)\n\n**Gate passed: no regression, every budget holds.**"))
        #expect(comment.contains("### layout-bench budgets: all budgets hold"))
        #expect(comment.contains("| no allocation | operation=query-slots |"))
        #expect(comment.contains("<details><summary>Comparison (2 rounds a side, `layout-bench run --quick`)</summary>"))
        #expect(comment.contains("### layout-bench comparison\n\nstub comparison table"))
    }

    @Test func aRegressionFails() throws {
        let run = try Self.run(compareStatus: 1)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.comment?.contains("**Gate failed: a case regressed.**") == true)
    }

    @Test func aBrokenBudgetFails() throws {
        let run = try Self.run(compareStatus: 0, broken: true)
        #expect(run.status == 1, "\(run.stderr)")
        let comment = try #require(run.comment)
        #expect(comment.contains("**Gate failed: a budget is broken.**"))
        #expect(comment.contains("### layout-bench budgets: budget broken") && comment.contains("| too slow |"))
    }

    @Test func bothFailuresAreNamed() throws {
        let run = try Self.run(compareStatus: 1, broken: true)
        #expect(run.status == 1)
        #expect(run.comment?.contains("**Gate failed: a case regressed; a budget is broken.**") == true)
    }

    @Test func aComparisonThatCannotBeMadeCannotJudge() throws {
        let run = try Self.run(compareStatus: 2, writesResults: false)
        #expect(run.status == 2, "\(run.stderr)")
        let comment = try #require(run.comment)
        #expect(comment.contains("**Gate cannot judge (comparison exit 2, budget check exit 2): see the log of this job.**"))
        #expect(comment.contains("### Budgets: not checked"))
    }

    @Test func badUsageExits64() throws {
        let run = try Self.run(compareStatus: 0, arguments: ["only-one-ref"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("usage: scripts/ci-bench.sh BASE HEAD"))
        #expect(run.stubArguments == nil)
    }
}
