import CollectionLayout
import LayoutWorkloads
import Testing

/// A copy of the offset tree is a snapshot: its nodes are shared in chunks
/// and copied when either side writes, so updating one copy never changes
/// the other, and each stays equal to a tree built fresh from its own extents
/// (1,000 sections: the leaves span four chunks, the upper levels one).
@Suite("SectionOffsetTree: copies are snapshots")
struct SectionOffsetTreeSnapshotTests {
    @Test(arguments: [1 as UInt64, 2, 3])
    func updatesOnACopyLeaveTheOriginal(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let extents = (0..<1_000).map { _ in SectionOffsetTree.Extent(length: Double(generator.next() % 500)) }
        let original = SectionOffsetTree(extents)
        var copy = original, changed = extents
        for step in 0..<300 {
            let section = Int(generator.next() % 1_000)
            changed[section] = SectionOffsetTree.Extent(length: Double(generator.next() % 500), trailingOverhang: Double(step % 3))
            copy.setExtent(changed[section], of: section)
            if step % 50 == 0 { var again = copy; again.setExtent(.init(length: 1), of: 999) }
        }
        #expect(original == SectionOffsetTree(extents))
        #expect(copy == SectionOffsetTree(changed))
        let fresh = SectionOffsetTree(changed)
        #expect(stride(from: 0, through: 1_000, by: 97).allSatisfy { copy.offset(of: $0) == fresh.offset(of: $0) })
    }
}
