import CLayoutPeers
import CollectionLayout

/// A C++ peer structure owned from Swift: built once from frames, queried
/// through its C function, freed with the owner.
final class PeerHandle: @unchecked Sendable {
    /// A peer's C query: the handle, the rect's `x, y, width, height`, the
    /// output buffer and its capacity; returns how many slots intersect.
    typealias Query = (OpaquePointer?, Double, Double, Double, Double, UnsafeMutablePointer<Int32>?, Int64) -> Int64

    /// The C++ structure; immutable after `init`, so concurrent queries are safe.
    let pointer: OpaquePointer
    /// Its C free function.
    private let free: (OpaquePointer?) -> Void

    /// Builds the structure over `frames` with `create` (given the frames as
    /// doubles and their count); `name` is for the out-of-memory message.
    /// - Complexity: that of `create`.
    init(_ name: String, frames: [Rect], create: (UnsafePointer<Double>?, Int64) -> OpaquePointer?, free: @escaping (OpaquePointer?) -> Void) {
        guard let pointer = PeerFrames.withDoubles(frames, create) else {
            fatalError("\(name): out of memory building over \(frames.count) frames")
        }
        self.pointer = pointer
        self.free = free
    }

    deinit { free(pointer) }

    /// Runs `query` for `rect` into `slots` (see `RectQueryPeer`).
    /// - Complexity: that of `query`.
    @inline(__always)
    func slots(intersecting rect: Rect, into slots: UnsafeMutableBufferPointer<Int32>, _ query: Query) -> Int {
        Int(query(pointer, rect.minX, rect.minY, rect.width, rect.height, slots.baseAddress, Int64(slots.count)))
    }
}
