/// The strip a query's last orthogonal-section candidate was in, with its
/// scroll offset: a strip's candidates come one after another, so all but
/// the first of them are placed without a search (`OrthogonalSections.strip(ofSlot:)`).
struct StripOffsetCache {
    /// The slots of the strip found last (empty before the first).
    var slots: Range<Int> = 0..<0
    /// Its scroll offset across the scroll axis.
    var offset = 0.0

    /// The frame of the strip element in `slot`, whose stored frame is
    /// `stored`: moved back by its strip's offset, as
    /// `PreparedLayout.unpinnedFrame(ofSlot:visibleBounds:)` places it.
    /// - Complexity: O(1) for a slot of the strip found last, O(log S) otherwise.
    @inline(__always)
    mutating func frame(ofSlot slot: Int, stored: Rect, in layout: PreparedLayout) -> Rect {
        if !slots.contains(slot) {
            guard let orthogonal = layout.orthogonal, let position = orthogonal.strip(ofSlot: slot) else { return stored }
            let strip = orthogonal.strips[position]
            slots = Int(strip.slots.lowerBound)..<Int(strip.slots.upperBound)
            offset = strip.offset
        }
        var frame = stored
        frame.origin[layout.scrollAxis.cross] -= offset
        return frame
    }
}
