import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Pinned section headers and footers store their pin envelope (the whole
/// section), so in the cells' sorted lane they would stretch its running
/// maximum of ends over the section, and a query in the middle of a section
/// would scan the section from its start: 1,036 / 2,037 / 1,028 visits at top /
/// middle / bottom with sorted columns before they got a lane of their own;
/// now 87 / 98 / 67 (k = 38 / 50 / 36), interval tree 68 / 126 / 119.
@Suite("Flow with pinned headers: query complexity in visits")
struct FlowPinnedHeaderComplexityTests {
    @Test(arguments: IndexComplexityTests.Placement.allCases)
    func pinnedHeadersDoNotWidenTheScan(placement: IndexComplexityTests.Placement) throws {
        var layout = Workload.grid.flowLayout(items: 100_000, seed: 1)
        layout.configuration.sectionHeadersPinToVisibleBounds = true
        layout.configuration.sectionFootersPinToVisibleBounds = true
        layout.configuration.footerReferenceSize = Size(width: 0, height: 30)
        for strategy in [IndexStrategy.sortedColumns, .intervalTree, .stripDirectory] {
            let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: strategy)
            let query = IndexComplexityTests.query(placement, in: prepared)
            let visible = Rect(x: 0, y: query.minY + IndexComplexityTests.prefetchMargin, width: 390, height: 844)
            let (visits, results) = prepared.visits(in: query, visibleBounds: visible)
            #expect(results > 0)
            #expect(Double(visits) <= IndexComplexityTests.bound(n: prepared.elementCount, k: results),
                    "\(strategy) at \(placement): \(visits) visits for k = \(results)")
        }
    }
}
