import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Whether an element is pinned is a bit per slot and its placement is found
/// by its rank among the pinned slots (`PinTable`): every slot's frame must be
/// its placement's when it was pinned and its stored frame otherwise, and
/// `removePinnedElements` must keep exactly the candidates whose frame meets
/// the rect. Layouts of up to 3,000 slots cross many 64-slot words, with
/// pins dense, sparse, at slot 0, at the last slot, or absent, and pinned
/// both while appending and afterwards (`pin`).
@Suite("Prepared layouts: pin table")
struct PinTableTests {
    @Test(arguments: 0..<30)
    func framesAndFilterFollowThePins(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 31_000 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .linear)
        let header = builder.code(for: .supplementary, .header, isPinned: true)
        let plain = builder.code(for: .supplementary, ElementKind("badge"))
        let count = generator.int(in: 1...3_000)
        let density = [0.0, 0.002, 0.05, 0.5, 1.0][Int(seed % 5)]
        var placements: [Int: PinnedPlacement] = [:]
        var later: [(slot: Int, placement: PinnedPlacement)] = []
        builder.beginSection(itemCount: 0)
        for slot in 0..<count {
            let frame = Rect(x: 0, y: Double(slot) * 10, width: 100, height: 10)
            let pinsHere = generator.chance(density) || (density > 0 && (slot == 0 || slot == count - 1))
            guard pinsHere else {
                builder.appendElement(kindCode: plain, frame: frame, item: slot)
                continue
            }
            let placement = PinnedPlacement(
                naturalFrame: frame, edge: generator.chance(0.5) ? .leading : .trailing,
                limit: generator.chance(0.5) ? frame.minY + Double(generator.int(in: 0...400)) : frame.maxY - Double(generator.int(in: 0...400)), axis: .vertical
            )
            placements[slot] = placement
            if generator.chance(0.5) {
                builder.appendElement(kindCode: header, frame: frame, item: slot, pin: placement)
            } else {
                builder.appendElement(kindCode: header, frame: frame, item: slot)
                later.append((slot, placement))
            }
        }
        for (slot, placement) in later { builder.pin(slot: slot, placement) }
        let prepared = try builder.build(contentSize: Size(width: 100, height: Double(count) * 10))
        #expect(prepared.hasPinnedElements == !placements.isEmpty)
        for _ in 0..<5 {
            let visible = Rect(x: 0, y: Double(generator.int(in: -100...(count * 10))), width: 100, height: 100)
            let rect = Rect(x: 0, y: Double(generator.int(in: -100...(count * 10))), width: 100, height: Double(generator.int(in: 1...2_000)))
            var expected: [Int32] = []
            for slot in 0..<count {
                let frame = placements[slot].map { $0.frame(in: visible) } ?? prepared.frames[slot]
                #expect(prepared.frame(ofSlot: slot, visibleBounds: visible) == frame, "seed \(seed), slot \(slot)")
                if placements[slot] == nil || frame.intersects(rect) { expected.append(Int32(slot)) }
            }
            var slots = (0..<count).map { Int32($0) }
            prepared.removePinnedElements(outside: rect, visibleBounds: visible, from: &slots, startingAt: 0)
            #expect(slots == expected, "seed \(seed)")
            var tail: [Int32] = [7, 7] + (0..<count).map { Int32($0) }
            prepared.removePinnedElements(outside: rect, visibleBounds: visible, from: &tail, startingAt: 2)
            #expect(tail == [7, 7] + expected, "seed \(seed): the slots before the start are kept as they are")
        }
    }

    /// Sticky cards keep no key: the stack gives each card its position as
    /// zIndex, in queries and in lookups alike.
    @Test("Sticky cards take their zIndex from their position among the cards")
    func stickyCardsZIndex() throws {
        let sections = [[120.0, 80], [], [200, 150, 90]]
        var configuration = StickyCardsLayout.Configuration()
        configuration.lineSpacing = -20
        let layout = StickyCardsLayout(configuration: configuration, sections: sections.map { .init(items: .list($0.map { Size(width: 0, height: $0) })) })
        let prepared = try layout.prepare(boundsSize: Size(width: 300, height: 400), index: .auto)
        let visible = Rect(x: 0, y: 150, width: 300, height: 400)
        var buffer = QueryBuffer()
        prepared.elements(in: Rect(x: 0, y: -1_000, width: 300, height: 10_000), visibleBounds: visible, into: &buffer)
        #expect(!buffer.attributes.isEmpty)
        for (slot, attributes) in zip(buffer.slots, buffer.attributes) {
            #expect(attributes.zIndex == Int(slot))
            #expect(prepared.key(ofSlot: Int(slot)).zIndex == slot)
        }
        #expect(prepared.attributesForItem(at: IndexPath(item: 2, section: 2))?.zIndex == 4)
        #expect(prepared.allElements().map(\.zIndex) == [0, 1, 2, 3, 4])
    }
}
