extension SegmentedLayout {
    /// The attributes of the cell at `indexPath`, or `nil` when there is no such item.
    /// - Complexity: O(log S)
    public func attributesForItem(at indexPath: IndexPath, visibleBounds: Rect? = nil) -> LayoutAttributes? {
        guard segments.indices.contains(indexPath.section) else { return nil }
        let segment = segments[indexPath.section]
        guard let local = segment.prepared.attributesForItem(at: IndexPath(item: indexPath.item, section: 0)) else { return nil }
        var attributes = local
        attributes.indexPath = indexPath
        attributes.frame = local.frame.movedAlong(scrollAxis, by: offsets.offset(of: indexPath.section))
        return attributes
    }

    /// The attributes of the supplementary element of `kind` at `indexPath`, or `nil`.
    /// - Complexity: O(number of kinds + log S)
    public func attributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath, visibleBounds: Rect? = nil) -> LayoutAttributes? {
        attributes(of: .supplementary, kind, at: indexPath, visibleBounds: visibleBounds)
    }

    /// The attributes of the decoration element of `kind` at `indexPath`, or `nil`.
    /// - Complexity: O(number of kinds + log S)
    public func attributesForDecorationElement(ofKind kind: ElementKind, at indexPath: IndexPath, visibleBounds: Rect? = nil) -> LayoutAttributes? {
        attributes(of: .decoration, kind, at: indexPath, visibleBounds: visibleBounds)
    }

    private func attributes(of category: ElementCategory, _ kind: ElementKind, at indexPath: IndexPath, visibleBounds: Rect?) -> LayoutAttributes? {
        guard segments.indices.contains(indexPath.section) else { return nil }
        let segment = segments[indexPath.section]
        let prepared = segment.prepared
        guard let code = prepared.kinds.existingCode(for: category, kind),
              let item = Int32(exactly: indexPath.item),
              let slot = prepared.lookup.slot(kindCode: code, section: 0, item: item, keys: prepared.keyTable)
        else { return nil }
        return contentAttributes(
            ofSlot: Int(slot), of: segment, section: indexPath.section, offset: offsets.offset(of: indexPath.section),
            visible: visibleBounds ?? defaultVisibleBounds
        )
    }

    /// Every element's attributes, section by section in layout order.
    /// - Complexity: O(n + S log S)
    public func allElements(visibleBounds: Rect? = nil) -> [LayoutAttributes] {
        let visible = visibleBounds ?? defaultVisibleBounds
        var all: [LayoutAttributes] = []
        all.reserveCapacity(elementCount)
        for (section, segment) in segments.enumerated() {
            let offset = offsets.offset(of: section)
            for slot in segment.prepared.frames.indices {
                all.append(contentAttributes(ofSlot: slot, of: segment, section: section, offset: offset, visible: visible))
            }
        }
        return all
    }
}

extension SegmentedLayout {
    /// The item whose cell contains `point` (UIKit's `indexPathForItem(at:)`),
    /// the topmost when cells overlap (highest zIndex, then the one laid out
    /// last); `nil` over empty space, headers and footers, or for a point that
    /// is not finite. A point query through the offset tree and one section's
    /// index, not a scan. `buffer`'s storage is reused (no allocation once grown).
    /// - Complexity: O(log S + log(section) + k) for the indexed strategies,
    ///   k the elements near the point.
    public func indexPathForItem(at point: Point, using buffer: inout QueryBuffer) -> IndexPath? {
        var probe = NoProbe()
        defer { buffer.slots.removeAll(keepingCapacity: true) }
        return hitTest(point, scratch: &buffer.slots, probe: &probe)
    }

    /// `indexPathForItem(at:using:)` with a buffer of its own.
    /// - Complexity: that of `indexPathForItem(at:using:)`.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        var buffer = QueryBuffer()
        return indexPathForItem(at: point, using: &buffer)
    }

    /// The nodes, sections and elements a hit test examines, and its answer.
    /// - Complexity: that of `indexPathForItem(at:using:)`.
    public func hitTestVisits(at point: Point) -> (visits: Int, indexPath: IndexPath?) {
        var probe = VisitCounter()
        var scratch: [Int32] = []
        let found = hitTest(point, scratch: &scratch, probe: &probe)
        return (probe.visits, found)
    }

    /// The hit test of `indexPathForItem(at:using:)` and `hitTestVisits(at:)`.
    /// Always inlined into those two, so that its index call has a concrete
    /// probe and is specialised even though this type is generic: called with
    /// a generic probe, the strip directory's scan, generic over the frame
    /// fields it reads, read each field through a protocol witness (callgrind,
    /// flow grid hit test at 10^3: 4,185 instructions, 3,665 inlined).
    /// - Complexity: that of `indexPathForItem(at:using:)`.
    @inline(__always)
    func hitTest<Probe: IndexProbe>(_ point: Point, scratch: inout [Int32], probe: inout Probe) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let axis = scrollAxis, cross = axis.cross
        let main = point[axis], across = point[cross]
        // A tiny rect around the point gathers candidates; containment is then exact.
        let crossSlack = Swift.max((Swift.abs(across) + boundsSize[cross]) * 0x1p-40, 0x1p-1000)
        let visible = defaultVisibleBounds
        var best: (section: Int, slot: Int, zIndex: Int32)?
        var walk = SectionWalk(offsets, from: main, to: main, probe: &probe)
        while let (section, offset) = walk.next(offsets, segments, probe: &probe) {
            let segment = segments[section]
            let mainSlack = Swift.max(SectionWalk.slack(main, main, Swift.abs(offset) + Swift.abs(segment.low) + Swift.abs(segment.high)), 0x1p-1000)
            let local = Rect(
                mainStart: (main - offset) - mainSlack, mainLength: 2 * mainSlack,
                crossStart: across - crossSlack, crossLength: 2 * crossSlack, mainAxis: axis
            )
            scratch.removeAll(keepingCapacity: true)
            segment.appendSlots(intersecting: local, to: &scratch, probe: &probe)
            for slot in scratch {
                let key = segment.prepared.key(ofSlot: Int(slot))
                guard key.kindCode == 0, contentFrame(ofSlot: Int(slot), of: segment, offset: offset, visible: visible).containsPoint(point) else { continue }
                if let current = best, (current.zIndex, current.section, current.slot) > (key.zIndex, section, Int(slot)) { continue }
                best = (section, Int(slot), key.zIndex)
            }
        }
        guard let best else { return nil }
        return IndexPath(item: Int(segments[best.section].prepared.key(ofSlot: best.slot).item), section: best.section)
    }
}

extension LayoutSegment {
    /// Appends the slots of the section's index that intersect `rect`
    /// (section coordinates). Not inlined, so that the index is read through
    /// this segment, borrowed for the call: inlined into a caller holding the
    /// segment, the strip directory's scan copied the index out of it first
    /// (its arrays retained and released, about 400 instructions per query).
    /// - Complexity: that of the section's index.
    @inline(never)
    func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        prepared.index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
    }
}
