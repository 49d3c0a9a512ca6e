@testable import CollectionLayout
import LayoutTestSupport
import Testing

/// The strips' running cross-axis ends, kept as `Float`s rounded up: never
/// below the real end, the least `Float` that is not, and a query whose
/// rect starts between an end and its rounded value finds exactly the
/// elements the linear scan finds.
struct OrthogonalRunningEndTests {
    @Test func aRunningEndIsTheLeastFloatNotBelowTheEnd() {
        let ends: [Double] = [0, -0.0, 1, 1000.1, -1000.1, 0.1, 1e-50, -1e-50, 3.5e38, -3.5e38, 1e300, .infinity, -.infinity, Double(Float.greatestFiniteMagnitude)]
        for end in ends {
            let kept = OrthogonalSections.runningEnd(end)
            #expect(Double(kept) >= end, "\(end)")
            #expect(kept == -.infinity || Double(kept.nextDown) < end, "\(end) kept as \(kept)")
        }
        #expect(OrthogonalSections.runningEnd(.nan).isNaN)
        #expect(OrthogonalSections.runningEnd(1e300) == .infinity)
    }

    /// A carousel whose cells end a few Double ulps apart, closer than one
    /// `Float` ulp, so that they share a kept running end; queries start
    /// between them, at rest and scrolled.
    @Test(arguments: [IndexStrategy.stripDirectory, .intervalTree, .linear])
    func queriesBetweenEndsThatShareAFloatFindWhatTheScanFinds(strategy: IndexStrategy) throws {
        let bounds = Size(width: 400, height: 800)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: bounds, strategy: strategy)
        let base = 1000.1, cells = 12
        builder.beginSection(itemCount: cells)
        for item in 0..<cells {
            // Cell k spans [k ulps before the base end - 300, base end + k ulps]: starts decrease, ends increase.
            var end = base
            for _ in 0..<item { end = end.nextUp }
            builder.appendCell(frame: Rect(x: end - 300 - Double(cells - item), y: 0, width: 300 + Double(cells - item), height: 100), item: item)
        }
        builder.declareOrthogonalSection(OrthogonalSectionDeclaration(
            section: 0, slots: 0..<cells, behavior: .continuous, viewportStart: 0, viewportLength: 400,
            contentLength: 2000, leadingInset: 0, groupStarts: [], groupEnds: []
        ))
        var prepared = try builder.build(contentSize: Size(width: 400, height: 100))
        #expect(Set((0..<cells).map { OrthogonalSections.runningEnd(prepared.frames[$0].maxX) }).count < cells)
        for offset in [0.0, 0.5] {
            try prepared.setOrthogonalScrollOffset(offset, forSection: 0)
            let real = PreparedLayoutOracle.realFrames(of: prepared, visibleBounds: prepared.defaultVisibleBounds)
            var start = base - offset
            for _ in 0..<(cells + 2) {
                let rect = Rect(x: start, y: 0, width: 50, height: 50)
                let expected = real.indices.filter { real[$0].intersects(rect) }
                let found = prepared.elements(in: rect).map { $0.indexPath.item }.sorted()
                #expect(found == expected, "offset \(offset), rect start \(start)")
                start = start.nextUp
            }
        }
    }
}
