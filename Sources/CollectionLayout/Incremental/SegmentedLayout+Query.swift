extension SegmentedLayout {
    /// The attributes of every element whose frame intersects `rect`, as
    /// `PreparedLayout.elements(in:visibleBounds:into:)` answers them: the same
    /// elements as a linear scan of `flattened(index:)`, each once, section by
    /// section. Performs no allocation once `buffer` has grown to the results
    /// (its `slots` serve as scratch and are left empty).
    /// - Complexity: O(log S) to find the first section, then per section
    ///   crossed O(log S) plus its index's query; O(log n + k) overall for the
    ///   indexed strategies when the rect crosses a bounded number of sections.
    public func elements(in rect: Rect, visibleBounds: Rect? = nil, into buffer: inout QueryBuffer) {
        var probe = NoProbe()
        buffer.attributes.removeAll(keepingCapacity: true)
        appendElements(in: rect, visibleBounds: visibleBounds ?? defaultVisibleBounds, scratch: &buffer.slots, attributes: &buffer.attributes, probe: &probe)
        buffer.slots.removeAll(keepingCapacity: true)
    }

    /// The attributes of every element whose frame intersects `rect`.
    /// - Complexity: that of `elements(in:visibleBounds:into:)`.
    public func elements(in rect: Rect, visibleBounds: Rect? = nil) -> [LayoutAttributes] {
        var buffer = QueryBuffer()
        elements(in: rect, visibleBounds: visibleBounds, into: &buffer)
        return buffer.attributes
    }

    /// The tree nodes, sections and index nodes examined for `rect`, and the
    /// number of results: the deterministic measure of a query's complexity.
    /// - Complexity: that of `elements(in:visibleBounds:into:)`.
    public func visits(in rect: Rect, visibleBounds: Rect? = nil) -> (visits: Int, results: Int) {
        var probe = VisitCounter()
        var scratch: [Int32] = [], attributes: [LayoutAttributes] = []
        appendElements(in: rect, visibleBounds: visibleBounds ?? defaultVisibleBounds, scratch: &scratch, attributes: &attributes, probe: &probe)
        return (probe.visits, attributes.count)
    }

    func appendElements<Probe: IndexProbe>(
        in rect: Rect, visibleBounds visible: Rect, scratch: inout [Int32], attributes: inout [LayoutAttributes], probe: inout Probe
    ) {
        guard !rect.isEmpty else { return }
        let axis = scrollAxis
        var walk = SectionWalk(offsets, from: rect.min(axis), to: rect.max(axis), probe: &probe)
        while let (section, offset) = walk.next(offsets, segments, probe: &probe) {
            let segment = segments[section]
            let local = localRect(rect, segment: segment, offset: offset)
            scratch.removeAll(keepingCapacity: true)
            segment.prepared.index.appendSlots(intersecting: local, to: &scratch, probe: &probe)
            for slot in scratch where intersects(Int(slot), of: segment, offset: offset, rect: rect, visible: visible) {
                attributes.append(contentAttributes(ofSlot: Int(slot), of: segment, section: section, offset: offset, visible: visible))
            }
        }
    }

    /// `rect` in the coordinates of a section at `offset`, grown along the
    /// scroll axis by the slack, so its index returns every element whose
    /// content frame meets `rect` whatever the rounding of the move (and a few
    /// more, which `intersects(_:of:offset:rect:visible:)` then drops).
    func localRect(_ rect: Rect, segment: LayoutSegment, offset: Double) -> Rect {
        let axis = scrollAxis
        let start = rect.min(axis), end = rect.max(axis)
        let slack = SectionWalk.slack(start, end, Swift.abs(offset) + Swift.abs(segment.low) + Swift.abs(segment.high))
        var local = rect
        local.origin[axis] = (start - offset) - slack
        local.size[axis] = ((end - offset) + slack) - local.origin[axis]
        return local
    }

    /// Whether the element in `slot` of a section at `offset` intersects `rect`
    /// in content coordinates, decided exactly as a `PreparedLayout` with the
    /// same content frames decides it (a pinned element: its envelope and its
    /// frame for `visible`).
    @inline(__always)
    func intersects(_ slot: Int, of segment: LayoutSegment, offset: Double, rect: Rect, visible: Rect) -> Bool {
        if let placement = segment.prepared.pinnedPlacement(ofSlot: slot) {
            let moved = placement.moved(by: offset)
            return moved.envelope.intersects(rect) && moved.frame(in: visible).intersects(rect)
        }
        return segment.prepared.frames[slot].movedAlong(scrollAxis, by: offset).intersects(rect)
    }

    /// The content frame of the element in `slot` of a section at `offset`.
    @inline(__always)
    func contentFrame(ofSlot slot: Int, of segment: LayoutSegment, offset: Double, visible: Rect) -> Rect {
        if let placement = segment.prepared.pinnedPlacement(ofSlot: slot) {
            return placement.moved(by: offset).frame(in: visible)
        }
        return segment.prepared.frames[slot].movedAlong(scrollAxis, by: offset)
    }

    /// The attributes of the element in `slot` of section `section` at `offset`.
    func contentAttributes(ofSlot slot: Int, of segment: LayoutSegment, section: Int, offset: Double, visible: Rect) -> LayoutAttributes {
        let key = segment.prepared.key(ofSlot: slot)
        let entry = segment.prepared.kinds[key.kindCode]
        return LayoutAttributes(
            category: entry.category, kind: entry.kind, indexPath: IndexPath(item: Int(key.item), section: section),
            frame: contentFrame(ofSlot: slot, of: segment, offset: offset, visible: visible), zIndex: Int(key.zIndex)
        )
    }
}

