import CollectionLayout
import LayoutPeers

/// A prepare peer ready to time, checked against our prepare once, outside
/// every timed region: how many of its frames equal the prepared layout's,
/// slot for slot. That count is the peer's result count, so a peer that
/// drifts from our frames by one bit shows a count the linear scan's prepare
/// does not have, and `--strict` fails the run.
public struct CheckedPreparePeer: Sendable {
    /// The peer, its inputs converted.
    public let peer: any PreparePeer
    /// The frames equal to `source`'s slot for slot when the peer writes as
    /// many frames as `source` has, else the peer's frame count (which then
    /// differs from `source`'s count).
    public let matchingFrames: Int

    /// Runs `peer` once and compares its frames and content height with `source`'s.
    /// - Complexity: O(n)
    public init(_ peer: any PreparePeer, against source: PreparedLayout) {
        self.peer = peer
        let (frames, height) = peer.frames()
        guard frames.count == source.elementCount else {
            matchingFrames = frames.count
            return
        }
        let sourceFrames = source.frames
        var matching = 0
        for slot in frames.indices where frames[slot] == sourceFrames[slot] { matching += 1 }
        // A wrong content height is a wrong prepare too: it counts as one frame off.
        matchingFrames = height == source.contentSize.height ? matching : matching - 1
    }
}
