import CollectionLayout

extension BenchmarkStrategy {
    /// Every strategy the suite runs, in table and chart order: the engine's
    /// concrete index strategies, then the peers. A peer joins by one line
    /// here naming the `BenchmarkStrategy` its own file defines.
    public static let allCases: [BenchmarkStrategy] = IndexStrategy.concrete.map(BenchmarkStrategy.init(engine:)) + [
        .peerRTree, .peerSortedScan, .peerCppLoop, .peerCppLoopReused, .peerCppLoopUniform,
    ]
}
