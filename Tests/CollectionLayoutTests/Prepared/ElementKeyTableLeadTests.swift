@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The elements that open a section before its first cell (`ElementKeyTable`'s
/// section lead) have their keys implied when they are the same as the first
/// such section's: every element's key, read by slot and through a query
/// (which reads keys run by run), must still be the key it was appended
/// with, when sections open with the lead, with part of it, with more than
/// it, with other elements, with nothing, or have no cell after it; and
/// exactly the leads this test expects are no longer stored.
@Suite("Prepared layouts: keys of the elements that open a section")
struct ElementKeyTableLeadTests {
    /// The ways a section may open: (kind, item, zIndex) per element; kind
    /// 1 is a header, 2 a line, 3 a background.
    static let openings: [[(kind: UInt16, item: Int, zIndex: Int32)]] = [
        [], [(1, 0, 0)], [(1, 0, 0), (2, 0, -1)], [(2, 0, -1)], [(1, 0, 10)], [(3, 0, 0), (1, 0, 0), (2, 0, -1)],
        [(1, 0, 0), (2, 1, -1)], [(3, 0, 0), (3, 1, 0), (3, 2, 0), (1, 0, 0), (2, 0, -1)],
    ]

    @Test(arguments: 0..<60)
    func keysAreTheAppendedOnes(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 19_000 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .intervalTree)
        let codes = [0, builder.code(for: .supplementary, .header), builder.code(for: .decoration, ElementKind("line")), builder.code(for: .decoration, ElementKind("background"))]
        var expected: [ElementKey] = []
        func append(kind: Int, item: Int, zIndex: Int32, section: Int) {
            builder.appendElement(kindCode: codes[kind], frame: Rect(x: 0, y: Double(builder.count), width: 1, height: 1), item: item, zIndex: zIndex)
            expected.append(ElementKey(section: Int32(section), item: Int32(item), kindCode: codes[kind], zIndex: zIndex))
        }
        // The lead: the last (at most 4) elements opening the first section
        // whose first cell has an implied key; a section's lead is implied
        // when its first cell's key is and it opens with those elements.
        var lead: [ElementKey]?, impliedLeads = 0, storedCells = 0
        // Mostly one opening, as a layout's sections are, with others mixed in.
        let usual = generator.pick(Array(Self.openings.indices))
        for section in 0..<generator.int(in: 1...40) {
            let items = generator.chance(0.15) ? 0 : generator.int(in: 1...90)
            builder.beginSection(itemCount: items)
            let opening = Self.openings[generator.chance(0.7) ? usual : generator.pick(Array(Self.openings.indices))]
            for element in opening {
                append(kind: Int(element.kind), item: element.item, zIndex: element.zIndex, section: section)
            }
            let openingKeys = expected.suffix(Swift.min(opening.count, 4)).map { ElementKey(section: 0, item: $0.item, kindCode: $0.kindCode, zIndex: $0.zIndex) }
            // A cell after a badge is no longer at its item's distance from the first: stored.
            var badges = 0
            for item in 0..<items {
                let zIndex: Int32 = generator.chance(0.05) ? Int32(generator.int(in: 1...5)) : 0
                if zIndex != 0 || badges > 0 { storedCells += 1 }
                if item == 0, zIndex == 0 {
                    if lead == nil, !openingKeys.isEmpty { lead = openingKeys }
                    if let lead, openingKeys.suffix(lead.count) == lead[...], openingKeys.count >= lead.count { impliedLeads += 1 }
                }
                builder.appendCell(frame: Rect(x: 0, y: Double(builder.count), width: 1, height: 1), item: item, zIndex: zIndex)
                expected.append(ElementKey(section: Int32(section), item: Int32(item), kindCode: 0, zIndex: zIndex))
                if generator.chance(0.03) {
                    append(kind: 3, item: item, zIndex: 1, section: section)
                    badges += 1
                }
            }
            if generator.chance(0.3) { append(kind: 1, item: 1, zIndex: 0, section: section) }
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: Double(expected.count)))
        #expect(prepared.elementCount == expected.count)
        let cells = expected.filter { $0.kindCode == 0 }.count
        #expect(prepared.keyTable.sectionLead == (lead ?? []), "seed \(seed)")
        #expect(prepared.keyTable.storedKeys.count == expected.count - cells + storedCells - impliedLeads * (lead?.count ?? 0), "seed \(seed)")
        for slot in expected.indices {
            #expect(prepared.key(ofSlot: slot) == expected[slot], "seed \(seed), slot \(slot)")
            #expect(prepared.kindCode(ofSlot: slot) == expected[slot].kindCode, "seed \(seed), slot \(slot)")
        }
        // Lookups by kind and index path: the last element appended at each
        // place, nil elsewhere, whether the section lead answers them or rows do.
        var places: [ElementKey: Int] = [:]
        for (slot, key) in expected.enumerated() where key.kindCode != 0 {
            places[ElementKey(section: key.section, item: key.item, kindCode: key.kindCode, zIndex: 0)] = slot
        }
        let names: [(ElementCategory, ElementKind)] = [(.supplementary, .header), (.decoration, ElementKind("line")), (.decoration, ElementKind("background"))]
        for section in -1...Int(expected.last?.section ?? 0) + 1 {
            for (kind, name) in names.enumerated() {
                for item in 0...3 {
                    let place = ElementKey(section: Int32(section), item: Int32(item), kindCode: codes[kind + 1], zIndex: 0)
                    let indexPath = IndexPath(item: item, section: section)
                    let found = name.0 == .supplementary
                        ? prepared.attributesForSupplementaryElement(ofKind: name.1, at: indexPath)
                        : prepared.attributesForDecorationElement(ofKind: name.1, at: indexPath)
                    #expect(found.map { Int($0.frame.minY) } == places[place], "seed \(seed), \(name.1) at \(indexPath)")
                }
            }
        }
        // Queries read keys through a cursor that remembers its run: whole
        // content, and windows that start inside a section's lead.
        for _ in 0..<20 {
            let start = generator.int(in: 0...expected.count), length = generator.int(in: 1...120)
            let found = prepared.elements(in: Rect(x: 0, y: Double(start), width: 100, height: Double(length)))
            #expect(found.count == Swift.min(length, expected.count - start))
            for attributes in found {
                let key = expected[Int(attributes.frame.minY)]
                #expect(attributes.indexPath == IndexPath(item: Int(key.item), section: Int(key.section)), "seed \(seed), slot \(Int(attributes.frame.minY))")
                #expect(attributes.zIndex == Int(key.zIndex))
                #expect(attributes.kind == prepared.kinds[key.kindCode].kind)
            }
        }
    }
}
