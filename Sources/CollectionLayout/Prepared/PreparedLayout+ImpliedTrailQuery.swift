/// Where a query's implied trail elements go: `appendSlots` puts their
/// virtual slots after the stored candidates, `elements(in:)` keeps each
/// one's cell and frame to write its attributes after the stored ones'.
protocol ImpliedTrailSink {
    /// Takes the trail element of the cell in `cell`, virtual slot `slot`,
    /// whose frame `frame` meets the query rect; `slots` is the query's
    /// list of candidates, which grows past the ones being tested.
    mutating func take(cell: Int, slot: Int, frame: Rect, slots: inout [Int32])
}

/// Appends each trail element's virtual slot to the query's slots.
struct ImpliedTrailSlots: ImpliedTrailSink {
    /// Appends `slot` to `slots`.
    @inline(__always)
    mutating func take(cell: Int, slot: Int, frame: Rect, slots: inout [Int32]) {
        slots.append(Int32(truncatingIfNeeded: slot))
    }
}

/// Keeps each trail element's cell and frame (a `QueryBuffer`'s lists, lent
/// for the query), for its attributes.
struct ImpliedTrailHits: ImpliedTrailSink, Sendable {
    /// The cells whose trail elements were found, in the order found.
    var cells: [Int32]
    /// Those elements' frames (moved as their cells).
    var frames: [Rect]

    /// Keeps `cell` and `frame`.
    @inline(__always)
    mutating func take(cell: Int, slot: Int, frame: Rect, slots: inout [Int32]) {
        cells.append(Int32(truncatingIfNeeded: cell))
        frames.append(frame)
    }
}

extension PreparedLayout {
    /// The candidates of `appendCandidates` for `rect` in a layout with
    /// implied trails, made results: the indexes and strips are asked for
    /// the rect widened by the trails' overhang (`ImpliedTrails.searchRect`),
    /// so each candidate is tested against `rect` itself (the main index's at
    /// its stored frame, a pinned one's envelope included, which contains
    /// its real frame; a strip's moved by its offset), and each candidate
    /// cell with a trail gives its trail element to `sink` when the
    /// element's frame (moved as its cell) meets `rect`. Candidates that do
    /// not meet `rect` are removed from `slots[start...]`, in order; the
    /// elements `sink` appended to `slots` follow the kept ones.
    /// - Returns: `appendCandidates`' answer for the kept candidates, and
    ///   where the stored candidates end in `slots`.
    /// - Complexity: that of the index for the widened rect, plus O(k) for
    ///   its k candidates; O(n) for a rect with an infinite edge, whose
    ///   widening is not finite (every trail element is tested).
    func appendCandidatesResolvingTrails<Probe: IndexProbe, Sink: ImpliedTrailSink>(
        in rect: Rect, visibleBounds visible: Rect, to slots: inout [Int32], sink: inout Sink, probe: inout Probe
    ) -> (candidates: (firstStripCandidate: Int, short: (count: Int, maxLength: Double), firstStrip: Int), storedEnd: Int) {
        let trails = impliedTrails!
        let start = slots.count
        guard let search = trails.searchRect(for: rect) else {
            let candidates = appendCandidates(in: rect, visibleBounds: visible, to: &slots, probe: &probe)
            let storedEnd = slots.count
            appendEveryTrail(meeting: rect, trails: trails, to: &slots, sink: &sink)
            return (candidates, storedEnd)
        }
        let found = appendCandidates(in: search, visibleBounds: visible, to: &slots, probe: &probe)
        let end = slots.count, cross = scrollAxis.cross
        var strip = StripOffsetCache(firstStrip: found.firstStrip)
        var kept = start, keptShort = start, keptMain = start
        for position in start..<end {
            if position == start &+ found.short.count { keptShort = kept }
            if position == found.firstStripCandidate { keptMain = kept }
            let slot = Int(slots[position]), stored = frames[slot]
            let inStrip = position >= found.firstStripCandidate
            let frame = inStrip ? strip.frame(ofSlot: slot, stored: stored, in: self) : stored
            if frame.intersects(rect) {
                slots[kept] = Int32(truncatingIfNeeded: slot)
                kept &+= 1
            }
            guard let trailSlot = trails.trailSlot(ofCell: slot) else { continue }
            var trailFrame = trailFrame(ofCell: slot, trails: trails)
            if inStrip { trailFrame.origin[cross] -= strip.offset }
            if trailFrame.intersects(rect) { sink.take(cell: slot, slot: trailSlot, frame: trailFrame, slots: &slots) }
        }
        if end == start &+ found.short.count { keptShort = kept }
        if end == found.firstStripCandidate { keptMain = kept }
        if kept < end {
            for position in end..<slots.count { slots[kept &+ position &- end] = slots[position] }
            slots.removeLast(end &- kept)
        }
        return ((keptMain, (keptShort &- start, found.short.maxLength), found.firstStrip), kept)
    }

