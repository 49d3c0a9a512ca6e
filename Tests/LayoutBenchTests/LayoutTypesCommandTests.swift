import Foundation
import Testing

/// `frames`, `query` and `render` end to end with one spec of each layout type
/// added for seeds 000, 001 and 004: sticky cards, both timelines, and a flow
/// layout with section backgrounds.
@Suite struct LayoutTypesCommandTests {

    /// Cards 200, 240, 180, 220, 200, 160, 240, 200 tall, 120 overlapping, from y =
    /// 10: natural starts 10, 90, 210, 270, 370, 450, 490, 610. With the visible
    /// bounds at y = 300 and a 20-point top inset the pin line is 320: cards 0 to
    /// 3 pin there; card 3 (220) covers card 2 (180), card 1 (240) sticks out
    /// below it and covers card 0 (200).
    static let stickySpec = """
    {"bounds": {"width": 390, "height": 600},
     "sections": [{"itemSizes": [[0, 200], [0, 240], [0, 180], [0, 220], [0, 200], [0, 160], [0, 240], [0, 200]]}],
     "layout": {"type": "stickyCards", "lineSpacing": -120, "sectionInset": [10, 10, 10, 10], "topInset": 20}}
    """

    /// `stickySpec` transposed: scrolling horizontally, the same cards as
    /// widths, pinned at x = 320 for visible bounds at x = 300.
    static let horizontalStickySpec = """
    {"bounds": {"width": 600, "height": 390},
     "sections": [{"itemSizes": [[200, 0], [240, 0], [180, 0], [220, 0], [200, 0], [160, 0], [240, 0], [200, 0]]}],
     "layout": {"type": "stickyCards", "scrollDirection": "horizontal", "lineSpacing": -120, "sectionInset": [10, 10, 10, 10], "topInset": 20}}
    """

    /// The vertical timeline of `TimelineVerticalRuleTests`.
    static let verticalTimelineSpec = """
    {"bounds": {"width": 390, "height": 844},
     "sections": [{"count": 2, "itemSize": [280, 60]}, {"count": 1, "itemSize": [280, 100]}, {"count": 3, "itemSize": [280, 40]}],
     "layout": {"type": "timeline", "sectionInset": [10, 48, 10, 50], "headerReferenceSize": [0, 40], "footerReferenceSize": [20, 2]}}
    """

    /// Two milestones of `TimelineHorizontalRuleTests`; node centres 200 and 425.
    static let horizontalTimelineSpec = """
    {"bounds": {"width": 390, "height": 500},
     "sections": [{"itemSizes": [[120, 21], [120, 120], [120, 21], [120, 120]]}, {"itemSizes": [[120, 21], [120, 120], [120, 21], [250, 250]]}],
     "layout": {"type": "timeline", "scrollDirection": "horizontal", "sectionInset": [20, 40, 20, 0],
                "headerReferenceSize": [100, 2], "footerReferenceSize": [35, 2]}}
    """

    /// The flow layout of `SectionBackgroundTests`, with an empty middle section.
    static let backgroundSpec = """
    {"bounds": {"width": 200, "height": 300},
     "sections": [{"count": 5}, {"count": 0}, {"count": 2}],
     "layout": {"type": "flow", "itemSize": [50, 50], "sectionInset": [10, 10, 10, 10], "headerReferenceSize": [0, 20],
                "footerReferenceSize": [0, 15], "sectionBackground": true}}
    """

    func run(_ spec: String, _ arguments: [String]) throws -> LayoutBenchProcess.Result {
        let directory = try TemporaryDirectory()
        let file = try directory.write(spec, to: "spec.json")
        return try LayoutBenchProcess.run([arguments[0], file.path] + arguments.dropFirst())
    }

    /// `layout-bench query SPEC ARGUMENTS` with every index (`LayoutBenchProcess.withEveryIndex`).
    func queryWithEveryIndex(_ spec: String, _ arguments: [String]) throws -> String? {
        let directory = try TemporaryDirectory()
        let file = try directory.write(spec, to: "spec.json")
        return try LayoutBenchProcess.withEveryIndex(["query", file.path] + arguments)
    }

