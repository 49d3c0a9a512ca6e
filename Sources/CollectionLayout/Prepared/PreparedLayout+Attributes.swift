extension PreparedLayout {
    /// The frame of the element in `slot` for the visible bounds `visible`: pinned
    /// headers and footers and sticky cards are placed for them; the content
    /// of an orthogonal section is moved by its scroll offset.
    /// - Complexity: O(1) (a bit read, and a rank for a pinned element),
    ///   O(log S) for a layout with S orthogonal sections or for a cell in
    ///   closed form, O(log n) for an implied trail element.
    @inlinable
    public func frame(ofSlot slot: Int, visibleBounds visible: Rect) -> Rect {
        if let uniformCells, slot >= uniformCells.firstSlot { return uniformCells.frame(ofSlot: slot) }
        if impliedTrails != nil, slot >= frames.count { return impliedTrailFrame(ofSlot: slot) }
        if let placement = pinnedPlacement(ofSlot: slot) { return placement.frame(in: visible) }
        return unpinnedFrame(ofSlot: slot, visibleBounds: visible)
    }

    /// The frame of an element with no pin rule: a sticky card placed for
    /// `visible`, an orthogonal section's content moved by its offset, or the
    /// stored frame. For callers that have already looked the pin rule up.
    /// - Complexity: O(1), O(log S) for a layout with S orthogonal sections.
    @inlinable
    func unpinnedFrame(ofSlot slot: Int, visibleBounds visible: Rect) -> Rect {
        if let stickyCards, stickyCards.contains(slot: slot) { return stickyCards.frame(ofSlot: slot, visibleBounds: visible) }
        if let orthogonal, let strip = orthogonal.strip(ofSlot: slot) {
            var frame = frames[slot]
            frame.origin[scrollAxis.cross] -= orthogonal.strips[strip].offset
            return frame
        }
        return frames[slot]
    }

    /// The pin rule of the element in `slot`, or `nil` if it does not move with the bounds.
    /// - Complexity: O(1): a bit read (`PinTable`), no key decoded.
    @inlinable
    func pinnedPlacement(ofSlot slot: Int) -> PinnedPlacement? {
        pinned.placement(ofSlot: slot)
    }

    /// The attributes of the element in `slot`.
    /// - Complexity: O(1), O(log sections) for a cell in closed form.
    public func attributes(ofSlot slot: Int, visibleBounds visible: Rect) -> LayoutAttributes {
        let key = self.key(ofSlot: slot)
        let entry = kinds[key.kindCode]
        return LayoutAttributes(
            category: entry.category, kind: entry.kind,
            indexPath: IndexPath(item: Int(key.item), section: Int(key.section)),
            frame: frame(ofSlot: slot, visibleBounds: visible), zIndex: Int(key.zIndex)
        )
    }

    /// Turns the candidates in `buffer.slots` into attributes in one pass:
    /// a pinned element is placed once (its placement both filters it and
    /// gives its frame), an element outside orthogonal sections and sticky
    /// cards takes its stored frame without further lookups, and the kind
    /// table is read in place. Candidates a pinned element's real frame does
    /// not reach are removed from `buffer.slots` too, so both lists are what
    /// `slots(in:)` and `attributes(ofSlot:)` give.
    ///
    /// The previous query's attributes are overwritten in place rather than
    /// removed and appended again (removing releases each result's
    /// `ElementKind` string, appending retains it again), and only what
    /// differs between results is written (see `overwrite(entry:key:frame:)`):
    /// category, index path, frame and zIndex, 57 of the 144 bytes of a
    /// `LayoutAttributes`, and the kind only where it differs.
    /// A layout with neither pinned elements nor sticky cards takes a loop
    /// that keeps every candidate and reads nothing but its key and frame.
    /// - Parameter candidates: what `appendCandidates` returned for them:
    ///   where the content of orthogonal sections starts in `buffer.slots`,
    ///   the index's short candidates (none pinned when no pinned element as
    ///   short meets the rect), and the first strip the query crossed.
    /// - Complexity: O(k), plus a rank per pinned candidate and, per
    ///   orthogonal section whose content is among the candidates, O(1) for
    ///   each strip the query crossed before it (O(log S) past
    ///   `StripOffsetCache.walkLimit` of them).
    /// - Parameter extra: how many attributes past the results to keep (not
    ///   dropped), for a caller that writes more results after them.
    func appendAttributes(
        in rect: Rect, visibleBounds visible: Rect, candidates: (firstStripCandidate: Int, short: (count: Int, maxLength: Double), firstStrip: Int),
        keepingExtra extra: Int = 0, buffer: inout QueryBuffer
    ) {
        let firstStripCandidate = candidates.firstStripCandidate
        // Both lists are moved out of the buffer (no copy) so that each is
        // written through its own pointer.
        var slots: [Int32] = [], attributes: [LayoutAttributes] = []
        swap(&slots, &buffer.slots)
        swap(&attributes, &buffer.attributes)
        let count = slots.count
        QueryBuffer.grow(&attributes, to: count)
        QueryBuffer.resetAppearance(of: &attributes, ifAdjusted: &buffer.mayHoldAdjustedAppearance)
        var kept = 0
        slots.withUnsafeMutableBufferPointer { slots in
        attributes.withUnsafeMutableBufferPointer { attributes in
        kinds.entries.withUnsafeBufferPointer { entries in
        frames.withUnsafeBufferPointer { frames in
            // Locals, not the captures: written through a capture, `kept` and
            // the slots' address were stored and reloaded for every candidate.
            let results = attributes.baseAddress!, kindEntries = UnsafeMutablePointer(mutating: entries.baseAddress!)
            let slots = slots.baseAddress!
            var keptHere = 0
            @inline(__always) func write(_ key: ElementKey, _ frame: Rect, at position: Int) {
                (results + position).overwrite(entry: kindEntries + Int(key.kindCode), key: key, frame: frame)
            }
            var strip = StripOffsetCache(firstStrip: candidates.firstStrip), keys = ElementKeyCursor()
            var position = 0
            if pinned.isEmpty && stickyCards == nil {
                // Every candidate is kept; before the strips' content each
                // takes its stored frame, after it its strip's offset.
                Self.writeAtStoredFrames(
                    slots: UnsafePointer(slots), 0..<firstStripCandidate, keys: keyTable,
                    frames: frames.baseAddress!, entries: kindEntries, into: results
                )
                position = firstStripCandidate
                while position < count {
                    let slot = Int(slots[position])
                    write(keys.key(ofSlot: slot, in: keyTable, recording: IgnoresImpliedTrail.self), strip.frame(ofSlot: slot, stored: frames[slot], in: self), at: position)
                    position += 1
                }
                keptHere = count
            }
            if stickyCards == nil, position < count {
                // Pins and no sticky cards: the index's short candidates
                // that no pinned element can be take their stored frames, as
                // without pins; only the others are tested below, and the
                // strips' content not at all when no strip holds a pin.
                let unpinned = unpinnedShortCount(candidates.short, in: rect)
                if unpinned > 0 {
                    Self.writeAtStoredFrames(
                        slots: UnsafePointer(slots), 0..<unpinned, keys: keyTable, frames: frames.baseAddress!, entries: kindEntries, into: results
                    )
                    (position, keptHere) = (unpinned, unpinned)
                }
            }
            let placesEachCandidate = stickyCards != nil
            let checkedEnd = stickyCards == nil && orthogonal?.holdsPinned == false ? firstStripCandidate : count
            while position < checkedEnd {
                let slot = Int(slots[position])
                var key = keys.key(ofSlot: slot, in: keyTable, recording: IgnoresImpliedTrail.self)
                var frame: Rect
                if let placement = pinned.placement(ofSlot: slot) {
                    frame = placement.frame(in: visible)
                    if !frame.intersects(rect) { position += 1; continue }
                } else if let stickyCards, stickyCards.contains(slot: slot) {
                    frame = stickyCards.frame(ofSlot: slot, visibleBounds: visible)
                    key.zIndex = stickyCards.zIndex(ofSlot: slot)
                } else if placesEachCandidate {
                    frame = self.unpinnedFrame(ofSlot: slot, visibleBounds: visible)
                } else if position >= firstStripCandidate {
                    frame = strip.frame(ofSlot: slot, stored: frames[slot], in: self)
                } else {
                    frame = frames[slot]
                }
                slots[keptHere] = Int32(truncatingIfNeeded: slot)
                write(key, frame, at: keptHere)
                keptHere += 1
                position += 1
            }
            while position < count {
                let slot = Int(slots[position])
                slots[keptHere] = Int32(truncatingIfNeeded: slot)
                write(keys.key(ofSlot: slot, in: keyTable, recording: IgnoresImpliedTrail.self), strip.frame(ofSlot: slot, stored: frames[slot], in: self), at: keptHere)
                keptHere += 1
                position += 1
            }
            kept = keptHere
        }
        }
        }
        }
        if kept < count {
            slots.removeLast(count - kept)
        }
        if kept &+ extra < attributes.count {
            attributes.removeLast(attributes.count - kept &- extra)
        }
        swap(&slots, &buffer.slots)
        swap(&attributes, &buffer.attributes)
    }

    /// Writes the attributes of the candidates `slots[positions]` at the same
    /// positions of `results`, each at its stored frame: the loop of a query
    /// without pins or sticky cards. Apart, so that its pointers stay in
    /// registers instead of being reloaded through the closures' captures,
    /// and in two passes, so that the first, which is all a repeated or
    /// same-kind query needs, calls nothing (a call to assign a kind, even
    /// never taken, made it keep every pointer on the stack).
    ///
    /// Candidates come from the index in stretches of consecutive slots (a
    /// row of a grid, the cells of a section lying in the rect), and most are
    /// implied cells of one run: once the key cursor has found the first of
    /// such a stretch, how far the stretch goes is found four slots at a
    /// time (`consecutiveCount`), and its cells are written in one loop
    /// without asking the cursor (`overwriteCells`), each item the slot's
    /// distance from the run's first cell, and whether its kind needs
    /// writing read from one byte (`LayoutAttributes.holdsCellKind`). In a
    /// run with a trail, whose cells come between its trail's elements,
    /// the cells and the trail's implied elements are written one by one
    /// (`writeTrailRun`).
    /// A key table that implies every key (a flow's, a waterfall's) takes
    /// `writeImpliedRunsAtStoredFrames`, which walks its runs without the
    /// cursor; one without run trails (every other layout but the
    /// compositional ones with badges) takes its own copy of the loop, whose
    /// key cursor never looks at a trail (`ElementKeyCursor.key(ofSlot:in:trails:recording:)`).
    /// Only this choice is inlined into its callers; each body it picks is a
    /// call of its own.
    /// - Complexity: O(positions.count)
    @inline(__always)
    static func writeAtStoredFrames(
        slots: UnsafePointer<Int32>, _ positions: Range<Int>, keys: ElementKeyTable, frames: UnsafePointer<Rect>,
        entries: UnsafeMutablePointer<KindTable.Entry>, into results: UnsafeMutablePointer<LayoutAttributes>
    ) {
        if keys.impliesEveryKey {
            guard !writeImpliedRunsAtStoredFrames(slots: slots, positions, keys: keys, frames: frames, entries: entries, into: results) else { return }
            assignKinds(slots: slots, positions, keys: keys, entries: entries, into: results)
            return
        }
        if keys.runTrails.isEmpty {
            writeAtStoredFramesWithoutTrails(slots: slots, positions, keys: keys, frames: frames, entries: entries, into: results)
        } else {
            writeAtStoredFramesWithTrails(slots: slots, positions, keys: keys, frames: frames, entries: entries, into: results)
        }
    }

    /// `writeAtStoredFrames(slots:_:keys:frames:entries:into:)` for a table without run trails.
    /// - Complexity: O(positions.count)
    @inline(never)
    private static func writeAtStoredFramesWithoutTrails(
        slots: UnsafePointer<Int32>, _ positions: Range<Int>, keys: ElementKeyTable, frames: UnsafePointer<Rect>,
        entries: UnsafeMutablePointer<KindTable.Entry>, into results: UnsafeMutablePointer<LayoutAttributes>
    ) {
        writeAtStoredFrames(slots: slots, positions, keys: keys, frames: frames, entries: entries, into: results, trails: false)
    }

    /// `writeAtStoredFrames(slots:_:keys:frames:entries:into:)` for a table with run trails.
    /// - Complexity: O(positions.count)
    @inline(never)
    private static func writeAtStoredFramesWithTrails(
        slots: UnsafePointer<Int32>, _ positions: Range<Int>, keys: ElementKeyTable, frames: UnsafePointer<Rect>,
        entries: UnsafeMutablePointer<KindTable.Entry>, into results: UnsafeMutablePointer<LayoutAttributes>
    ) {
        writeAtStoredFrames(slots: slots, positions, keys: keys, frames: frames, entries: entries, into: results, trails: true)
    }

    /// `writeAtStoredFrames(slots:_:keys:frames:entries:into:)` with
    /// `trails` whether the table has run trails, a constant at each call.
    /// - Complexity: O(positions.count)
    @inline(__always)
    private static func writeAtStoredFrames(
        slots: UnsafePointer<Int32>, _ positions: Range<Int>, keys: ElementKeyTable, frames: UnsafePointer<Rect>,
        entries: UnsafeMutablePointer<KindTable.Entry>, into results: UnsafeMutablePointer<LayoutAttributes>, trails: Bool
    ) {
        var kindsMatch = true, cursor = ElementKeyCursor()
        var position = positions.lowerBound
        while position < positions.upperBound {
            let slot = Int(slots[position])
            let key = cursor.key(ofSlot: slot, in: keys, trails: trails)
            if trails, cursor.impliedTrail.contains(slot) || cursor.runHasTrail && cursor.impliedCells.contains(slot) {
                let written = writeTrailRun(slots: slots, position..<positions.upperBound, cursor: cursor, frames: frames, entries: entries, into: results)
                kindsMatch = kindsMatch && written.kindsMatch
                position = written.end
                continue
            }
            guard cursor.impliedCells.contains(slot) else {
                let kindMatches = (results + position).overwriteAllButKind(entry: entries + Int(key.kindCode), key: key, frame: frames[slot])
                kindsMatch = kindsMatch && kindMatches
                position += 1
                continue
            }
            // `slot` and the implied cells that follow it in the candidates, each the slot after the one before.
            let section = Int(cursor.impliedSection)
            var item = cursor.item(ofImpliedCell: slot), next = Int32(truncatingIfNeeded: slot)
            var cellKinds = true
            while true {
                // The candidates that continue the stretch, then their attributes in one tight loop.
                let limit = Swift.min(positions.upperBound, position &+ (cursor.impliedCells.upperBound &- Int(next))) &- position
                let stretch = (slots + position).consecutiveCount(from: next, limit: limit)
                cellKinds = (results + position).overwriteCells(
                    count: stretch, section: section, firstItem: item, frames: frames + Int(next)
                ) && cellKinds
                position &+= stretch
                next &+= Int32(truncatingIfNeeded: stretch)
                item &+= stretch
                // Stopped at the end of the cells known implied, the next candidate the next slot: one more bitmap word.
                let known = cursor.impliedCells.upperBound
                guard position < positions.upperBound, Int(next) == known, slots[position] == next else { break }
                cursor.extendImpliedCells(through: known, in: keys, trails: trails)
                guard cursor.impliedCells.upperBound > known else { break }
            }
            kindsMatch = kindsMatch && cellKinds
        }
        guard !kindsMatch else { return }
        assignKinds(slots: slots, positions, keys: keys, entries: entries, into: results)
    }

    /// The second pass of `writeAtStoredFrames`, when some written element
    /// did not hold its kind already: gives each its kind.
    /// - Complexity: O(positions.count)
    @inline(never)
    static func assignKinds(
        slots: UnsafePointer<Int32>, _ positions: Range<Int>, keys: ElementKeyTable,
        entries: UnsafeMutablePointer<KindTable.Entry>, into results: UnsafeMutablePointer<LayoutAttributes>
    ) {
        var cursor = ElementKeyCursor()
        for position in positions {
            (results + position).assignKind(of: entries + Int(cursor.key(ofSlot: Int(slots[position]), in: keys, recording: IgnoresImpliedTrail.self).kindCode))
        }
    }

    /// The attributes of the cell at `indexPath` (UIKit's
    /// `layoutAttributesForItem(at:)`), or `nil` when there is no such item.
    /// - Complexity: O(1), O(log sections) for a cell in closed form.
    public func attributesForItem(at indexPath: IndexPath, visibleBounds: Rect? = nil) -> LayoutAttributes? {
        guard sectionSlots.indices.contains(indexPath.section) else { return nil }
        let section = sectionSlots[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < Int(section.itemCount) else { return nil }
        return attributes(ofSlot: Int(section.firstItemSlot) + indexPath.item, visibleBounds: visibleBounds ?? defaultVisibleBounds)
    }

    /// The attributes of the supplementary element of `kind` at `indexPath`
    /// (UIKit's `layoutAttributesForSupplementaryView(ofKind:at:)`), or `nil`.
    /// - Complexity: O(number of kinds) + O(1) expected.
    public func attributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath, visibleBounds: Rect? = nil) -> LayoutAttributes? {
        attributes(of: .supplementary, kind, at: indexPath, visibleBounds: visibleBounds)
    }

    /// The attributes of the decoration element of `kind` at `indexPath`
    /// (UIKit's `layoutAttributesForDecorationView(ofKind:at:)`), or `nil`.
    /// - Complexity: O(number of kinds) + O(1) expected.
    public func attributesForDecorationElement(ofKind kind: ElementKind, at indexPath: IndexPath, visibleBounds: Rect? = nil) -> LayoutAttributes? {
        attributes(of: .decoration, kind, at: indexPath, visibleBounds: visibleBounds)
    }

    private func attributes(of category: ElementCategory, _ kind: ElementKind, at indexPath: IndexPath, visibleBounds: Rect?) -> LayoutAttributes? {
        guard let code = kinds.existingCode(for: category, kind),
              let section = Int32(exactly: indexPath.section), let item = Int32(exactly: indexPath.item),
              let slot = lookup.slot(kindCode: code, section: section, item: item, keys: keyTable)
                ?? impliedTrailSlot(kindCode: kinds.lookupCode(code), section: section, item: item)
        else { return nil }
        return attributes(ofSlot: Int(slot), visibleBounds: visibleBounds ?? defaultVisibleBounds)
    }

    /// Every element's attributes, in slot order (layout order).
    /// - Complexity: O(n)
    public func allElements(visibleBounds: Rect? = nil) -> [LayoutAttributes] {
        let visible = visibleBounds ?? defaultVisibleBounds
        return (0..<elementCount).map { attributes(ofSlot: $0, visibleBounds: visible) }
    }
}
