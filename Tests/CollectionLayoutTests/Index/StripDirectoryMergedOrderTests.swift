@testable import CollectionLayout
import LayoutWorkloads
import Testing

/// The strip directory's parts built in one merged pass (`mergedParts`)
/// against the general build's scatter and sort (`startOrder`): the same
/// parts wherever it answers, and it gives up on starts that go back far
/// and often, so that its moves stay O(n).
@Suite("Strip directory start order merged in one pass")
struct StripDirectoryMergedOrderTests {
    /// Sections of a page: each a long background, then rows of cells whose
    /// starts may tie, then badges that go back to their cells' starts (as
    /// a compositional grid section's do), then sometimes a long element.
    static func page(sections: Int, seed: UInt64) -> [Rect] {
        var generator = SeededGenerator(seed: seed)
        var frames: [Rect] = [], top = 0.0
        for _ in 0..<sections {
            let rows = Int.random(in: 0...12, using: &generator), height = Double(Int.random(in: 1...4, using: &generator)) * 30
            frames.append(Rect(x: 0, y: top, width: 390, height: Double(rows) * height + 60))
            var cells: [Rect] = []
            for row in 0..<rows {
                for column in 0..<Int.random(in: 1...3, using: &generator) {
                    cells.append(Rect(x: Double(column) * 130, y: top + Double(row) * height, width: 120, height: height - 2))
                }
            }
            frames += cells
            if Bool.random(using: &generator) {
                frames += cells.map { Rect(x: $0.maxX - 20, y: $0.minY - Double(Int.random(in: 0...8, using: &generator)), width: 24, height: 24) }
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { frames.append(Rect(x: 0, y: top, width: 10, height: 5_000)) }
            top += Double(rows) * height + 60
        }
        return frames
    }

    /// The parts of `frames` (all slots) built in one merged pass, or
    /// `nil`, and by the general build's scatter and sort, with the threshold
    /// and strips the general build chooses.
    static func builds(_ frames: [Rect]) -> (merged: StripDirectoryIndex.Parts?, sorted: StripDirectoryIndex.Parts) {
        let (threshold, sampledStarts) = StripDirectoryIndex.longLengthThreshold(count: frames.count, axis: .vertical, depth: 0) { frames[$0] }
        return frames.withUnsafeBufferPointer { buffer in
            let extents = MainAxisExtents(frames: buffer, axis: .vertical)
            let merged = StripDirectoryIndex.mergedParts(extents: extents, slots: frames.indices, threshold: threshold, sampledStarts: sampledStarts)
            let sorted = StripDirectoryIndex.general(extents: extents, slots: frames.indices, threshold: threshold, sampledStarts: sampledStarts, merges: false)
            return (merged, sorted)
        }
    }

    /// Whether two builds' parts are the same.
    static func same(_ merged: StripDirectoryIndex.Parts, _ sorted: StripDirectoryIndex.Parts) -> Bool {
        merged.order == sorted.order && merged.directory == sorted.directory && merged.longSlots == sorted.longSlots
            && merged.top.count == sorted.top.count && merged.top.strips == sorted.top.strips && merged.top.origin == sorted.top.origin
            && merged.top.stripsPerPoint == sorted.top.stripsPerPoint && merged.top.maxLength == sorted.top.maxLength
    }

    @Test("Pages whose badges go back: the merged order is the sorted one", arguments: 1...40)
    func pagesWithBadges(seed: UInt64) {
        let frames = Self.page(sections: 200, seed: seed)
        let (merged, sorted) = Self.builds(frames)
        #expect(merged != nil, "starts that go back within a section stay within the moves allowed")
        #expect(merged.map { Self.same($0, sorted) } == true)
        #expect(!sorted.longSlots.isEmpty && !sorted.order.isEmpty, "long elements set apart, the order listed")
        // And the order is the short elements by (start, slot).
        let starts = sorted.order.map { frames[Int($0)].minY }
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("Random starts: the merged order is the sorted one, or none past the moves allowed; starts that go back past at most one element always merge", arguments: 1...20)
    func scrambled(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        // Odd seeds: a start goes back by less than the 3-point pitch, so past one element at most.
        let narrow = seed % 2 == 1
        let count = Int.random(in: 1...3_000, using: &generator), spread = Double(Int.random(in: narrow ? 0...2 : 1...400, using: &generator))
        let frames = (0..<count).map { slot in
            Rect(x: 0, y: Double(slot) * 3 + Double(Int.random(in: 0...Int(spread), using: &generator)), width: 10, height: Double(Int.random(in: 1...40, using: &generator)))
        }
        let (merged, sorted) = Self.builds(frames)
        if narrow { #expect(merged != nil, "seed \(seed): starts going back past one element at most") }
        if let merged { #expect(Self.same(merged, sorted)) }
    }

    @Test("Descending starts: each goes back past one element, the merged order is the sorted one")
    func descending() {
        let count = 20_000
        let frames = (0..<count).map { Rect(x: 0, y: Double(count - $0) * 10, width: 10, height: 9) }
        let (merged, sorted) = Self.builds(frames)
        #expect(merged != nil)
        #expect(merged.map { Self.same($0, sorted) } == true)
    }

    @Test("Two interleaved ascending sequences, each element going back past all the other's: it gives up")
    func interleavedGivesUp() {
        let count = 20_000
        let frames = (0..<count).map { Rect(x: 0, y: Double($0 / 2) * 10 + ($0 % 2 == 0 ? 1e6 : 0), width: 10, height: 9) }
        let (merged, sorted) = Self.builds(frames)
        #expect(merged == nil, "the moves exceed mergeWorkPerElement per element")
        #expect(sorted.order.count == count)
    }

    @Test("Long levels built from a gathered copy of the long frames are those built in place", arguments: 1...4)
    func gatheredLongLevels(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let frames = Self.page(sections: 3_000, seed: seed)
        // Every third slot or so, ascending, past the gathering limit.
        let slots = frames.indices.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.map { Int32($0) }
        #expect(slots.count >= StripDirectoryIndex.gatherLimit)
        let gathered = StripDirectoryIndex.longLevels(frames: frames, slots: slots, axis: .vertical, gathers: true)
        let inPlace = StripDirectoryIndex.longLevels(frames: frames, slots: slots, axis: .vertical, gathers: false)
        #expect(gathered.slots == inPlace.slots && gathered.frames == inPlace.frames && gathered.directory == inPlace.directory)
        #expect(gathered.levels.count == inPlace.levels.count)
        for (a, b) in zip(gathered.levels, inPlace.levels) {
            #expect(a.first == b.first && a.directoryStart == b.directoryStart && a.count == b.count && a.strips == b.strips)
            #expect(a.origin.bitPattern == b.origin.bitPattern && a.stripsPerPoint.bitPattern == b.stripsPerPoint.bitPattern && a.maxLength.bitPattern == b.maxLength.bitPattern)
        }
    }
}
