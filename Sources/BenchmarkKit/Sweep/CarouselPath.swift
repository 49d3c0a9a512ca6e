import BenchmarkHarness
import CollectionLayout

/// The frames of a sideways sweep through one carousel (an orthogonal
/// section), what `carousel-scroll` times: the page held still with the
/// carousel in the middle of the screen, the carousel's scroll offset going
/// from 0 (its leading end) to its largest (its trailing end).
///
/// The carousel is the middle one of the layout's orthogonal sections, in
/// section order. The step is `minimumStep` points per frame, grown on a long
/// carousel so that the sweep takes at most `maximumFrames` frames, as for
/// `ScrollPath`. A layout without carousels, or a carousel that does not
/// overflow its window, gives a path of one frame at offset 0.
public struct CarouselPath: Sendable {
    /// The section swept, or `nil` when the layout has no orthogonal section.
    public var section: Int?
    /// The visible bounds, the same in every frame.
    public var visible: Rect
    /// The rect queried in every frame: the visible bounds plus the probe's prefetch.
    public var query: Rect
    /// The carousel's scroll offset in each frame, in sweep order.
    public var offsets: [Double]
    /// The distance between consecutive offsets, in points.
    public var step: Double

    /// The sweep through the middle carousel of `layout`, seen through `probe`.
    /// - Precondition: `minimumStep > 0`, `maximumFrames >= 2`.
    /// - Complexity: O(S + elements of the carousel + frames) for S sections.
    public init(through layout: PreparedLayout, probe: ViewportProbe, minimumStep: Double, maximumFrames: Int) {
        let axis = layout.scrollAxis
        let carousels = layout.orthogonalSectionIndices
        let length = probe.visibleSize[axis]
        var start = 0.0, maximumOffset = 0.0
        if !carousels.isEmpty, let declaration = layout.orthogonalSection(carousels[carousels.count / 2]) {
            var low = Double.infinity, high = -Double.infinity
            for slot in declaration.slots {
                let frame = layout.frame(ofSlot: slot, visibleBounds: layout.defaultVisibleBounds)
                low = Swift.min(low, frame.min(axis))
                high = Swift.max(high, frame.max(axis))
            }
            let middle = declaration.slots.isEmpty ? 0 : (low + high) / 2
            start = Swift.min(Swift.max(0, middle - length / 2), Swift.max(0, layout.contentSize[axis] - length))
            maximumOffset = declaration.maximumOffset
            section = declaration.section
        } else {
            section = nil
        }
        visible = Rect(mainStart: start, mainLength: length, crossStart: 0, crossLength: probe.visibleSize[axis.cross], mainAxis: axis)
        query = probe.queryRect(for: visible, axis: axis)
        let sweep = SweepOffsets(distance: maximumOffset, minimumStep: minimumStep, maximumFrames: maximumFrames)
        step = sweep.step
        offsets = sweep.offsets
    }
}