    /// Gives `sink` every implied trail element whose frame meets `rect`,
    /// testing each: the answer for a rect the indexes cannot be asked
    /// for widened.
    /// - Complexity: O(n / 64 + trail elements × log S)
    private func appendEveryTrail<Sink: ImpliedTrailSink>(meeting rect: Rect, trails: ImpliedTrails, to slots: inout [Int32], sink: inout Sink) {
        for (word, value) in trails.cells.words.enumerated() {
            var bits = value.bits
            while bits != 0 {
                let cell = word << 6 | bits.trailingZeroBitCount
                bits &= bits &- 1
                let slot = trails.trailSlot(ofCell: cell)!
                let frame = impliedTrailFrame(ofSlot: slot)
                if frame.intersects(rect) { sink.take(cell: cell, slot: slot, frame: frame, slots: &slots) }
            }
        }
    }

    /// `appendSlots(in:visibleBounds:to:probe:)` for a layout with implied
    /// trails: the candidates resolved (`appendCandidatesResolvingTrails`),
    /// the pinned ones among the stored candidates tested at their real
    /// frames, the trail elements' slots after them.
    /// - Complexity: as `appendCandidatesResolvingTrails`.
    @usableFromInline
    func appendSlotsResolvingTrails<Probe: IndexProbe>(in rect: Rect, visibleBounds visible: Rect, to slots: inout [Int32], probe: inout Probe) {
        let start = slots.count
        var sink = ImpliedTrailSlots()
        let (candidates, storedEnd) = appendCandidatesResolvingTrails(in: rect, visibleBounds: visible, to: &slots, sink: &sink, probe: &probe)
        guard !pinned.isEmpty else { return }
        let unchecked = unpinnedShortCount(candidates.short, in: rect)
        let checkedEnd = orthogonal?.holdsPinned == false ? candidates.firstStripCandidate : storedEnd
        removePinnedElements(outside: rect, visibleBounds: visible, from: &slots, in: start &+ unchecked..<Swift.max(start &+ unchecked, checkedEnd))
    }

    /// Appends the slots and attributes of the trail elements a query
    /// found (`hits`, from `appendCandidatesResolvingTrails`) to `buffer`,
    /// after the stored elements' results, writing over the attributes the
    /// buffer holds past them as the stored ones are written.
    /// - Complexity: O(hits), a rank each for its key.
    func appendTrailAttributes(_ hits: ImpliedTrailHits, to buffer: inout QueryBuffer) {
        guard let impliedTrails, !hits.cells.isEmpty else { return }
        let first = buffer.slots.count
        QueryBuffer.grow(&buffer.attributes, to: first &+ hits.cells.count)
        buffer.attributes.withUnsafeMutableBufferPointer { attributes in
            kinds.entries.withUnsafeBufferPointer { entries in
                let entries = UnsafeMutablePointer(mutating: entries.baseAddress!), results = attributes.baseAddress! + first
                for (position, cell) in hits.cells.enumerated() {
                    let key = trailKey(ofCell: Int(cell), trails: impliedTrails)
                    (results + position).overwrite(entry: entries + Int(key.kindCode), key: key, frame: hits.frames[position])
                }
            }
        }
        for cell in hits.cells { buffer.slots.append(Int32(truncatingIfNeeded: impliedTrails.trailSlot(ofCell: Int(cell))!)) }
    }
}
