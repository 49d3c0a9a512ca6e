import BenchmarkHarness

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
    /// A sideways sweep of one carousel (orthogonal section) from its
    /// leading end to its trailing end, the page itself still: per frame, the
    /// section's scroll offset set (`setOrthogonalScrollOffset`) and the query
    /// for the visible rect plus prefetch (attributes, buffer API). The
    /// carousel is the middle one of the content, the page scrolled so that
    /// it is in the middle of the screen (`CarouselPath`). Each sample is one
    /// frame. Only for layouts with carousels (`LayoutFamily.hasCarousels`).
    case carouselScroll = "carousel-scroll"
    /// One item's height changed through the collection-view driver (a cell's
    /// preferred size), applied incrementally: its section laid out again, the
    /// section offsets updated, the visible rect queried. Two heights alternate
    /// so every iteration is a real change.
    case selfSize = "self-size"
    /// One batch update through the driver: 3 items deleted and 3 inserted in
    /// the middle section, alternating with the reverse update so every
    /// iteration is a real change of the same size.
    case batchUpdate = "batch-update"
    /// One `indexPathForItem(at:)` through the driver at the centre of an item
    /// in the middle of the content: a point query through the index.
    case hitTest = "hit-test"

    /// Whether the case looks at one position of the content.
    public var isPositioned: Bool { self == .querySlots || self == .queryAttributes }

    /// Whether the case runs through the collection-view driver
    /// (`CollectionViewSimulator`) rather than on a prepared layout.
    public var usesDriver: Bool { self == .selfSize || self == .batchUpdate || self == .hitTest }

    /// Whether the case changes the layout incrementally: its speedup is
    /// reported against a full prepare of the same strategy, not against the
    /// linear scan.
    public var comparesWithPrepare: Bool { self == .selfSize || self == .batchUpdate }

    /// Whether the case is timed frame by frame along a path (`ScrollSampler`):
    /// each sample is one frame of a sweep, not a calibrated batch of
    /// operations, and a run's samples are its sweeps' frames.
    /// - Complexity: O(1)
    public var isTimedPerFrame: Bool { self == .scroll || self == .carouselScroll }

    /// Whether the operation must not allocate once warm (the buffer APIs).
    /// Self-sizing and batch updates build new section storage by design.
    public var mustNotAllocate: Bool { !comparesWithPrepare && self != .prepare }

    /// Whether every strategy must return the same result count as the linear scan.
    public var comparesResultsWithLinear: Bool { isPositioned || self == .hitTest }

    /// What one sample's value is per: an item for prepare, a query, a frame,
    /// a change, an update.
    public var unit: String {
        switch self {
        case .prepare: "item"
        case .querySlots, .queryAttributes, .hitTest: "query"
        case .scroll, .carouselScroll: "frame"
        case .selfSize: "change"
        case .batchUpdate: "update"
        }
    }
}
