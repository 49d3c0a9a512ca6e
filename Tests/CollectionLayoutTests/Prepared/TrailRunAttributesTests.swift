@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The stored-frame writer of a key table with run trails
/// (`PreparedLayout.writeAtStoredFrames`, which writes a run's cells and its
/// trail's elements one by one, `writeTrailRun`): whatever order the
/// candidates come in (a grid row's badges between its tiles, as the index
/// gives them, consecutive stretches, jumps back and far, stored keys
/// between), each written attributes must be the element's key from the
/// table (`key(ofSlot:)`) at its stored frame, and its answer whether every
/// kind was already there must be right.
///
/// Fixture: the App Store page, 2,500 items (grid sections with a badge per
/// tile, shelves with a price tag per row), its trails stored.
@Suite("PreparedLayout: attributes of runs with trails")
struct TrailRunAttributesTests {
    @Test(arguments: 0..<12)
    func candidatesInAnyOrder(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 47_000 + seed)
        // Its trails stored (not implied by their cells' frames), so that its key table has run trails.
        var layout = Workload.appStore.appStoreLayout(items: 2_500, seed: 7)
        layout.impliesTrailFrames = false
        let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .linear)
        let table = prepared.keyTable, count = prepared.elementCount
        let trailed = table.runTrails.indices.filter { table.runTrails[$0].firstSlot != .max }
        #expect(!trailed.isEmpty)
        var slots: [Int32] = []
        for _ in 0..<generator.int(in: 1...8) {
            if generator.chance(0.6) {
                // A run's cells and trail interleaved, as a grid's rows give them: windows of
                // a few items, each window's cells and trail elements in a random order.
                let run = trailed[generator.int(in: 0...trailed.count - 1)]
                let firstCell = Int(table.runs[run].firstSlot), firstTrail = Int(table.runTrails[run].firstSlot)
                var item = generator.int(in: 0...Swift.max(0, firstTrail - firstCell - 1))
                for _ in 0..<generator.int(in: 1...6) {
                    let window = generator.int(in: 1...4)
                    var pieces: [Int32] = []
                    for offset in 0..<window {
                        pieces.append(Int32(firstCell + item + offset))
                        pieces.append(Int32(firstTrail + item + offset))
                    }
                    for index in pieces.indices.reversed() { pieces.swapAt(index, generator.int(in: 0...index)) }
                    slots += pieces.filter { Int($0) < count }
                    item += window
                }
            } else {
                // A stretch of consecutive slots from a random start (stored keys, a next run's lead included).
                let start = generator.int(in: 0...count - 1)
                slots += (start..<Swift.min(count, start + generator.int(in: 1...200))).map { Int32($0) }
            }
        }
        func expected(_ slot: Int32) -> LayoutAttributes {
            let key = prepared.key(ofSlot: Int(slot)), entry = prepared.kinds[key.kindCode]
            return LayoutAttributes(
                category: entry.category, kind: entry.kind, indexPath: IndexPath(item: Int(key.item), section: Int(key.section)),
                frame: prepared.frames[Int(slot)], zIndex: Int(key.zIndex)
            )
        }
        // Earlier results as a reused buffer holds them: blank cells, or a stored
        // element's attributes where a cell or a badge is now written.
        let storedSlot = (0..<count).first { table.storedSlots.rankIfContained($0) != nil }!
        let other = expected(Int32(storedSlot))
        let blank = LayoutAttributes(category: .cell, kind: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let mismatched = generator.chance(0.5)
        var attributes = slots.map { slot in mismatched && slot % 3 == 0 ? other : blank }
        slots.withUnsafeBufferPointer { slotPointer in
            attributes.withUnsafeMutableBufferPointer { results in
                prepared.kinds.entries.withUnsafeBufferPointer { entries in
                    prepared.frames.withUnsafeBufferPointer { frames in
                        PreparedLayout.writeAtStoredFrames(
                            slots: slotPointer.baseAddress!, 0..<slots.count, keys: table, frames: frames.baseAddress!,
                            entries: UnsafeMutablePointer(mutating: entries.baseAddress!), into: results.baseAddress!
                        )
                    }
                }
            }
        }
        #expect(attributes == slots.map(expected), "seed \(seed)")
        // The trail-run writer alone, at each position where the cursor leaves it a run with a trail.
        var cursor = ElementKeyCursor(), position = 0
        while position < slots.count {
            let slot = Int(slots[position])
            _ = cursor.key(ofSlot: slot, in: table)
            guard cursor.runHasTrail, cursor.impliedCells.contains(slot) || cursor.impliedTrail.contains(slot) else { position += 1; continue }
            var results = slots[position...].map { mismatched && $0 % 3 == 0 ? other : blank }
            let run = slots.withUnsafeBufferPointer { slotPointer in
                results.withUnsafeMutableBufferPointer { results in
                    prepared.kinds.entries.withUnsafeBufferPointer { entries in
                        prepared.frames.withUnsafeBufferPointer { frames in
                            PreparedLayout.writeTrailRun(
                                slots: slotPointer.baseAddress!, position..<slots.count, cursor: cursor, frames: frames.baseAddress!,
                                entries: UnsafeMutablePointer(mutating: entries.baseAddress!), into: results.baseAddress! - position
                            )
                        }
                    }
                }
            }
            #expect(run.end > position, "seed \(seed), position \(position)")
            let wanted = slots[position..<run.end].map(expected)
            #expect(run.kindsMatch == zip(results, wanted).allSatisfy { $0.kind == $1.kind }, "seed \(seed), position \(position)")
            for index in wanted.indices where !run.kindsMatch { results[index].kind = wanted[index].kind }
            #expect(Array(results[0..<wanted.count]) == wanted, "seed \(seed), position \(position)")
            // Stopped before a candidate it does not know: outside both ranges.
            if run.end < slots.count {
                let next = Int(slots[run.end])
                #expect(!cursor.impliedCells.contains(next) && !cursor.impliedTrail.contains(next), "seed \(seed), position \(run.end)")
            }
            position = run.end
        }
    }
}
