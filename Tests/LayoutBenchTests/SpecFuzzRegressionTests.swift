import Foundation
import LayoutSpec
import Testing

/// Replays every spec in `Fuzz/Regressions/spec/` (inputs that once crashed
/// or misled, kept by `scripts/fuzz.sh`): each must decode or be refused with
/// a `SpecError`, and one that decodes must prepare or be refused the same way.
@Suite struct SpecFuzzRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/Regressions/spec").standardized

    static func inputs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func theDirectoryHoldsInputs() throws {
        #expect(try !Self.inputs().isEmpty)
    }

    @Test(arguments: try inputs())
    func replaysWithoutATrap(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let outcome: String
        do {
            let specification = try LayoutSpecification(json: bytes)
            if specification.itemCount <= 10_000 {
                _ = try specification.prepare()
                outcome = "prepared"
            } else {
                outcome = "decoded"
            }
        } catch {
            outcome = "refused: \(error)"
        }
        #expect(!outcome.isEmpty)
    }
}
