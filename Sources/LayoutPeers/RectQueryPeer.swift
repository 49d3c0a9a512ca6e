import CollectionLayout

/// A rect-query structure written outside this project, run on the same frames
/// as our indexes so that the benchmark can say how ours compare with what an
/// engineer would otherwise use.
///
/// A peer returns exactly what `LinearScanIndex` returns: the slots whose frame
/// has a positive-area overlap with the rect (`Rect.intersects`), each once, in
/// an order of its own. Peers are immutable once built, so one may be queried
/// from several threads.
public protocol RectQueryPeer: AnyObject, Sendable {
    /// The benchmark strategy name (`peer-rtree`, `peer-sorted-scan`).
    static var strategyName: String { get }

    /// Builds the peer over `frames` (copied into the peer's own structure),
    /// sorting along `axis` where the peer sorts at all.
    init(frames: [Rect], axis: Axis)

    /// The number of frames the peer was built over: the most a query can find.
    var count: Int { get }

    /// Writes the slots of the frames that intersect `rect` to `slots`, at most
    /// `slots.count` of them, and returns how many intersect; a result above
    /// `slots.count` means the buffer was too small (a buffer of `count` never is).
    /// Performs no allocation.
    func slots(intersecting rect: Rect, into slots: UnsafeMutableBufferPointer<Int32>) -> Int
}

extension RectQueryPeer {
    /// The slots of the frames that intersect `rect`, in the peer's order.
    /// - Complexity: that of the peer's query, plus an allocation of `count` slots.
    public func slots(intersecting rect: Rect) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = slots(intersecting: rect, into: buffer)
        }
    }
}

/// The peers, by strategy name, in the order tables list them.
public let rectQueryPeers: [any RectQueryPeer.Type] = [RTreePeer.self, SortedScanPeer.self]
