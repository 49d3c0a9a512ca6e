import Foundation
import Testing

/// scripts/bisect.sh on a small git history whose "benchmark" is a stand-in
/// (the fixture's samples times the factor a file in each commit holds) and
/// whose judge is the real `layout-bench compare`: the mechanics of the
/// bisection (baseline, steps, skipped commits, the answer, the reset)
/// without minutes of release builds per commit.
@Suite struct BisectScriptTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fakeBench = """
    #!/usr/bin/env bash
    set -euo pipefail
    output=""; list=""
    while [ $# -gt 0 ]; do
        case "$1" in --output) output=$2; shift 2 ;; --list) list=1; shift ;; *) shift ;; esac
    done
    if [ -n "$list" ]; then echo "flow/grid/prepare/linear/n=100"; exit 0; fi
    mkdir -p "$output"
    python3 - "$FIXTURE" "$(cat speed)" "$output/results.json" <<'PY'
    import json, sys
    data = json.load(open(sys.argv[1])); factor = float(sys.argv[2])
    for case in data["cases"]:
        case["wallNanoseconds"] = [v * factor for v in case["wallNanoseconds"]]
        case["summary"]["wall"]["median"] *= factor
    json.dump(data, open(sys.argv[3], "w"))
    PY

    """

    /// Runs `arguments` in `directory` with `environment` added; (status, stdout, stderr).
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// Seven commits: factor 1, a commit that does not build, 1, 1, then 1.5 from commit 5 on.
    static func history(in directory: TemporaryDirectory) throws -> (repository: String, commits: [String]) {
        let repository = directory.path("repo")
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        _ = try run(["git", "init", "-q"], in: repository)
        var commits: [String] = []
        for number in 1...7 {
            let speed = number == 2 ? "broken" : number >= 5 ? "1.5" : "1"
            try Data((speed + "\n").utf8).write(to: URL(fileURLWithPath: repository + "/speed"))
            _ = try run(["git", "add", "speed"], in: repository)
            _ = try run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "commit \(number)"], in: repository)
            commits.append(try run(["git", "rev-parse", "HEAD"], in: repository).1.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return (repository, commits)
    }

    @Test func theFirstSlowerCommitIsFoundAndTheBisectionReset() throws {
        let directory = try TemporaryDirectory()
        let (repository, commits) = try Self.history(in: directory)
        let bench = try directory.write(Self.fakeBench, to: "fake-bench").path
        _ = try Self.run(["chmod", "+x", bench], in: repository)
        let environment = [
            "FIXTURE": CompareCommandTests.fixture.base, "BISECT_BUILD": "test \"$(cat speed)\" != broken",
            "BISECT_BENCH": bench, "BISECT_JUDGE": try LayoutBenchProcess.executable().path,
        ]
        let script = Self.repositoryRoot.appendingPathComponent("scripts/bisect.sh").path
        let arguments = [script, "--case", "flow/grid/prepare/linear/n=100", "--samples", "5"]
        let (status, stdout, stderr) = try Self.run(arguments + [commits[0], commits[6]], in: repository, environment: environment)
        #expect(status == 0, "\(stderr)")
        #expect(stdout == "first slower commit: \(commits[4]) commit 5\n", "\(stderr)")
        #expect(stderr.contains("regressed"))
        let bisecting = try Self.run(["git", "bisect", "log"], in: repository + "/.build-worktrees/bisect")
        #expect(bisecting.0 != 0, "the worktree is still bisecting")
        // Nothing slower between commits 1 and 4: nothing to bisect.
        let unchanged = try Self.run(arguments + [commits[0], commits[3]], in: repository, environment: environment)
        #expect(unchanged.0 == 1)
        #expect(unchanged.1.hasPrefix("bisect: \(commits[3]) is not slower than \(commits[0]) for flow/grid/prepare/linear/n=100:\n"))
        let usage = try Self.run([script, commits[0], commits[6]], in: repository)
        #expect(usage.0 == 64)
        #expect(usage.2.hasPrefix("error: --case NAME is required\n"))
    }
}
