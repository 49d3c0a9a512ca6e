@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
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

    /// Carousels far from the origin on their scroll axis (±10^7 to 10^8
    /// points, where one `Float` step is 1 to 8 points, so many running ends
    /// share a kept value), both page axes, scrolled by random fractional
    /// offsets: every strategy returns exactly the elements whose moved
    /// frames the rect meets.
    @Test(arguments: 0..<8)
    func farFromTheOriginEveryStrategyFindsWhatTheScanFinds(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 47_000 + seed)
        let scrollAxis: Axis = seed % 2 == 0 ? .vertical : .horizontal
        let shift = (seed % 4 < 2 ? -1.0 : 1.0) * Double.random(in: 1e7...1e8, using: &generator)
        // One band of the page per carousel; cells anywhere along its 3,000 points, ends a fraction apart.
        let sections = generator.int(in: 1...6)
        var cellFrames: [[(cross: Double, length: Double)]] = []
        for _ in 0..<sections {
            var cells: [(cross: Double, length: Double)] = []
            for _ in 0..<generator.int(in: 1...60) {
                let cross: Double = shift + Double(generator.int(in: 0...3_000)) + Double(generator.int(in: 0...6)) / 7
                let length: Double = Double(generator.int(in: 1...300)) + Double(generator.int(in: 0...2)) / 3
                cells.append((cross, length))
            }
            cellFrames.append(cells)
        }
        var offsets: [Double] = []
        for _ in 0..<sections {
            let offset: Double = generator.chance(0.3) ? 0 : Double(generator.int(in: 0...1_600)) + Double(generator.int(in: 0...4)) / 5
            offsets.append(offset)
        }
        var rects: [Rect] = []
        for _ in 0..<40 {
            let cross: Double = shift + Double(generator.int(in: -200...3_500)) + Double(generator.int(in: 0...3)) / 4
            let main = Double(generator.int(in: -50...(sections * 120)))
            let crossLength = Double(generator.int(in: 1...800)), mainLength = Double(generator.int(in: 1...400))
            rects.append(scrollAxis == .vertical
                ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
                : Rect(x: main, y: cross, width: mainLength, height: crossLength))
        }
        for strategy in [IndexStrategy.stripDirectory, .intervalTree, .linear] {
            let bounds = Size(width: 400, height: 800)
            var builder = PreparedLayoutBuilder(scrollAxis: scrollAxis, boundsSize: bounds, strategy: strategy)
            var firstSlot = 0
            for (section, cells) in cellFrames.enumerated() {
                builder.beginSection(itemCount: cells.count)
                for (item, cell) in cells.enumerated() {
                    let main = Double(section * 120)
                    builder.appendCell(frame: scrollAxis == .vertical
                        ? Rect(x: cell.cross, y: main, width: cell.length, height: 100)
                        : Rect(x: main, y: cell.cross, width: 100, height: cell.length), item: item)
                }
                builder.declareOrthogonalSection(OrthogonalSectionDeclaration(
                    section: section, slots: firstSlot..<(firstSlot + cells.count), behavior: .continuous, viewportStart: 0, viewportLength: 400,
                    contentLength: 2000, leadingInset: 0, groupStarts: [], groupEnds: []
                ))
                firstSlot += cells.count
            }
            let extent = Double(sections * 120)
            var prepared = try builder.build(contentSize: scrollAxis == .vertical ? Size(width: 400, height: extent) : Size(width: extent, height: 800))
            for (section, offset) in offsets.enumerated() { try prepared.setOrthogonalScrollOffset(offset, forSection: section) }
            let real = PreparedLayoutOracle.realFrames(of: prepared, visibleBounds: prepared.defaultVisibleBounds)
            let keys = cellFrames.enumerated().flatMap { section, cells in cells.indices.map { [section, $0] } }
            var found = 0
            for rect in rects {
                let expected = real.indices.filter { real[$0].intersects(rect) }.map { keys[$0] }
                found += expected.count
                let answer = prepared.elements(in: rect).map { [$0.indexPath.section, $0.indexPath.item] }.sorted { $0.lexicographicallyPrecedes($1) }
                #expect(answer == expected, "seed \(seed), \(strategy), rect \(rect)")
            }
            #expect(found > 0, "seed \(seed): the rects meet some cells")
        }
    }
}
