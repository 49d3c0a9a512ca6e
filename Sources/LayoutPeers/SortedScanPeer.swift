import CLayoutPeers
import CollectionLayout

/// Peer `peer-sorted-scan`: frames sorted by main-axis start with the starts in
/// their own contiguous array; a query binary-searches the first start at or
/// past the rect's main-axis end and scans back by at most the longest
/// element's length. The twenty-line structure our indexes must beat.
public final class SortedScanPeer: RectQueryPeer {
    /// `peer-sorted-scan`.
    public static let strategyName = "peer-sorted-scan"

    /// The C++ arrays.
    private let scan: PeerHandle
    /// The number of frames indexed.
    public let count: Int

    /// Sorts `frames` by their start along `axis`.
    /// - Complexity: O(n log n)
    public init(frames: [Rect], axis: Axis) {
        let vertical: Int32 = axis == .vertical ? 1 : 0
        scan = PeerHandle(Self.strategyName, frames: frames, create: { layout_peer_sorted_scan_create($0, $1, vertical) }, free: layout_peer_sorted_scan_free)
        count = frames.count
    }

    /// Writes the slots whose frame intersects `rect` (see `RectQueryPeer`).
    /// - Complexity: O(log n + m), m the elements starting within the longest
    ///   element's length before the rect's main-axis end (O(n) with one giant element).
    public func slots(intersecting rect: Rect, into slots: UnsafeMutableBufferPointer<Int32>) -> Int {
        scan.slots(intersecting: rect, into: slots, layout_peer_sorted_scan_query)
    }
}
