extension OrthogonalSections {
    /// Appends the slots of the strips' elements that intersect `rect` at the
    /// strips' offsets: whose real frame (`frames[slot]` moved back by the
    /// offset, as `PreparedLayout.frame(ofSlot:visibleBounds:)` places it)
    /// intersects `rect`, the very test each candidate gets.
    ///
    /// Only the search bounds of a scrolled strip use the moved rect, widened
    /// by a few hundred ulps along the cross axis (`candidateRect`): moving
    /// the rect and moving a frame round differently, so the moved rect
    /// alone could find an element that only touches the rect, or miss one
    /// that overlaps it by an ulp (`CompositionalOracleRegressionTests`,
    /// seeds 301602 and 301674).
    /// - Complexity: O(min(s, log S)) (see the type's documentation) plus,
    ///   per crossed strip, O(log m) and the entries scanned.
    /// - Returns: the position in `strips` of the first strip the query
    ///   crossed or passed: its candidates' strips follow in order from it
    ///   (`StripOffsetCache`).
    @inlinable @discardableResult
    func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, scrollAxis axis: Axis, frames: [Rect], to slots: inout [Int32], probe: inout Probe) -> Int {
        guard !rect.isEmpty, !strips.isEmpty else { return strips.count }
        // Hits gather on the call stack and join `slots` in one copy (an
        // append checks the array's uniqueness each time).
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: StripDirectoryIndex.batchCapacity) { buffer in
            var batch = HitBatch(base: buffer.baseAddress!)
            let first = appendSlots(intersecting: rect, scrollAxis: axis, frames: frames, to: &batch, slots: &slots, probe: &probe)
            batch.flush(into: &slots)
            return first
        }
    }

    /// `appendSlots(intersecting:scrollAxis:frames:to:probe:)` into `batch`
    /// (moved into `slots` whenever it fills, and left for the caller to
    /// move last): the main index's hits and these join the output in one copy.
    /// - Complexity: as `appendSlots(intersecting:scrollAxis:frames:to:probe:)`.
    @inlinable @inline(__always)
    func appendSlots<Probe: IndexProbe>(
        intersecting rect: Rect, scrollAxis axis: Axis, frames: [Rect], to batch: inout HitBatch, slots: inout [Int32], probe: inout Probe
    ) -> Int {
        guard !rect.isEmpty, !strips.isEmpty else { return strips.count }
        // One copy of the scan per axis and width of entries, each reading the frames' fields at constant offsets.
        return if axis == .vertical {
            appendSlots(intersecting: rect, AxisQuery(rect, axis: axis), crossAxis: axis.cross, fields: VerticalFrameFields.self, frames: frames, to: &batch, slots: &slots, probe: &probe)
        } else {
            appendSlots(intersecting: rect, AxisQuery(rect, axis: axis), crossAxis: axis.cross, fields: HorizontalFrameFields.self, frames: frames, to: &batch, slots: &slots, probe: &probe)
        }
    }

    /// `appendSlots(intersecting:scrollAxis:frames:to:probe:)` for `rect`,
    /// seen as `query` along the scroll axis, reading frames through
    /// `fields`: the scan below over `crossOrder`'s entries in their width.
    /// - Complexity: as `appendSlots(intersecting:scrollAxis:frames:to:probe:)`.
    @inlinable @inline(__always)
    func appendSlots<Fields: FrameFields, Probe: IndexProbe>(
        intersecting rect: Rect, _ query: AxisQuery, crossAxis cross: Axis, fields: Fields.Type, frames: [Rect], to batch: inout HitBatch,
        slots: inout [Int32], probe: inout Probe
    ) -> Int {
        crossOrder.withEntries(
            entryCount: runningMaxCrossEnd.count,
            narrow: { appendSlots(intersecting: rect, query, crossAxis: cross, fields: fields, crossOrder: $0, frames: frames, to: &batch, slots: &slots, probe: &probe) },
            wide: { appendSlots(intersecting: rect, query, crossAxis: cross, fields: fields, crossOrder: $0, frames: frames, to: &batch, slots: &slots, probe: &probe) }
        )
    }

    /// `appendSlots(intersecting:scrollAxis:frames:to:probe:)` for `rect`,
    /// seen as `query` along the scroll axis, reading frames
    /// through `fields` and entries from `crossOrder`. Each candidate gets `Rect.intersects`'s
    /// comparisons, in its order of operands, on its frame moved back by
    /// the strip's offset (a subtraction of 0 for a strip at rest moves
    /// nothing), without a branch: its slot is written and kept by counting it.
    /// - Complexity: as `appendSlots(intersecting:scrollAxis:frames:to:probe:)`.
    @inlinable @inline(__always)
    func appendSlots<Fields: FrameFields, Entry: FixedWidthInteger & UnsignedInteger, Probe: IndexProbe>(
        intersecting rect: Rect, _ query: AxisQuery, crossAxis cross: Axis, fields: Fields.Type, crossOrder: UnsafePointer<Entry>,
        frames: [Rect], to batch: inout HitBatch, slots: inout [Int32], probe: inout Probe
    ) -> Int {
        // Read through buffer pointers: no bounds check and no reload of an
        // array per step of the searches and the scans.
        strips.withUnsafeBufferPointer { strips in
        runningMaxEnd.withUnsafeBufferPointer { runningMaxEnd in
        runningMaxCrossEnd.withUnsafeBufferPointer { runningMaxCrossEnd in
        frames.withUnsafeBufferPointer { frames in
            let hits = batch.base, stripCount = strips.count, strips = strips.baseAddress!
            let runningMaxCrossEnd = runningMaxCrossEnd.baseAddress!, frames = frames.baseAddress!
            var gathered = batch.count
            // Every producer leaves the batch with room for one more hit (it
            // flushes a full one): the scan below stores a candidate before it
            // knows whether it hits.
            assert(gathered < StripDirectoryIndex.batchCapacity)
            let first = endDirectory.firstPosition(endingAfter: query.start, ends: runningMaxEnd, probe: &probe)
            var position = first
            while position < stripCount {
                let strip = strips + position
                guard strip.pointee.mainStart < query.end else { break }
                probe.visit()
                position &+= 1
                guard strip.pointee.mainEnd > query.start else { continue }
                let offset = strip.pointee.offset
                var crossLow = query.crossStart, crossHigh = query.crossEnd
                if offset != 0 {
                    let bounds = strip.pointee.candidateRect(for: rect, crossAxis: cross)
                    (crossLow, crossHigh) = (bounds.min(cross), bounds.max(cross))
                }
                let entries = strip.pointee.entries, firstSlot = strip.pointee.firstSlot
                var entry = entries.lowerBound, end = entries.upperBound
                let entriesEnd = end
                while entry < end {
                    probe.visit()
                    let mid = (entry &+ end) >> 1
                    if Double(runningMaxCrossEnd[mid]) <= crossLow { entry = mid &+ 1 } else { end = mid }
                }
                while entry < entriesEnd {
                    probe.visit()
                    let slot = firstSlot &+ Int32(truncatingIfNeeded: crossOrder[entry])
                    let frame = frames + Int(slot)
                    let storedCrossStart = Fields.crossStart(of: frame)
                    guard storedCrossStart < crossHigh else { break }
                    entry &+= 1
                    // `Rect.intersects` of the moved frame and the rect, both axes always.
                    let crossStart = storedCrossStart - offset, crossEnd = crossStart + Fields.crossLength(of: frame)
                    let mainStart = Fields.mainStart(of: frame), mainEnd = mainStart + Fields.mainLength(of: frame)
                    // Max and min as the index's scan writes them (`a > b ? a : b`):
                    // `Swift.max`'s choice on ties costs three more instructions
                    // per axis, and neither changes the comparison for frames without NaN.
                    let mainHits = (mainStart > query.start ? mainStart : query.start) < (mainEnd < query.end ? mainEnd : query.end)
                    let crossHits = (crossStart > query.crossStart ? crossStart : query.crossStart) < (crossEnd < query.crossEnd ? crossEnd : query.crossEnd)
                    hits[gathered] = slot
                    gathered &+= (mainHits ? 1 : 0) & (crossHits ? 1 : 0)
                    if gathered == StripDirectoryIndex.batchCapacity {
                        batch.count = gathered
                        batch.flush(into: &slots)
                        gathered = 0
                    }
                }
            }
            batch.count = gathered
            return first
        }
        }
        }
        }
    }
}
