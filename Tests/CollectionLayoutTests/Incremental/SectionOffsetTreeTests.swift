import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The offset tree: offsets are sums of the lengths before a section, the
/// search finds the section a position falls in, and an updated tree equals a
/// fresh one bit for bit (the property incremental layout relies on).
@Suite("SectionOffsetTree")
struct SectionOffsetTreeTests {
    @Test("Offsets of a small tree, by hand")
    func handComputedOffsets() {
        let tree = SectionOffsetTree([10, 0, 5.5, 20].map { SectionOffsetTree.Extent(length: $0) })
        #expect((0...4).map { tree.offset(of: $0) } == [0, 10, 10, 15.5, 35.5])
        #expect(tree.totalLength == 35.5)
        var probe = NoProbe()
        // The last section starting at or before a position; the empty section 1 starts at 10 too.
        #expect(tree.lastSection(startingAtOrBefore: -3, probe: &probe) == 0)
        #expect(tree.lastSection(startingAtOrBefore: 9.99, probe: &probe) == 0)
        #expect(tree.lastSection(startingAtOrBefore: 10, probe: &probe) == 2)
        #expect(tree.lastSection(startingAtOrBefore: 15.5, probe: &probe) == 3)
        #expect(tree.lastSection(startingAtOrBefore: 1e9, probe: &probe) == 3)
    }

    @Test("An empty tree has length 0")
    func emptyTree() {
        let tree = SectionOffsetTree([])
        #expect(tree.count == 0 && tree.totalLength == 0 && tree.offset(of: 0) == 0)
    }

    @Test("Updated trees equal fresh trees bit for bit; the search agrees with the offsets", arguments: 0..<8)
    func updatesAreHistoryIndependent(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...300, using: &generator)
        // Lengths that round when added (thirds, tenths), so that summation order shows.
        func length(_ generator: inout SeededGenerator) -> Double {
            generator.chance(0.1) ? 0 : Double(Int.random(in: 1...100_000, using: &generator)) / Double(Int.random(in: 1...30, using: &generator))
        }
        var lengths = (0..<count).map { _ in length(&generator) }
        var tree = SectionOffsetTree(lengths.map { .init(length: $0) })
        for _ in 0..<400 {
            let section = Int.random(in: 0..<count, using: &generator)
            lengths[section] = length(&generator)
            tree.setExtent(.init(length: lengths[section]), of: section)
        }
        let fresh = SectionOffsetTree(lengths.map { .init(length: $0) })
        #expect(tree == fresh)
        var probe = NoProbe()
        for section in 0..<count {
            let offset = tree.offset(of: section)
            // Mathematically the sum of the lengths before; to the rounding of a different order.
            let sequential = lengths[..<section].reduce(0, +)
            #expect(Swift.abs(offset - sequential) <= 1e-9 * Swift.max(1, sequential))
            if lengths[section] > 0 {
                #expect(tree.lastSection(startingAtOrBefore: offset, probe: &probe) == section)
                #expect(tree.lastSection(startingAtOrBefore: offset + lengths[section] / 2, probe: &probe) == section)
            }
        }
    }

    @Test("Overhangs and negative lengths are tracked through updates")
    func overhangsAndNegativeLengths() {
        var tree = SectionOffsetTree([.init(length: 10, leadingOverhang: 3), .init(length: 10, trailingOverhang: 7), .init(length: 5)])
        #expect(tree.maximumLeadingOverhang == 3 && tree.maximumTrailingOverhang == 7 && tree.negativeLengthCount == 0)
        tree.setExtent(.init(length: -4), of: 0)
        #expect(tree.maximumLeadingOverhang == 0 && tree.negativeLengthCount == 1)
        #expect(tree.offset(of: 2) == 6 && tree.magnitude == 19)
        tree.setExtent(.init(length: 2), of: 0)
        #expect(tree.negativeLengthCount == 0)
    }

    @Test("Search visits O(log S) nodes")
    func searchIsLogarithmic() {
        let tree = SectionOffsetTree((0..<2_000).map { _ in .init(length: 500) })
        var probe = VisitCounter()
        #expect(tree.lastSection(startingAtOrBefore: 123_456, probe: &probe) == 246)
        #expect(probe.visits == 11)  // ⌈log2 2001⌉: one node per level
    }
}
