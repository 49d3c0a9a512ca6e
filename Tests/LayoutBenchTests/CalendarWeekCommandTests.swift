import Foundation
import Testing

/// `frames`, `query` and `render` on a calendar week spec, end to end.
@Suite struct CalendarWeekCommandTests {
    /// Two days of 100 after a 30-point hour column, 8:00 to 10:00 at 10 points
    /// an hour under a 20-point day row: content (230, 40). Events 0 and 1
    /// overlap (8:00-9:00, 8:30-9:30): half of day 0 each; event 2 has day 1 to itself.
    static let spec = """
    {"bounds": {"width": 200, "height": 100},
     "sections": [{"events": [{"day": 0, "start": 8, "duration": 1}, {"day": 0, "start": 8.5, "duration": 1}, {"day": 1, "start": 9, "duration": 1}]}],
     "layout": {"type": "calendarWeek", "dayCount": 2, "dayWidth": 100, "hourHeight": 10, "firstHour": 8, "hourCount": 2,
                "dayHeaderHeight": 20, "hourHeaderWidth": 30}}
    """

    /// `query` of `rect` at `visible` with every index: the output they all
    /// print, or `nil` when one fails or they disagree.
    static func queryWithEveryIndex(_ spec: String, rect: String, visible: String) throws -> String? {
        try LayoutBenchProcess.withEveryIndex(["query", spec, "--rect", rect, "--visible", visible])
    }

