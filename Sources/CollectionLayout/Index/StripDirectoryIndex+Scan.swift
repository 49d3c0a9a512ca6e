/// A query rect's extent along the index's main and cross axes.
@usableFromInline
struct AxisQuery {
    @usableFromInline let start: Double
    @usableFromInline let end: Double
    @usableFromInline let crossStart: Double
    @usableFromInline let crossEnd: Double

    /// `rect` seen along `axis`.
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    init(_ rect: Rect, axis: Axis) {
        start = rect.min(axis)
        end = rect.max(axis)
        crossStart = rect.min(axis.cross)
        crossEnd = rect.max(axis.cross)
    }

    /// Whether each extent is an ordered, non-empty interval (no NaN, an end
    /// past its start after rounding): then `Rect.intersects` with this rect
    /// is exactly the four comparisons per axis that the scan makes.
    @inlinable var isOrdered: Bool { start < end && crossStart < crossEnd }
}

extension StripDirectoryIndex {
    /// The first key of a level's scan: a level's element reaching past
    /// `query.start` starts after `query.start - maxLength`; the slack absorbs
    /// the rounding of both subtractions, so that no such element is missed.
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    static func scanKey(_ query: AxisQuery, maxLength: Double) -> Double {
        (query.start - maxLength) - (Swift.abs(query.start) + maxLength) * 0x1p-48
    }

    /// Appends the top level's elements intersecting `query`: the positions
    /// from the first that starts at or after `query.start - maxLength` to the
    /// first that starts at or after `query.end`, each tested.
    /// - Complexity: O(log s + m), see the type's documentation.
    @inlinable @inline(__always)
    func appendTopSlots<Fields: FrameFields, Probe: IndexProbe>(
        _ query: AxisQuery, fields: Fields.Type, to batch: inout HitBatch, slots: inout [Int32], probe: inout Probe
    ) {
        guard top.count > 0 else { return }
        let key = Self.scanKey(query, maxLength: top.maxLength)
        frames.withUnsafeBufferPointer { frames in
        order.withUnsafeBufferPointer { order in
        directory.withUnsafeBufferPointer { directory in
            let base = frames.baseAddress!
            // Two copies of the scan, one per start order, so that neither tests which one it is per element.
            if order.isEmpty {
                let range = positions(query, key: key, level: top, frames: base, fields: fields, directory: directory, frameOf: { $0 }, probe: &probe)
                appendHits(query, in: range, frames: base, fields: fields, frameOf: { $0 }, slotOf: { $0 }, mayStartPastEnd: false, to: &batch, slots: &slots, probe: &probe)
            } else {
                let frameOf = { (position: Int) in Int(order[position]) }
                let range = positions(query, key: key, level: top, frames: base, fields: fields, directory: directory, frameOf: frameOf, probe: &probe)
                appendHits(query, in: range, frames: base, fields: fields, frameOf: frameOf, slotOf: frameOf, mayStartPastEnd: false, to: &batch, slots: &slots, probe: &probe)
            }
        }
        }
        }
    }

    /// Appends the long elements intersecting `query`, level by level: every
    /// element of a flat level tested, a directory level searched like the top one.
    /// - Complexity: O(log s + m) per level, see the type's documentation.
    @inlinable @inline(__always)
    func appendLongSlots<Fields: FrameFields, Probe: IndexProbe>(
        _ query: AxisQuery, fields: Fields.Type, to batch: inout HitBatch, slots: inout [Int32], probe: inout Probe
    ) {
        levels.withUnsafeBufferPointer { levels in
        longFrames.withUnsafeBufferPointer { longFrames in
        longSlots.withUnsafeBufferPointer { longSlots in
        longDirectory.withUnsafeBufferPointer { directory in
            for level in levels {
                // A level's elements are contiguous and in start order: its positions count from its first.
                let base = longFrames.baseAddress! + level.first
                let slotOf = { (position: Int) in Int(longSlots[level.first &+ position]) }
                if level.isFlat {
                    appendHits(query, in: 0..<level.count, frames: base, fields: fields, frameOf: { $0 }, slotOf: slotOf, mayStartPastEnd: true, to: &batch, slots: &slots, probe: &probe)
                } else {
                    let key = Self.scanKey(query, maxLength: level.maxLength)
                    let range = positions(query, key: key, level: level, frames: base, fields: fields, directory: directory, frameOf: { $0 }, probe: &probe)
                    appendHits(query, in: range, frames: base, fields: fields, frameOf: { $0 }, slotOf: slotOf, mayStartPastEnd: false, to: &batch, slots: &slots, probe: &probe)
                }
            }
        }
        }
        }
        }
    }

    /// The positions of `level` that a query scans: from the first that starts
    /// at or after `key` to the first that starts at or after `query.end`
    /// (every later one starts at or past the query's end: none intersects it).
    /// - Complexity: O(min(s, log s)) for strips of s positions.
    @inlinable @inline(__always)
    func positions<Fields: FrameFields, Probe: IndexProbe>(
        _ query: AxisQuery, key: Double, level: StripLevel, frames: UnsafePointer<Rect>, fields: Fields.Type,
        directory: UnsafeBufferPointer<Int32>, frameOf: (Int) -> Int, probe: inout Probe
    ) -> Range<Int> {
        let startOf = { (position: Int) in Fields.mainStart(of: frames + frameOf(position)) }
        let low = firstPosition(atOrAfter: key, level: level, directory: directory, startOf: startOf, probe: &probe)
        let high = firstPosition(atOrAfter: query.end, level: level, directory: directory, startOf: startOf, probe: &probe)
        return low..<Swift.max(low, high)
    }

