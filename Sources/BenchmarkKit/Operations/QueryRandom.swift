import BenchmarkHarness
import CollectionLayout
import LayoutWorkloads

extension BenchmarkOperation {
    /// Viewport queries at seeded random positions over the whole content
    /// (`RandomViewports`), answered as slots: each rect once per pass, in a
    /// shuffled order, so each query starts with cold caches, as a jump does
    /// (scrollToItem, a fling, a lookup far away). The result count is the
    /// slots of one whole pass.
    public static let queryRandom = BenchmarkOperation(
        name: "query-random", unit: "query",
        prose: OperationProse(
            table: "viewport queries at \(RandomViewports.count) seeded random positions (\(ViewportProbe.phone.summary)), each once per pass (cold caches), slots only (the index); results = slots of one pass",
            chart: "viewport queries at random positions (cold), slots only (the index), cost per query"
        ),
        sampling: .batch(
            body: { OperationBodies.slots(of: $0, rects: RandomViewports(for: $0).frames) },
            resultCount: { OperationBodies.slotCount($0.slotIndex, rects: RandomViewports(for: $0).frames) }
        ),
        countColumn: "results", comparesResultsWithLinear: true, acceptsPeers: true
    )

    /// `query-random` answered as `LayoutAttributes` through the
    /// caller-owned buffer.
    public static let queryRandomAttributes = BenchmarkOperation(
        name: "query-random-attributes", unit: "query",
        prose: OperationProse(
            table: "viewport queries at \(RandomViewports.count) seeded random positions (\(ViewportProbe.phone.summary)), each once per pass (cold caches), LayoutAttributes into a reused buffer; results = elements of one pass",
            chart: "viewport queries at random positions (cold), with LayoutAttributes, cost per query"
        ),
        sampling: .batch(
            body: { OperationBodies.attributes(of: $0.prepared, rects: RandomViewports(for: $0).frames) },
            resultCount: { OperationBodies.slotCount($0.slotIndex, rects: RandomViewports(for: $0).frames) }
        ),
        countColumn: "results", comparesResultsWithLinear: true
    )
}

/// A fixed set of viewports spread over the whole content, in a seeded
/// random order: each visible rect the probe's size at a uniformly drawn
/// offset along the scroll axis, queried with the probe's prefetch margin.
/// The same seed and content give the same rects for every strategy.
struct RandomViewports {
    /// How many rects a pass queries: enough that at 10^6 items one pass
    /// touches far more of the index than a cache holds.
    static let count = 1_024

    /// The rects, in query order.
    let frames: [ScrollPath.Frame]

    /// The viewports of `layout` drawn from `seed`.
    /// - Complexity: O(count)
    init(_ layout: PreparedLayout, probe: ViewportProbe, seed: UInt64) {
        let axis = layout.scrollAxis
        let length = probe.visibleSize[axis]
        let travel = Swift.max(0, layout.contentSize[axis] - length)
        var generator = SeededGenerator(seed: seed ^ 0x7261_6E64_6F6D_7669)
        frames = (0..<Self.count).map { _ in
            probe.frame(mainStart: travel > 0 ? Double.random(in: 0...travel, using: &generator) : 0, in: layout)
        }
    }

    /// The viewports of a case: its prepared layout, probe and seed.
    init(for inputs: OperationInputs) {
        self.init(inputs.prepared, probe: inputs.probe, seed: inputs.benchmarkCase.seed)
    }
}
