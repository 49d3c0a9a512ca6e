import Foundation
import Testing
@testable import BenchmarkKit

/// Replays every file in `Fuzz/Regressions/results/` (inputs that once
/// crashed a command, kept by `scripts/fuzz.sh`) through the one reader,
/// and an accepted file through a comparison with itself and its table.
@Suite struct ResultFuzzRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Fuzz/Regressions/results").standardized

    static func inputs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func theDirectoryHoldsInputs() throws {
        #expect(try !Self.inputs().isEmpty)
    }

    @Test(arguments: try inputs())
    func replaysWithoutATrap(_ name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name))
        do {
            let results = try ResultValidation.decode(data, name: name)
            let named = NamedResults(name: name, results: results)
            let comparison = try ResultComparison(old: named, new: named, rule: ComparisonRule(bootstrap: Bootstrap(resamples: 50)))
            #expect(!comparison.table().render().isEmpty)
        } catch let error as ResultFile.Failure {
            #expect(error.description.hasPrefix("\(name) "))
        }
    }

    /// The files named for a refusal are refused, the others accepted.
    @Test func theRecordedOutcomesHold() throws {
        #expect(throws: ResultFile.Failure.self) {
            try ResultValidation.decode(Data(contentsOf: Self.directory.appendingPathComponent("compare-trapped-on-a-1e30-ns-sample.json")), name: "x")
        }
        #expect(throws: Never.self) {
            try ResultValidation.decode(Data(contentsOf: Self.directory.appendingPathComponent("durations-near-the-sample-limit.json")), name: "x")
        }
    }
}
