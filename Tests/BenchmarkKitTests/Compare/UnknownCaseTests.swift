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
}
