import CollectionLayout

/// What a strategy of the benchmark answers: the slots of the elements whose
/// frames intersect a rect, into a buffer the caller reuses. The engine's
/// `PreparedLayout` is one; a peer (an index written elsewhere, built from the
/// same prepared frames) is another, so both are timed by the same bodies.
public protocol SlotIndex {
    /// Replaces `slots` with the slots of the elements intersecting `rect`
    /// (pinned elements placed for `visibleBounds`), in any order.
    /// - Complexity: The index's own (O(log n + k) for the engine's trees).
    func slots(in rect: Rect, visibleBounds: Rect, into slots: inout [Int32])
}

extension PreparedLayout: SlotIndex {
    /// The engine's query (`slots(in:visibleBounds:into:)` with bounds given).
    public func slots(in rect: Rect, visibleBounds: Rect, into slots: inout [Int32]) {
        self.slots(in: rect, visibleBounds: Optional(visibleBounds), into: &slots)
    }
}