    @Test func stickyCardsFramesPlaceEveryCard() throws {
        let result = try run(Self.stickySpec, ["frames", "--visible", "0,300,390,600"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == """
        # contentSize 390.0 820.0
        cell\t-\t0\t0\t10.0\t320.0\t370.0\t200.0\t0
        cell\t-\t0\t1\t10.0\t320.0\t370.0\t240.0\t1
        cell\t-\t0\t2\t10.0\t320.0\t370.0\t180.0\t2
        cell\t-\t0\t3\t10.0\t320.0\t370.0\t220.0\t3
        cell\t-\t0\t4\t10.0\t370.0\t370.0\t200.0\t4
        cell\t-\t0\t5\t10.0\t450.0\t370.0\t160.0\t5
        cell\t-\t0\t6\t10.0\t490.0\t370.0\t240.0\t6
        cell\t-\t0\t7\t10.0\t610.0\t370.0\t200.0\t7

        """)
    }

    @Test func stickyCardsQueryLeavesCoveredCardsOut() throws {
        #expect(try queryWithEveryIndex(Self.stickySpec, ["--rect", "0,300,390,600", "--visible", "0,300,390,600"]) == """
        # contentSize 390.0 820.0
        cell\t-\t0\t1\t10.0\t320.0\t370.0\t240.0\t1
        cell\t-\t0\t3\t10.0\t320.0\t370.0\t220.0\t3
        cell\t-\t0\t4\t10.0\t370.0\t370.0\t200.0\t4
        cell\t-\t0\t5\t10.0\t450.0\t370.0\t160.0\t5
        cell\t-\t0\t6\t10.0\t490.0\t370.0\t240.0\t6
        cell\t-\t0\t7\t10.0\t610.0\t370.0\t200.0\t7

        """)
    }

    @Test func verticalTimelineLinesAreFoundWithoutTheirHeaders() throws {
        #expect(try queryWithEveryIndex(Self.verticalTimelineSpec, ["--rect", "0,250,390,60"]) == """
        # contentSize 390.0 552.0
        cell\t-\t1\t0\t48.0\t240.0\t280.0\t100.0\t0
        decoration\ttimelineLine\t1\t0\t17.0\t210.0\t2.0\t160.0\t-1

        """)
        let frames = try run(Self.verticalTimelineSpec, ["frames"]).stdout.split(separator: "\n")
        #expect(frames.filter { $0.hasPrefix("decoration\ttimelineLine") } == [
            "decoration\ttimelineLine\t0\t0\t17.0\t20.0\t2.0\t190.0\t-1",
            "decoration\ttimelineLine\t1\t0\t17.0\t210.0\t2.0\t160.0\t-1",
            "decoration\ttimelineLine\t2\t0\t17.0\t370.0\t2.0\t180.0\t-1",
        ])
        #expect(frames.contains("supplementary\tfooter\t2\t0\t8.0\t550.0\t20.0\t2.0\t0"))
    }

    @Test func horizontalTimelineFrames() throws {
        let result = try run(Self.horizontalTimelineSpec, ["frames", "--format", "tsv"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        # contentSize 585.0 500.0
        cell\t-\t0\t0\t140.0\t459.0\t120.0\t21.0\t0
        cell\t-\t0\t1\t140.0\t329.0\t120.0\t120.0\t0
        cell\t-\t0\t2\t140.0\t298.0\t120.0\t21.0\t0
        cell\t-\t0\t3\t140.0\t168.0\t120.0\t120.0\t0
        cell\t-\t1\t0\t365.0\t459.0\t120.0\t21.0\t0
        cell\t-\t1\t1\t365.0\t329.0\t120.0\t120.0\t0
        cell\t-\t1\t2\t365.0\t298.0\t120.0\t21.0\t0
        cell\t-\t1\t3\t300.0\t38.0\t250.0\t250.0\t0
        supplementary\tfooter\t1\t0\t434.0\t438.0\t151.0\t2.0\t-1
        supplementary\theader\t0\t0\t0.0\t438.0\t191.0\t2.0\t-1
        decoration\ttimelineLine\t0\t0\t200.0\t438.0\t225.0\t2.0\t-1

        """)
        // Between the two nodes, only the line.
        #expect(try queryWithEveryIndex(Self.horizontalTimelineSpec, ["--rect", "280,400,60,100"])
            == "# contentSize 585.0 500.0\ndecoration\ttimelineLine\t0\t0\t200.0\t438.0\t225.0\t2.0\t-1\n")
    }

    @Test func horizontalStickyCardsPinToTheLeftEdge() throws {
        let frames = try run(Self.horizontalStickySpec, ["frames", "--visible", "300,0,600,390"])
        #expect(frames.status == 0 && frames.stderr.isEmpty)
        #expect(frames.stdout.split(separator: "\n").prefix(6) == [
            "# contentSize 820.0 390.0",
            "cell\t-\t0\t0\t320.0\t10.0\t200.0\t370.0\t0",
            "cell\t-\t0\t1\t320.0\t10.0\t240.0\t370.0\t1",
            "cell\t-\t0\t2\t320.0\t10.0\t180.0\t370.0\t2",
            "cell\t-\t0\t3\t320.0\t10.0\t220.0\t370.0\t3",
            "cell\t-\t0\t4\t370.0\t10.0\t200.0\t370.0\t4",
        ])
        let output = try #require(try queryWithEveryIndex(Self.horizontalStickySpec, ["--rect", "300,0,600,390", "--visible", "300,0,600,390"]))
        // Cards 0 and 2 are covered (by 1 and 3), as in the vertical spec.
        #expect(output.split(separator: "\n").dropFirst().map { $0.split(separator: "\t")[3] } == ["1", "3", "4", "5", "6", "7"])
    }

    @Test func sectionBackgroundsAreDecorations() throws {
        let result = try run(Self.backgroundSpec, ["frames"])
        let backgrounds = result.stdout.split(separator: "\n").filter { $0.hasPrefix("decoration") }
        #expect(backgrounds == ["decoration\tsectionBackground\t0\t0\t0.0\t20.0\t200.0\t130.0\t-1", "decoration\tsectionBackground\t2\t0\t0.0\t240.0\t200.0\t70.0\t-1"])
    }

    /// Decorations are drawn in their own colour, below cells (zIndex order);
    /// the highlight follows what the query returns, not every frame that meets the rect.
    @Test(arguments: [
        (stickySpec, ["--visible", "0,300,390,600", "--rect", "0,300,390,600"], 8, 0, "wrote OUT: 8 elements, 6 intersecting the rect\n"),
        (horizontalStickySpec, ["--visible", "300,0,600,390", "--rect", "300,0,600,390"], 8, 0, "wrote OUT: 8 elements, 6 intersecting the rect\n"),
        (verticalTimelineSpec, ["--rect", "0,250,390,60"], 13, 3, "wrote OUT: 13 elements, 2 intersecting the rect\n"),
        (horizontalTimelineSpec, [String](), 11, 1, "wrote OUT: 11 elements\n"),
        (backgroundSpec, [String](), 15, 2, "wrote OUT: 15 elements\n"),
    ])
    func renderDrawsDecorationsDistinctly(spec: String, arguments: [String], elements: Int, decorations: Int, summary: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(spec, to: "spec.json")
        let output = directory.path("out.svg")
        let result = try LayoutBenchProcess.run(["render", file.path, "--output", output] + arguments)
        #expect(result.status == 0)
        #expect(result.stdout == summary.replacingOccurrences(of: "OUT", with: output))
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.components(separatedBy: "<rect class=\"decoration").count - 1 == decorations)
        #expect(svg.components(separatedBy: "<title>").count - 1 == elements + 1)
        if decorations > 0 {
            // Decorations have zIndex -1: drawn before every cell.
            let firstDecoration = try #require(svg.range(of: "<rect class=\"decoration"))
            let firstCell = try #require(svg.range(of: "<rect class=\"cell"))
            #expect(firstDecoration.lowerBound < firstCell.lowerBound)
            #expect(svg.contains("fill=\"#e6e6e6\"") || svg.contains("fill=\"#ababab\""))
        }
    }
}
