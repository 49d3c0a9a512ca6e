import BenchmarkHarness
import CollectionLayout

/// The frames of a scroll from the top of the content to the bottom: for each
/// frame, the visible bounds and the rect the collection view asks for (the
/// visible bounds plus the probe's prefetch margin).
///
/// The step is `minimumStep` points per frame, grown on long content so that
/// the sweep covers all of it in at most `maximumFrames` frames: a 10^6-item
/// grid is tens of millions of points long, and a realistic 20 pt step would
/// take millions of frames. Either way every part of the content is visited,
/// so the per-frame percentiles see the dense and the sparse regions alike.
public struct ScrollPath: Sendable {
    /// One frame of the scroll.
    public struct Frame: Sendable, Equatable {
        /// The visible bounds in this frame.
        public var visible: Rect
        /// The rect queried in this frame.
        public var query: Rect
    }

    /// The frames, in scroll order; the first shows the top of the content and
    /// the last its bottom.
    public var frames: [Frame]
    /// The distance between consecutive frames, in points.
    public var step: Double

    /// The scroll through `layout` seen through `probe`.
    /// - Precondition: `minimumStep > 0`, `maximumFrames >= 2`.
    /// - Complexity: O(frames)
    public init(through layout: PreparedLayout, probe: ViewportProbe, minimumStep: Double, maximumFrames: Int) {
        let axis = layout.scrollAxis
        let distance = Swift.max(0, layout.contentSize[axis] - probe.visibleSize[axis])
        let sweep = SweepOffsets(distance: distance, minimumStep: minimumStep, maximumFrames: maximumFrames)
        step = sweep.step
        frames = sweep.offsets.map { start in
            let visible = Rect(
                mainStart: start, mainLength: probe.visibleSize[axis], crossStart: 0,
                crossLength: probe.visibleSize[axis.cross], mainAxis: axis
            )
            return Frame(visible: visible, query: probe.queryRect(for: visible, axis: axis))
        }
    }
}
