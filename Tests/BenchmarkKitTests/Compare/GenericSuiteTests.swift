import Foundation
import Testing
@testable import BenchmarkHarness

/// The harness's result files, merge and compare with a suite that is not
/// about layouts: a hash-table suite whose cases are a name and a load
/// factor, and whose file holds one analysis figure. Nothing here imports
/// BenchmarkKit, so this is what another project measuring anything gets.
@Suite struct GenericSuiteTests {
    struct HashCase: SuiteCase {
        var name: String
        var loadFactor: UInt64
        var isTimedPerFrame: Bool { false }
        static var perFrameExclusionFilter: String { "" }

        func definitionDifference(from other: HashCase) -> (field: String, first: String, second: String)? {
            loadFactor == other.loadFactor ? nil : ("loadFactor", String(loadFactor), String(other.loadFactor))
        }
    }

    enum HashSuite: ResultSuite {
        typealias Case = HashCase
        struct Analysis: Codable, Sendable, Equatable { var fastest: String }
        static func analyse(_ cases: [MeasuredCase<HashCase>]) -> Analysis {
            Analysis(fastest: cases.min { $0.summary.wall.median < $1.summary.wall.median }?.benchmarkCase.name ?? "-")
        }
    }

    static let context = RunContext(
        machine: .init(hostName: "test", operatingSystem: "Debian", cpuModel: "Test CPU", logicalCPUs: 2, memoryBytes: 1 << 34),
        toolchain: "Swift", buildConfiguration: "release",
        allocator: .init(name: "jemalloc", version: "5.3.0", options: "", transparentHugePages: "always"),
        source: .init(commit: "0123456789abcdef", branch: "main", dirty: false), date: "2026-11-24T18:00:00Z",
        commandLine: ["hash-bench"], instructionCounter: "none"
    )

    static func run(_ name: String, _ medians: [String: Double]) -> NamedResultSet<HashSuite> {
        let cases = medians.keys.sorted().map { key in
            let wall = (0 ..< 21).map { medians[key]! * (1 + 0.002 * Double($0 % 7 - 3)) }
            return MeasuredCase(
                benchmarkCase: HashCase(name: key, loadFactor: 75), iterationsPerSample: 10, wallNanoseconds: wall, cpuNanoseconds: nil,
                instructions: nil, resultCount: 1, allocatedBytesPerOperation: 0, allocationsPerOperation: 0
            )
        }
        return NamedResultSet(name: name, results: ResultSet(context: context, sampling: .quick, cases: cases))
    }

    @Test func aFileRoundTripsWithItsAnalysis() throws {
        let results = Self.run("A", ["insert": 40, "lookup": 12]).results
        #expect(results.analysis.fastest == "lookup")
        let path = NSTemporaryDirectory() + "hash-bench-\(UInt64.random(in: 0 ... UInt64.max)).json"
        try ResultFile.write(results, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#""fastest" : "lookup""#) && text.contains(#""loadFactor" : 75"#))
        #expect(try ResultFile.read(path, as: HashSuite.self) == results)
    }

    @Test func mergePoolsAndCompareJudges() throws {
        let merged = try ResultMerge.merge([Self.run("A1", ["insert": 40, "lookup": 12]), Self.run("A2", ["insert": 41, "lookup": 12])])
        #expect(merged.cases.map(\.wallNanoseconds.count) == [42, 42] && merged.cases[0].runSampleCounts == [21, 21])
        let slower = try ResultMerge.merge([Self.run("B1", ["insert": 40, "lookup": 18]), Self.run("B2", ["insert": 41, "lookup": 18])])
        let comparison = try ResultSetComparison(
            old: NamedResultSet(name: "OLD", results: merged), new: NamedResultSet(name: "NEW", results: slower), rule: ComparisonRule(),
            selecting: { _ in true }, selectingUnknown: { _ in true }
        )
        #expect(comparison.cases.map(\.name) == ["lookup", "insert"])
        #expect(comparison.cases.map(\.verdict) == [.regressed, .notSignificant])
        #expect(comparison.cases[0].pairedRounds)
    }

    @Test func aCaseOfAnotherDefinitionIsRefused() throws {
        var other = Self.run("B", ["lookup": 12])
        other.results.cases[0].benchmarkCase.loadFactor = 90
        #expect(throws: ResultMismatch("cannot merge A with B: case lookup is defined differently: its loadFactor differs: 75 in A, 90 in B (the same name measured different work)")) {
            try ResultMerge.merge([Self.run("A", ["lookup": 12]), other])
        }
    }
}
