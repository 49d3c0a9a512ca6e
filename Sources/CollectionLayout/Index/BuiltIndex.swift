/// The index a prepared layout built, one case per concrete strategy, so that
/// queries dispatch with a switch rather than through an existential.
public enum BuiltIndex: Sendable {
    /// The naive full scan.
    case linear(LinearScanIndex)
    /// Lanes with running bounds.
    case sortedColumns(SortedColumnIndex)
    /// The implicit interval tree.
    case intervalTree(IntervalTreeIndex)
    /// The strip directory.
    case stripDirectory(StripDirectoryIndex)

    /// Builds the index of `strategy` (which must be concrete) over `frames`.
    /// - Parameter lanes: the lanes `SortedColumnIndex` uses (`nil`: one lane); ignored by the others.
    /// - Complexity: that of the strategy's build.
    public init(strategy: IndexStrategy, frames: [Rect], axis: Axis, lanes: [[Int32]]?) {
        var streamed: StreamedStripDirectory?
        self.init(strategy: strategy, frames: frames, axis: axis, lanes: lanes, streamed: &streamed)
    }

    /// Builds the index of `strategy` over `frames`, the strip directory's
    /// top level from `streamed` when it can serve (see `StreamedStripDirectory`).
    /// - Complexity: that of the strategy's build.
    init(strategy: IndexStrategy, frames: [Rect], axis: Axis, lanes: [[Int32]]?, streamed: inout StreamedStripDirectory?) {
        switch strategy {
        case .linear: self = .linear(LinearScanIndex(frames: frames))
        case .sortedColumns, .auto: self = .sortedColumns(SortedColumnIndex(frames: frames, axis: axis, lanes: lanes))
        case .intervalTree: self = .intervalTree(IntervalTreeIndex(frames: frames, axis: axis))
        case .stripDirectory: self = .stripDirectory(StripDirectoryIndex(frames: frames, axis: axis, streamed: &streamed))
        }
    }

    /// The strategy this index implements.
    public var strategy: IndexStrategy {
        switch self {
        case .linear: .linear
        case .sortedColumns: .sortedColumns
        case .intervalTree: .intervalTree
        case .stripDirectory: .stripDirectory
        }
    }

    /// Appends the slots whose frames intersect `rect` (see `RectIndex`).
    /// Always inlined: a call would pass the enum by address, copied first
    /// (152 bytes for the strip directory: a memcpy per query).
    /// - Complexity: that of the strategy.
    @inlinable @inline(__always)
    public func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        switch self {
        case .linear(let index): index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
        case .sortedColumns(let index): index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
        case .intervalTree(let index): index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
        case .stripDirectory(let index): index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
        }
    }

    /// Appends the slots whose frames intersect `rect`, and returns how many
    /// of them, from the first, are no longer than `maxLength` along the
    /// index's axis (the strip directory's top level; none for the other strategies), so
    /// that a caller may skip checks only longer elements need (pins).
    /// - Complexity: that of the strategy.
    @inlinable @inline(__always)
    func appendSlotsCountingShort<Probe: IndexProbe>(
        intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe
    ) -> (count: Int, maxLength: Double) {
        guard case .stripDirectory(let index) = self else {
            appendSlots(intersecting: rect, to: &slots, probe: &probe)
            return (0, 0)
        }
        return (index.appendSlotsCountingShort(intersecting: rect, to: &slots, probe: &probe), index.shortMaxLength)
    }

    /// The index's own memory, beyond the shared frames.
    public var indexBytes: Int {
        switch self {
        case .linear(let index): index.indexBytes
        case .sortedColumns(let index): index.indexBytes
        case .intervalTree(let index): index.indexBytes
        case .stripDirectory(let index): index.indexBytes
        }
    }
}
