import CollectionLayout

/// The brute-force answers the indexes are checked against, computed from a
/// prepared layout's public storage without its index.
public enum PreparedLayoutOracle {
    /// The sorted slots of every element whose real frame (for a pinned element,
    /// its frame for the query's visible bounds) intersects the query's rect.
    /// - Complexity: O(n)
    ///
    /// Sticky cards (`PreparedLayout.stickyCards`) follow their documented rule:
    /// a pinned card is left out when a later pinned card covers it, that is
    /// (all pinned cards start at the pin line and share one cross-axis extent)
    /// when a later pinned card is at least as long. Computed here by brute
    /// force from the stored natural frames, without the stack's chains.
    /// - Complexity: O(n)
    public static func slots(of prepared: PreparedLayout, intersecting query: LayoutQuery) -> [Int32] {
        let visible = query.visibleBounds ?? prepared.defaultVisibleBounds
        let hidden = coveredStickyCards(of: prepared, visibleBounds: visible)
        return prepared.frames.indices.filter {
            !hidden.contains($0) && prepared.frame(ofSlot: $0, visibleBounds: visible).intersects(query.rect)
        }.map { Int32($0) }
    }

    /// The slots of the pinned sticky cards a later pinned card covers: scanning
    /// the cards from the last, those pinned no longer than the longest pinned
    /// card seen so far.
    /// - Complexity: O(cards)
    public static func coveredStickyCards(of prepared: PreparedLayout, visibleBounds visible: Rect) -> Set<Int> {
        guard let stack = prepared.stickyCards else { return [] }
        let axis = stack.axis
        let pin = visible.min(axis) + stack.pinInset
        var covered: Set<Int> = []
        var longestLater = -Double.infinity
        for slot in (stack.firstSlot..<(stack.firstSlot + stack.count)).reversed() {
            let natural = prepared.frames[slot]
            guard natural.min(axis) <= pin else { continue }
            if natural.size[axis] <= longestLater { covered.insert(slot) }
            longestLater = Swift.max(longestLater, natural.size[axis])
        }
        return covered
    }

    /// `cell [s, i] (x, y, w, h)`: one element, for mismatch messages.
    /// - Complexity: O(1)
    public static func describe(slot: Int, of prepared: PreparedLayout, visibleBounds: Rect?) -> String {
        let attributes = prepared.attributes(ofSlot: slot, visibleBounds: visibleBounds ?? prepared.defaultVisibleBounds)
        let kind = attributes.category == .cell ? "cell" : attributes.kind.rawValue
        return "\(kind) \(attributes.indexPath) \(attributes.frame) stored \(prepared.frames[slot])"
    }
}
