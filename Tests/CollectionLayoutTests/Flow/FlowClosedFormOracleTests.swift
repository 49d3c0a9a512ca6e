import CollectionLayout
import LayoutTestSupport
import Testing

/// Uniform sections in closed form (`FlowLayout.uniformSectionsInClosedForm`)
/// against the materialised layout of the same spec: every element's frame
/// bit for bit, every lookup, and every query's results (as sets: the closed
/// form's cells follow the stored elements) with every index strategy, over
/// seeded random flow layouts of both scroll directions whose sections are
/// mostly uniform, with values on and off the exact-arithmetic grid (off it, a
/// section falls back to stored cells, and must still agree).
@Suite("Flow: uniform sections in closed form equal the materialised layout")
struct FlowClosedFormOracleTests {
    /// The random spec of `seed`: `RandomLayouts.flowLayout` with most
    /// sections made uniform, of up to 3,000 items, sometimes with a size or
    /// spacing off the half-point grid (0.1 steps).
    static func layout(seed: UInt64) -> (FlowLayout, Size) {
        var random = RandomLayouts(seed: seed)
        let bounds = random.boundsSize()
        var layout = random.flowLayout(boundsSize: bounds)
        let crossExtent = bounds[layout.configuration.scrollDirection.cross]
        for index in layout.sections.indices where random.generator.chance(0.8) {
            let count = random.generator.chance(0.3) ? random.generator.int(in: 1...3000) : random.generator.int(in: 0...60)
            var size = Self.itemSize(crossExtent: crossExtent, random: &random)
            if random.generator.chance(0.1) { size.width += 0.1 }
            layout.sections[index].items = .uniform(count: count, size: size)
            if random.generator.chance(0.1) { layout.sections[index].minimumLineSpacing = 10.3 }
        }
        return (layout, bounds)
    }

    /// A uniform item size: usually a few per line, sometimes zero along an
    /// axis, wider than the line, or tiny (many per line).
    static func itemSize(crossExtent: Double, random: inout RandomLayouts) -> Size {
        switch random.generator.int(in: 0...9) {
        case 0: return Size(width: random.generator.length(in: 0...2), height: random.generator.length(in: 0...2))
        case 1: return Size(width: crossExtent + 3, height: 40)
        case 2: return Size(width: random.generator.length(in: 0.25...8, step: 0.25), height: random.generator.length(in: 0.25...8, step: 0.25))
        default: return Size(width: random.generator.length(in: 0.5...200), height: random.generator.length(in: 0.5...200))
        }
    }

    /// The identity of attributes, for lookups and for comparing result sets.
    static func identity(_ attributes: LayoutAttributes) -> String {
        "\(attributes.category) \(attributes.kind) \(attributes.indexPath.section).\(attributes.indexPath.item)"
    }

    /// Attributes with the frame's bit patterns, so that `0` and `-0` differ.
    static func exact(_ attributes: LayoutAttributes) -> String {
        let frame = attributes.frame
        let bits = [frame.minX, frame.minY, frame.width, frame.height].map { String($0.bitPattern, radix: 16) }
        return "\(identity(attributes)) z\(attributes.zIndex) \(bits.joined(separator: ","))"
    }

    /// The same element of `closed` as `reference`'s `attributes`, by lookup.
    static func lookUp(_ attributes: LayoutAttributes, in closed: PreparedLayout, visible: Rect?) -> LayoutAttributes? {
        switch attributes.category {
        case .cell: closed.attributesForItem(at: attributes.indexPath, visibleBounds: visible)
        case .supplementary: closed.attributesForSupplementaryElement(ofKind: attributes.kind, at: attributes.indexPath, visibleBounds: visible)
        case .decoration: closed.attributesForDecorationElement(ofKind: attributes.kind, at: attributes.indexPath, visibleBounds: visible)
        }
    }

