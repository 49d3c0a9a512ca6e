import BenchmarkHarness
import CollectionLayout
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
    /// The layout prepared with each strategy the cases need.
    public let prepared: [IndexStrategy: PreparedLayout]
    /// The collection-view driver with each strategy the driver cases need.
    public let drivers: [IndexStrategy: DriverFixture]

    /// Builds the layout and prepares it with `strategies`, and builds a
    /// driver with each of `driverStrategies`.
    /// - Throws: `LayoutError` if the workload cannot be laid out.
    /// - Complexity: O(items) per strategy (O(items log items) for an index that sorts).
    public init(_ key: Key, strategies: [IndexStrategy], driverStrategies: [IndexStrategy] = []) throws(LayoutError) {
        layout = key.layout.makeLayout(workload: key.workload, items: key.items, seed: key.seed)
        var prepared: [IndexStrategy: PreparedLayout] = [:]
        for strategy in strategies where prepared[strategy] == nil {
            prepared[strategy] = try layout.prepare(boundsSize: Self.boundsSize, index: strategy)
        }
        self.prepared = prepared
        var drivers: [IndexStrategy: DriverFixture] = [:]
        for strategy in driverStrategies where drivers[strategy] == nil {
            drivers[strategy] = try DriverFixture(key, strategy: strategy)
        }
        self.drivers = drivers
    }
}
