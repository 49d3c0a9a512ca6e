import Foundation
import Testing

/// Replays every input in `Fuzz/Regressions/` (inputs that once crashed or
/// misled a command, kept by `scripts/fuzz.sh`) through the command that
/// failed on its kind: `frames` for a spec, `compare` of the file with itself
/// for a result file. Each must end as the contract says, output or one
/// `error:` line with a documented status, never a trap.
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/Regressions").standardized

    /// Every kept input as `kind/name`.
    static func inputs() throws -> [String] {
        try ["spec", "results"].flatMap { kind in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(kind).path)
                .filter { !$0.hasPrefix(".") }.sorted().map { "\(kind)/\($0)" }
        }
    }

    @Test func bothTargetsHaveInputs() throws {
        let inputs = try Self.inputs()
        #expect(inputs.contains { $0.hasPrefix("spec/") })
        #expect(inputs.contains { $0.hasPrefix("results/") })
    }

    @Test(arguments: try inputs())
    func replaysWithoutATrap(_ input: String) throws {
        let path = Self.root.appendingPathComponent(input).path
        let isSpec = input.hasPrefix("spec/")
        let result = try LayoutBenchProcess.run(isSpec ? ["frames", path] : ["compare", path, path])
        #expect((isSpec ? [0, 1] : [0, 1, 2]).contains(result.status), "\(result.stderr)")
        let errors = result.stderrLines.filter { $0.hasPrefix("error: ") }
        #expect(errors.count == (result.status == 0 ? 0 : 1))
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"))
    }
}
