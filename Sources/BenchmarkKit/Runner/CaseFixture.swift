import BenchmarkHarness
import CollectionLayout
import LayoutPeers
import LayoutWorkloads

/// The inputs shared by every case of one layout, workload, item count and
/// seed: the layout, and one prepared layout per index strategy (identical
/// frames, different indexes). Built once, outside every timed region.
public struct CaseFixture {
    /// What identifies a fixture.
    public struct Key: Hashable, Sendable {
        /// The layout.
        public var layout: LayoutFamily
        /// The workload.
        public var workload: Workload
        /// The item count.
        public var items: Int
        /// The seed.
        public var seed: UInt64

        /// The fixture key of `benchmarkCase`.
        public init(_ benchmarkCase: BenchmarkCase) {
            layout = benchmarkCase.layout
            workload = benchmarkCase.workload
            items = benchmarkCase.items
            seed = benchmarkCase.seed
        }
    }

    /// The bounds every layout is prepared for: an iPhone's screen.
    public static let boundsSize = Workload.phoneBounds

    /// The layout.
    public let layout: any CollectionLayout
    /// The layout prepared with each engine strategy the cases need.
    public let preparedByEngine: [IndexStrategy: PreparedLayout]
    /// Each peer the cases need, built from the prepared frames.
    public let peers: [BenchmarkStrategy: any SlotIndex]
    /// Each prepare peer the cases need, its inputs converted.
    public let preparePeers: [BenchmarkStrategy: CheckedPreparePeer]
    /// The prepared layout the peers are built from and the prepare peers
    /// are checked against (the same frames as every other).
    public let peerSource: PreparedLayout?
    /// The collection-view driver with each strategy the driver cases need.
    public let drivers: [BenchmarkStrategy: DriverFixture]

    /// Builds the layout, prepares it with each engine strategy of
    /// `strategies`, builds each peer that runs on the layout from the
    /// prepared frames, and builds a driver with each of `driverStrategies`.
    /// - Throws: `LayoutError` if the workload cannot be laid out.
    /// - Complexity: O(items) per strategy (O(items log items) for an index that sorts).
    public init(_ key: Key, strategies: [BenchmarkStrategy], driverStrategies: [BenchmarkStrategy] = []) throws(LayoutError) {
        layout = key.layout.makeLayout(workload: key.workload, items: key.items, seed: key.seed)
        var prepared: [IndexStrategy: PreparedLayout] = [:]
        for strategy in strategies.compactMap(\.engine) where prepared[strategy] == nil {
            prepared[strategy] = try layout.prepare(boundsSize: Self.boundsSize, index: strategy)
        }
        var peers: [BenchmarkStrategy: any SlotIndex] = [:]
        var preparePeers: [BenchmarkStrategy: CheckedPreparePeer] = [:]
        var source: PreparedLayout?
        // The prepare peers differ only in how a prepare runs (`reusesStorage`); all make
        // their peer with `makePreparePeer`, so it is made and checked once per fixture.
        var checkedPreparePeer: CheckedPreparePeer?
        for strategy in strategies where strategy.isPeer && strategy.runs(on: key.layout) && peers[strategy] == nil && preparePeers[strategy] == nil {
            if source == nil { source = prepared[.linear] }
            if source == nil { source = try layout.prepare(boundsSize: Self.boundsSize, index: .linear) }
            switch strategy.kind {
            case .engine: continue
            case .peer(let build): peers[strategy] = build(source!)
            case .preparePeer(let make, _):
                // A layout the peer does not model has no case (its layout requirement refuses the name).
                if checkedPreparePeer == nil {
                    guard let peer = make(layout) else { continue }
                    checkedPreparePeer = CheckedPreparePeer(peer, against: source!)
                }
                preparePeers[strategy] = checkedPreparePeer
            }
        }
        preparedByEngine = prepared
        self.peers = peers
        self.preparePeers = preparePeers
        peerSource = source
        var drivers: [BenchmarkStrategy: DriverFixture] = [:]
        for strategy in driverStrategies where drivers[strategy] == nil {
            guard let engine = strategy.engine else { continue }
            drivers[strategy] = try DriverFixture(key, strategy: engine)
        }
        self.drivers = drivers
    }

    /// The layout prepared with `strategy`; for a peer, the prepared layout it was built from.
    /// - Precondition: the fixture was built with `strategy`.
    public func prepared(_ strategy: BenchmarkStrategy) -> PreparedLayout {
        guard let engine = strategy.engine else { return peerSource! }
        return preparedByEngine[engine]!
    }

    /// `strategy` as a slot index: the prepared layout, or the peer.
    /// - Precondition: the fixture was built with `strategy`, not a prepare peer.
    public func slotIndex(_ strategy: BenchmarkStrategy) -> any SlotIndex {
        strategy.isPeer ? peers[strategy]! : prepared(strategy)
    }
}
