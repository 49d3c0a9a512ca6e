import BenchmarkHarness
import CollectionLayout

extension BenchmarkOperation {
    /// A scroll from the top of the content to the bottom (`ScrollPath`):
    /// per frame, the bounds-change check and the query for the visible rect
    /// plus prefetch (attributes, buffer API). Each sample is one frame.
    public static let scroll = BenchmarkOperation(
        name: "scroll", unit: "frame",
        prose: OperationProse(
            table: "scroll from top to bottom, per frame (bounds-change check + query with attributes)",
            chart: "scroll from top to bottom, cost per frame"
        ),
        sampling: .sweep { inputs in
            let plan = inputs.plan
            let path = ScrollPath(through: inputs.reference, probe: inputs.probe, minimumStep: plan.scrollStep, maximumFrames: plan.maximumScrollFrames)
            let bodies = inputs.variants.map { OperationBodies.scrollFrame(inputs.fixture.layout, inputs.fixture.prepared($0.strategy)) }
            return FrameSweep(frames: path.frames, bodies: bodies)
        }
    )

    /// A sideways sweep of one carousel (orthogonal section) from its
    /// leading end to its trailing end, the page itself still
    /// (`CarouselPath`): per frame, the section's scroll offset set and the
    /// query for the visible rect plus prefetch (attributes, buffer API).
    /// Each sample is one frame. Only for layouts with carousels.
    public static let carouselScroll = BenchmarkOperation(
        name: "carousel-scroll", unit: "frame",
        prose: OperationProse(
            table: "the middle carousel swept sideways from end to end, the page still, per frame (orthogonal offset set + query with attributes)",
            chart: "the middle carousel swept sideways, cost per frame"
        ),
        sampling: .sweep { inputs in
            let plan = inputs.plan
            let path = CarouselPath(through: inputs.reference, probe: inputs.probe, minimumStep: plan.scrollStep, maximumFrames: plan.maximumScrollFrames)
            let bodies = inputs.variants.map { OperationBodies.carouselFrame(inputs.fixture.prepared($0.strategy), path: path) }
            return FrameSweep(frames: path.offsets, bodies: bodies)
        },
        layouts: LayoutRequirement(lacks: "has no carousel", runs: \.hasCarousels)
    )
}
