import BenchmarkHarness
import CollectionLayout

extension BenchmarkOperation {
    /// `prepare`, index build included; reported per item. For a peer, its
    /// build (bulk load) from the prepared frames. Records the bytes a
    /// prepared layout keeps and its index's own bytes (`CaseResult`).
    public static let prepare = BenchmarkOperation(
        name: "prepare", unit: "item",
        prose: OperationProse(table: "prepare, per item, index build included", chart: "prepare (index build included), cost per item"),
        sampling: .batch(body: prepareBody, resultCount: { $0.prepared.elementCount }),
        mustNotAllocate: false, isPerItem: true, acceptsPeers: true,
        annotate: { result, inputs in
            guard let engine = inputs.benchmarkCase.strategy.engine else { return }
            let items = Double(Swift.max(inputs.benchmarkCase.items, 1))
            result.retainedBytesPerItem = retainedBytes(of: inputs.fixture.layout, strategy: engine) / items
            result.indexBytesPerItem = Double(inputs.prepared.indexBytes) / items
        }
    )

    /// `prepare` with the case's engine strategy, or the peer's build from the
    /// prepared frames, `iterations` times.
    @Sendable static func prepareBody(_ inputs: OperationInputs) -> (Int) -> Void {
        let layout = inputs.fixture.layout
        switch inputs.benchmarkCase.strategy.kind {
        case .engine(let strategy):
            return { iterations in
                for _ in 0..<iterations { blackHole(try? layout.prepare(boundsSize: CaseFixture.boundsSize, index: strategy)) }
            }
        case .peer(let build):
            let source = inputs.prepared
            return { iterations in
                for _ in 0..<iterations { blackHole(build(source)) }
            }
        }
    }

    /// Bytes a prepared layout keeps alive: jemalloc's live bytes of this
    /// thread after `prepare` minus before, with the result still held.
    static func retainedBytes(of layout: any CollectionLayout, strategy: IndexStrategy) -> Double {
        let before = Jemalloc.threadLiveBytes()
        let prepared = try? layout.prepare(boundsSize: CaseFixture.boundsSize, index: strategy)
        let after = Jemalloc.threadLiveBytes()
        withExtendedLifetime(prepared) {}
        return Double(after - before)
    }
}
