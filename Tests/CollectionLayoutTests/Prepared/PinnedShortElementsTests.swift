import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// A rect query skips the pin check of the strip directory's top-level
/// candidates when no pinned element short enough to be among them meets the
/// rect (`PinTable.mayHoldPinned`): with pinned envelopes both long (in the
/// long levels) and short (in the top level, near the rect or far from it),
/// every query must still return exactly the elements whose frame for the
/// visible bounds meets the rect.
@Suite("Prepared layouts: pin check of short candidates")
struct PinnedShortElementsTests {
    @Test(arguments: 0..<12)
    func queriesMatchTheFramesWithShortAndLongPins(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 47_000 + seed)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 100, height: 100), strategy: .stripDirectory)
        let header = builder.code(for: .supplementary, .header, isPinned: true)
        let plain = builder.code(for: .supplementary, ElementKind("badge"))
        let count = generator.int(in: 500...4_000)
        // Some layouts get more short pins than the table keeps apart (4).
        let shortPins = [0, 1, 2, 5, 9][Int(seed % 5)]
        var placements: [Int: PinnedPlacement] = [:], shortNaturals: [Rect] = []
        var y = 0.0
        builder.beginSection(itemCount: count)
        for slot in 0..<count {
            let natural = Rect(x: 0, y: y, width: 100, height: 30)
            let pinsLong = slot % 97 == 0, pinsShort = slot % 97 == 50 && slot / 97 < shortPins
            if pinsLong || pinsShort {
                // A leading pin moves within natural.minY...limit - 30: its envelope, the stored frame.
                let limit = natural.maxY + (pinsLong ? Double(generator.int(in: 300...3_000)) : Double(generator.int(in: 0...10)))
                let placement = PinnedPlacement(naturalFrame: natural, edge: .leading, limit: limit, axis: .vertical)
                placements[slot] = placement
                if pinsShort { shortNaturals.append(natural) }
                builder.appendElement(kindCode: header, frame: Rect(x: 0, y: natural.minY, width: 100, height: limit - natural.minY), item: slot, pin: placement)
            } else {
                builder.appendElement(kindCode: plain, frame: natural, item: slot)
            }
            y += Double(generator.int(in: 5...40))
        }
        let prepared = try builder.build(contentSize: Size(width: 100, height: y + 30))
        // Random rects, and for each short pin a rect that meets its envelope
        // but, with the pin pushed down by the visible bounds, not its frame.
        var queries = (0..<60).map { _ in
            (Rect(x: 0, y: Double(generator.int(in: -100...Int(y))), width: 100, height: 100),
             Rect(x: Double(generator.int(in: -20...60)), y: Double(generator.int(in: -100...Int(y))), width: 50, height: Double(generator.int(in: 1...900))))
        }
        queries += shortNaturals.map { (Rect(x: 0, y: $0.minY + 8, width: 100, height: 100), Rect(x: 0, y: $0.minY - 100, width: 100, height: 103)) }
        var slots: [Int32] = []
        for (visible, rect) in queries {
            let expected = (0..<count).filter { prepared.frame(ofSlot: $0, visibleBounds: visible).intersects(rect) }.map { Int32($0) }
            prepared.slots(in: rect, visibleBounds: visible, into: &slots)
            #expect(slots.sorted() == expected, "seed \(seed), rect \(rect), visible \(visible)")
        }
        #expect(prepared.hasPinnedElements && placements.count >= 6)
    }
}