    /// Every difference between the two preparations of seed `seed`.
    static func mismatches(seed: UInt64, strategy: IndexStrategy) throws -> (mismatches: [String], closedFormCells: Int) {
        var (layout, bounds) = layout(seed: seed)
        let reference = try layout.prepare(boundsSize: bounds, index: strategy)
        layout.uniformSectionsInClosedForm = true
        let closed = try layout.prepare(boundsSize: bounds, index: strategy)
        var found: [String] = []
        func differ(_ what: String) { if found.count < 5 { found.append("seed \(seed) \(strategy): \(what)") } }
        let size = (reference.contentSize, closed.contentSize)
        if size.0.width.bitPattern != size.1.width.bitPattern || size.0.height.bitPattern != size.1.height.bitPattern { differ("content size \(size)") }
        if reference.elementCount != closed.elementCount { differ("element count \(reference.elementCount) vs \(closed.elementCount)") }
        var random = RandomLayouts(seed: seed &+ 1_000_003)
        let queries = random.queries(in: reference, count: 12)
        // Pinned headers and footers move with the visible bounds: a few of them.
        for visible in [nil] + queries.prefix(3).map(\.visibleBounds) {
            let all = reference.allElements(visibleBounds: visible)
            if all.map(exact).sorted() != closed.allElements(visibleBounds: visible).map(exact).sorted() { differ("allElements visible \(String(describing: visible))") }
            for attributes in all where lookUp(attributes, in: closed, visible: visible).map(exact) != exact(attributes) {
                differ("lookup of \(exact(attributes)) visible \(String(describing: visible))")
            }
        }
        // Stored frames (pinned elements' envelopes included), by key.
        func framesByKey(_ frames: [Rect], _ keys: [ElementKey]) -> [ElementKey: [UInt64]] {
            Dictionary(uniqueKeysWithValues: zip(keys, frames.map { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) }))
        }
        let keys = closed.materializedKeys()
        if framesByKey(reference.frames, reference.materializedKeys()) != framesByKey(closed.materializedFrames(), keys) { differ("materialised frames") }
        let visible = closed.defaultVisibleBounds
        for slot in 0..<closed.elementCount where closed.key(ofSlot: slot) != keys[slot] || closed.frame(ofSlot: slot, visibleBounds: visible) != closed.attributes(ofSlot: slot, visibleBounds: visible).frame {
            differ("slot \(slot): accessors disagree")
        }
        for query in queries {
            let expected = reference.elements(in: query.rect, visibleBounds: query.visibleBounds).map(exact).sorted()
            let answered = closed.elements(in: query.rect, visibleBounds: query.visibleBounds)
            if answered.map(exact).sorted() != expected { differ("query \(query): \(answered.count) results, expected \(expected.count)") }
            var slots: [Int32] = []
            closed.slots(in: query.rect, visibleBounds: query.visibleBounds, into: &slots)
            let bySlot = slots.map { exact(closed.attributes(ofSlot: Int($0), visibleBounds: query.visibleBounds ?? closed.defaultVisibleBounds)) }.sorted()
            if bySlot != expected { differ("slots of query \(query): \(slots.count), expected \(expected.count)") }
            if closed.visits(in: query.rect, visibleBounds: query.visibleBounds).results != expected.count { differ("visits of query \(query)") }
        }
        return (found, closed.closedFormCellCount)
    }

    @Test(arguments: IndexStrategy.concrete)
    func closedFormEqualsMaterialised(strategy: IndexStrategy) throws {
        var closedFormLayouts = 0, fallbacks = 0
        for seed in UInt64(0)..<150 {
            let (found, cells) = try Self.mismatches(seed: seed, strategy: strategy)
            #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
            if cells > 0 { closedFormLayouts += 1 } else { fallbacks += 1 }
        }
        // Both paths are exercised: most layouts have a closed-form section.
        #expect(closedFormLayouts > 75, "\(closedFormLayouts) layouts with closed-form cells")
        #expect(fallbacks > 0)
    }
}
