import Foundation
import Testing

/// `layout-bench render`, run end to end.
@Suite struct RenderCommandTests {
    @Test func writesAnSVGFile() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let output = directory.path("flow.svg")
        let result = try LayoutBenchProcess.run(["render", spec.path, "--output", output, "--rect", "0,0,50,30"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "wrote \(output): 9 elements, 4 intersecting the rect\n")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(#"viewBox="0 0 100.0 119.0""#))
        #expect(svg.contains(#"id="query-rect" x="0.0" y="0.0" width="50.0" height="30.0""#))
        #expect(svg.components(separatedBy: #"<rect class="cell"#).count - 1 == 7)
        #expect(svg.components(separatedBy: #"<rect class="supplementary"#).count - 1 == 2)
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func withoutARect() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let output = directory.path("plain.svg")
        let result = try LayoutBenchProcess.run(["render", spec.path, "--output", output])
        #expect(result.status == 0)
        #expect(result.stdout == "wrote \(output): 9 elements\n")
        #expect(!(try String(contentsOfFile: output, encoding: .utf8)).contains("query-rect"))
    }

    @Test func theElementLimitCanBeRaised() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let output = directory.path("limited.svg")
        let refused = try LayoutBenchProcess.run(["render", spec.path, "--output", output, "--max-elements", "8"])
        #expect(refused.status != 0)
        #expect(refused.stderr == "error: 9 elements exceed the render limit of 8 (raise it with --max-elements)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let accepted = try LayoutBenchProcess.run(["render", spec.path, "--output", output, "--max-elements", "9"])
        #expect(accepted.status == 0)
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
