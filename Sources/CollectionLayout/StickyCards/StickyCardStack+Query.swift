extension StickyCardStack {
    /// Appends the slots of every element intersecting `rect` for the visible
    /// bounds `visible`, sticky cards placed and covered pinned cards left out
    /// (see the type's documentation): first what `index` finds among the cards
    /// that are not pinned (and any other element), then the visible pinned
    /// cards, latest first.
    ///
    /// Allocation-free once `slots` has the capacity for the results.
    /// - Complexity: O(log n + k + d), see the type's documentation.
    @inlinable
    public func appendSlots<Probe: IndexProbe>(
        intersecting rect: Rect, visibleBounds visible: Rect, index: BuiltIndex, to slots: inout [Int32], probe: inout Probe
    ) {
        guard !rect.isEmpty else { return }
        let pin = pinLine(for: visible)
        let pinned = pinnedCount(pinLine: pin, probe: &probe)
        appendUnpinned(intersecting: rect, pinLine: pin, pinnedCount: pinned, index: index, to: &slots, probe: &probe)
        appendVisiblePinned(intersecting: rect, pinLine: pin, pinnedCount: pinned, to: &slots, probe: &probe)
    }

    /// The index's results, minus the pinned cards (their stored frame is not
    /// where they are). When the cards are every element, the rect is first
    /// clipped to start at the pin line: nothing unpinned lies before it.
    @inlinable
    func appendUnpinned<Probe: IndexProbe>(
        intersecting rect: Rect, pinLine pin: Double, pinnedCount: Int, index: BuiltIndex, to slots: inout [Int32], probe: inout Probe
    ) {
        var query = rect
        if coversEveryElement {
            guard rect.max(axis) > pin else { return }
            if rect.min(axis) < pin { query = Self.clipped(rect, toStartAt: pin, axis: axis) }
        }
        let start = slots.count
        index.appendSlots(intersecting: query, to: &slots, probe: &probe)
        let firstUnpinnedSlot = firstSlot + pinnedCount, end = firstSlot + count
        var kept = start
        for position in start..<slots.count {
            let slot = Int(slots[position])
            if slot >= firstSlot && slot < firstUnpinnedSlot { continue }
            // A clipped query may reach one ulp past `rect` (see `clipped`): re-test cards.
            if query != rect, slot < end, !frames[slot].intersects(rect) { continue }
            slots[kept] = slots[position]
            kept += 1
        }
        slots.removeLast(slots.count - kept)
    }

    /// `rect` with its start along `axis` moved forward to `pin`, its end kept:
    /// the length is `rect.max - pin`, nudged up by ulps when rounding left the
    /// end short, so the clipped rect never misses what `rect` reaches.
    @inlinable
    static func clipped(_ rect: Rect, toStartAt pin: Double, axis: Axis) -> Rect {
        var clipped = rect
        clipped.origin[axis] = pin
        clipped.size[axis] = rect.max(axis) - pin
        while clipped.max(axis) < rect.max(axis) { clipped.size[axis] = clipped.size[axis].nextUp }
        return clipped
    }

    /// The pinned cards that no later pinned card covers and whose placed frame
    /// intersects `rect`: the `tallerPredecessor` chain from the last pinned card,
    /// after skipping (by jump pointers) the head of cards too short to reach a
    /// rect that starts past the pin line.
    @inlinable
    func appendVisiblePinned<Probe: IndexProbe>(
        intersecting rect: Rect, pinLine pin: Double, pinnedCount: Int, to slots: inout [Int32], probe: inout Probe
    ) {
        guard pinnedCount > 0, rect.max(axis) > pin else { return }
        let reach = rect.min(axis)
        // Along the chain lengths strictly increase, so `reaches` is false on a
        // head of the chain and true after it (rounding of `pin + length` is monotone).
        @inline(__always) func reaches(_ card: Int) -> Bool {
            let length = frames[firstSlot &+ card].size[axis]
            return length > 0 && pin + length > reach
        }
        var card = pinnedCount - 1
        while !reaches(card) {
            probe.visit()
            let parent = Int(tallerPredecessor[card])
            guard parent >= 0 else { return }
            let jumped = Int(jump[card])
            card = reaches(jumped) ? parent : jumped
        }
        // Every card left reaches the rect along the axis; across it, all cards
        // share one extent, so the first miss means every card misses.
        while card >= 0 {
            probe.visit()
            let slot = firstSlot &+ card
            guard placedFrame(frames[slot], pinLine: pin).intersects(rect) else { return }
            slots.append(Int32(truncatingIfNeeded: slot))
            card = Int(tallerPredecessor[card])
        }
    }
}
