import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Supplementary and decoration lookups by kind and index path against a
/// dictionary model, for elements added the way layouts add them and the ways
/// they may: items out of order and with gaps (badges on some items only), a
/// kind absent from some sections, the same place twice (the later wins),
/// layout-wide elements before the first section, two kinds, and a kind
/// registered both pinned and unpinned (one lookup code).
@Suite("Prepared layouts: element lookup table")
struct ElementLookupTableTests {
    @Test(arguments: 0..<40)
    func lookupsMatchADictionary(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 7_000 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let kinds = [
            builder.code(for: .supplementary, ElementKind("badge")),
            builder.code(for: .supplementary, ElementKind("badge"), isPinned: true),
            builder.code(for: .decoration, ElementKind("background")),
        ]
        let names = [ElementKind("badge"), ElementKind("badge"), ElementKind("background")]
        var model: [String: Rect] = [:]
        func add(_ kind: Int, section: Int, item: Int, builder: inout PreparedLayoutBuilder) {
            let frame = Rect(x: Double(item), y: Double(builder.count), width: 10, height: 10)
            let pin = kind == 1 ? PinnedPlacement(naturalFrame: frame, edge: .leading, limit: 1e9, axis: .vertical) : nil
            builder.appendElement(kindCode: kinds[kind], frame: frame, item: item, pin: pin)
            model["\(names[kind].rawValue) \(section) \(item)"] = frame
        }
        for _ in 0..<generator.int(in: 0...3) { add(0, section: -1, item: generator.int(in: 0...3), builder: &builder) }
        let sectionCount = generator.int(in: 1...12)
        for section in 0..<sectionCount {
            let items = generator.int(in: 0...30)
            builder.beginSection(itemCount: items)
            for item in 0..<items { builder.appendCell(frame: Rect(x: 0, y: Double(item), width: 1, height: 1), item: item) }
            for _ in 0..<(items == 0 ? 0 : generator.int(in: 0...40)) {
                add(generator.int(in: 0...2), section: section, item: generator.int(in: 0...(items - 1)), builder: &builder)
            }
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: 100))
        var found = 0
        for kind in Set(names) {
            for section in -1...sectionCount {
                for item in -1...31 {
                    let expected = model["\(kind.rawValue) \(section) \(item)"]
                    let path = IndexPath(item: item, section: section)
                    let actual = kind.rawValue == "background"
                        ? prepared.attributesForDecorationElement(ofKind: kind, at: path)
                        : prepared.attributesForSupplementaryElement(ofKind: kind, at: path)
                    #expect(actual?.frame == expected, "seed \(seed): \(kind.rawValue) at \(path)")
                    if expected != nil { found += 1 }
                }
            }
        }
        #expect(found == model.count)
    }

    /// The one-element-per-section form (headers, a timeline's lines) and
    /// its ways out: mostly item 0 of every section, sometimes a section
    /// skipped, an item past 0, a section's element replaced, a kind that
    /// starts late (a footer on the last section only) or never appears.
    @Test(arguments: 0..<40)
    func onePerSectionKindsMatchADictionary(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 7_100 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let names = [ElementKind("header"), ElementKind("line"), ElementKind("footer")]
        let kinds = names.map { builder.code(for: .supplementary, $0) }
        let firstSections = names.map { _ in generator.chance(0.3) ? generator.int(in: 0...20) : 0 }
        let breakChance = generator.pick([0.0, 0.02, 0.2])
        var model: [String: Rect] = [:]
        let sectionCount = generator.int(in: 1...24)
        for section in 0..<sectionCount {
            let items = generator.int(in: 1...4)
            builder.beginSection(itemCount: items)
            for kind in names.indices where section >= firstSections[kind] {
                let breaks = generator.chance(breakChance)
                if breaks, generator.chance(0.3) { continue }
                let positions = breaks ? [0, generator.int(in: 0...(items - 1)), generator.int(in: 1...5)] : [0]
                for item in positions where item < items {
                    let frame = Rect(x: Double(kind), y: Double(builder.count), width: 10, height: 10)
                    builder.appendElement(kindCode: kinds[kind], frame: frame, item: item)
                    model["\(names[kind].rawValue) \(section) \(item)"] = frame
                }
            }
            for item in 0..<items { builder.appendCell(frame: Rect(x: 0, y: Double(item), width: 1, height: 1), item: item) }
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: 100))
        var found = 0
        for kind in names {
            for section in -1...sectionCount {
                for item in -1...6 {
                    let expected = model["\(kind.rawValue) \(section) \(item)"]
                    let actual = prepared.attributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: item, section: section))
                    #expect(actual?.frame == expected, "seed \(seed): \(kind.rawValue) at \(section), \(item)")
                    if expected != nil { found += 1 }
                }
            }
        }
        #expect(found == model.count)
    }

    /// The consecutive form (a compositional section's badges, items 0 to m
    /// in consecutive slots after its cells) and its ways out: sections
    /// without badges, a badge skipped, one out of order, one replaced, a
    /// badge between two cells, a section's badges starting past item 0.
    @Test(arguments: 0..<40)
    func consecutiveRowsMatchADictionary(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 7_200 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let badge = ElementKind("badge")
        let code = builder.code(for: .supplementary, badge)
        let breakChance = generator.pick([0.0, 0.02, 0.2])
        var model: [String: Rect] = [:]
        func add(section: Int, item: Int, builder: inout PreparedLayoutBuilder) {
            let frame = Rect(x: Double(item), y: Double(builder.count), width: 10, height: 10)
            builder.appendElement(kindCode: code, frame: frame, item: item)
            model["\(section) \(item)"] = frame
        }
        let sectionCount = generator.int(in: 1...24)
        for section in 0..<sectionCount {
            let items = generator.int(in: 1...8)
            builder.beginSection(itemCount: items)
            for item in 0..<items {
                builder.appendCell(frame: Rect(x: 0, y: Double(item), width: 1, height: 1), item: item)
                if generator.chance(breakChance / 4) { add(section: section, item: item, builder: &builder) }
            }
            if generator.chance(0.3) { continue }
            var badged = Array(0..<generator.int(in: 1...items))
            if generator.chance(breakChance) {
                switch generator.int(in: 0...3) {
                case 0: badged.remove(at: generator.int(in: 0...(badged.count - 1)))
                case 1: badged.swapAt(0, generator.int(in: 0...(badged.count - 1)))
                case 2: badged.append(generator.int(in: 0...(items - 1)))
                default: badged = badged.map { $0 + 1 }.filter { $0 < items }
                }
            }
            for item in badged { add(section: section, item: item, builder: &builder) }
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: 100))
        var found = 0
        for section in -1...sectionCount {
            for item in -1...9 {
                let expected = model["\(section) \(item)"]
                let actual = prepared.attributesForSupplementaryElement(ofKind: badge, at: IndexPath(item: item, section: section))
                #expect(actual?.frame == expected, "seed \(seed): badge at \(section), \(item)")
                if expected != nil { found += 1 }
            }
        }
        #expect(found == model.count)
    }
}
