import CollectionLayout
import LayoutWorkloads

/// A layout the harness knows how to build from a workload.
public enum LayoutFamily: String, Hashable, Sendable, CaseIterable {
    /// `FlowLayout`, vertical, from `Workload.flowLayout(items:seed:)`.
    case flow
    /// `WaterfallLayout`, two columns, from `Workload.waterfallLayout(items:seed:)`.
    case waterfall

    /// The workload each family is measured with by default.
    public var defaultWorkload: Workload {
        switch self {
        case .flow: .grid
        case .waterfall: .photos
        }
    }

    /// The layout of `items` items of `workload`, generated from `seed`.
    /// - Complexity: O(items)
    public func makeLayout(workload: Workload, items: Int, seed: UInt64) -> any CollectionLayout {
        switch self {
        case .flow: workload.flowLayout(items: items, seed: seed)
        case .waterfall: workload.waterfallLayout(items: items, seed: seed)
        }
    }
}
