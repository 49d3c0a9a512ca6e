import BenchmarkHarness
import CollectionLayout

extension BenchmarkOperation {
    /// `prepare`, index build included; reported per item. For a peer, its
    /// build (bulk load) from the prepared frames; for a prepare peer, its
    /// loop computing the frames. Records the bytes a prepared layout (or the
    /// prepare peer's frames) keeps and its index's own bytes (`CaseResult`).
    /// The result count is the elements prepared; a prepare peer's is its
    /// frames equal to ours (`CheckedPreparePeer`), so `--strict` fails one
    /// that is not exact.
    public static let prepare = BenchmarkOperation(
        name: "prepare", unit: "item",
        prose: OperationProse(table: "prepare, per item, index build included", chart: "prepare (index build included), cost per item"),
        sampling: .batch(body: prepareBody, resultCount: prepareResultCount),
        mustNotAllocate: false, comparesResultsWithLinear: true, isPerItem: true, acceptsPeers: true, preparePeers: .each,
        annotate: { result, inputs in
            let items = Double(Swift.max(inputs.benchmarkCase.items, 1))
            if let peer = inputs.fixture.preparePeers[inputs.benchmarkCase.strategy]?.peer {
                result.retainedBytesPerItem = retainedBytes { peer.frames() } / items
                result.indexBytesPerItem = 0
            }
            guard let engine = inputs.benchmarkCase.strategy.engine else { return }
            result.retainedBytesPerItem = retainedBytes { try? inputs.fixture.layout.prepare(boundsSize: CaseFixture.boundsSize, index: engine) } / items
            result.indexBytesPerItem = Double(inputs.prepared.indexBytes) / items
        }
    )

    /// `prepare` with the case's engine strategy, the peer's build from the
    /// prepared frames, or the prepare peer's loop, `iterations` times.
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
        case .preparePeer(_, let reusesStorage):
            return preparePeerBody(inputs, reusesStorage: reusesStorage)
        }
    }

    /// The case's prepare peer's loop, `iterations` times: into a new array
    /// each time, or into one buffer allocated beforehand when `reusesStorage`.
    static func preparePeerBody(_ inputs: OperationInputs, reusesStorage: Bool) -> (Int) -> Void {
        let peer = inputs.fixture.preparePeers[inputs.benchmarkCase.strategy]!.peer
        guard reusesStorage else {
            return { iterations in
                for _ in 0..<iterations { blackHole(peer.frames()) }
            }
        }
        var storage = [Rect](repeating: .zero, count: peer.elementCount)
        return { iterations in
            for _ in 0..<iterations { blackHole(storage.withUnsafeMutableBufferPointer { peer.frames(into: $0) }) }
        }
    }

    /// The elements one prepare yields; for a prepare peer, its frames equal to ours.
    @Sendable static func prepareResultCount(_ inputs: OperationInputs) -> Int {
        inputs.fixture.preparePeers[inputs.benchmarkCase.strategy]?.matchingFrames ?? inputs.prepared.elementCount
    }

    /// Bytes `make` keeps alive: jemalloc's live bytes of this thread after
    /// it minus before, with its result still held.
    static func retainedBytes<Value>(of make: () -> Value) -> Double {
        let before = Jemalloc.threadLiveBytes()
        let value = make()
        let after = Jemalloc.threadLiveBytes()
        withExtendedLifetime(value) {}
        return Double(after - before)
    }
}
