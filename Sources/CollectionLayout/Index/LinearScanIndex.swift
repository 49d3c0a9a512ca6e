/// The naive full scan: every frame is tested against the rect.
///
/// What UIKit's sample layouts and most open-source layouts do in
/// `layoutAttributesForElements(in:)`; the oracle every other strategy must match
/// exactly, and the baseline of every speedup the benchmarks report.
public struct LinearScanIndex: RectIndex {
    @usableFromInline let frames: [Rect]

    /// Creates the index over `frames` (shared, not copied).
    /// - Complexity: O(1)
    public init(frames: [Rect]) { self.frames = frames }

    /// Appends every slot whose frame intersects `rect`, in slot order.
    /// - Complexity: O(n): every frame is examined.
    @inlinable
    public func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        frames.withUnsafeBufferPointer { frames in
            for slot in frames.indices {
                probe.visit()
                if frames[slot].intersects(rect) { slots.append(Int32(truncatingIfNeeded: slot)) }
            }
        }
    }

    /// Zero: the scan needs nothing beyond the frames.
    public var indexBytes: Int { 0 }
}
