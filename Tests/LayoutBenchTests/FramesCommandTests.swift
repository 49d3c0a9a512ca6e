import Foundation
import LayoutSpec
import Testing

/// `layout-bench frames`, run end to end.
@Suite struct FramesCommandTests {
    /// A flow spec small enough to lay out by hand:
    /// - section 0: five 30 × 20 items, 5 apart, in a 100-wide line: three fit
    ///   (30 + 5 + 30 + 5 + 30 = 100); justified gaps (100 - 90) / 2 = 5 put them at
    ///   x 0, 35, 70; the last line (two items) is leading-aligned at x 0, 35, 25 below.
    /// - section 1 starts at 45: a 12-high header, then inset 5/10/5/10 (line width
    ///   80); the two 40-wide items do not share a line (40 + 2 + 40 > 80). The
    ///   first line is justified with one item, so centred at 10 + (80 - 40) / 2 = 30,
    ///   y 45 + 12 + 5 = 62; the second (last) is leading at x 10, y 62 + 10 + 4 = 76.
    ///   The section ends at 76 + 30 + 5 = 111, the 8-high footer after it: content 119.
    static let flowSpec = """
    {
      "bounds": { "width": 100, "height": 200 },
      "sections": [
        { "count": 5, "itemSize": [30, 20] },
        { "itemSizes": [[40, 10], [40, 30]], "inset": [5, 10, 5, 10], "headerSize": [0, 12], "footerSize": [0, 8],
          "minimumLineSpacing": 4, "minimumInteritemSpacing": 2 }
      ],
      "layout": { "type": "flow", "minimumLineSpacing": 5, "minimumInteritemSpacing": 5 }
    }
    """

    static let flowFrames = """
    # contentSize 100.0 119.0
    cell\t-\t0\t0\t0.0\t0.0\t30.0\t20.0\t0
    cell\t-\t0\t1\t35.0\t0.0\t30.0\t20.0\t0
    cell\t-\t0\t2\t70.0\t0.0\t30.0\t20.0\t0
    cell\t-\t0\t3\t0.0\t25.0\t30.0\t20.0\t0
    cell\t-\t0\t4\t35.0\t25.0\t30.0\t20.0\t0
    cell\t-\t1\t0\t30.0\t62.0\t40.0\t10.0\t0
    cell\t-\t1\t1\t10.0\t76.0\t40.0\t30.0\t0
    supplementary\tfooter\t1\t0\t0.0\t111.0\t100.0\t8.0\t0
    supplementary\theader\t1\t0\t0.0\t45.0\t100.0\t12.0\t0

    """

    @Test func printsHandComputedFrames() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.flowSpec, to: "flow.json")
        let result = try LayoutBenchProcess.run(["frames", spec.path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.flowFrames)
    }

    @Test func everyIndexPrintsTheSameFrames() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.flowSpec, to: "flow.json")
        for index in ["linear", "sorted-columns", "interval-tree", "auto"] {
            let result = try LayoutBenchProcess.run(["frames", spec.path, "--index", index])
            #expect(result.status == 0)
            #expect(result.stdout == Self.flowFrames, "--index \(index)")
        }
    }

    @Test func jsonFormatListsTheSameElements() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.flowSpec, to: "flow.json")
        let result = try LayoutBenchProcess.run(["frames", spec.path, "--format", "json"])
        #expect(result.status == 0)
        let value = try JSONParser.parse(result.stdout)
        guard case .object(let root) = value, case .array(let elements)? = root["elements"] else {
            Issue.record("unexpected output: \(result.stdout)")
            return
        }
        #expect(root["contentSize"] == [100, 119])
        #expect(elements.count == 9)
        #expect(elements.first == ["category": "cell", "kind": "-", "section": 0, "item": 0, "frame": [0, 0, 30, 20], "zIndex": 0])
        #expect(elements.last == ["category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": [0, 45, 100, 12], "zIndex": 0])
    }

    @Test func readsTheSpecFromStandardInput() throws {
        let result = try LayoutBenchProcess.run(["frames", "-"], input: Self.flowSpec)
        #expect(result.status == 0)
        #expect(result.stdout == Self.flowFrames)
    }

    /// Pinned headers follow `--visible`; its default is the bounds at the origin.
    @Test func visibleBoundsPlacePinnedHeaders() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(QueryCommandTests.pinnedSpec, to: "pinned.json")
        let natural = try LayoutBenchProcess.run(["frames", spec.path])
        let explicitDefault = try LayoutBenchProcess.run(["frames", spec.path, "--visible", "0,0,100,50"])
        let scrolled = try LayoutBenchProcess.run(["frames", spec.path, "--visible", "0,30,100,50"])
        #expect(natural.status == 0 && scrolled.status == 0)
        #expect(natural.stdout == explicitDefault.stdout)
        #expect(natural.stdout.hasSuffix("supplementary\theader\t0\t0\t0.0\t0.0\t100.0\t10.0\t10\n"))
        #expect(scrolled.stdout.hasSuffix("supplementary\theader\t0\t0\t0.0\t30.0\t100.0\t10.0\t10\n"))
    }

    @Test func workloadSpec() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(
            #"{"bounds": {"width": 390, "height": 844}, "sections": {"workload": "grid", "items": 2500, "seed": 1}, "layout": {"type": "waterfall", "columnCount": 3}}"#,
            to: "grid.json"
        )
        let result = try LayoutBenchProcess.run(["frames", spec.path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1 + 2500)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("cell\t-\t") })
    }
}