    @Test func framesAtRest() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.spec, to: "calendar.json")
        let result = try LayoutBenchProcess.run(["frames", spec.path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        # contentSize 230.0 40.0
        cell\t-\t0\t0\t30.0\t20.0\t50.0\t10.0\t0
        cell\t-\t0\t1\t80.0\t25.0\t50.0\t10.0\t0
        cell\t-\t0\t2\t130.0\t30.0\t100.0\t10.0\t0
        supplementary\tdayHeader\t0\t0\t30.0\t0.0\t100.0\t20.0\t20
        supplementary\tdayHeader\t0\t1\t130.0\t0.0\t100.0\t20.0\t20
        supplementary\thourHeader\t0\t8\t0.0\t20.0\t30.0\t10.0\t10
        supplementary\thourHeader\t0\t9\t0.0\t30.0\t30.0\t10.0\t10

        """)
    }

    /// Scrolled to (60, 15): day headers pin at y = min(15, 40 - 20) = 15, hour
    /// headers at x = min(60, 230 - 30) = 60. The rect (60, 15, 40, 20) meets
    /// events 0 and 1, day header 0 and both hour headers.
    @Test func queryWithVisibleBoundsScrolledBothWays() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.spec, to: "calendar.json")
        #expect(try Self.queryWithEveryIndex(spec.path, rect: "60,15,40,20", visible: "60,15,200,100") == """
        # contentSize 230.0 40.0
        cell\t-\t0\t0\t30.0\t20.0\t50.0\t10.0\t0
        cell\t-\t0\t1\t80.0\t25.0\t50.0\t10.0\t0
        supplementary\tdayHeader\t0\t0\t30.0\t15.0\t100.0\t20.0\t20
        supplementary\thourHeader\t0\t8\t60.0\t20.0\t30.0\t10.0\t10
        supplementary\thourHeader\t0\t9\t60.0\t30.0\t30.0\t10.0\t10

        """)
    }

    @Test func everyIndexAgreesOnTheMeetingsWorkload() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(
            #"{"bounds": {"width": 390, "height": 844}, "sections": {"workload": "meetings", "items": 2000, "seed": 4}, "layout": {"type": "calendarWeek", "dayWidth": 100, "eventInset": [1, 1, 1, 1], "eventSpacing": 2}}"#,
            to: "meetings.json"
        )
        let output = try #require(try LayoutBenchProcess.withEveryIndex(["query", spec.path, "--rect", "5000,300,1234,844", "--visible", "5422,300,390,844", "--format", "json"]))
        #expect(output.components(separatedBy: #""category": "cell""#).count - 1 > 30)
        #expect(output.contains(#""kind": "hourHeader""#) && output.contains(#""kind": "dayHeader""#))
    }

    @Test func renderDrawsEventsAndPinnedHeaders() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.spec, to: "calendar.json")
        let output = directory.path("calendar.svg")
        let result = try LayoutBenchProcess.run(["render", spec.path, "--output", output, "--rect", "60,15,40,20", "--visible", "60,15,200,100"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "wrote \(output): 7 elements, 5 intersecting the rect\n")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains(#"viewBox="0 0 230.0 40.0""#))
        #expect(svg.components(separatedBy: #"<rect class="cell"#).count - 1 == 3)
        #expect(svg.contains(#"x="60.0" y="20.0" width="30.0" height="10.0""#), "hour header 8 where it is pinned")
    }

    /// `spec` with `"corner": true`: scrolled to (60, 15) the corner (natural
    /// (0, 0, 30, 20)) pins at x = min(60, 230 - 30) = 60 and y = min(15, 40 -
    /// 20) = 15, zIndex 30; at (210, 30) at (200, 20), the far corner of the content.
    @Test func cornerPinnedOnBothAxes() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.spec.replacingOccurrences(of: #""hourHeaderWidth": 30}"#, with: #""hourHeaderWidth": 30, "corner": true}"#), to: "corner.json")
        let frames = try LayoutBenchProcess.run(["frames", spec.path, "--visible", "60,15,200,100"])
        #expect(frames.status == 0 && frames.stderr.isEmpty)
        #expect(frames.stdout.split(separator: "\n").filter { $0.contains("corner") } == ["supplementary\tcorner\t0\t0\t60.0\t15.0\t30.0\t20.0\t30"])
        let far = try LayoutBenchProcess.run(["frames", spec.path, "--visible", "210,30,200,100"])
        #expect(far.stdout.split(separator: "\n").filter { $0.contains("corner") } == ["supplementary\tcorner\t0\t0\t200.0\t20.0\t30.0\t20.0\t30"])
        // The rect (85, 30, 10, 10) meets event 1, the pinned corner (60 ..< 90 × 15 ..< 35),
        // day header 0 (30 ..< 130 × 15 ..< 35) and hour header 9 (60 ..< 90 × 30 ..< 40), which the corner covers.
        #expect(try Self.queryWithEveryIndex(spec.path, rect: "85,30,10,10", visible: "60,15,200,100") == """
        # contentSize 230.0 40.0
        cell\t-\t0\t1\t80.0\t25.0\t50.0\t10.0\t0
        supplementary\tcorner\t0\t0\t60.0\t15.0\t30.0\t20.0\t30
        supplementary\tdayHeader\t0\t0\t30.0\t15.0\t100.0\t20.0\t20
        supplementary\thourHeader\t0\t9\t60.0\t30.0\t30.0\t10.0\t10

        """)
        let output = directory.path("corner.svg")
        let render = try LayoutBenchProcess.run(["render", spec.path, "--output", output, "--rect", "85,30,10,10", "--visible", "60,15,200,100"])
        #expect(render.stdout == "wrote \(output): 8 elements, 4 intersecting the rect\n")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains(#"x="60.0" y="15.0" width="30.0" height="20.0""#), "the corner where it is pinned")
        let refused = try LayoutBenchProcess.run(["frames", try directory.write(Self.spec.replacingOccurrences(of: #""hourHeaderWidth": 30}"#, with: #""hourHeaderWidth": 0, "corner": true}"#), to: "bad.json").path])
        #expect(refused.status != 0 && refused.stdout.isEmpty)
        #expect(refused.stderr == "error: layout.corner: needs both headers, where the corner sits (dayHeaderHeight 20.0, hourHeaderWidth 0.0)\n")
    }

    @Test(arguments: [
        (#"{"day": 2, "start": 8, "duration": 1}"#, "error: sections[0].events[3].day: must be from 0 to 1 (dayCount is 2), got 2"),
        (#"{"day": 0, "start": 9.5, "duration": -1}"#, "error: sections[0].events[3].duration: must be finite and >= 0, got -1.0"),
        (#"{"day": 0, "start": 9.5, "duration": 1}"#, "error: sections[0].events[3]: ends at 10.5, after the last hour shown (10 = firstHour 8 + hourCount 2)"),
        (#"{"day": 0, "start": 9.5, "duration": 0.5, "room": 4}"#, "error: sections[0].events[3].room: unknown key (expected one of day, start, duration)"),
    ])
    func badEventsFailWithOneErrorLine(event: String, error: String) throws {
        let directory = try TemporaryDirectory()
        let bad = Self.spec.replacingOccurrences(of: #"{"day": 1, "start": 9, "duration": 1}]"#, with: #"{"day": 1, "start": 9, "duration": 1}, \#(event)]"#)
        #expect(bad != Self.spec)
        let spec = try directory.write(bad, to: "bad.json")
        let result = try LayoutBenchProcess.run(["frames", spec.path])
        #expect(result.status != 0)
        #expect(result.stdout == "")
        #expect(result.stderr == error + "\n")
    }

    @Test func profileRunsACalendarCase() throws {
        let result = try LayoutBenchProcess.run(["profile", "--case", "calendarWeek/meetings/query-slots/middle/interval-tree/n=1000", "--iterations", "50"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("profile: calendarWeek/meetings/query-slots/middle/interval-tree/n=1000: 50 operations in "))
    }
}
