@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The key cursor of a query (`ElementKeyCursor`) remembers the run it found
/// last, its section lead and the cells known to be implied: whatever order
/// slots are asked in (stretches of consecutive slots as an index gives
/// them, jumps back into a run left earlier, a section lead between two
/// cells of another run), each key must be the table's.
@Suite("Prepared layouts: the query's key cursor")
struct ElementKeyCursorTests {
    @Test(arguments: 0..<40)
    func keysAreTheTablesInAnyOrder(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 23_000 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let header = builder.code(for: .supplementary, .header), line = builder.code(for: .decoration, ElementKind("line"))
        let badge = builder.code(for: .decoration, ElementKind("badge"))
        func append(_ kind: UInt16, item: Int, zIndex: Int32 = 0) {
            builder.appendElement(kindCode: kind, frame: Rect(x: 0, y: Double(builder.count), width: 1, height: 1), item: item, zIndex: zIndex)
        }
        for _ in 0..<generator.int(in: 1...30) {
            let items = generator.chance(0.1) ? 0 : generator.int(in: 1...150)
            builder.beginSection(itemCount: items)
            // Most sections open with a header and a line (a timeline's lead), some with a header only.
            append(header, item: 0)
            if generator.chance(0.8) { append(line, item: 0, zIndex: -1) }
            for item in 0..<items {
                builder.appendCell(frame: Rect(x: 0, y: Double(builder.count), width: 1, height: 1), item: item, zIndex: generator.chance(0.03) ? 2 : 0)
                if generator.chance(0.04) { append(badge, item: item, zIndex: 1) }
            }
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: Double(builder.count)))
        let table = prepared.keyTable, count = prepared.elementCount
        for _ in 0..<30 {
            var cursor = ElementKeyCursor(), slot = generator.int(in: 0...count - 1)
            for _ in 0..<200 {
                #expect(cursor.key(ofSlot: slot, in: table) == table.key(ofSlot: slot), "seed \(seed), slot \(slot)")
                if cursor.impliedCells.contains(slot) {
                    // Extended past its bitmap word toward a random later slot, or not.
                    if generator.chance(0.5) {
                        let last = slot + generator.int(in: 0...300)
                        cursor.extendImpliedCells(through: last, in: table)
                        let end = cursor.impliedCells.upperBound
                        if end < count && end <= last {
                            // Stopped short of `last`: at a stored key or another run, not at a cell it could have implied.
                            let key = table.key(ofSlot: end)
                            let implied = key.kindCode == 0 && key.zIndex == 0 && key.section == cursor.impliedSection && Int(key.item) == cursor.item(ofImpliedCell: end)
                            #expect(!implied, "seed \(seed), slot \(slot), stopped at \(end)")
                        }
                    }
                    // Every cell the cursor says is implied has the key it implies.
                    for cell in cursor.impliedCells {
                        let key = table.key(ofSlot: cell)
                        #expect(key.kindCode == 0 && key.zIndex == 0, "seed \(seed), cell \(cell)")
                        #expect(Int(key.item) == cursor.item(ofImpliedCell: cell) && key.section == cursor.impliedSection, "seed \(seed), cell \(cell)")
                    }
                }
                // The next slot: usually the following one, sometimes a jump near or far, back or forward.
                switch generator.int(in: 0...9) {
                case 0: slot = generator.int(in: 0...count - 1)
                case 1, 2: slot = Swift.max(0, Swift.min(count - 1, slot + generator.int(in: -70...70)))
                default: slot = Swift.min(count - 1, slot + 1)
                }
            }
        }
    }
}
