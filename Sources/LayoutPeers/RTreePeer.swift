import CLayoutPeers
import CollectionLayout

/// Peer `peer-rtree`: Boost.Geometry's `rtree` with the R*-tree parameters
/// (`bgi::rstar<16>`: at most 16 values per node) bulk-loaded by its packing
/// constructor, the general-purpose 2-D index an engineer reaches for first.
///
/// Boost's `intersects` counts shared boundaries; the C++ side filters its
/// candidates with the strict test of `Rect.intersects`, so results are exact.
public final class RTreePeer: RectQueryPeer {
    /// `peer-rtree`.
    public static let strategyName = "peer-rtree"

    /// The C++ tree.
    private let tree: PeerHandle
    /// The number of frames indexed.
    public let count: Int

    /// Bulk-loads the tree over `frames`; `axis` is unused (an R-tree has no main axis).
    /// - Complexity: O(n log n) (Boost's packing sorts at each level).
    public init(frames: [Rect], axis: Axis) {
        tree = PeerHandle(Self.strategyName, frames: frames, create: layout_peer_rtree_create, free: layout_peer_rtree_free)
        count = frames.count
    }

    /// Writes the slots whose frame intersects `rect` (see `RectQueryPeer`).
    /// - Complexity: O(log n + k) expected on layout frames (R-tree descent), O(n) at worst.
    public func slots(intersecting rect: Rect, into slots: UnsafeMutableBufferPointer<Int32>) -> Int {
        tree.slots(intersecting: rect, into: slots, layout_peer_rtree_query)
    }
}
