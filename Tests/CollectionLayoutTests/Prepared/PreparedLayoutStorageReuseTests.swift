@testable import CollectionLayout
import LayoutWorkloads
import Testing

/// A prepare into a previous prepare's storage writes into the same buffers:
/// the frames, the stored keys, both key bitmaps and the section table keep
/// their addresses when the layout is prepared again (of the same size, or
/// smaller), and a buffer still shared with a kept copy is not written.
@Suite("PreparedLayout: the storage a reused prepare writes into")
struct PreparedLayoutStorageReuseTests {
    static let bounds = Workload.phoneBounds

    /// The base addresses of the buffers a reused prepare keeps.
    static func addresses(_ prepared: PreparedLayout) -> [UnsafeRawPointer?] {
        func base<Element>(_ array: [Element]) -> UnsafeRawPointer? { array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        return [
            base(prepared.frames), base(prepared.keyTable.storedKeys), base(prepared.keyTable.runs),
            base(prepared.keyTable.storedSlots.words), base(prepared.keyTable.runStarts.words), base(prepared.sectionSlots),
        ]
    }

    @Test("Flow and waterfall write into the previous buffers", arguments: IndexStrategy.concrete)
    func sameBuffers(strategy: IndexStrategy) throws {
        let large: [any CollectionLayout] = [Workload.grid.flowLayout(items: 20_000, seed: 1), Workload.photos.waterfallLayout(items: 20_000, seed: 1)]
        let small: [any CollectionLayout] = [Workload.grid.flowLayout(items: 3_000, seed: 1), Workload.photos.waterfallLayout(items: 3_000, seed: 1)]
        for (large, small) in zip(large, small) {
            var prepared = try large.prepare(boundsSize: Self.bounds, index: strategy)
            let before = Self.addresses(prepared)
            #expect(before.allSatisfy { $0 != nil })
            try large.prepare(boundsSize: Self.bounds, index: strategy, into: &prepared)
            #expect(Self.addresses(prepared) == before, "\(type(of: large)) again")
            try small.prepare(boundsSize: Self.bounds, index: strategy, into: &prepared)
            #expect(Self.addresses(prepared) == before, "\(type(of: small)) smaller")
        }
    }

    @Test("A buffer shared with a kept copy is copied, not written")
    func keptCopyIsNotWritten() throws {
        let layout = Workload.grid.flowLayout(items: 5_000, seed: 1)
        var prepared = try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory)
        let kept = prepared
        try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory, into: &prepared)
        #expect(Self.addresses(prepared)[0] != Self.addresses(kept)[0])
        #expect(prepared.frames == kept.frames)
    }
}
