import BenchmarkHarness
import CollectionLayout

/// How an operation is sampled, and how its timed bodies are built.
public enum OperationSampling: Sendable {
    /// Calibrated batches (`InterleavedSampler`): `body` runs the operation a
    /// given number of times on inputs built beforehand and consumes every
    /// result; `resultCount` is what one operation yields (elements
    /// prepared, elements a query returns...), checked against the linear
    /// scan's where the operation says so.
    case batch(
        body: @Sendable (OperationInputs) -> (Int) -> Void,
        resultCount: @Sendable (OperationInputs) -> Int
    )
    /// Frame by frame along a path (`ScrollSampler`), every variant of a
    /// case on the same path; the result count is the number of frames.
    case sweep(@Sendable (SweepInputs) -> FrameSweep)
}

/// What a case's body is built from: the case, its fixture (the layout, each
/// strategy prepared or built, the drivers), where queries look, and the
/// sampling plan.
public struct OperationInputs {
    /// The case.
    public var benchmarkCase: BenchmarkCase
    /// Its fixture.
    public var fixture: CaseFixture
    /// Where a viewport query looks and how big the viewport is.
    public var probe: ViewportProbe
    /// The sampling plan (scroll step and frame cap).
    public var plan: SamplingPlan

    /// The case's strategy as a slot index (the prepared layout or the peer).
    public var slotIndex: any SlotIndex { fixture.slotIndex(benchmarkCase.strategy) }

    /// The layout prepared with the case's engine strategy.
    /// - Precondition: the strategy is an engine strategy.
    public var prepared: PreparedLayout { fixture.prepared(benchmarkCase.strategy) }
}

/// What a sweep is built from: the variants of one case (every strategy) and
/// the inputs they share. The path is derived from `reference`, so every
/// variant sweeps the same frames.
public struct SweepInputs {
    /// The variants, in the order the sweep returns their samples.
    public var variants: [BenchmarkCase]
    /// Their fixture.
    public var fixture: CaseFixture
    /// The viewport.
    public var probe: ViewportProbe
    /// The sampling plan (scroll step and frame cap).
    public var plan: SamplingPlan

    /// The first variant's prepared layout, which the path is derived from.
    public var reference: PreparedLayout { fixture.prepared(variants[0].strategy) }
}

/// A sweep, built: the frames and one body per variant, behind closures so
/// the runner and the profiler need not know the frame type (a
/// `ScrollPath.Frame`, a carousel offset).
public struct FrameSweep {
    /// The frames in one sweep.
    public let frameCount: Int
    /// Times every variant frame by frame, interleaved (`ScrollSampler.sample`).
    let sample: () -> [[Double]]
    /// One untimed pass of variant `index` (for the allocation probe).
    let run: (Int) -> Void
    /// A body that plays variant `index`'s sweep in a loop, one frame per iteration (`ProfileLoop`).
    let loop: (Int) -> (Int) -> Void

    /// A sweep over `frames`, with a body per variant that is given a frame
    /// and the one before it.
    public init<Frame>(frames: [Frame], bodies: [(_ frame: Frame, _ previous: Frame) -> Void]) {
        frameCount = frames.count
        sample = { ScrollSampler.sample(frames, variants: bodies) }
        run = { ScrollSampler.run(frames, bodies[$0]) }
        loop = { ScrollSampler.loop(frames, bodies[$0]) }
    }
}
