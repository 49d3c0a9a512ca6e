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
        var pass = TrailPass(start: start, end: slots.count, found: found)
        // The trail elements found go to `sink` a batch at a time, after the
        // candidates' pointers are given back (a sink may append to `slots`).
        withUnsafeTemporaryAllocation(of: TrailPass.Hit.self, capacity: TrailPass.batchCapacity) { batch in
            repeat {
                let taken = resolve(&pass, in: rect, trails: trails, slots: &slots, into: batch.baseAddress!)
                if taken > 0 { sink.take(UnsafeBufferPointer(rebasing: batch[0..<taken]), slots: &slots) }
            } while pass.position < pass.end
        }
        let end = pass.end, kept = pass.kept
        if kept < end {
            for position in end..<slots.count { slots[kept &+ position &- end] = slots[position] }
            slots.removeLast(end &- kept)
        }
        return ((pass.keptMain, (pass.keptShort &- start, found.short.maxLength), found.firstStrip), kept)
    }

    /// Tests the candidates of `pass` from its position on against `rect`,
    /// keeping those that meet it (moved down over the others), and writes
    /// each candidate cell's trail element that meets it to `hits`, until
    /// the candidates end or `TrailPass.batchCapacity` elements are written.
    /// - Returns: the number of elements written to `hits`.
    /// - Complexity: O(candidates tested), a word read each and, for a cell
    ///   with a trail, a rank and its anchor.
    private func resolve(
        _ pass: inout TrailPass, in rect: Rect, trails: ImpliedTrails, slots: inout [Int32], into hits: UnsafeMutablePointer<TrailPass.Hit>
    ) -> Int {
        let cross = scrollAxis.cross, maxX = rect.maxX, maxY = rect.maxY
        return slots.withUnsafeMutableBufferPointer { slots in
        frames.withUnsafeBufferPointer { frames in
        trails.cells.words.withUnsafeBufferPointer { cells in
            // Locals, not the captures: written through a capture, each was stored and reloaded per candidate.
            let slots = slots.baseAddress!, frames = frames.baseAddress!, cells = cells.baseAddress!
            var state = pass, taken = 0
            var run = TrailPass.RunCache()
            // The index's candidates at their stored frames (the short ones first), then the strips' moved.
            let shortEnd = state.start &+ state.shortCount, firstStripCandidate = state.firstStripCandidate
            while state.position < shortEnd, taken < TrailPass.batchCapacity {
                Self.test(state.position, moved: false, rect: rect, slots: slots, frames: frames, cells: cells, trails: trails,
                          layout: self, cross: cross, maxX: maxX, maxY: maxY, state: &state, run: &run, hits: hits, taken: &taken)
            }
            if state.position == shortEnd { state.keptShort = state.kept }
            while state.position < firstStripCandidate, taken < TrailPass.batchCapacity {
                Self.test(state.position, moved: false, rect: rect, slots: slots, frames: frames, cells: cells, trails: trails,
                          layout: self, cross: cross, maxX: maxX, maxY: maxY, state: &state, run: &run, hits: hits, taken: &taken)
            }
            if state.position == firstStripCandidate { state.keptMain = state.kept }
            while state.position < state.end, taken < TrailPass.batchCapacity {
                Self.test(state.position, moved: true, rect: rect, slots: slots, frames: frames, cells: cells, trails: trails,
                          layout: self, cross: cross, maxX: maxX, maxY: maxY, state: &state, run: &run, hits: hits, taken: &taken)
            }
            pass = state
            return taken
        }
        }
        }
    }

    /// Tests candidate `position` of `slots` (the next of `state`) against
    /// `rect`, at its stored frame or, when `moved`, moved by its strip's
    /// offset: keeps it when it meets the rect, and writes its trail element
    /// to `hits` when it is a cell with one that meets the rect.
    /// - Complexity: O(1): a word read; for a cell with a trail, its anchor
    ///   (a rank when its run is not `run`) and a population count.
    @inline(__always)
    private static func test(
        _ position: Int, moved: Bool, rect: Rect, slots: UnsafeMutablePointer<Int32>, frames: UnsafePointer<Rect>,
        cells: UnsafePointer<SlotBitmap.Word>, trails: ImpliedTrails, layout: PreparedLayout, cross: Axis, maxX: Double, maxY: Double,
        state: inout TrailPass, run: inout TrailPass.RunCache, hits: UnsafeMutablePointer<TrailPass.Hit>, taken: inout Int
    ) {
        state.position = position &+ 1
        let slot = Int(slots[position])
        var frame = frames[slot]
        if moved { frame = state.strip.frame(ofSlot: slot, stored: frame, in: layout) }
        slots[state.kept] = Int32(truncatingIfNeeded: slot)
        state.kept &+= Self.meets(frame, rect, maxX: maxX, maxY: maxY) ? 1 : 0
        let word = cells[slot &>> 6], bit: UInt64 = 1 &<< UInt64(slot & 63)
        guard word.bits & bit != 0 else { return }
        if !run.cells.contains(slot) { run = TrailPass.RunCache(cell: slot, keys: layout.keyTable, trails: trails) }
        var trailFrame = run.anchor.frame(on: frames[slot])
        if moved { trailFrame.origin[cross] -= state.strip.offset }
        guard Self.meets(trailFrame, rect, maxX: maxX, maxY: maxY) else { return }
        let trailSlot = trails.firstSlot &+ Int(word.rankBefore) &+ (word.bits & (bit &- 1)).nonzeroBitCount
        hits[taken] = TrailPass.Hit(cell: Int32(truncatingIfNeeded: slot), slot: Int32(truncatingIfNeeded: trailSlot), frame: trailFrame)
        taken &+= 1
    }

    /// `frame.intersects(rect)`, with the rect's far edges `maxX` and `maxY`
    /// computed once per query (as `intersects` computes them), and the
    /// larger and smaller of two edges chosen by one comparison each
    /// (`maxsd`, `minsd`): the frames are finite (`build` refuses others)
    /// and so is a rect the pass is given (`ImpliedTrails.searchRect(for:)`),
    /// where `Swift.max` and `min` also order NaNs, five instructions each.
    /// - Complexity: O(1)
    @inline(__always)
    private static func meets(_ frame: Rect, _ rect: Rect, maxX: Double, maxY: Double) -> Bool {
        let frameMaxX = frame.origin.x + frame.size.width, frameMaxY = frame.origin.y + frame.size.height
        let minX = frame.origin.x > rect.origin.x ? frame.origin.x : rect.origin.x
        let minY = frame.origin.y > rect.origin.y ? frame.origin.y : rect.origin.y
        return minX < (frameMaxX < maxX ? frameMaxX : maxX) && minY < (frameMaxY < maxY ? frameMaxY : maxY)
    }

    /// Gives `sink` every implied trail element whose frame meets `rect`,
    /// testing each: the answer for a rect the indexes cannot be asked
    /// for widened.
    /// - Complexity: O(n / 64 + trail elements × log S)
    private func appendEveryTrail<Sink: ImpliedTrailSink>(meeting rect: Rect, trails: ImpliedTrails, to slots: inout [Int32], sink: inout Sink) {
        trails.cells.forEachSlot { cell, rank in
            let frame = impliedTrailFrame(ofCell: cell, trails: trails)
            guard frame.intersects(rect) else { return }
            var hit = TrailPass.Hit(cell: Int32(truncatingIfNeeded: cell), slot: Int32(truncatingIfNeeded: trails.firstSlot &+ rank), frame: frame)
            withUnsafePointer(to: &hit) { sink.take(UnsafeBufferPointer(start: $0, count: 1), slots: &slots) }
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
}
