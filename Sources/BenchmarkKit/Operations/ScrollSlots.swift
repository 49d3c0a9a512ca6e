import BenchmarkHarness
import CollectionLayout

extension BenchmarkOperation {
    /// Slot queries along a scroll (`ScrollStretch`): consecutive viewports
    /// the plan's scroll step apart (20 pt, a brisk flick at 60 Hz) through
    /// the middle of the content, queried in scroll order, each once per pass
    /// and answered as slots. Each query overlaps the one before, so caches
    /// are warm, as while a user scrolls; unlike `scroll`, the step is never
    /// grown on long content and peers run it too. The result count is the
    /// slots of one whole pass.
    public static let scrollSlots = BenchmarkOperation(
        name: "scroll-slots", unit: "query",
        prose: OperationProse(
            table: "viewport queries along a scroll through the middle of the content (\(ViewportProbe.phone.summary), consecutive viewports 20 pt apart, as many as a scroll sweep's frames, in order: warm caches), slots only (the index); results = slots of one pass",
            chart: "viewport queries along a scroll (warm), slots only (the index), cost per query"
        ),
        sampling: .batch(
            body: { OperationBodies.slots(of: $0, rects: ScrollStretch(for: $0).frames) },
            resultCount: { OperationBodies.slotCount($0.slotIndex, rects: ScrollStretch(for: $0).frames) }
        ),
        countColumn: "results", comparesResultsWithLinear: true, acceptsPeers: true
    )
}

/// A stretch of a scroll through the middle of the content: consecutive
/// viewports `step` points apart, as many as fit in the content up to
/// `maximumFrames`, centred on the middle and kept inside the content. The
/// same content gives the same rects for every strategy.
struct ScrollStretch {
    /// The rects, in scroll order.
    let frames: [ScrollPath.Frame]

    /// The stretch through `layout` seen through `probe`.
    /// - Precondition: `step > 0`, `maximumFrames >= 1`.
    /// - Complexity: O(frames)
    init(_ layout: PreparedLayout, probe: ViewportProbe, step: Double, maximumFrames: Int) {
        precondition(step > 0 && maximumFrames >= 1, "a positive step and at least one frame")
        let axis = layout.scrollAxis
        let length = probe.visibleSize[axis]
        let travel = Swift.max(0, layout.contentSize[axis] - length)
        let count = Swift.min(maximumFrames, Int((travel / step).rounded(.down)) + 1)
        let span = Double(count - 1) * step
        let first = (travel - span) / 2
        frames = (0..<count).map { probe.frame(mainStart: first + Double($0) * step, in: layout) }
    }

    /// The stretch of a case: its prepared layout, probe, and the plan's
    /// scroll step and frame cap.
    init(for inputs: OperationInputs) {
        self.init(inputs.prepared, probe: inputs.probe, step: inputs.plan.scrollStep, maximumFrames: inputs.plan.maximumScrollFrames)
    }
}
