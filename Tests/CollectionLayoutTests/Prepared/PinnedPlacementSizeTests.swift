import CollectionLayout
import Testing

/// A prepared layout keeps a `PinnedPlacement` per pinned element (a
/// calendar of 10^6 meetings, 132,000 of them): its fields are ordered so
/// that it takes 56 bytes, not the 72 of its declaration order before.
@Suite("Pinned placements: 56 bytes each")
struct PinnedPlacementSizeTests {
    @Test func stride() {
        #expect(MemoryLayout<PinnedPlacement>.stride == 56)
    }
}