    /// Gathers into `batch` the slots (`slotOf`) of the positions in `range`
    /// whose frames (the `frameOf`-th from `frames`) intersect `query`,
    /// moving the batch into `slots` whenever it fills. `mayStartPastEnd` is
    /// true for a flat level, whose candidates are not bounded by a search.
    /// - Complexity: O(range.count)
    @inlinable @inline(__always)
    func appendHits<Fields: FrameFields, Probe: IndexProbe>(
        _ query: AxisQuery, in range: Range<Int>, frames: UnsafePointer<Rect>, fields: Fields.Type, frameOf: (Int) -> Int,
        slotOf: (Int) -> Int, mayStartPastEnd: Bool, to batch: inout HitBatch, slots: inout [Int32], probe: inout Probe
    ) {
        let hits = batch.base
        var position = range.lowerBound
        while position < range.upperBound {
            // At most as many candidates as the batch has room for hits.
            let end = Swift.min(range.upperBound, position &+ (Self.batchCapacity &- batch.count))
            var gathered = batch.count
            // Branch-free: every candidate's slot is written, and kept by
            // counting it only when it hits. The test is `Rect.intersects`
            // (max of the starts < min of the ends, per axis; a flat
            // level's candidates may start past query.end), with max and
            // min that need no NaN care: exact for frames without NaN.
            while position < end {
                probe.visit()
                let frame = frames + frameOf(position)
                let mainStart = Fields.mainStart(of: frame), mainEnd = mainStart + Fields.mainLength(of: frame)
                let crossStart = Fields.crossStart(of: frame), crossEnd = crossStart + Fields.crossLength(of: frame)
                hits[gathered] = Int32(truncatingIfNeeded: slotOf(position))
                // A candidate of a searched range starts before query.end,
                // so its main-axis end needs no clipping: a constant
                // (this is inlined), not a test per candidate.
                let mainLimit = mayStartPastEnd ? (mainEnd < query.end ? mainEnd : query.end) : mainEnd
                let mainHits = mainLimit > (mainStart > query.start ? mainStart : query.start)
                let crossHits = (crossEnd < query.crossEnd ? crossEnd : query.crossEnd) > (crossStart > query.crossStart ? crossStart : query.crossStart)
                gathered &+= (mainHits ? 1 : 0) & (crossHits ? 1 : 0)
                position &+= 1
            }
            batch.count = gathered
            if gathered == Self.batchCapacity { batch.flush(into: &slots) }
        }
    }

    /// The first position of `level` whose start is at or after `x`: within
    /// the strip of `x` (every earlier strip starts before `x`, every later
    /// one after it).
    /// - Complexity: O(min(s, log s)) for a strip of s positions.
    @inlinable @inline(__always)
    func firstPosition<Probe: IndexProbe>(
        atOrAfter x: Double, level: StripLevel, directory: UnsafeBufferPointer<Int32>, startOf: (Int) -> Double, probe: inout Probe
    ) -> Int {
        probe.visit()
        let strip = Self.strip(of: x, origin: level.origin, stripsPerPoint: level.stripsPerPoint, strips: level.strips)
        return Self.firstPosition(
            from: Int(directory[level.directoryStart &+ strip]), to: Int(directory[level.directoryStart &+ strip &+ 1]), probe: &probe
        ) { startOf($0) < x }
    }

    /// The first position in `low..<high`, one strip's positions in order,
    /// for which `isBefore` is false, `isBefore` holding for a prefix of
    /// them: counted through when the strip is short (independent loads, no
    /// branch to mispredict), searched otherwise. Where every strip
    /// directory's look-up ends: the index's levels and the carousels'
    /// running-end directory (`RunningEndDirectory`).
    /// - Complexity: O(min(s, log s)) for s = high - low.
    @inlinable @inline(__always)
    static func firstPosition<Probe: IndexProbe>(
        from low: Int, to high: Int, probe: inout Probe, isBefore: (Int) -> Bool
    ) -> Int {
        if high &- low <= scannedStripSize {
            var first = low
            for position in low..<high {
                probe.visit()
                first &+= isBefore(position) ? 1 : 0
            }
            return first
        }
        var low = low, high = high
        while low < high {
            probe.visit()
            let middle = (low &+ high) >> 1
            if isBefore(middle) { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    /// Appends every slot whose frame intersects `rect`, testing each one in
    /// slot order (for an index over a subset, its start order, then its long
    /// slots): the answer for a rect with a NaN coordinate or an extent
    /// that rounds away, which the search cannot place (`Rect.intersects`
    /// decides, as for the linear scan).
    /// - Complexity: O(n)
    @usableFromInline
    func appendSlotsByTesting<Probe: IndexProbe>(_ rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        guard indexesEverySlot else { return appendSubsetSlotsByTesting(rect, to: &slots, probe: &probe) }
        for slot in frames.indices {
            probe.visit()
            if frames[slot].intersects(rect) { slots.append(Int32(truncatingIfNeeded: slot)) }
        }
    }

    /// `appendSlotsByTesting` for an index over a subset of its frames'
    /// slots (`init(frames:slots:axis:)`): its short elements, then its long ones.
    /// - Complexity: O(n)
    @usableFromInline
    func appendSubsetSlotsByTesting<Probe: IndexProbe>(_ rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        for slot in order {
            probe.visit()
            if frames[Int(slot)].intersects(rect) { slots.append(slot) }
        }
        for slot in longSlots {
            probe.visit()
            if frames[Int(slot)].intersects(rect) { slots.append(slot) }
        }
    }
}
