@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// A slot bitmap's select (`slot(ofRank:)`) inverts its rank
/// (`rankIfContained`), and its walk (`forEachSlot`) gives every slot of the
/// set in order with its rank, for sets built from slots and from ranges
/// (the implied trails' cells), across word boundaries.
@Suite("Slot bitmap: select, walk and the range build agree with the set")
struct SlotBitmapRankTests {
    @Test("Seeded random sets: select inverts rank, the walk lists the set, ranges build the same bitmap")
    func randomSets() {
        var generator = SeededGenerator(seed: 41)
        var compared = 0
        for _ in 0..<200 {
            let count = generator.int(in: 1...700)
            // Runs of consecutive slots with gaps, as the trails' cells come.
            var ranges: [Range<Int>] = [], start = generator.int(in: 0...20)
            while start < count {
                let end = Swift.min(count, start + generator.int(in: 1...130))
                ranges.append(start..<end)
                start = end + generator.int(in: 1...90)
            }
            let slots = ranges.flatMap { $0 }
            let fromSlots = SlotBitmap(slots: slots.map { Int32($0) }, count: count)
            let fromRanges = SlotBitmap(ranges: ranges, count: count)
            #expect(fromRanges.words.map(\.bits) == fromSlots.words.map(\.bits))
            #expect(fromRanges.words.map(\.rankBefore) == fromSlots.words.map(\.rankBefore))
            var walked: [(slot: Int, rank: Int)] = []
            fromRanges.forEachSlot { walked.append(($0, $1)) }
            #expect(walked.map(\.slot) == slots)
            #expect(walked.map(\.rank) == Array(slots.indices))
            for (rank, slot) in slots.enumerated() {
                #expect(fromRanges.slot(ofRank: rank) == slot, "rank \(rank) of \(count) slots")
                #expect(fromRanges.rankIfContained(slot) == rank)
                compared += 1
            }
        }
        #expect(compared > 10_000)
    }
}
