/// Caller-owned storage for rect queries: reused across queries, it makes
/// `PreparedLayout.elements(in:visibleBounds:into:)` allocation-free once it has
/// grown to the largest result.
public struct QueryBuffer: Sendable {
    /// The attributes of the last query's results.
    public internal(set) var attributes: [LayoutAttributes] = []
    /// The slots of the last query's results.
    public internal(set) var slots: [Int32] = []
    /// Whether a visible-items handler may have changed the alpha, hidden
    /// flag or transform of `attributes` since the layout last wrote them
    /// all: until then, a query writes only each result's identity and frame.
    var mayHoldAdjustedAppearance = false

    /// Creates an empty buffer.
    public init() {}

    /// Creates a buffer with room for `capacity` results.
    public init(capacity: Int) {
        attributes.reserveCapacity(capacity)
        slots.reserveCapacity(capacity)
    }
}

extension PreparedLayout {
    /// The attributes of every element whose frame intersects `rect` (UIKit's
    /// `layoutAttributesForElements(in:)`), each once, in the index's order.
    ///
    /// - Parameters:
    ///   - rect: the query rect; intersection means positive-area overlap.
    ///   - visibleBounds: the collection view's visible bounds, which place pinned
    ///     elements; `nil` means `defaultVisibleBounds`.
    /// - Complexity: that of the index, O(log n + k) for the indexed strategies.
    public func elements(in rect: Rect, visibleBounds: Rect? = nil) -> [LayoutAttributes] {
        var buffer = QueryBuffer()
        elements(in: rect, visibleBounds: visibleBounds, into: &buffer)
        return buffer.attributes
    }

    /// Writes the attributes of every element intersecting `rect` into `buffer`,
    /// replacing its previous contents. Performs no allocation once the buffer has
    /// grown to hold the results.
    /// - Complexity: that of the index, O(log n + k) for the indexed strategies.
    public func elements(in rect: Rect, visibleBounds: Rect? = nil, into buffer: inout QueryBuffer) {
        let visible = visibleBounds ?? defaultVisibleBounds
        var probe = NoProbe()
        buffer.slots.removeAll(keepingCapacity: true)
        let firstStripCandidate = appendCandidates(in: rect, visibleBounds: visible, to: &buffer.slots, probe: &probe).firstStripCandidate
        if pinned.isEmpty && stickyCards == nil && firstStripCandidate == buffer.slots.count {
            appendAttributesAtStoredFrames(buffer: &buffer)
        } else {
            appendAttributes(in: rect, visibleBounds: visible, firstStripCandidate: firstStripCandidate, buffer: &buffer)
        }
        appendClosedFormCells(in: rect, to: &buffer)
        if !visibleItemsHandlers.isEmpty {
            buffer.mayHoldAdjustedAppearance = true
            applyVisibleItemsHandlers(to: &buffer.attributes, visibleBounds: visible)
        }
    }

    /// Replaces `slots` with the slots of the elements intersecting `rect`.
    /// - Complexity: that of the index.
    public func slots(in rect: Rect, visibleBounds: Rect? = nil, into slots: inout [Int32]) {
        var probe = NoProbe()
        slots.removeAll(keepingCapacity: true)
        appendSlots(in: rect, visibleBounds: visibleBounds ?? defaultVisibleBounds, to: &slots, probe: &probe)
    }

    /// The number of nodes and elements the index examined for `rect`, and the
    /// number of results: the deterministic measure of a query's complexity.
    /// - Complexity: that of the index.
    public func visits(in rect: Rect, visibleBounds: Rect? = nil) -> (visits: Int, results: Int) {
        var probe = VisitCounter()
        var slots: [Int32] = []
        appendSlots(in: rect, visibleBounds: visibleBounds ?? defaultVisibleBounds, to: &slots, probe: &probe)
        return (probe.visits, slots.count)
    }

