extension PreparedLayout {
    /// The frame of the element in `slot` for the visible bounds `visible`: pinned
    /// headers and footers and sticky cards are placed for them; the content
    /// of an orthogonal section is moved by its scroll offset.
    /// - Complexity: O(1) (a hash lookup for pinned elements), O(log S) for a
    ///   layout with S orthogonal sections or for a cell in closed form.
    @inlinable
    public func frame(ofSlot slot: Int, visibleBounds visible: Rect) -> Rect {
        if let uniformCells, slot >= uniformCells.firstSlot { return uniformCells.frame(ofSlot: slot) }
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
    /// - Complexity: O(1)
    @inlinable
    func pinnedPlacement(ofSlot slot: Int) -> PinnedPlacement? {
        guard !pinned.isEmpty, kinds.isPinned(code: kindCode(ofSlot: slot)) else { return nil }
        return pinned[Int32(truncatingIfNeeded: slot)]
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
    /// removed and appended again, and a kind equal to the one already there
    /// is not assigned: removing released each result's `ElementKind` string
    /// and appending retained it again and checked the array's uniqueness and
    /// capacity per result.
    /// - Parameter firstStripCandidate: where the content of orthogonal sections
    ///   starts in `buffer.slots` (see `appendCandidates`).
    /// - Complexity: O(k), plus a hash lookup per pinned candidate and
    ///   O(log S) per candidate in an orthogonal section.
    func appendAttributes(in rect: Rect, visibleBounds visible: Rect, firstStripCandidate: Int, buffer: inout QueryBuffer) {
        // Both lists are moved out of the buffer (no copy) so that each is
        // written through its own pointer.
        var slots: [Int32] = [], attributes: [LayoutAttributes] = []
        swap(&slots, &buffer.slots)
        swap(&attributes, &buffer.attributes)
        let count = slots.count
        if attributes.count < count {
            let blank = LayoutAttributes(category: .cell, kind: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 0, height: 0))
            attributes.append(contentsOf: repeatElement(blank, count: count - attributes.count))
        }
        let placesEachCandidate = stickyCards != nil
        var kept = 0
        slots.withUnsafeMutableBufferPointer { slots in
        attributes.withUnsafeMutableBufferPointer { attributes in
        kinds.entries.withUnsafeBufferPointer { entries in
        frames.withUnsafeBufferPointer { frames in
            for position in 0..<count {
                let slot = Int(slots[position])
                let key = self.key(ofSlot: slot)
                let code = Int(key.kindCode)
                var frame: Rect
                if entries[code].isPinned, let placement = pinned[Int32(truncatingIfNeeded: slot)] {
                    frame = placement.frame(in: visible)
                    if !frame.intersects(rect) { continue }
                } else if placesEachCandidate || position >= firstStripCandidate {
                    frame = self.unpinnedFrame(ofSlot: slot, visibleBounds: visible)
                } else {
                    frame = frames[slot]
                }
                slots[kept] = Int32(truncatingIfNeeded: slot)
                attributes[kept].overwrite(
                    category: entries[code].category, kind: entries[code].kind,
                    indexPath: IndexPath(item: Int(key.item), section: Int(key.section)), frame: frame, zIndex: Int(key.zIndex)
                )
                kept += 1
            }
        }
        }
        }
        }
        slots.removeLast(count - kept)
        attributes.removeLast(attributes.count - kept)
        swap(&slots, &buffer.slots)
        swap(&attributes, &buffer.attributes)
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
              let slot = lookup.slot(kindCode: code, section: section, item: item)
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

extension LayoutAttributes {
    /// Makes these attributes those of a query result, as
    /// `init(category:kind:indexPath:frame:zIndex:)` would, without assigning
    /// an equal kind: assigning one releases the old string and retains the new.
    /// - Complexity: O(1) (O(kind name) when the kinds differ).
    @inline(__always)
    mutating func overwrite(category: ElementCategory, kind: ElementKind, indexPath: IndexPath, frame: Rect, zIndex: Int) {
        self.category = category
        if self.kind != kind { self.kind = kind }
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        alpha = 1
        isHidden = false
        transform = .identity
    }
}
