import BenchmarkHarness
import CollectionLayout

extension BenchmarkOperation {
    /// One viewport query at a position (top, middle, bottom) answered as
    /// slots: the index alone. The same rect every time, so caches are warm.
    public static let querySlots = BenchmarkOperation(
        name: "query-slots", unit: "query",
        prose: OperationProse(
            table: "one viewport query (\(ViewportProbe.phone.summary)), slots only (the index)",
            chart: { "viewport query at the \($0?.rawValue ?? "-"), slots only (the index), cost per query" }
        ),
        sampling: .batch(
            body: { inputs in
                let frame = inputs.probe.frame(at: inputs.benchmarkCase.position!, in: inputs.prepared)
                return OperationBodies.slots(of: inputs, rects: [frame])
            },
            resultCount: viewportResultCount
        ),
        isPositioned: true, countColumn: "results", comparesResultsWithLinear: true, acceptsPeers: true
    )

    /// One viewport query at a position answered as `LayoutAttributes`
    /// through the caller-owned buffer: the index plus materialising each
    /// result, what UIKit's `layoutAttributesForElements(in:)` costs. Warm.
    public static let queryAttributes = BenchmarkOperation(
        name: "query-attributes", unit: "query",
        prose: OperationProse(
            table: "one viewport query (\(ViewportProbe.phone.summary)), LayoutAttributes into a reused buffer",
            chart: { "viewport query at the \($0?.rawValue ?? "-"), with LayoutAttributes, cost per query" }
        ),
        sampling: .batch(
            body: { inputs in
                let frame = inputs.probe.frame(at: inputs.benchmarkCase.position!, in: inputs.prepared)
                return OperationBodies.attributes(of: inputs.prepared, rects: [frame])
            },
            resultCount: viewportResultCount
        ),
        isPositioned: true, countColumn: "results", comparesResultsWithLinear: true
    )

    /// The slots the case's viewport query returns.
    @Sendable static func viewportResultCount(_ inputs: OperationInputs) -> Int {
        let frame = inputs.probe.frame(at: inputs.benchmarkCase.position!, in: inputs.prepared)
        return OperationBodies.slotCount(inputs.slotIndex, rects: [frame])
    }
}