    /// Asks the index for candidates, then re-tests pinned elements at their real
    /// frame (the index saw only their envelope, which contains every real frame).
    /// The content of orthogonal sections is asked of their own indexes
    /// (`OrthogonalSections`).
    /// Sticky cards are answered by their stack, which asks the index for the
    /// cards that are not pinned and adds the pinned ones that can be seen.
    /// Cells in closed form (`UniformCells`) follow, by arithmetic.
    ///
    /// The pin check reads a bit per slot (`PinTable`), so a candidate that
    /// is not pinned costs one word read, where its kind, decoded from the key
    /// table, costs a bitmap rank and a key read. The index's short elements
    /// (the strip directory's top level), which come first, skip it when no
    /// pinned element that short can meet the rect (`PinTable.mayHoldPinned`).
    @inlinable @inline(__always)
    func appendSlots<Probe: IndexProbe>(in rect: Rect, visibleBounds visible: Rect, to slots: inout [Int32], probe: inout Probe) {
        let start = slots.count
        let short = appendCandidates(in: rect, visibleBounds: visible, to: &slots, probe: &probe).short
        if !pinned.isEmpty {
            // The index is built along the scroll axis (`PreparedLayoutBuilder`), the pins' axis.
            let unchecked = short.count > 0
                && !pinned.mayHoldPinned(lengthAtMost: short.maxLength, meeting: rect.min(scrollAxis), rect.max(scrollAxis)) ? short.count : 0
            removePinnedElements(outside: rect, visibleBounds: visible, from: &slots, startingAt: start &+ unchecked)
        }
        uniformCells?.appendSlots(intersecting: rect, to: &slots, probe: &probe)
    }

    /// Whether some element is pinned (a header or footer that follows the
    /// visible bounds): only then can a candidate found by its stored frame
    /// (the pin's envelope) lie outside the rect.
    /// - Complexity: O(1)
    @inlinable
    public var hasPinnedElements: Bool { !pinned.isEmpty }

    /// Removes from `slots[start...]` the pinned elements whose frame for
    /// `visible` does not intersect `rect`, keeping the others in order: what
    /// turns candidates found by stored frames into the query's results, for
    /// the engine's indexes and for any other index over `frames` (the
    /// benchmark's peers).
    /// - Complexity: O(k) for k candidates, one word read each; O(1) when
    ///   nothing is pinned.
    @inlinable
    public func removePinnedElements(outside rect: Rect, visibleBounds visible: Rect, from slots: inout [Int32], startingAt start: Int) {
        guard !pinned.isEmpty, start < slots.count else { return }
        let end = slots.count
        let kept = pinned.bits.withUnsafeBufferPointer { bits in
            pinned.ranks.withUnsafeBufferPointer { ranks in
                pinned.placements.withUnsafeBufferPointer { placements in
                    slots.withUnsafeMutableBufferPointer { slots in
                        // Up to the first pinned candidate, nothing moves: a test each.
                        var first = start
                        while first < end, !PinTable.isPinned(slots[first], bits: bits) { first &+= 1 }
                        var kept = first
                        for position in first..<end {
                            let slot = slots[position]
                            slots[kept] = slot
                            // One word read for a candidate that is not pinned; its placement only for one that is.
                            guard PinTable.isPinned(slot, bits: bits) else {
                                kept &+= 1
                                continue
                            }
                            let placement = placements[PinTable.rank(ofPinned: slot, bits: bits, ranks: ranks)]
                            kept &+= placement.frame(in: visible).intersects(rect) ? 1 : 0
                        }
                        return kept
                    }
                }
            }
        }
        if kept < end { slots.removeLast(end - kept) }
    }

    /// Appends the candidates for `rect`: the index's slots (pinned elements
    /// by their envelope), the sticky cards' placed ones, the orthogonal
    /// sections' content.
    /// - Returns: the position in `slots` from which the candidates are content
    ///   of orthogonal sections (`slots.count` when there are none): the only
    ///   ones whose frame needs a section's scroll offset; and how many
    ///   candidates, from the first, the index found among its short elements
    ///   (`BuiltIndex.appendSlotsCountingShort`).
    /// - Complexity: that of the index.
    @inlinable
    func appendCandidates<Probe: IndexProbe>(
        in rect: Rect, visibleBounds visible: Rect, to slots: inout [Int32], probe: inout Probe
    ) -> (firstStripCandidate: Int, short: (count: Int, maxLength: Double)) {
        let start = slots.count
        if let stickyCards {
            stickyCards.appendSlots(intersecting: rect, visibleBounds: visible, index: index, to: &slots, probe: &probe)
            return (slots.count, (0, 0))
        }
        let short = index.appendSlotsCountingShort(intersecting: rect, to: &slots, probe: &probe)
        guard let orthogonal else { return (slots.count, short) }
        orthogonal.mapMainPositions(in: &slots, from: start)
        let firstStripCandidate = slots.count
        orthogonal.appendSlots(intersecting: rect, scrollAxis: scrollAxis, frames: frames, to: &slots, probe: &probe)
        return (firstStripCandidate, short)
    }
}
