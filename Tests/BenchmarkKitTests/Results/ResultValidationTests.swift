import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// `ResultValidation`: one set of rules for every reader, each refusal one
/// line with the byte position (syntax) or the JSON path (values).
@Suite struct ResultValidationTests {
    /// The fixture's JSON, as a mutable tree.
    static func tree() throws -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(ResultFixtures.results())
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The fixture with `edit` applied to its first case.
    static func editedFirstCase(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var json = try tree()
        var cases = json["cases"] as! [[String: Any]]
        edit(&cases[0])
        json["cases"] = cases
        return try JSONSerialization.data(withJSONObject: json)
    }

    func refusal(_ bytes: Data) -> String? {
        do {
            _ = try ResultValidation.decode(bytes, name: "r.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theFixtureIsValid() throws {
        let data = try JSONSerialization.data(withJSONObject: try Self.tree())
        #expect(refusal(data) == nil)
    }

    @Test(arguments: [
        (#"{"schemaVersion": 1, "context": {"#, "r.json is not valid JSON: at byte 33 (line 1, column 34): expected a key (a string), found the end of the file"),
        ("garbage", "r.json is not valid JSON: at byte 0 (line 1, column 1): expected a value, found 'g'"),
        ("{\n  \"a\": [1, 2,, 3]}", "r.json is not valid JSON: at byte 15 (line 2, column 14): expected a value, found ','"),
        (#"{"a": 1} x"#, "r.json is not valid JSON: at byte 9 (line 1, column 10): unexpected 'x' after the document"),
        (#"{"a": "\q"}"#, #"r.json is not valid JSON: at byte 8 (line 1, column 9): invalid escape \'q'"#),
        (String(repeating: "[", count: 100), "r.json is not valid JSON: at byte 64 (line 1, column 65): nested deeper than 64 levels"),
        (#"{"schemaVersion": 1, "cases": [{"x": [1e400]}]}"#, "r.json is a corrupt result file: cases[0].x[0]: 1e400 is out of range (it overflows a Double to infinity)"),
        (#"{"schemaVersion": 1, "cases": [{"x": [0.5, -1e-400]}]}"#, "r.json is a corrupt result file: cases[0].x[1]: -1e-400 is out of range (it underflows a Double to 0)"),
        (#"{"schemaVersion": "one"}"#, "r.json is not a layout-bench result file (schemaVersion: wrong type at schemaVersion: Expected to decode Int but found a string instead.)"),
        (#"{"version": 1}"#, "r.json is not a layout-bench result file (no schemaVersion)"),
        (#"{"schemaVersion": 7}"#, "r.json has result schema version 7; this layout-bench reads version 1 (rerun the benchmark with this build)"),
    ])
    func syntaxAndRangeErrorsSayWhere(_ text: String, _ message: String) {
        #expect(refusal(Data(text.utf8)) == message)
    }

    /// `0.0`, `0e5` and `-0` are zero written as zero, not an underflow.
    @Test func zeroIsNotAnUnderflow() throws {
        #expect(throws: Never.self) { try ResultJSONScanner.scan(Array(#"[0, 0.0, -0, 0e5, 0.000e-400, 4.9e-324]"#.utf8)) }
    }

    @Test(arguments: [
        ("wallNanoseconds", "[]", "cases[0].wallNanoseconds: no samples (a case holds at least one)"),
        ("wallNanoseconds", "[1.0, -2]", "cases[0].wallNanoseconds[1]: must lie between 0 and 1000000000000000, got -2.0"),
        ("wallNanoseconds", "[1e30]", "cases[0].wallNanoseconds[0]: must lie between 0 and 1000000000000000, got 1e+30"),
        ("cpuNanoseconds", "[-1.0]", "cases[0].cpuNanoseconds[0]: must lie between 0 and 1000000000000000, got -1.0"),
        ("resultCount", "-3", "cases[0].resultCount: -3 is not a whole number >= 0"),
        ("iterationsPerSample", "2.5", "cases[0].iterationsPerSample: 2.5 is not a whole number >= 0"),
        ("iterationsPerSample", "0", "cases[0].iterationsPerSample: must be >= 1, got 0"),
        ("allocationsPerOperation", "-0.5", "cases[0].allocationsPerOperation: must be a finite number >= 0, got -0.5"),
        ("runSampleCounts", "[2, 2]", "cases[0].runSampleCounts: add up to 4, not to the 9 samples"),
    ])
    func implausibleValuesAreRefusedWithTheirPath(_ key: String, _ json: String, _ message: String) throws {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        let data = try Self.editedFirstCase { $0[key] = value }
        #expect(refusal(data) == "r.json is a corrupt result file: \(message)")
    }

    @Test func aNegativePeakResidentSizeNamesItsPath() throws {
        let data = try Self.editedFirstCase { $0["peakResidentBytes"] = -5 }
        #expect(refusal(data) == "r.json is a corrupt result file: cases[0].peakResidentBytes: -5 is not a whole number >= 0")
    }

    @Test func anInfiniteMeanIsRefused() throws {
        var results = ResultFixtures.results()
        results.cases[1].summary.wall.mean = .infinity
        #expect(throws: ResultFile.Failure(description: "m is a corrupt result file: cases[1].summary.wall.mean: must be finite, got inf")) {
            try ResultValidation.check(results, name: "m")
        }
    }

    @Test func emptyCasesAndRepeatedNamesAreRefused() throws {
        var json = try Self.tree()
        json["cases"] = [Any]()
        #expect(refusal(try JSONSerialization.data(withJSONObject: json)) == "r.json is a corrupt result file: cases: empty (a result file holds at least one case)")
        json = try Self.tree()
        var cases = json["cases"] as! [[String: Any]]
        cases.append(cases[2])
        json["cases"] = cases
        let name = ResultFixtures.results().cases[2].benchmarkCase.name
        #expect(refusal(try JSONSerialization.data(withJSONObject: json))
                == "r.json is a corrupt result file: cases[\(cases.count - 1)]: the case \(name) is already cases[2] (a name may appear once)")
    }

    /// Two million samples in one case: refused by the count, before any
    /// statistics run (the comparison would resample them 2,000 times).
    @Test func tooManySamplesAreRefused() throws {
        let data = try Self.editedFirstCase { $0["wallNanoseconds"] = [Double](repeating: 100, count: 2_000_000) }
        #expect(refusal(data) == "r.json is a corrupt result file: cases[0].wallNanoseconds: 2000000 samples exceed the limit of 1000000 per case")
    }
}
