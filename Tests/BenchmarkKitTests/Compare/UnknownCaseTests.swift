import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// A result file holding a case this build does not know (an operation since
/// removed, a peer this build lacks) is read, and `compare` lists the case as
/// only in that file instead of refusing the file.
@Suite struct UnknownCaseTests {
    /// `results` written as JSON with its prepare case's operation renamed to `operation`.
    static func file(_ results: BenchmarkResults, renamingPrepareTo operation: String) throws -> String {
        let text = String(decoding: try JSONEncoder().encode(results), as: UTF8.self)
        let edited = text.replacingOccurrences(of: #""operation":"prepare""#, with: #""operation":"\#(operation)""#)
            .replacingOccurrences(of: #"grid\/prepare\/linear"#, with: #"grid\/\#(operation)\/linear"#)
        #expect(edited != text, "the fixture renamed the case")
        let path = NSTemporaryDirectory() + "layout-bench-unknown-\(UInt64.random(in: 0...UInt64.max)).json"
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileWithAnUnknownOperationReadsWithTheCaseSetAside() throws {
        let old = ComparisonFixtures.run("OLD", [ComparisonFixtures.result(ComparisonFixtures.query, ComparisonFixtures.tight(100)), ComparisonFixtures.result(ComparisonFixtures.prepare, ComparisonFixtures.tight(15))])
        let path = try Self.file(old.results, renamingPrepareTo: "prepare-twice")
        let read = try ResultFile.read(path)
        #expect(read.cases.map(\.benchmarkCase) == [ComparisonFixtures.query])
        #expect(read.unknownCases.map(\.name) == ["flow/grid/prepare-twice/linear/n=1000"])
        #expect(read.unknownCases.first?.description == "case flow/grid/prepare-twice/linear/n=1000: unknown operation 'prepare-twice'")
        #expect(read.unknownCases.first?.value(of: .layout) == "flow" && read.unknownCases.first?.value(of: .position) == "-")
    }

    @Test func compareListsItAsOnlyInTheOldFile() throws {
        let cases = [ComparisonFixtures.result(ComparisonFixtures.query, ComparisonFixtures.tight(100)), ComparisonFixtures.result(ComparisonFixtures.prepare, ComparisonFixtures.tight(15))]
        let path = try Self.file(ComparisonFixtures.run("OLD", cases).results, renamingPrepareTo: "prepare-twice")
        let old = NamedResults(name: "OLD", results: try ResultFile.read(path))
        let new = ComparisonFixtures.run("NEW", cases)
        let comparison = try ResultComparison(old: old, new: new)
        #expect(comparison.onlyInOld == ["flow/grid/prepare-twice/linear/n=1000"])
        #expect(comparison.onlyInNew == [ComparisonFixtures.prepare.name])
        #expect(comparison.cases.map(\.name) == [ComparisonFixtures.query.name])
        // A filter applies to the unknown case's field texts too.
        let filtered = try ResultComparison(old: old, new: new, filter: CaseFilter("operation!=prepare-twice"))
        #expect(filtered.onlyInOld.isEmpty)
    }

    @Test func mergeKeepsItPooledAndWritesItBack() throws {
        typealias F = ComparisonFixtures
        let first = F.run("A", [F.result(F.query, F.tight(100)), F.result(F.prepare, F.tight(15))]).results
        let second = F.run("B", [F.result(F.query, F.tight(101)), F.result(F.prepare, F.tight(16))]).results
        let runs = try [first, second].enumerated().map { index, results in
            NamedResults(name: "run\(index)", results: try ResultFile.read(try Self.file(results, renamingPrepareTo: "prepare-twice")))
        }
        let merged = try ResultMerge.merge(runs)
        #expect(merged.cases.map(\.benchmarkCase) == [F.query])
        #expect(merged.unknownCases.map(\.name) == ["flow/grid/prepare-twice/linear/n=1000"])
        let record = try #require(merged.unknownCases.first?.record)
        #expect(record.wallNanoseconds == F.tight(15) + F.tight(16))
        #expect(record.runSampleCounts == [21, 21])
        #expect(record.summary.wall.median == SampleSummary(F.tight(15) + F.tight(16)).median)
        #expect(record.benchmarkCase.value(of: "operation") == "prepare-twice" && record.benchmarkCase.value(of: "items") == "1000")
        try ResultValidation.check(merged, name: "merged")

        // Written and read back, the case is still there with its samples,
        // and compare still lists it as only in the merged file.
        let path = NSTemporaryDirectory() + "layout-bench-merged-unknown-\(UInt64.random(in: 0...UInt64.max)).json"
        try ResultFile.write(merged, to: path)
        let reread = try ResultFile.read(path)
        #expect(reread.unknownCases.map(\.name) == ["flow/grid/prepare-twice/linear/n=1000"])
        #expect(reread.unknownCases.first?.record?.wallNanoseconds == record.wallNanoseconds)
        #expect(reread.unknownCases.first?.unknownField == "operation 'prepare-twice'")
        let comparison = try ResultComparison(old: NamedResults(name: "OLD", results: reread), new: F.run("NEW", [F.result(F.query, F.tight(100))]))
        #expect(comparison.onlyInOld == ["flow/grid/prepare-twice/linear/n=1000"])
    }

    @Test func mergeRefusesAnUnknownCaseDefinedDifferently() throws {
        typealias F = ComparisonFixtures
        let cases = [F.result(F.query, F.tight(100)), F.result(F.prepare, F.tight(15))]
        let one = try ResultFile.read(try Self.file(F.run("A", cases).results, renamingPrepareTo: "prepare-twice"))
        var other = one
        other.unknownCases[0].record?.benchmarkCase.fields["seed"] = .number(2)
        #expect(throws: ResultMismatch("cannot merge A with B: case flow/grid/prepare-twice/linear/n=1000 is defined differently: its seed differs: 1 in A, 2 in B (the same name measured different work)")) {
            try ResultMerge.merge([NamedResults(name: "A", results: one), NamedResults(name: "B", results: other)])
        }
    }
}
