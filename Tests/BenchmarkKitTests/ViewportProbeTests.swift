import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct ViewportProbeTests {
    @Test func placesTheScreenAtTopMiddleAndBottom() throws {
        // 3,000 grid items: 1,000 rows of 3 in three sections; content is much taller than a screen.
        let prepared = try Workload.grid.flowLayout(items: 3000, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .auto)
        let height = prepared.contentSize.height
        let probe = ViewportProbe.phone
        #expect(probe.visibleBounds(at: .top, in: prepared) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(probe.visibleBounds(at: .middle, in: prepared).minY == (height - 844) / 2)
        #expect(probe.visibleBounds(at: .bottom, in: prepared).maxY == height)
        let visible = probe.visibleBounds(at: .top, in: prepared)
        #expect(probe.queryRect(for: visible, axis: .vertical) == Rect(x: 0, y: -422, width: 390, height: 1688))
    }

    @Test func shortContentKeepsTheScreenAtTheOrigin() throws {
        let prepared = try Workload.grid.flowLayout(items: 3, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .auto)
        #expect(ViewportProbe.phone.visibleBounds(at: .bottom, in: prepared).minY == 0)
    }
}
