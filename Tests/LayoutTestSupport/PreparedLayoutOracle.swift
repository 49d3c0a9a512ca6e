import CollectionLayout

/// The brute-force answers the indexes are checked against, computed from a
/// prepared layout's public storage without its index.
public enum PreparedLayoutOracle {
    /// The sorted slots of every element whose real frame (for a pinned element,
    /// its frame for the query's visible bounds) intersects the query's rect.
    /// - Complexity: O(n)
    public static func slots(of prepared: PreparedLayout, intersecting query: LayoutQuery) -> [Int32] {
        let visible = query.visibleBounds ?? prepared.defaultVisibleBounds
        return prepared.frames.indices.filter {
            prepared.frame(ofSlot: $0, visibleBounds: visible).intersects(query.rect)
        }.map { Int32($0) }
    }

    /// `cell [s, i] (x, y, w, h)`: one element, for mismatch messages.
    /// - Complexity: O(1)
    public static func describe(slot: Int, of prepared: PreparedLayout, visibleBounds: Rect?) -> String {
        let attributes = prepared.attributes(ofSlot: slot, visibleBounds: visibleBounds ?? prepared.defaultVisibleBounds)
        let kind = attributes.category == .cell ? "cell" : attributes.kind.rawValue
        return "\(kind) \(attributes.indexPath) \(attributes.frame) stored \(prepared.frames[slot])"
    }
}
