import BenchmarkHarness
import CollectionLayout

extension BenchmarkOperation {
    /// `prepare-reused`, index build included, per item: each prepare writes
    /// into the storage of the one before it
    /// (`CollectionLayout.prepare(boundsSize:index:into:)`), UIKit's
    /// `invalidateLayout` then `prepare`: the same work as `prepare` without a
    /// fresh allocation's page faults. For the prepare peers the like-for-like
    /// loop: `peer-cpp-loop` (the `vs C++ loop` reference) writes into one
    /// buffer allocated beforehand, and `peer-cpp-loop-reused`, which would
    /// time that same loop again, does not run. Runs on the families whose
    /// prepare reuses storage (flow and waterfall); the result count is
    /// `prepare`'s.
    public static let prepareReused = BenchmarkOperation(
        name: "prepare-reused", unit: "item",
        prose: OperationProse(
            table: "prepare into the previous prepare's storage, per item, index build included",
            chart: "prepare into reused storage (index build included), cost per item"
        ),
        sampling: .batch(body: prepareReusedBody, resultCount: prepareResultCount),
        mustNotAllocate: false, comparesResultsWithLinear: true, isPerItem: true, layouts: reusingLayouts,
        preparePeers: .intoReusedStorage
    )

    /// The families whose prepare writes into reused storage.
    static let reusingLayouts = BenchmarkOperation.LayoutRequirement(lacks: "does not prepare into reused storage (flow and waterfall only)") {
        [.flow, .waterfall, .waterfallBackgrounds, .flowClosedForm].contains($0)
    }

    /// The case's engine strategy preparing into its own previous prepare
    /// (prepared once before the timed batches), or the prepare peer's loop
    /// into one buffer, `iterations` times.
    @Sendable static func prepareReusedBody(_ inputs: OperationInputs) -> (Int) -> Void {
        let layout = inputs.fixture.layout
        switch inputs.benchmarkCase.strategy.kind {
        case .engine(let strategy):
            var prepared = (try? layout.prepare(boundsSize: CaseFixture.boundsSize, index: strategy)) ?? .empty
            return { iterations in
                for _ in 0..<iterations { try? layout.prepare(boundsSize: CaseFixture.boundsSize, index: strategy, into: &prepared) }
                blackHole(prepared.elementCount)
            }
        case .preparePeer:
            return preparePeerBody(inputs, reusesStorage: true)
        case .peer:
            preconditionFailure("prepare-reused runs no rect-query peer (acceptsPeers is false)")
        }
    }
}
