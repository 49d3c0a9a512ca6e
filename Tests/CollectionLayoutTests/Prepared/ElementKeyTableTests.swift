import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Keys are stored only where the slot does not imply them (`ElementKeyTable`):
/// every element's `key(ofSlot:)` must still be the key it was appended with,
/// for elements added the way layouts add them and the ways they may:
/// elements before the first section, empty sections, headers and footers
/// around cells, elements between a section's cells (badges), cells with a
/// zIndex (stored), and runs that cross the bitmaps' 64-slot words.
@Suite("Prepared layouts: element key table")
struct ElementKeyTableTests {
    @Test(arguments: 0..<40)
    func keysAreTheAppendedOnes(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 9_000 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let header = builder.code(for: .supplementary, .header)
        let badge = builder.code(for: .supplementary, ElementKind("badge"))
        let background = builder.code(for: .decoration, ElementKind("background"))
        var expected: [ElementKey] = []
        func frame(_ builder: PreparedLayoutBuilder) -> Rect { Rect(x: 0, y: Double(builder.count), width: 1, height: 1) }
        for _ in 0..<generator.int(in: 0...2) {
            let item = generator.int(in: 0...3)
            builder.appendElement(kindCode: background, frame: frame(builder), item: item)
            expected.append(ElementKey(section: -1, item: Int32(item), kindCode: background, zIndex: 0))
        }
        let sectionCount = generator.int(in: 1...10)
        for section in 0..<sectionCount {
            let items = generator.chance(0.2) ? 0 : generator.int(in: 1...150)
            builder.beginSection(itemCount: items)
            if generator.chance(0.5) {
                builder.appendElement(kindCode: header, frame: frame(builder), zIndex: 10)
                expected.append(ElementKey(section: Int32(section), item: 0, kindCode: header, zIndex: 10))
            }
            for item in 0..<items {
                let zIndex: Int32 = generator.chance(0.1) ? Int32(generator.int(in: 1...5)) : 0
                builder.appendCell(frame: frame(builder), item: item, zIndex: zIndex)
                expected.append(ElementKey(section: Int32(section), item: Int32(item), kindCode: 0, zIndex: zIndex))
                if generator.chance(0.05) {
                    builder.appendElement(kindCode: badge, frame: frame(builder), item: item, zIndex: 1)
                    expected.append(ElementKey(section: Int32(section), item: Int32(item), kindCode: badge, zIndex: 1))
                }
            }
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: 100))
        #expect(prepared.elementCount == expected.count)
        for slot in expected.indices {
            #expect(prepared.key(ofSlot: slot) == expected[slot], "seed \(seed), slot \(slot)")
            #expect(prepared.kindCode(ofSlot: slot) == expected[slot].kindCode, "seed \(seed), slot \(slot)")
            let attributes = prepared.attributes(ofSlot: slot, visibleBounds: prepared.defaultVisibleBounds)
            #expect(attributes.indexPath == IndexPath(item: Int(expected[slot].item), section: Int(expected[slot].section)))
            #expect(attributes.zIndex == Int(expected[slot].zIndex))
        }
    }

    /// What a flow layout stores per element: its frame, plus a key only for
    /// footers and, once, for the header that opens every section. The
    /// bitmaps and runs are what the key table adds.
    @Test("Cells and headers store no key: a flow layout's storage is its frames, its footers' keys, one header key and 0.5 bytes per slot")
    func cellsStoreNoKey() throws {
        for (sectionCount, supplementary) in [(1, false), (7, false), (7, true)] {
            var configuration = FlowLayout.Configuration()
            if supplementary {
                configuration.headerReferenceSize = Size(width: 0, height: 20)
                configuration.footerReferenceSize = Size(width: 0, height: 10)
            }
            let sections = (0..<sectionCount).map { _ in FlowLayout.Section(items: .uniform(count: 1_000, size: Size(width: 50, height: 50))) }
            let prepared = try FlowLayout(configuration: configuration, sections: sections).prepare(boundsSize: Size(width: 320, height: 600), index: .linear)
            let elements = prepared.elementCount
            // Headers open their sections: one key for all of them (the section
            // lead), and one stored key per footer.
            let keys = supplementary ? sectionCount + 1 : 0
            #expect(elements == 1_000 * sectionCount + (supplementary ? 2 * sectionCount : 0))
            // Runs: 4 bytes each (their sections are consecutive, so none is stored).
            #expect(prepared.storageBytes == elements * 32 + keys * 16 + 2 * 16 * ((elements + 63) / 64) + 4 * sectionCount)
        }
    }
}
