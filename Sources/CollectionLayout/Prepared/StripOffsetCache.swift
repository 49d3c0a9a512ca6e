/// The strip a query's last orthogonal-section candidate was in, with its
/// scroll offset: a strip's candidates come one after another, and the
/// strips one after another in the order the query crossed them
/// (`OrthogonalSections.appendSlots`), so the strip of a candidate that is
/// not in the last one is found by walking on from it, not by a search.
struct StripOffsetCache {
    /// The slots of the strip found last (empty before the first).
    var slots: Range<Int> = 0..<0
    /// Its scroll offset across the scroll axis.
    var offset = 0.0
    /// The position in `OrthogonalSections.strips` where the walk to the
    /// next strip starts: the query's first crossed strip, then the one
    /// after the strip found last.
    var next: Int

    /// A cache for the candidates of a query whose strips begin at position
    /// `firstStrip` of `OrthogonalSections.strips` (`appendCandidates`).
    init(firstStrip: Int = 0) {
        next = firstStrip
    }

    /// The frame of the strip element in `slot`, whose stored frame is
    /// `stored`: moved back by its strip's offset, as
    /// `PreparedLayout.unpinnedFrame(ofSlot:visibleBounds:)` places it.
    /// - Complexity: O(1) for a slot of the strip found last; otherwise
    ///   O(w) for the w strips the walk passes (strips the query crossed
    ///   without a hit), or O(log S) when the slot is not found within
    ///   `walkLimit` of them.
    @inline(__always)
    mutating func frame(ofSlot slot: Int, stored: Rect, in layout: PreparedLayout) -> Rect {
        if !slots.contains(slot) { find(slot, in: layout) }
        var frame = stored
        frame.origin[layout.scrollAxis.cross] -= offset
        return frame
    }

    /// Strips the walk passes before it searches instead.
    static var walkLimit: Int { 8 }

    /// Makes the strip holding `slot` the one found last (no strip: offset 0).
    /// - Complexity: O(min(w, walkLimit)), or O(log S) when not found within.
    mutating func find(_ slot: Int, in layout: PreparedLayout) {
        // Read in place: a copy of the sections (`guard let`) retained and released each of their arrays.
        guard layout.orthogonal != nil else { return }
        let strips = layout.orthogonal!.strips, key = Int32(truncatingIfNeeded: slot)
        var position = next
        let limit = Swift.min(strips.count, next &+ Self.walkLimit)
        while position < limit, !strips[position].slots.contains(key) { position &+= 1 }
        if position == limit {
            guard let found = layout.orthogonal!.strip(ofSlot: slot) else {
                (slots, offset) = (slot..<slot &+ 1, 0)
                return
            }
            position = found
        }
        let strip = strips[position]
        (slots, offset, next) = (Int(strip.slots.lowerBound)..<Int(strip.slots.upperBound), strip.offset, position &+ 1)
    }
}
