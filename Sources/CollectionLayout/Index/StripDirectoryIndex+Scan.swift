/// The byte offsets of a frame's start and length along the index's main and
/// cross axes, so that the scan loads the four numbers it tests without
/// choosing an axis per element.
@usableFromInline
struct FrameFieldOffsets: Sendable {
    @usableFromInline let mainStart: Int
    @usableFromInline let mainLength: Int
    @usableFromInline let crossStart: Int
    @usableFromInline let crossLength: Int

    @usableFromInline
    init(mainStart: Int, mainLength: Int, crossStart: Int, crossLength: Int) {
        self.mainStart = mainStart
        self.mainLength = mainLength
        self.crossStart = crossStart
        self.crossLength = crossLength
    }
}

/// A query rect's extent along the index's main and cross axes.
@usableFromInline
struct AxisQuery {
    @usableFromInline let start: Double
    @usableFromInline let end: Double
    @usableFromInline let crossStart: Double
    @usableFromInline let crossEnd: Double

    /// `rect` seen along `axis`.
    /// - Complexity: O(1)
    @inlinable
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
    /// Appends the short elements intersecting `query`: the positions from the
    /// first that starts at or after `query.start - maxShortLength` to the
    /// first that starts at or after `query.end`, each tested.
    /// - Complexity: O(log s + m), see the type's documentation.
    @inlinable
    func appendShortSlots<Probe: IndexProbe>(_ query: AxisQuery, to slots: inout [Int32], probe: inout Probe) {
        // A short element reaching past query.start starts after query.start - maxShortLength;
        // the slack absorbs the rounding of both subtractions, so no such element is missed.
        let key = (query.start - maxShortLength) - (Swift.abs(query.start) + maxShortLength) * 0x1p-48
        frames.withUnsafeBufferPointer { frames in
        order.withUnsafeBufferPointer { order in
        directory.withUnsafeBufferPointer { directory in
            let base = UnsafeRawPointer(frames.baseAddress!)
            // Two copies of the scan, one per start order, so that neither tests which one it is per element.
            if order.isEmpty {
                appendShortSlots(query, key: key, frames: base, directory: directory, slotOf: { $0 }, to: &slots, probe: &probe)
            } else {
                appendShortSlots(query, key: key, frames: base, directory: directory, slotOf: { Int(order[$0]) }, to: &slots, probe: &probe)
            }
        }
        }
        }
    }

    /// `appendShortSlots(_:to:probe:)` for one start order, `slotOf` mapping a position to its slot.
    @inlinable @inline(__always)
    func appendShortSlots<Probe: IndexProbe>(
        _ query: AxisQuery, key: Double, frames: UnsafeRawPointer, directory: UnsafeBufferPointer<Int32>,
        slotOf: (Int) -> Int, to slots: inout [Int32], probe: inout Probe
    ) {
        let stride = MemoryLayout<Rect>.stride, fields = fieldOffsets
        let startOf = { (position: Int) in frames.load(fromByteOffset: slotOf(position) &* stride &+ fields.mainStart, as: Double.self) }
        let low = firstPosition(atOrAfter: key, directory: directory, startOf: startOf, probe: &probe)
        // Every position from here on starts at or past the query's end: none intersects it.
        let high = firstPosition(atOrAfter: query.end, directory: directory, startOf: startOf, probe: &probe)
        guard low < high else { return }
        // Hits gather in a 1 KiB buffer on the call stack and join `slots` in
        // one copy per 256 candidates: one capacity check per batch instead of
        // one per result (an append checks the array's uniqueness each time).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.batchCapacity) { batch in
            let batch = batch.baseAddress!
            var position = low
            while position < high {
                let end = Swift.min(high, position &+ Self.batchCapacity)
                var gathered = 0
                // Branch-free: every candidate's slot is written, and kept by
                // counting it only when it hits. The test is `Rect.intersects`
                // (max of the starts < min of the ends, per axis) for a
                // candidate that starts before query.end, with max and min
                // that need no NaN care: exact for frames without NaN.
                while position < end {
                    probe.visit()
                    let slot = slotOf(position)
                    let frame = frames + slot &* stride
                    let mainStart = frame.load(fromByteOffset: fields.mainStart, as: Double.self)
                    let mainEnd = mainStart + frame.load(fromByteOffset: fields.mainLength, as: Double.self)
                    let crossStart = frame.load(fromByteOffset: fields.crossStart, as: Double.self)
                    let crossEnd = crossStart + frame.load(fromByteOffset: fields.crossLength, as: Double.self)
                    batch[gathered] = Int32(truncatingIfNeeded: slot)
                    let mainHits = mainEnd > (mainStart > query.start ? mainStart : query.start)
                    let crossHits = (crossEnd < query.crossEnd ? crossEnd : query.crossEnd) > (crossStart > query.crossStart ? crossStart : query.crossStart)
                    gathered &+= (mainHits ? 1 : 0) & (crossHits ? 1 : 0)
                    position &+= 1
                }
                if gathered > 0 { slots.append(contentsOf: UnsafeBufferPointer(start: batch, count: gathered)) }
            }
        }
    }

    /// The first position whose start is at or after `x`: within the strip of
    /// `x` (every earlier strip starts before `x`, every later one after it),
    /// counted through when the strip is short, searched otherwise.
    /// - Complexity: O(min(s, log s)) for a strip of s positions.
    @inlinable @inline(__always)
    func firstPosition<Probe: IndexProbe>(
        atOrAfter x: Double, directory: UnsafeBufferPointer<Int32>, startOf: (Int) -> Double, probe: inout Probe
    ) -> Int {
        probe.visit()
        let strip = Self.strip(of: x, origin: origin, stripsPerPoint: stripsPerPoint, strips: directory.count &- 1)
        var low = Int(directory[strip]), high = Int(directory[strip &+ 1])
        if high &- low <= Self.scannedStripSize {
            // Positions are in start order: those before `x` come first.
            var first = low
            for position in low..<high {
                probe.visit()
                first &+= startOf(position) < x ? 1 : 0
            }
            return first
        }
        while low < high {
            probe.visit()
            let middle = (low &+ high) >> 1
            if startOf(middle) >= x { high = middle } else { low = middle &+ 1 }
        }
        return low
    }

    /// Appends the short elements intersecting `rect` by testing each one: the
    /// answer for a rect with a NaN coordinate or an extent that rounds away,
    /// which the search cannot place (`Rect.intersects` decides, as for the
    /// linear scan).
    /// - Complexity: O(n)
    @usableFromInline
    func appendShortSlotsByTesting<Probe: IndexProbe>(_ rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        for position in 0..<shortCount {
            probe.visit()
            let slot = order.isEmpty ? position : Int(order[position])
            if frames[slot].intersects(rect) { slots.append(Int32(truncatingIfNeeded: slot)) }
        }
    }
}
