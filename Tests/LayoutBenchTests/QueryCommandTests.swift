import Foundation
import Testing

/// `layout-bench query`, run end to end.
@Suite struct QueryCommandTests {
    /// Four 100 × 20 cells stacked under a 10-high pinned header: cells at y 10,
    /// 30, 50, 70; the section ends at 90, so the header pins between y 0 and 80.
    static let pinnedSpec = """
    {"bounds": {"width": 100, "height": 50},
     "sections": [{"count": 4, "itemSize": [100, 20]}],
     "layout": {"type": "flow", "minimumLineSpacing": 0, "headerReferenceSize": [0, 10], "sectionHeadersPinToVisibleBounds": true}}
    """

    @Test func printsTheIntersectingElements() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let result = try LayoutBenchProcess.run(["query", spec.path, "--rect", "0,0,50,30"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        # contentSize 100.0 119.0
        cell\t-\t0\t0\t0.0\t0.0\t30.0\t20.0\t0
        cell\t-\t0\t1\t35.0\t0.0\t30.0\t20.0\t0
        cell\t-\t0\t3\t0.0\t25.0\t30.0\t20.0\t0
        cell\t-\t0\t4\t35.0\t25.0\t30.0\t20.0\t0

        """)
    }

    /// Rects that only touch an element's edge do not intersect it.
    @Test func touchingEdgesDoNotIntersect() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let result = try LayoutBenchProcess.run(["query", spec.path, "--rect", "30,20,5,5"])
        #expect(result.status == 0)
        #expect(result.stdout == "# contentSize 100.0 119.0\n")
    }

    @Test(arguments: [("0,0,100,119", 9), ("0,40,100,30", 4), ("0,60,100,10", 1), ("0,0,0,0", 0), ("200,0,10,10", 0)])
    func everyIndexPrintsTheSameResult(_ rect: String, _ expectedCount: Int) throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let output = try #require(try LayoutBenchProcess.withEveryIndex(["query", spec.path, "--rect", rect]))
        #expect(output.split(separator: "\n").count == 1 + expectedCount)
    }

    @Test func everyIndexAgreesOnAWaterfallWorkload() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(
            #"{"bounds": {"width": 390, "height": 844}, "sections": {"workload": "photos", "items": 1200, "seed": 3}, "layout": {"type": "waterfall", "columnCount": 3, "headerHeight": 30, "footerHeight": 10}}"#,
            to: "photos.json"
        )
        let output = try #require(try LayoutBenchProcess.withEveryIndex(["query", spec.path, "--rect", "50,20000,200,3000"]))
        #expect(output.split(separator: "\n").count > 10)
    }

    @Test func pinnedHeadersAreQueriedWhereTheVisibleBoundsPutThem() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.pinnedSpec, to: "pinned.json")
        let expected = """
        # contentSize 100.0 90.0
        cell\t-\t0\t0\t0.0\t10.0\t100.0\t20.0\t0
        cell\t-\t0\t1\t0.0\t30.0\t100.0\t20.0\t0
        supplementary\theader\t0\t0\t0.0\t30.0\t100.0\t10.0\t10

        """
        for index in LayoutBenchProcess.indexes {
            let scrolled = try LayoutBenchProcess.run(["query", spec.path, "--rect", "0,25,100,10", "--visible", "0,30,100,50", "--index", index])
            #expect(scrolled.status == 0)
            #expect(scrolled.stdout == expected, "--index \(index)")
            let atTop = try LayoutBenchProcess.run(["query", spec.path, "--rect", "0,25,100,10", "--index", index])
            #expect(!atTop.stdout.contains("header"), "--index \(index)")
        }
    }

    @Test func jsonFormat() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let result = try LayoutBenchProcess.run(["query", spec.path, "--rect", "0,60,100,10", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        {
          "contentSize": [100.0, 119.0],
          "elements": [
            {"category": "cell", "kind": "-", "section": 1, "item": 0, "frame": [30.0, 62.0, 40.0, 10.0], "zIndex": 0}
          ]
        }

        """)
    }
}
