import CollectionLayout
import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct ResultFileTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "layout-bench-results-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func jsonRoundTripKeepsEverything() throws {
        let directory = try temporaryDirectory()
        let results = ResultFixtures.results()
        try ResultFile.write(results, to: directory + "/results.json")
        #expect(try ResultFile.read(directory + "/results.json") == results)
    }

    @Test func derivedFiguresAreInTheFile() {
        let results = ResultFixtures.results()
        // 3 sizes × 2 operations (prepare, query-slots) × every engine strategy but the linear reference.
        #expect(results.speedups.count == 3 * 2 * (IndexStrategy.concrete.count - 1))
        let speedup = results.speedups.first { $0.caseName == "flow/grid/query-slots/middle/interval-tree/n=10000" }
        #expect(speedup.map { abs($0.ratio - 20_000 / (20 * log2(10_000))) < 1e-9 } == true)
        let fits = Dictionary(uniqueKeysWithValues: results.complexity.map { ($0.key, $0.fit.complexity) })
        #expect(fits["flow/grid/query-slots/linear"] == .linear)
        #expect(fits["flow/grid/query-slots/interval-tree"] == .logarithmic)
        #expect(fits["flow/grid/prepare/sorted-columns"] == .linear)
    }

    @Test func missingFileIsNamed() {
        #expect(throws: ResultFile.Failure(description: "cannot read result file /nonexistent/results.json: no such file")) {
            try ResultFile.read("/nonexistent/results.json")
        }
    }

    @Test func otherSchemaVersionIsRefusedBeforeAnythingElse() throws {
        let path = try temporaryDirectory() + "/old.json"
        try Data(#"{"schemaVersion": 99, "cases": "whatever"}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ResultFile.Failure(description: "\(path) has result schema version 99; this layout-bench reads version 1 (rerun the benchmark with this build)")) {
            try ResultFile.read(path)
        }
    }

    @Test func corruptFilesSayWhatIsWrong() throws {
        let directory = try temporaryDirectory()
        let notJSON = directory + "/truncated.json"
        try Data(#"{"schemaVersion": 1, "context": {"#.utf8).write(to: URL(fileURLWithPath: notJSON))
        #expect(throws: ResultFile.Failure.self) { try ResultFile.read(notJSON) }
        let missingField = directory + "/missing.json"
        try Data(#"{"schemaVersion": 1}"#.utf8).write(to: URL(fileURLWithPath: missingField))
        #expect(throws: ResultFile.Failure(description: "\(missingField) is a corrupt result file: missing field 'context' at the top level")) {
            try ResultFile.read(missingField)
        }
    }

    @Test func writingIsAtomicAndLeavesNoTemporaryFiles() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/results.json"
        try ResultFile.write(ResultFixtures.results(), to: path)
        try ResultFile.write(ResultFixtures.results(scale: 2), to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["results.json"])
        #expect(try ResultFile.read(path) == ResultFixtures.results(scale: 2))
    }

    @Test func writerMakesEveryFile() throws {
        let directory = try temporaryDirectory() + "/run"
        let written = try ResultWriter.write(ResultFixtures.results(), to: directory)
        for file in [written.results, written.summary] + written.charts {
            #expect(FileManager.default.fileExists(atPath: directory + "/" + file), "\(file)")
        }
        let summary = try String(contentsOfFile: directory + "/summary.md", encoding: .utf8)
        #expect(summary.contains("| allocator | jemalloc 5.3.0-0-g0, options `thp:always`, opt.thp=always |"))
        #expect(summary.contains("| fit | O(n) 0.0% | O(n) 0.0% |  | O(n) 0.0% |  |"))
        #expect(summary.contains("| 10000 | middle | 40 | 20.0 µs ±2% | 266 ns ±2% | 75.3x ±2% | 266 ns ±2% | 75.3x ±2% |"))
    }

    @Test func invariantsCatchAllocatingQueriesAndMissingResults() {
        var cases = ResultFixtures.results().cases
        #expect(ResultInvariants.violations(in: cases).isEmpty)
        let index = cases.firstIndex { $0.benchmarkCase.name == "flow/grid/query-slots/middle/interval-tree/n=1000" }!
        cases[index].allocationsPerOperation = 1
        cases[index].allocatedBytesPerOperation = 3584
        cases[index].resultCount = 39
        #expect(ResultInvariants.violations(in: cases).map(\.description) == [
            "flow/grid/query-slots/middle/interval-tree/n=1000: 1.00 allocations (3584 B) per query; the buffer API must allocate nothing",
            "flow/grid/query-slots/middle/interval-tree/n=1000: 39 elements, the linear scan found 40",
        ])
    }

    /// What a killed writer left (its process gone) is removed by the next
    /// write; a live process's temporary is kept.
    @Test func staleTemporariesOfKilledWritersAreRemoved() throws {
        let directory = try temporaryDirectory()
        let dead = Int32.max - 1
        try Data("half".utf8).write(to: URL(fileURLWithPath: directory + "/.results.json.tmp-\(dead)-7"))
        try FileManager.default.createDirectory(atPath: directory + "/.run.tmp-\(dead)-9/charts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/.run.old-\(dead)-3", withIntermediateDirectories: true)
        try Data("live".utf8).write(to: URL(fileURLWithPath: directory + "/.results.json.tmp-1-5"))
        try ResultFile.write(ResultFixtures.results(), to: directory + "/results.json")
        try ResultWriter.write(ResultFixtures.results(), to: directory + "/run")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [".results.json.tmp-1-5", "results.json", "run"])
    }
}