/// The sections whose elements may reach the main-axis interval `[start, end)`,
/// in order, each with its offset: found through the offset tree (the last
/// section starting before the interval, then on until a section starts past
/// it), widened by the largest overhangs and the slack.
///
/// While some section has a negative length (negative insets can make one),
/// offsets do not grow monotonically and every section is examined instead.
///
/// It takes the layout's offset tree and segments rather than the generic
/// layout, so that a query's walk is specialised for its probe: generic over
/// the layout, every step looked up the layout's type metadata (about 450
/// instructions per call in callgrind, a flow grid hit test at 10^3).
struct SectionWalk {
    private var next: Int
    private let start: Double
    private let end: Double
    private let slack: Double
    private let scansAll: Bool

    /// Starts a walk over the sections of `offsets`: O(log S) with the search, O(1) for a scan.
    init<Probe: IndexProbe>(_ offsets: SectionOffsetTree, from start: Double, to end: Double, probe: inout Probe) {
        self.start = start
        self.end = end
        slack = Self.slack(start, end, offsets.magnitude + offsets.maximumLeadingOverhang + offsets.maximumTrailingOverhang)
        scansAll = offsets.negativeLengthCount > 0
        if scansAll || offsets.count == 0 {
            next = 0
        } else {
            next = offsets.lastSection(startingAtOrBefore: start - offsets.maximumTrailingOverhang - slack, probe: &probe)
        }
    }

    /// The next section of `segments` (placed by `offsets`) that may hold an
    /// element of the interval, and its offset.
    /// - Complexity: O(log S) per section examined.
    mutating func next<Probe: IndexProbe>(_ offsets: SectionOffsetTree, _ segments: ChunkedArray<LayoutSegment>, probe: inout Probe) -> (Int, Double)? {
        while next < offsets.count {
            let section = next
            next += 1
            probe.visit()
            let offset = offsets.offset(of: section, probe: &probe)
            if !scansAll && offset - offsets.maximumLeadingOverhang - slack >= end {
                next = offsets.count
                return nil
            }
            let segment = segments[section]
            if offset + segment.high > start - slack && offset + segment.low < end + slack { return (section, offset) }
        }
        return nil
    }

    /// How far a query is widened to absorb the rounding of moving frames and
    /// rects between content and section coordinates: 2^-40 of the magnitudes
    /// involved, while one rounding is at most 2^-53 of them (so the slack
    /// covers thousands of roundings and costs nothing visible: 10^-4 pt at
    /// 10^8 pt of content). Infinite coordinates contribute nothing.
    @inline(__always)
    static func slack(_ start: Double, _ end: Double, _ magnitude: Double) -> Double {
        let a = start.isFinite ? Swift.abs(start) : 0, b = end.isFinite ? Swift.abs(end) : 0
        return (a + b + magnitude) * 0x1p-40
    }
}
