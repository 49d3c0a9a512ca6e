@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The stored-frame writer of a key table that implies every key
/// (`PreparedLayout.writeImpliedRunsAtStoredFrames`) follows a query's
/// candidates from run to run without the key cursor: whatever order the
/// candidates come in (stretches crossing into the next section through its
/// header, jumps back into a run left earlier, far jumps, single slots), each
/// written attributes must be `attributes(ofSlot:)`, and its answer whether
/// every kind was already there must be right.
///
/// Fixtures: the `grid` flow (1,000 items a section, headers), the `photos`
/// and `feed` waterfalls (sections of a few dozen items), 2,500 items each.
@Suite("PreparedLayout: attributes of runs whose keys are all implied")
struct ImpliedRunAttributesTests {
    @Test(arguments: 0..<12)
    func candidatesInAnyOrder(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 31_000 + seed)
        let layouts = [
            try Workload.grid.flowLayout(items: 2_500, seed: 7).prepare(boundsSize: Workload.phoneBounds, index: .linear),
            try Workload.photos.waterfallLayout(items: 2_500, seed: 7).prepare(boundsSize: Workload.phoneBounds, index: .linear),
            try Workload.feed.waterfallLayout(items: 2_500, seed: 7).prepare(boundsSize: Workload.phoneBounds, index: .linear),
        ]
        for prepared in layouts {
            let table = prepared.keyTable, count = prepared.elementCount
            #expect(table.impliesEveryKey && !table.sectionLead.isEmpty)
            // Stretches of consecutive slots from random starts, some from a section's header.
            var slots: [Int32] = []
            for _ in 0..<generator.int(in: 1...8) {
                let start = generator.chance(0.3) ? prepared.keyTable.startSlot(ofRun: generator.int(in: 0...table.runs.count - 1)) : generator.int(in: 0...count - 1)
                let length = generator.int(in: 1...1_200)
                slots += (start..<Swift.min(count, start + length)).map { Int32($0) }
            }
            // Earlier results as a reused buffer holds them: blank cells, or a
            // section header's attributes (its category, kind and zIndex) where a
            // cell is now written: category, zIndex and kind must be rewritten.
            let header = prepared.attributes(ofSlot: table.startSlot(ofRun: 0), visibleBounds: prepared.defaultVisibleBounds)
            #expect(header.category != .cell, "run 0 starts with its section's header")
            let blank = LayoutAttributes(category: .cell, kind: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 0, height: 0))
            let mismatched = generator.chance(0.5)
            var attributes = slots.map { slot in mismatched && slot % 3 == 0 ? header : blank }
            let kindsMatch = slots.withUnsafeBufferPointer { slotPointer in
                attributes.withUnsafeMutableBufferPointer { results in
                    prepared.kinds.entries.withUnsafeBufferPointer { entries in
                        prepared.frames.withUnsafeBufferPointer { frames in
                            PreparedLayout.writeImpliedRunsAtStoredFrames(
                                slots: slotPointer.baseAddress!, 0..<slots.count, keys: table, frames: frames.baseAddress!,
                                entries: UnsafeMutablePointer(mutating: entries.baseAddress!), into: results.baseAddress!
                            )
                        }
                    }
                }
            }
            let expected = slots.map { prepared.attributes(ofSlot: Int($0), visibleBounds: prepared.defaultVisibleBounds) }
            #expect(kindsMatch == zip(attributes, expected).allSatisfy { $0.kind == $1.kind }, "seed \(seed)")
            for position in attributes.indices where !kindsMatch { attributes[position].kind = expected[position].kind }
            #expect(attributes == expected, "seed \(seed)")
        }
    }
}
