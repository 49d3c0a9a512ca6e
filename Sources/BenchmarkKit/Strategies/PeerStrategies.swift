import CollectionLayout
import LayoutPeers

extension BenchmarkStrategy {
    /// The layouts a peer answers exactly: every one whose query is "the stored
    /// frames that intersect, pinned elements re-tested" (`PeerSlotIndex`).
    /// Sticky cards are not: the engine places the pinned stack and hides
    /// covered cards, which no index over stored frames knows of.
    static let peerLayouts = BenchmarkOperation.LayoutRequirement(lacks: "the layout places a pinned card stack at query time, which no index over stored frames knows of") { $0 != .stickyCards }

    /// `peer-rtree`: Boost.Geometry's R*-tree (`bgi::rstar<16>`, packing bulk
    /// load) over the prepared frames (`RTreePeer`); every other strategy is
    /// compared with it (`vs rtree`), the general-purpose index to beat.
    public static let peerRTree = BenchmarkStrategy(
        name: RTreePeer.strategyName, kind: .peer(build: { PeerSlotIndex<RTreePeer>($0) }), referenceLabel: "rtree", layouts: peerLayouts
    )

    /// `peer-sorted-scan`: the frames sorted by main-axis start, a binary
    /// search and a scan bounded by the longest element (`SortedScanPeer`).
    public static let peerSortedScan = BenchmarkStrategy(
        name: SortedScanPeer.strategyName, kind: .peer(build: { PeerSlotIndex<SortedScanPeer>($0) }), layouts: peerLayouts
    )
}
