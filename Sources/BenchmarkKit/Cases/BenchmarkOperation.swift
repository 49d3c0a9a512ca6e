/// What a benchmark case times.
public enum BenchmarkOperation: String, Hashable, Sendable, CaseIterable, Codable {
    /// `prepare`, index build included; reported per item.
    case prepare
    /// One viewport query answered as slots: the index alone.
    case querySlots = "query-slots"
    /// One viewport query answered as `LayoutAttributes` through the
    /// caller-owned buffer: the index plus materialising each result, what
    /// UIKit's `layoutAttributesForElements(in:)` costs.
    case queryAttributes = "query-attributes"
    /// A scroll from the top of the content to the bottom: per frame, the
    /// bounds-change check and the query for the visible rect plus prefetch
    /// (attributes, buffer API). Each sample is one frame.
    case scroll

    /// Whether the case looks at one position of the content.
    public var isPositioned: Bool { self == .querySlots || self == .queryAttributes }

    /// What one sample's value is per: an item for prepare, a query, a frame.
    public var unit: String {
        switch self {
        case .prepare: "item"
        case .querySlots, .queryAttributes: "query"
        case .scroll: "frame"
        }
    }
}
