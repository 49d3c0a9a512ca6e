@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// A run's trail (`ElementKeyTable.RunTrail`): the elements after a
/// section's cells that repeat one kind and zIndex for items 0, 1, 2... in
/// consecutive slots (a compositional section's badges) store no key. Every
/// element's key, kind code and lookup must still be the one it was
/// appended with, read from the table or from a query's cursor in any
/// order, for trails as layouts make them and the ways they may break: a
/// badge skipped, two kinds after the cells, a lone footer, a cell after
/// the badges, a pinned kind, a trail in a section without a run.
@Suite("Prepared layouts: element key table trails")
struct ElementKeyTableTrailTests {
    @Test(arguments: 0..<40)
    func trailKeysAreTheAppendedOnes(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 31_000 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let header = builder.code(for: .supplementary, .header)
        let badge = builder.code(for: .supplementary, ElementKind("badge"))
        let price = builder.code(for: .supplementary, ElementKind("price"))
        let pinnedTag = builder.code(for: .supplementary, ElementKind("tag"), isPinned: true)
        let breakChance = generator.pick([0.0, 0.05, 0.3])
        var expected: [ElementKey] = []
        func append(_ kind: UInt16, section: Int, item: Int, zIndex: Int32 = 0) {
            let frame = Rect(x: 0, y: Double(builder.count), width: 1, height: 1)
            let pin = kind == pinnedTag ? PinnedPlacement(naturalFrame: frame, edge: .leading, limit: 1e9, axis: .vertical) : nil
            builder.appendElement(kindCode: kind, frame: frame, item: item, zIndex: zIndex, pin: pin)
            expected.append(ElementKey(section: Int32(section), item: Int32(item), kindCode: kind, zIndex: zIndex))
        }
        let sectionCount = generator.int(in: 1...30)
        for section in 0..<sectionCount {
            let items = generator.chance(0.1) ? 0 : generator.int(in: 1...90)
            builder.beginSection(itemCount: items)
            if generator.chance(0.5) { append(header, section: section, item: 0) }
            for item in 0..<items {
                builder.appendCell(frame: Rect(x: 0, y: Double(builder.count), width: 1, height: 1), item: item)
                expected.append(ElementKey(section: Int32(section), item: Int32(item), kindCode: 0, zIndex: 0))
            }
            let kind = generator.pick([badge, price, pinnedTag, header])
            var trailItems = generator.chance(0.3) ? [] : Array(0..<Swift.max(items, generator.int(in: 0...2)))
            if generator.chance(breakChance), !trailItems.isEmpty { trailItems.remove(at: generator.int(in: 0...trailItems.count - 1)) }
            let zIndex: Int32 = generator.chance(0.5) ? 1 : 0
            for item in trailItems {
                append(generator.chance(breakChance / 5) ? badge : kind, section: section, item: item, zIndex: zIndex)
            }
            if generator.chance(breakChance) { append(price, section: section, item: 0, zIndex: 3) }
            if generator.chance(breakChance), items > 0 {
                // A cell after the trail: its slot is not its item's place in the run.
                builder.appendCell(frame: Rect(x: 0, y: Double(builder.count), width: 1, height: 1), item: items)
                expected.append(ElementKey(section: Int32(section), item: Int32(items), kindCode: 0, zIndex: 0))
            }
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: Double(builder.count)))
        #expect(prepared.elementCount == expected.count)
        for slot in expected.indices {
            #expect(prepared.key(ofSlot: slot) == expected[slot], "seed \(seed), slot \(slot)")
            #expect(prepared.kindCode(ofSlot: slot) == expected[slot].kindCode, "seed \(seed), slot \(slot)")
        }
        // A query's cursor, slots asked in stretches, jumps back and forward.
        let table = prepared.keyTable
        for _ in 0..<20 {
            // A cursor that does not record the trail (a caller wanting keys only) reads the same keys and never fills `impliedTrail`.
            var cursor = ElementKeyCursor(), keysOnly = ElementKeyCursor(), slot = generator.int(in: 0...expected.count - 1)
            for _ in 0..<150 {
                #expect(cursor.key(ofSlot: slot, in: table) == expected[slot], "seed \(seed), slot \(slot)")
                #expect(keysOnly.key(ofSlot: slot, in: table, recording: IgnoresImpliedTrail.self) == expected[slot], "seed \(seed), slot \(slot)")
                #expect(keysOnly.impliedTrail.isEmpty, "seed \(seed), slot \(slot)")
                if cursor.impliedCells.contains(slot) {
                    cursor.extendImpliedCells(through: slot + generator.int(in: 0...200), in: table)
                    // (Past the last slot it may reach its bitmap word's end: no query asks there.)
                    for cell in cursor.impliedCells where cell < expected.count {
                        #expect(expected[cell] == ElementKey(section: cursor.impliedSection, item: Int32(cursor.item(ofImpliedCell: cell)), kindCode: 0, zIndex: 0), "seed \(seed), cell \(cell)")
                    }
                }
                // Every trail slot the cursor says is implied has the key it implies.
                for element in cursor.impliedTrail where element < expected.count {
                    #expect(expected[element] == cursor.trailKey(ofImpliedTrail: element), "seed \(seed), trail slot \(element)")
                }
                switch generator.int(in: 0...9) {
                case 0: slot = generator.int(in: 0...expected.count - 1)
                case 1, 2: slot = Swift.max(0, Swift.min(expected.count - 1, slot + generator.int(in: -70...70)))
                default: slot = Swift.min(expected.count - 1, slot + 1)
                }
            }
        }
        // Lookups find every supplementary element, the last one appended at each place.
        var places: [String: Int] = [:]
        for (slot, key) in expected.enumerated() where key.kindCode != 0 { places["\(prepared.kinds.lookupCode(key.kindCode)) \(key.section) \(key.item)"] = slot }
        for (place, slot) in places {
            let key = expected[slot]
            let found = prepared.attributesForSupplementaryElement(ofKind: prepared.kinds[key.kindCode].kind, at: IndexPath(item: Int(key.item), section: Int(key.section)))
            #expect(found?.frame == prepared.attributes(ofSlot: slot, visibleBounds: prepared.defaultVisibleBounds).frame, "seed \(seed), \(place)")
        }
    }

    /// A layout whose sections end with a badge per item stores no badge key
    /// and no lookup row: the trail costs 8 bytes per run instead of 16 per
    /// badge and its lookups' 8 per section.
    @Test("Badges after each section's cells store no key")
    func badgeTrailsStoreNoKey() throws {
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let badge = builder.code(for: .supplementary, ElementKind("badge"))
        for section in 0..<50 {
            builder.beginSection(itemCount: 20)
            for item in 0..<20 { builder.appendCell(frame: Rect(x: 0, y: Double(section * 40 + item), width: 1, height: 1), item: item) }
            for item in 0..<20 { builder.appendElement(kindCode: badge, frame: Rect(x: 1, y: Double(section * 40 + item), width: 1, height: 1), item: item, zIndex: 1) }
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: 2_000))
        #expect(prepared.keyTable.storedKeys.isEmpty)
        #expect(prepared.keyTable.runTrails.count == 50)
        #expect(prepared.key(ofSlot: 40 * 7 + 20 + 13) == ElementKey(section: 7, item: 13, kindCode: badge, zIndex: 1))
        #expect(prepared.lookup.trailKindCount == 1)
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("badge"), at: IndexPath(item: 13, section: 7))?.frame == prepared.frames[40 * 7 + 20 + 13])
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("badge"), at: IndexPath(item: 20, section: 7)) == nil)
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("badge"), at: IndexPath(item: 0, section: 50)) == nil)
    }
}
