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
    ///
    /// The content of orthogonal sections is at its stored frame moved by its
    /// section's scroll offset (see `realFrames`). Implied trail elements
    /// (after the stored ones) are at their materialised frames.
    public static func slots(of prepared: PreparedLayout, intersecting query: LayoutQuery) -> [Int32] {
        let visible = query.visibleBounds ?? prepared.defaultVisibleBounds
        let hidden = coveredStickyCards(of: prepared, visibleBounds: visible)
        let real = realFrames(of: prepared, visibleBounds: visible)
        return real.indices.filter {
            !hidden.contains($0) && real[$0].intersects(query.rect)
        }.map { Int32($0) }
    }

    /// Every element's real frame for the visible bounds `visible`: an
    /// element of an orthogonal section at its stored frame moved back along
    /// the cross axis by its section's scroll offset (the documented rule,
    /// computed here from the sections' declarations), every other element
    /// at `PreparedLayout.frame(ofSlot:visibleBounds:)` (pins placed); the
    /// stored elements and then the implied trail elements, at their
    /// materialised frames (`materializedFrames()`), moved as their
    /// section's content.
    /// - Complexity: O(n)
    public static func realFrames(of prepared: PreparedLayout, visibleBounds visible: Rect) -> [Rect] {
        let offsets = orthogonalOffsets(of: prepared)
        let cross = prepared.scrollAxis.cross
        let materialized = prepared.materializedFrames()
        return (0..<prepared.frames.count + prepared.impliedTrailCount).map { slot in
            guard let offset = offsets[slot] else {
                return slot < prepared.frames.count ? prepared.frame(ofSlot: slot, visibleBounds: visible) : materialized[slot]
            }
            var frame = materialized[slot]
            frame.origin[cross] -= offset
            return frame
        }
    }

    /// For each slot, the scroll offset of the orthogonal section whose
    /// content it is, or `nil`: read from the sections' declared slots, not
    /// from the engine's slot-to-section lookup; an implied trail element's
    /// from its key's section.
    /// - Complexity: O(n + S)
    public static func orthogonalOffsets(of prepared: PreparedLayout) -> [Double?] {
        var offsets = [Double?](repeating: nil, count: prepared.elementCount)
        var sectionOffsets: [Int: Double] = [:]
        for section in prepared.orthogonalSectionIndices {
            guard let declaration = prepared.orthogonalSection(section), let offset = prepared.orthogonalScrollOffset(forSection: section) else { continue }
            for slot in declaration.slots { offsets[slot] = offset }
            sectionOffsets[section] = offset
        }
        for slot in prepared.frames.count..<prepared.frames.count + prepared.impliedTrailCount {
            offsets[slot] = sectionOffsets[Int(prepared.key(ofSlot: slot).section)]
        }
        return offsets
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
        return "\(kind) \(attributes.indexPath) \(attributes.frame) stored \(slot < prepared.frames.count ? "\(prepared.frames[slot])" : "implied")"
    }
}
