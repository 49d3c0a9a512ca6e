import CollectionLayout
import LayoutWorkloads

/// The 10^6-item layouts the complexity tests query, prepared once per
/// strategy and shared by every test (lazy statics are thread-safe).
enum MillionItemLayouts: String, CaseIterable, CustomStringConvertible {
    /// `Workload.grid` as a vertical flow layout on an iPhone.
    case gridFlow
    /// `Workload.photos` as a two-column shortest-first waterfall on an iPhone.
    case photosWaterfall

    /// The item count: large enough that O(n) and O(log n + k) differ by four
    /// orders of magnitude.
    static let itemCount = 1_000_000

    /// The layout prepared with each concrete strategy.
    var prepared: [IndexStrategy: PreparedLayout] {
        switch self {
        case .gridFlow: Self.gridFlowLayouts
        case .photosWaterfall: Self.photosWaterfallLayouts
        }
    }

    var description: String { rawValue }

    private static let gridFlowLayouts = prepareAll(Workload.grid.flowLayout(items: itemCount, seed: 1))
    private static let photosWaterfallLayouts = prepareAll(Workload.photos.waterfallLayout(items: itemCount, seed: 1))

    private static func prepareAll(_ layout: some CollectionLayout) -> [IndexStrategy: PreparedLayout] {
        var prepared: [IndexStrategy: PreparedLayout] = [:]
        for strategy in IndexStrategy.concrete {
            prepared[strategy] = try? layout.prepare(boundsSize: Workload.phoneBounds, index: strategy)
        }
        return prepared
    }
}
