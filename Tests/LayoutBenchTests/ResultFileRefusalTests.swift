import Foundation
import Testing

/// `compare` and `merge` read result files through one validation: the same
/// file is refused by both, with the same one line, exit status 2.
@Suite struct ResultFileRefusalTests {
    @Test(arguments: [
        ("negative-time", #"cases[0].wallNanoseconds[0]: must lie between 0 and 1000000000000000, got -1.0"#),
        ("huge-time", #"cases[0].wallNanoseconds[0]: must lie between 0 and 1000000000000000, got 1e+30"#),
        ("underflow", #"cases[0].allocationsPerOperation: 1e-400 is out of range (it underflows a Double to 0)"#),
        ("negative-peak", #"cases[0].peakResidentBytes: -1 is not a whole number >= 0"#),
        ("no-samples", #"cases[0].wallNanoseconds: no samples (a case holds at least one)"#),
        ("no-cases", #"cases: empty (a result file holds at least one case)"#),
    ])
    func compareAndMergeRefuseAlike(_ edit: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        let base = CompareCommandTests.fixture.base
        var text = try String(contentsOfFile: base, encoding: .utf8)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var cases = json["cases"] as! [[String: Any]]
        switch edit {
        case "negative-time": cases[0]["wallNanoseconds"] = [-1.0, 2]
        case "huge-time": cases[0]["wallNanoseconds"] = [1e30]
        case "negative-peak": cases[0]["peakResidentBytes"] = -1
        case "no-samples": cases[0]["wallNanoseconds"] = [Double]()
        case "no-cases": cases = []
        default: cases[0]["allocationsPerOperation"] = 123.0
        }
        json["cases"] = cases
        text = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
        if edit == "underflow" { text = text.replacingOccurrences(of: #""allocationsPerOperation":123"#, with: #""allocationsPerOperation":1e-400"#) }
        let bad = try directory.write(text, to: "\(edit).json").path
        let compare = try LayoutBenchProcess.run(["compare", base, bad])
        let merge = try LayoutBenchProcess.run(["merge", bad, "--output", directory.path("merged.json")])
        for result in [compare, merge] {
            #expect(result.status == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines.last == "error: \(bad) is a corrupt result file: \(message)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path("merged.json")))
    }
}
