import CollectionLayout
import LayoutPeers

/// A C++ peer as a benchmark strategy's slot index: the peer answers over the
/// prepared layout's stored frames, then pinned elements are re-tested at
/// their real frame for the visible bounds, exactly as the engine does after
/// its own index (a pinned element is stored as its pin envelope, which
/// contains every place it can be); so a peer returns what the linear scan
/// returns, and `--strict` checks it. Orthogonal sections are taken at their
/// stored place (scroll offset 0): the operations peers run never scroll them.
///
/// The peer writes into a scratch buffer of its own (room for every element),
/// copied into the caller's slots: a memcpy of the k results, which the
/// engine's indexes, appending in place, do not pay.
final class PeerSlotIndex<Peer: RectQueryPeer>: SlotIndex {
    /// The peer, built from the frames.
    let peer: Peer
    /// Where the peer writes its results.
    private let found: UnsafeMutableBufferPointer<Int32>
    /// The prepared layout whose pinned elements are re-tested, or `nil` when
    /// it has none (the common case: no per-result test at all).
    private let pinnedSource: PreparedLayout?

    /// Builds `Peer` over `source`'s frames along its scroll axis (the timed
    /// bulk load of the `prepare` operation); cells in closed form are
    /// materialised first, in the slot order the engine numbers them, and
    /// that O(n) is part of the timed build.
    /// - Complexity: that of the peer's build.
    init(_ source: PreparedLayout) {
        peer = Peer(frames: source.materializedFrames(), axis: source.scrollAxis)
        found = .allocate(capacity: Swift.max(1, source.elementCount))
        pinnedSource = source.hasPinnedElements ? source : nil
    }

    deinit { found.deallocate() }

    /// Replaces `slots` with the peer's slots for `rect`, pinned elements kept
    /// only if their frame for `visibleBounds` intersects `rect`.
    /// - Complexity: the peer's query, plus O(k).
    func slots(in rect: Rect, visibleBounds: Rect, into slots: inout [Int32]) {
        let count = peer.slots(intersecting: rect, into: found)
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: UnsafeBufferPointer(rebasing: found[0..<count]))
        pinnedSource?.removePinnedElements(outside: rect, visibleBounds: visibleBounds, from: &slots, startingAt: 0)
    }
}
