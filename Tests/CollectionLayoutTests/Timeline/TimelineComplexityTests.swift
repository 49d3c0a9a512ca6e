import CollectionLayout
import LayoutWorkloads
import Testing

/// Timeline queries at 10^6 items, in visits: a·log2(n) + b·k with a = 6, b = 2
/// (`IndexComplexityTests`). The horizontal timeline's axis line spans the whole
/// content, the case that made `IntervalTreeIndex` walk every right spine on the
/// line's path (526 and 568 visits at the middle and bottom before it pruned
/// right subtrees by their largest end).
///
/// Measured (viewport plus 422 points before and after, start / middle / end):
/// vertical (`events`, 1,571,513 elements) sorted columns 93 / 98 / 61 visits for
/// k = 15 / 24 / 18, interval tree 50 / 66 / 60; horizontal (`milestones`,
/// 1,000,003 elements) sorted columns 56 / 78 / 45 for k = 14 / 37 / 19, interval
/// tree 48 / 120 / 118.
@Suite("Timeline: query complexity at 10^6 items, in visits")
struct TimelineComplexityTests {
    static let layouts: [String: [IndexStrategy: PreparedLayout]] = {
        var all: [String: [IndexStrategy: PreparedLayout]] = [:]
        for (name, layout) in [("vertical", Workload.events.timelineLayout(items: 1_000_000, seed: 1)), ("horizontal", Workload.milestones.horizontalTimelineLayout(items: 1_000_000, seed: 1))] {
            for strategy in IndexStrategy.concrete { all[name, default: [:]][strategy] = try? layout.prepare(boundsSize: Workload.phoneBounds, index: strategy) }
        }
        return all
    }()

    static func log2(_ n: Int) -> Double { Double(Int.bitWidth - (n - 1).leadingZeroBitCount) }

    @Test("Viewport queries stay within a·log2(n) + b·k", arguments: ["vertical", "horizontal"], [0.0, 0.5, 1.0])
    func viewportQueries(direction: String, fraction: Double) throws {
        for strategy in [IndexStrategy.sortedColumns, .intervalTree] {
            let prepared = try #require(Self.layouts[direction]?[strategy])
            let axis = prepared.scrollAxis
            let start = ((prepared.contentSize[axis] - Workload.phoneBounds[axis]) * fraction).rounded()
            let rect = Rect(mainStart: start - 422, mainLength: Workload.phoneBounds[axis] + 844, crossStart: 0, crossLength: Workload.phoneBounds[axis.cross], mainAxis: axis)
            let (visits, results) = prepared.visits(in: rect)
            #expect(results > 0)
            // The axis is always on screen.
            #expect(prepared.elements(in: rect).contains { $0.kind == TimelineLayout.lineKind })
            #expect(Double(visits) <= 6 * Self.log2(prepared.elementCount) + 2 * Double(results), "\(direction) \(strategy) at \(fraction): \(visits) visits for k = \(results)")
        }
        let linear = try #require(Self.layouts[direction]?[.linear])
        #expect(linear.visits(in: Rect(x: 0, y: 0, width: 390, height: 844)).visits == linear.elementCount)
    }
}
