/// A strategy that answers "which stored elements intersect this rect?".
///
/// Every strategy returns exactly the slots whose stored frame has a
/// positive-area overlap with the rect (`Rect.intersects`), each once, in an
/// order of its own. `LinearScanIndex` is the oracle the others are tested
/// against. Indexes share the prepared layout's frame array (no copy) and add
/// only their own bookkeeping, reported by `indexBytes`.
public protocol RectIndex: Sendable {
    /// Appends the slot of every element whose frame intersects `rect` to `slots`.
    ///
    /// Performs no allocation once `slots` has the capacity for the results.
    func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe)

    /// The bytes of memory the index holds beyond the frames it shares.
    var indexBytes: Int { get }
}

extension RectIndex {
    /// Appends the slot of every element whose frame intersects `rect` to `slots`.
    /// - Complexity: that of the strategy.
    @inlinable
    public func appendSlots(intersecting rect: Rect, to slots: inout [Int32]) {
        var probe = NoProbe()
        appendSlots(intersecting: rect, to: &slots, probe: &probe)
    }
}

/// The rect-query strategies, selectable per layout at run time so that
/// benchmarks compare them on identical frames.
public enum IndexStrategy: String, Hashable, Sendable, CaseIterable {
    /// Every element is tested: the naive full scan, and the test oracle.
    case linear
    /// Per lane (a column, or the whole layout), elements in layout order with
    /// running bounds of their main-axis extent: binary search, then a bounded scan.
    case sortedColumns = "sorted-columns"
    /// A static implicit interval tree over main-axis intervals, for arbitrary overlaps.
    case intervalTree = "interval-tree"
    /// Elements in main-axis start order behind a directory of fixed strips, long
    /// elements apart: one directory entry, a search within one strip, a scan.
    case stripDirectory = "strip-directory"
    /// The layout's own best strategy.
    case auto

    /// The concrete strategies (every case but `auto`).
    public static let concrete: [IndexStrategy] = [.linear, .sortedColumns, .intervalTree, .stripDirectory]
}
