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
    /// The implied trail elements a query found, kept between queries for
    /// their capacity (`ImpliedTrailHits`).
    var trailHits = ImpliedTrailHits()

    /// Creates an empty buffer.
    public init() {}

    /// Creates a buffer with room for `capacity` results.
    public init(capacity: Int) {
        attributes.reserveCapacity(capacity)
        slots.reserveCapacity(capacity)
    }
}

extension QueryBuffer {
    /// Appends blank cell attributes to `attributes` until it holds `count`,
    /// for a query to write its results over in place.
    /// - Complexity: O(count - attributes.count)
    @inline(__always)
    static func grow(_ attributes: inout [LayoutAttributes], to count: Int) {
        guard attributes.count < count else { return }
        let blank = LayoutAttributes(category: .cell, kind: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 0, height: 0))
        attributes.append(contentsOf: repeatElement(blank, count: count - attributes.count))
    }

    /// Gives every one of `attributes` the default alpha, hidden flag and
    /// transform again if a visible-items handler may have changed them
    /// (`adjusted`, the buffer's `mayHoldAdjustedAppearance`, then cleared),
    /// so that a query need write only identities and frames.
    /// - Complexity: O(attributes.count) after a handler ran, else O(1).
    @inline(__always)
    static func resetAppearance(of attributes: inout [LayoutAttributes], ifAdjusted adjusted: inout Bool) {
        guard adjusted else { return }
        for position in attributes.indices { attributes[position].resetAppearance() }
        adjusted = false
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
        if impliedTrails != nil { return elementsResolvingTrails(in: rect, visibleBounds: visible, into: &buffer) }
        var probe = NoProbe()
        buffer.slots.removeAll(keepingCapacity: true)
        let candidates = appendCandidates(in: rect, visibleBounds: visible, to: &buffer.slots, probe: &probe)
        if pinned.isEmpty && stickyCards == nil && candidates.firstStripCandidate == buffer.slots.count {
            appendAttributesAtStoredFrames(buffer: &buffer)
        } else {
            appendAttributes(in: rect, visibleBounds: visible, candidates: candidates, buffer: &buffer)
        }
        // Without closed-form cells, only attributes held beyond the slots would be dropped there.
        if uniformCells != nil || buffer.attributes.count != buffer.slots.count { appendClosedFormCells(in: rect, to: &buffer) }
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
        if impliedTrails != nil { return appendSlotsResolvingTrails(in: rect, visibleBounds: visible, to: &slots, probe: &probe) }
        let start = slots.count
        let (firstStripCandidate, short, _) = appendCandidates(in: rect, visibleBounds: visible, to: &slots, probe: &probe)
        if !pinned.isEmpty {
            let unchecked = unpinnedShortCount(short, in: rect)
            // The strips' content is never pinned (`OrthogonalSections.holdsPinned`): only the main index's candidates are tested.
            let checkedEnd = orthogonal?.holdsPinned == false ? firstStripCandidate : slots.count
            let checked = start &+ unchecked..<Swift.max(start &+ unchecked, checkedEnd)
            // The read-only test inlined here; the removal, rare along a scroll, called.
            let first = checked.isEmpty ? checked.upperBound : firstPinnedElement(outside: rect, visibleBounds: visible, in: slots, checked)
            if first < checked.upperBound {
                removePinnedElements(outside: rect, visibleBounds: visible, from: &slots, in: first..<checked.upperBound)
            }
        }
        uniformCells?.appendSlots(intersecting: rect, to: &slots, probe: &probe)
    }

    /// How many of a query's first candidates, the index's short ones
    /// (`short`, see `appendCandidates`), are known not to be pinned: all of
    /// them when no pinned element as short can meet `rect`
    /// (`PinTable.mayHoldPinned`), since each of them meets it; else none.
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    func unpinnedShortCount(_ short: (count: Int, maxLength: Double), in rect: Rect) -> Int {
        // The index is built along the scroll axis (`PreparedLayoutBuilder`), the pins' axis.
        short.count > 0 && !pinned.mayHoldPinned(lengthAtMost: short.maxLength, meeting: rect.min(scrollAxis), rect.max(scrollAxis)) ? short.count : 0
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
        removePinnedElements(outside: rect, visibleBounds: visible, from: &slots, in: start..<Swift.max(start, slots.count))
    }

    /// `removePinnedElements(outside:visibleBounds:from:startingAt:)` for the
    /// candidates `slots[checked]` only: those after them, known not to be
    /// pinned (the strips' content), are kept and move down over the removed ones.
    /// - Complexity: O(k) for k candidates from `checked.lowerBound` on, one
    ///   word read each in `checked`; O(1) when nothing is pinned.
    @inlinable
    func removePinnedElements(outside rect: Rect, visibleBounds visible: Rect, from slots: inout [Int32], in checked: Range<Int>) {
        guard !pinned.isEmpty, !checked.isEmpty else { return }
        let end = checked.upperBound, count = slots.count
        // Up to the first candidate to remove, nothing moves.
        let first = firstPinnedElement(outside: rect, visibleBounds: visible, in: slots, checked)
        guard first < end else { return }
        let kept = pinned.bits.withUnsafeBufferPointer { bits in
            pinned.ranks.withUnsafeBufferPointer { ranks in
                pinned.placements.withUnsafeBufferPointer { placements in
                    slots.withUnsafeMutableBufferPointer { slots in
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
                        // Nothing removed: the unchecked candidates stay where they are.
                        guard kept < end else { return count }
                        for position in end..<count {
                            slots[kept] = slots[position]
                            kept &+= 1
                        }
                        return kept
                    }
                }
            }
        }
        if kept < count { slots.removeLast(count - kept) }
    }

    /// The position of the first candidate of `slots[checked]` that is
    /// pinned and whose frame for `visible` does not intersect `rect`, or
    /// `checked.upperBound`: up to it, the pin filter moves nothing, so it
    /// tests each candidate (its placement only for a pinned one) and only
    /// reads the list (writing would check its uniqueness). Along a scroll
    /// the pinned headers found are in view: nothing is removed. Always
    /// inlined: the slot query's whole pin filter when nothing is removed.
    /// - Precondition: `pinned` is not empty.
    /// - Complexity: O(checked.count), one word read each.
    @inlinable @inline(__always)
    func firstPinnedElement(outside rect: Rect, visibleBounds visible: Rect, in slots: [Int32], _ checked: Range<Int>) -> Int {
        pinned.bits.withUnsafeBufferPointer { bits in
            pinned.ranks.withUnsafeBufferPointer { ranks in
                pinned.placements.withUnsafeBufferPointer { placements in
                    slots.withUnsafeBufferPointer { slots in
                        var position = checked.lowerBound
                        while position < checked.upperBound {
                            let slot = slots[position]
                            if PinTable.isPinned(slot, bits: bits),
                               !placements[PinTable.rank(ofPinned: slot, bits: bits, ranks: ranks)].frame(in: visible).intersects(rect) {
                                break
                            }
                            position &+= 1
                        }
                        return position
                    }
                }
            }
        }
    }

    /// Appends the candidates for `rect`: the index's slots (pinned elements
    /// by their envelope), the sticky cards' placed ones, the orthogonal
    /// sections' content.
    /// - Returns: the position in `slots` from which the candidates are content
    ///   of orthogonal sections (`slots.count` when there are none): the only
    ///   ones whose frame needs a section's scroll offset; and how many
    ///   candidates, from the first, the index found among its short elements
    ///   (`BuiltIndex.appendSlotsCountingShort`); and the position of the
    ///   first strip the query crossed or passed, from which the strips of
    ///   its content follow in order (`StripOffsetCache`).
    /// - Complexity: that of the index.
    @inlinable
    func appendCandidates<Probe: IndexProbe>(
        in rect: Rect, visibleBounds visible: Rect, to slots: inout [Int32], probe: inout Probe
    ) -> (firstStripCandidate: Int, short: (count: Int, maxLength: Double), firstStrip: Int) {
        let start = slots.count
        if let stickyCards {
            stickyCards.appendSlots(intersecting: rect, visibleBounds: visible, index: index, to: &slots, probe: &probe)
            return (slots.count, (0, 0), 0)
        }
        guard let orthogonal else {
            let short = index.appendSlotsCountingShort(intersecting: rect, to: &slots, probe: &probe)
            return (slots.count, short, 0)
        }
        if let candidates = appendStripDirectoryCandidates(in: rect, orthogonal: orthogonal, to: &slots, probe: &probe) { return candidates }
        let short = index.appendSlotsCountingShort(intersecting: rect, to: &slots, probe: &probe)
        orthogonal.mapMainPositions(in: &slots, from: start)
        let firstStripCandidate = slots.count
        let firstStrip = orthogonal.appendSlots(intersecting: rect, scrollAxis: scrollAxis, frames: frames, to: &slots, probe: &probe)
        return (firstStripCandidate, short, firstStrip)
    }
}
