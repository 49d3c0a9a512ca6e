import Foundation
import Testing

/// `layout-bench run` and `profile` end to end, on tiny selections of the
/// quick suite (the debug binary: structure and files, never figures).
@Suite struct RunCommandTests {
    @Test func listPrintsTheSelectedCaseNamesAndRunsNothing() throws {
        let result = try LayoutBenchProcess.run(["run", "--quick", "--list", "--filter", "layout=waterfall,operation=prepare"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        waterfall/photos/prepare/linear/n=100
        waterfall/photos/prepare/sorted-columns/n=100
        waterfall/photos/prepare/interval-tree/n=100
        waterfall/photos/prepare/strip-directory/n=100
        waterfall/photos/prepare/peer-rtree/n=100
        waterfall/photos/prepare/peer-sorted-scan/n=100
        waterfall/photos/prepare/peer-cpp-loop/n=100
        waterfall/photos/prepare/peer-cpp-loop-reused/n=100
        waterfall/photos/prepare/linear/n=1000
        waterfall/photos/prepare/sorted-columns/n=1000
        waterfall/photos/prepare/interval-tree/n=1000
        waterfall/photos/prepare/strip-directory/n=1000
        waterfall/photos/prepare/peer-rtree/n=1000
        waterfall/photos/prepare/peer-sorted-scan/n=1000
        waterfall/photos/prepare/peer-cpp-loop/n=1000
        waterfall/photos/prepare/peer-cpp-loop-reused/n=1000

        """)
    }

    @Test func quickRunPrintsTablesAndWritesValidResults() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("run").path
        let result = try LayoutBenchProcess.run(["run", "--quick", "--filter", "layout=flow,items=100", "--samples", "3", "--output", output])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.hasPrefix("allocator: jemalloc "))
        #expect(result.stdout.contains("flow · grid: one viewport query"))
        #expect(result.stdout.contains("flow · grid: scroll from top to bottom"))
        #expect(result.stdout.contains("flow · grid: memory."))
        #expect(result.stdout.contains("flow · grid: one item's height changed through the driver"))
        #expect(result.stdout.contains("flow · grid: one batch update through the driver"))
        #expect(result.stdout.contains("flow · grid: indexPathForItem(at:) through the driver"))
        #expect(result.stdout.contains("flow · grid: viewport queries at 1024 seeded random positions"))
        #expect(result.stdout.contains("flow · grid: viewport queries along a scroll through the middle of the content"))
        // Progress: one line per group of variants (prepare, prepare-reused, 6 queries, 2 random queries, scroll-slots, scroll, self-size,
        // batch-update, hit-test).
        #expect(result.stderrLines.filter { $0.hasPrefix("[") }.count == 15, "stderr: \(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/results.json"))) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        let cases = json?["cases"] as? [[String: Any]] ?? []
        // 4 engine strategies (linear, sorted-columns, interval-tree, strip-directory) × 15 cases,
        // the 2 peers' prepare, 3 queries, random query and scroll-slots, the 2 prepare peers' prepare,
        // the C++ loop's prepare-reused, and the uniform-lines C++ loop's prepare and prepare-reused.
        let expected: Int = 4 * 15 + 2 * 6 + 2 + 1 + 2
        #expect(cases.count == expected)
        #expect(cases.allSatisfy { ($0["wallNanoseconds"] as? [Double])?.isEmpty == false })
        #expect(FileManager.default.fileExists(atPath: output + "/summary.md"))
    }

    @Test(arguments: [
        (["run", "--filter", "layout=flwo"], "error: --filter: unknown layout 'flwo' in filter term 'layout=flwo' (known: calendarWeek, compositional, compositionalImpliedTrails, compositionalPhotos, flow, flowClosedForm, stickyCards, timeline, timelineHorizontal, waterfall, waterfallBackgrounds)"),
        (["run", "--filter", "items>5000000"], "error: --filter 'items>5000000' selects no case (see layout-bench run --list)"),
        (["run", "--samples", "1"], "error: --samples must be between 2 and 10000, got 1"),
        (["run", "--items", "10,zero"], "error: --items: 'zero' is not a count between 1 and 100000000"),
        (["profile", "--case", "flow/grid/prepare/linear/n=100"], "error: give --seconds S or --iterations N"),
        (["profile", "--case", "flow/grid/prepare/linear/n=100", "--seconds", "1", "--iterations", "2"], "error: give --seconds or --iterations, not both"),
        (["profile", "--case", "flow/grid/prepare/linear/n=100", "--seconds=-1"], "error: --seconds must be more than 0 and at most 86400, got -1.0"),
        (["profile", "--case", "flow/grid/query-slots/linear/n=100", "--iterations", "1"],
         "error: --case: case name 'flow/grid/query-slots/linear/n=100': query-slots needs a position (top, middle, bottom): expected layout/workload/operation[/position]/strategy/n=items, e.g. flow/grid/query-slots/middle/interval-tree/n=1000000"),
        (["profile", "--case", "flow/grid/prepare/rtree/n=100", "--iterations", "1"],
         "error: --case: unknown strategy 'rtree' in case name 'flow/grid/prepare/rtree/n=100' (expected one of linear, sorted-columns, interval-tree, strip-directory, peer-rtree, peer-sorted-scan, peer-cpp-loop, peer-cpp-loop-reused, peer-cpp-loop-uniform)"),
        (["profile", "--case", "calendarWeek/grid/prepare/linear/n=100", "--iterations", "1"],
         "error: --case: layout calendarWeek cannot lay out workload 'grid' in case name 'calendarWeek/grid/prepare/linear/n=100' (it takes meetings)"),
        (["profile", "--case", "flow/grid/carousel-scroll/linear/n=100", "--iterations", "1"],
         "error: --case: layout flow has no carousel: carousel-scroll in case name 'flow/grid/carousel-scroll/linear/n=100' runs on compositional, compositionalImpliedTrails"),
        (["profile", "--case", "flow/grid/prepare/linear/100", "--iterations", "1"],
         "error: --case: '100' in case name 'flow/grid/prepare/linear/100' is not an item count: expected n= and a number from 0 to 100000000"),
    ])
    func badArgumentsFailWithOneErrorLine(arguments: [String], error: String) throws {
        let result = try LayoutBenchProcess.run(arguments)
        #expect(result.status != 0)
        #expect(result.stdout == "")
        #expect(result.stderr == error + "\n")
    }

    @Test func profileLoopsTheCaseAndSaysHowMuch() throws {
        let result = try LayoutBenchProcess.run(["profile", "--case", "waterfall/photos/query-attributes/bottom/interval-tree/n=500", "--iterations", "250"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("profile: waterfall/photos/query-attributes/bottom/interval-tree/n=500: 250 operations in "))
        let scroll = try LayoutBenchProcess.run(["profile", "--case", "flow/grid/scroll/sorted-columns/n=1000", "--seconds", "0.05"])
        #expect(scroll.status == 0, "stderr: \(scroll.stderr)")
        #expect(scroll.stderr.hasPrefix("profile: flow/grid/scroll/sorted-columns/n=1000: "))
        #expect(scroll.stderr.contains(" frames in "))
        let carousel = try LayoutBenchProcess.run(["profile", "--case", "compositional/appStore/carousel-scroll/interval-tree/n=1000", "--iterations", "300"])
        #expect(carousel.status == 0, "stderr: \(carousel.stderr)")
        #expect(carousel.stderr.hasPrefix("profile: compositional/appStore/carousel-scroll/interval-tree/n=1000: 300 frames in "))
        let selfSize = try LayoutBenchProcess.run(["profile", "--case", "waterfall/photos/self-size/interval-tree/n=1000", "--iterations", "20"])
        #expect(selfSize.status == 0, "stderr: \(selfSize.stderr)")
        #expect(selfSize.stderr.hasPrefix("profile: waterfall/photos/self-size/interval-tree/n=1000: 20 operations in "))
    }
}
