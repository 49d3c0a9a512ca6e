import Foundation
import Testing

/// `layout-bench compare` and `merge` end to end: a real (small) result file
/// from `layout-bench run`, edited as JSON to make the other sides.
@Suite struct CompareCommandTests {
    /// One quick run of three prepare cases (the engine's strategies), shared by every test (about a second).
    static let fixture: Fixture = {
        do { return try Fixture() } catch { fatalError("cannot make the result file: \(error)") }
    }()

    /// Immutable after init (`TemporaryDirectory` holds only a `let` URL), hence unchecked.
    final class Fixture: @unchecked Sendable {
        let directory: TemporaryDirectory
        let base: String

        init() throws {
            directory = try TemporaryDirectory()
            let run = try LayoutBenchProcess.run(["run", "--quick", "--filter", "layout=flow,operation=prepare,items=100,strategy=linear|sorted-columns|interval-tree", "--output", directory.path("base")])
            guard run.status == 0 else { throw Failure(description: "layout-bench run failed: \(run.stderr)") }
            // The real run's timings depend on the machine's load (the whole
            // suite runs in parallel): replace them with a fixed, tight spread so
            // the verdicts below are decided by the edits, not by noise.
            let measured = directory.path("base/results.json")
            var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: measured))) as? [String: Any])
            var cases = json["cases"] as! [[String: Any]]
            for index in cases.indices {
                cases[index]["wallNanoseconds"] = [1000.0, 1010, 990, 1005, 995].map { $0 * Double(index + 1) }
            }
            json["cases"] = cases
            try directory.write(String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self), to: "base.json")
            base = directory.path("base.json")
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The base file with `edit` applied to its JSON, written to `name` in `directory`.
    static func edited(_ name: String, in directory: TemporaryDirectory, _ edit: (inout [String: Any]) -> Void) throws -> String {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture.base))) as? [String: Any])
        edit(&json)
        try directory.write(String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self), to: name)
        return directory.path(name)
    }

    /// Applies `edit` to every case of a result file's JSON.
    static func editCases(_ json: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
        var cases = json["cases"] as! [[String: Any]]
        for index in cases.indices { edit(&cases[index]) }
        json["cases"] = cases
    }

    /// Every wall-time sample multiplied by `factor`.
    static func scaled(_ factor: Double, in directory: TemporaryDirectory) throws -> String {
        try edited("scaled-\(factor).json", in: directory) { json in
            editCases(&json) { $0["wallNanoseconds"] = ($0["wallNanoseconds"] as! [Double]).map { $0 * factor } }
        }
    }

    @Test func aRunAgainstItselfIsUnchangedAndExitsZero() throws {
        let base = Self.fixture.base
        let result = try LayoutBenchProcess.run(["compare", base, base])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("0 regressed, 0 improved, 3 unchanged\n"))
        #expect(result.stdout.contains("flow/grid/prepare/linear/n=100"))
        #expect(result.stdout.contains("unchanged (not significant)"))
    }

    @Test func aSlowerRunRegressesAndExitsOne() throws {
        let directory = try TemporaryDirectory()
        let slower = try Self.scaled(1.5, in: directory)
        let result = try LayoutBenchProcess.run(["compare", Self.fixture.base, slower, "--output", directory.path("diff.md")])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("3 regressed, 0 improved, 0 unchanged\n"))
        #expect(result.stdout.contains("+50.0%"))
        let markdown = try String(contentsOfFile: directory.path("diff.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("# layout-bench comparison\n"))
        #expect(markdown.contains("**3 regressed, 0 improved, 0 unchanged**"))
    }

    @Test func aFasterRunImprovesAndExitsZero() throws {
        let directory = try TemporaryDirectory()
        let slower = try Self.scaled(1.5, in: directory)
        let result = try LayoutBenchProcess.run(["compare", slower, Self.fixture.base])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("0 regressed, 3 improved, 0 unchanged\n"))
    }

    @Test func theThresholdDecidesWhatIsNoise() throws {
        let directory = try TemporaryDirectory()
        let slower = try Self.scaled(1.5, in: directory)
        let result = try LayoutBenchProcess.run(["compare", Self.fixture.base, slower, "--threshold", "60"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0 regressed, 0 improved, 3 unchanged\n"))
        #expect(result.stdout.contains("unchanged (within noise)"))
    }

    @Test func theFilterNarrowsTheComparisonAndOneSidedCasesAreListed() throws {
        let directory = try TemporaryDirectory()
        let fewer = try Self.edited("fewer.json", in: directory) { json in
            json["cases"] = (json["cases"] as! [[String: Any]]).filter { ($0["case"] as! [String: Any])["strategy"] as! String != "linear" }
        }
        let result = try LayoutBenchProcess.run(["compare", Self.fixture.base, fewer])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0 regressed, 0 improved, 2 unchanged; 1 case only in OLD: flow/grid/prepare/linear/n=100\n"))
        let filtered = try LayoutBenchProcess.run(["compare", Self.fixture.base, fewer, "--filter", "strategy=interval-tree"])
        #expect(filtered.stdout.contains("0 regressed, 0 improved, 1 unchanged\n"))
    }

    /// A failure: exit status 2, one error line, nothing on stdout, no output file.
    func expectRefusal(_ arguments: [String], _ message: String, in directory: TemporaryDirectory) throws {
        let result = try LayoutBenchProcess.run(arguments + ["--output", directory.path("out/diff.md")])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
    }

    @Test func aMissingFileExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("missing.json")
        try expectRefusal(["compare", Self.fixture.base, missing], "cannot read result file \(missing): no such file", in: directory)
    }

    @Test func aCorruptFileExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let truncated = try directory.write(#"{"schemaVersion": 1, "context": {"#, to: "truncated.json").path
        let result = try LayoutBenchProcess.run(["compare", Self.fixture.base, truncated, "--output", directory.path("diff.md")])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(truncated) is not valid JSON: at byte 33 (line 1, column 34): expected a key (a string), found the end of the file\n")
        #expect(result.stderrLines.count == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.path("diff.md")))
        let fieldless = try Self.edited("fieldless.json", in: directory) { $0["sampling"] = nil }
        try expectRefusal(["compare", fieldless, Self.fixture.base], "\(fieldless) is a corrupt result file: missing field 'sampling' at the top level", in: directory)
    }

    @Test func anotherSchemaVersionExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let future = try Self.edited("future.json", in: directory) { $0["schemaVersion"] = 2 }
        try expectRefusal(["compare", Self.fixture.base, future], "\(future) has result schema version 2; this layout-bench reads version 1 (rerun the benchmark with this build)", in: directory)
    }

    @Test func anotherAllocatorExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let other = try Self.edited("thp.json", in: directory) { json in
            var context = json["context"] as! [String: Any]
            var allocator = context["allocator"] as! [String: Any]
            allocator["options"] = "thp:never"
            context["allocator"] = allocator
            json["context"] = context
        }
        let base = Self.fixture.base
        try expectRefusal(
            ["compare", base, other],
            "cannot compare \(base) with \(other): the allocator options differ: 'thp:always' in \(base), 'thp:never' in \(other) (times under different allocators are not comparable; rerun both sides under the same allocator and MALLOC_CONF)",
            in: directory
        )
    }

    @Test func aCaseWithAnotherSeedExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let reseeded = try Self.edited("seed.json", in: directory) { json in
            Self.editCases(&json) { result in
                var definition = result["case"] as! [String: Any]
                definition["seed"] = 7
                result["case"] = definition
            }
        }
        let base = Self.fixture.base
        try expectRefusal(
            ["compare", base, reseeded],
            "cannot compare \(base) with \(reseeded): case flow/grid/prepare/linear/n=100 is defined differently: its seed differs: 1 in \(base), 7 in \(reseeded) (the same name measured different work; 2 more cases differ likewise)",
            in: directory
        )
    }

    @Test func noCaseInCommonExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let base = Self.fixture.base
        let result = try LayoutBenchProcess.run(["compare", base, base, "--filter", "layout=waterfall", "--output", directory.path("diff.md")])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot compare \(base) with \(base): no case in common (\(base) has 0 cases; \(base) has 0 cases)\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("diff.md")))
    }

    @Test(arguments: [
        (["--threshold=-1"], "error: --threshold is a percentage from 0 up to 100, got -1.0"),
        (["--alpha", "1.5"], "error: --alpha must lie strictly between 0 and 1, got 1.5"),
        (["--filter", "layout=flwo"], "error: --filter: unknown layout 'flwo' in filter term 'layout=flwo' (known: calendarWeek, compositional, compositionalImpliedTrails, compositionalPhotos, flow, flowClosedForm, stickyCards, timeline, timelineHorizontal, waterfall, waterfallBackgrounds)"),
    ])
    func badArgumentsAreUsageErrors(_ extra: [String], _ message: String) throws {
        let base = Self.fixture.base
        let result = try LayoutBenchProcess.run(["compare", base, base] + extra)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
    }

    @Test func mergePoolsRoundsAndRefusesOtherCode() throws {
        let directory = try TemporaryDirectory()
        let base = Self.fixture.base
        // A file merged with itself would count its samples twice.
        let itself = try LayoutBenchProcess.run(["merge", base, base, "--output", directory.path("merged.json")])
        #expect(itself.status == 2)
        #expect(itself.stderr == "error: cannot merge \(base) with \(base): they are the same file (its samples would count twice)\n")
        let copy = directory.path("round-2.json")
        try FileManager.default.copyItem(atPath: base, toPath: copy)
        let merged = try LayoutBenchProcess.run(["merge", base, copy, "--output", directory.path("merged.json")])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == "merged 2 runs into \(directory.path("merged.json")): 3 cases, 10 samples per case\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory.path("merged.json")))) as? [String: Any])
        let samples = (json["cases"] as! [[String: Any]]).map { ($0["wallNanoseconds"] as! [Double]).count }
        #expect(samples == [10, 10, 10])
        let compared = try LayoutBenchProcess.run(["compare", base, directory.path("merged.json")])
        #expect(compared.status == 0)

        let other = try Self.edited("other-commit.json", in: directory) { json in
            var context = json["context"] as! [String: Any]
            context["source"] = ["commit": "fedcba9876543210fedcba9876543210fedcba98", "branch": "topic", "dirty": false]
            json["context"] = context
        }
        let refused = try LayoutBenchProcess.run(["merge", base, other, "--output", directory.path("refused.json")])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("error: cannot merge \(base) with \(other): the commit differs: "))
        #expect(refused.stderr.hasSuffix(" in \(other) (merge only rounds of one build of one commit, run the same way on one machine)\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("refused.json")))
    }

    @Test(arguments: [["compare", "--help"], ["merge", "--help"]])
    func helpExplainsTheRuleAndExitCodes(_ arguments: [String]) throws {
        let result = try LayoutBenchProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Exit status") || result.stdout.contains("exit status"))
    }
}
