@testable import CollectionLayout
import Testing

/// `PreparedLayoutBuilder.appendCells` stores what `appendCell` stores, one
/// cell at a time: the same frames, keys and lanes, across the writer's chunk
/// boundaries, and it notices a frame that is not finite.
@Suite("Cells appended in runs equal cells appended one by one")
struct CellFrameWriterTests {
    static let bounds = Size(width: 390, height: 844)

    /// Frames of `count` cells spread over three lanes.
    static func frame(_ item: Int, section: Int) -> Rect {
        Rect(x: Double(item % 3) * 100, y: Double(section * 10_000 + item / 3 * 50), width: 90, height: 40 + Double(item % 7))
    }

    /// Two sections (a header, then `counts[s]` cells each), built with
    /// `appendCell` or with `appendCells`, starting the run at `firstItem`
    /// (the earlier cells appended one by one).
    static func build(strategy: IndexStrategy, counts: [Int], inRuns: Bool, firstItem: Int = 0) throws -> (PreparedLayout, [[Int32]]?) {
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: bounds, strategy: strategy, laneCount: 4)
        let header = builder.code(for: .supplementary, .header)
        for (section, count) in counts.enumerated() {
            builder.beginSection(itemCount: count)
            builder.appendElement(kindCode: header, frame: Rect(x: 0, y: Double(section * 10_000) - 44, width: 390, height: 44), lane: 3)
            if inRuns {
                for item in 0..<Swift.min(firstItem, count) { builder.appendCell(frame: frame(item, section: section), item: item, lane: item % 3) }
                builder.appendCells(firstItem: firstItem) { cells in
                    for item in firstItem..<Swift.max(firstItem, count) { cells.append(frame(item, section: section), lane: item % 3) }
                }
            } else {
                for item in 0..<count { builder.appendCell(frame: frame(item, section: section), item: item, lane: item % 3) }
            }
        }
        let lanes = builder.lanes
        return (try builder.build(contentSize: Size(width: 390, height: Double(counts.count * 10_000))), lanes)
    }

    @Test("Frames, keys, lookups and lanes agree", arguments: [IndexStrategy.linear, .sortedColumns, .stripDirectory], [0, 1, 300])
    func runsEqualOneByOne(strategy: IndexStrategy, firstItem: Int) throws {
        // 700 cells cross the 256-cell chunk twice; a section of none appends nothing.
        let counts = [700, 0, 513]
        let (single, singleLanes) = try Self.build(strategy: strategy, counts: counts, inRuns: false)
        let (runs, runLanes) = try Self.build(strategy: strategy, counts: counts, inRuns: true, firstItem: firstItem)
        #expect(runs.frames == single.frames)
        #expect(runLanes == singleLanes)
        #expect((0..<runs.elementCount).allSatisfy { runs.key(ofSlot: $0) == single.key(ofSlot: $0) })
        for (section, count) in counts.enumerated() {
            for item in [0, 1, 255, 256, 257, 511, 512, count - 1] where item >= 0 && item < count {
                let path = IndexPath(item: item, section: section)
                #expect(runs.attributesForItem(at: path) == single.attributesForItem(at: path), "item \(path)")
            }
        }
    }

    @Test("A frame that is not finite, in any chunk, fails the build", arguments: [3, 256, 600])
    func nonFiniteFrame(badItem: Int) {
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Self.bounds, strategy: .linear)
        builder.beginSection(itemCount: 700)
        builder.appendCells { cells in
            for item in 0..<700 {
                var frame = Self.frame(item, section: 0)
                if item == badItem { frame.size.height = .greatestFiniteMagnitude; frame.origin.y = .greatestFiniteMagnitude }
                cells.append(frame)
            }
        }
        #expect(throws: LayoutError.self) { try builder.build(contentSize: Size(width: 390, height: 10_000)) }
    }
}
