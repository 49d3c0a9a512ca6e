/// The pinned elements of a prepared layout (headers and footers that follow
/// the visible bounds) and their placements, asked of by slot.
///
/// A rect query re-tests every candidate that is pinned, so "is this slot
/// pinned" is asked of every candidate: it is one bit, one word read, with no
/// key decoded and no hashing. The bits stop at the last pinned slot (a slot
/// past it is not pinned by a bounds test), and a pinned slot's placement is
/// found by its rank among the pinned slots: a count per 64-slot word plus one
/// population count, paid only by pinned candidates (kept apart from the
/// bits, so the test of the others reads 8 bytes per 64 slots).
///
/// Why: the pin check first read each candidate's key for its kind, then
/// hashed the pinned ones' slots; once keys were no longer stored per element
/// (`ElementKeyTable`), the kind alone cost a bitmap rank per candidate,
/// which every query of a layout with pins paid (results/no-regression-2).
///
/// - Complexity: `placement(ofSlot:)` O(1). Memory: 0.19 bytes per slot up to
///   the last pinned one, plus the placements; nothing when nothing is pinned.
@usableFromInline
struct PinTable: Sendable {
    /// Slot `s` is pinned when bit `s % 64` of word `s / 64` is set.
    @usableFromInline let bits: [UInt64]
    /// The number of pinned slots before each word of `bits`.
    @usableFromInline let ranks: [UInt32]
    /// The pinned slots' placements, in slot order.
    @usableFromInline let placements: [PinnedPlacement]
    /// The main-axis extents of the pinned elements whose stored frames (their
    /// envelopes) are the shortest, at most `shortExtentCount`, and the length
    /// of the shortest one left out (`.infinity` when none is, `-.infinity`
    /// when a stored frame has no length to compare): see `mayHoldPinned`.
    @usableFromInline let shortExtents: [ClosedRange<Double>]
    @usableFromInline let nextShortLength: Double

    /// The short envelopes kept: a query compares each with its rect.
    static var shortExtentCount: Int { 4 }

    /// The table of the placements in `pinned`, keyed by slot: the bits,
    /// then the counts, then each placement written at its slot's rank, with
    /// neither a sort nor a second hash lookup (it runs in every prepare of a
    /// layout with pins, a fixed cost that small layouts feel).
    /// - Complexity: O(p + last pinned slot / 64) for p pinned elements.
    /// - Parameters:
    ///   - frames: the stored frames, by slot (a pinned element's is its envelope).
    ///   - axis: the main axis of `shortExtents`.
    init(_ pinned: [Int32: PinnedPlacement], frames: [Rect], axis: Axis) {
        guard let last = pinned.keys.max() else {
            bits = []
            ranks = []
            placements = []
            (shortExtents, nextShortLength) = ([], .infinity)
            return
        }
        var bits = [UInt64](repeating: 0, count: Int(last) >> 6 + 1)
        for slot in pinned.keys { bits[Int(slot) >> 6] |= 1 &<< UInt64(slot & 63) }
        var total: UInt32 = 0
        let ranks = [UInt32](unsafeUninitializedCapacity: bits.count) { ranks, initialized in
            for (word, value) in bits.enumerated() {
                ranks[word] = total
                total &+= UInt32(truncatingIfNeeded: value.nonzeroBitCount)
            }
            initialized = bits.count
        }
        // In slot order, read from the bits: the frames are read as they
        // lie in memory (the dictionary's order would read each at random).
        (shortExtents, nextShortLength) = Self.shortEnvelopes(of: SetBitSlots(bits: bits), frames: frames, axis: axis)
        self.bits = bits
        self.ranks = ranks
        placements = [PinnedPlacement](unsafeUninitializedCapacity: pinned.count) { placements, initialized in
            for (slot, placement) in pinned {
                let word = Int(slot) >> 6
                let rank = Int(ranks[word]) + (bits[word] & ((1 &<< UInt64(slot & 63)) &- 1)).nonzeroBitCount
                (placements.baseAddress! + rank).initialize(to: placement)
            }
            initialized = pinned.count
        }
    }

    /// Whether no element is pinned.
    @inlinable
    var isEmpty: Bool { placements.isEmpty }

    /// The number of pinned elements.
    var count: Int { placements.count }

    /// The placement of the element in `slot`, or `nil` if it is not pinned
    /// (any slot, a closed-form cell's past `frames` too).
    /// - Precondition: `slot >= 0`.
    /// - Complexity: O(1): one word read for an element that is not pinned.
    @inlinable
    func placement(ofSlot slot: Int) -> PinnedPlacement? {
        let word = slot >> 6
        guard word < bits.count else { return nil }
        let bit: UInt64 = 1 &<< UInt64(slot & 63)
        let value = bits[word]
        guard value & bit != 0 else { return nil }
        return placements[Int(ranks[word]) &+ (value & (bit &- 1)).nonzeroBitCount]
    }

    /// Whether some slot of `slots` is pinned.
    /// - Complexity: O(slots.count / 64): a masked word read per 64 slots.
    func holdsPinned(in slots: Range<Int32>) -> Bool {
        let end = Swift.min(Int(slots.upperBound), bits.count << 6)
        var slot = Swift.max(0, Int(slots.lowerBound))
        while slot < end {
            let word = slot >> 6, last = Swift.min(end, (word + 1) << 6)
            // The bits of `slot..<last` within the word.
            let below: UInt64 = last - (word << 6) == 64 ? ~0 : (1 << UInt64(last - (word << 6))) - 1
            if bits[word] & below & ~((1 << UInt64(slot & 63)) - 1) != 0 { return true }
            slot = last
        }
        return false
    }

    /// Whether a rect whose main-axis extent is `start...end` may meet a
    /// pinned element's stored frame no longer than `maxLength` along the
    /// main axis: false lets a query skip the pin check of the candidates of
    /// an index level whose elements are all that short (the strip
    /// directory's top level, whose longest element is `maxLength`), since
    /// each of them meets the rect. On the App Store page at 10^6 the top
    /// level's elements are at most 224 points and one pinned envelope of
    /// 15,479 is shorter (148 points), the next 503.
    /// - Complexity: O(1): at most `shortExtentCount` comparisons.
    @inlinable
    func mayHoldPinned(lengthAtMost maxLength: Double, meeting start: Double, _ end: Double) -> Bool {
        // A margin for lengths computed from a frame's edges rather than its size.
        guard nextShortLength > maxLength + (maxLength + 1) * 0x1p-30 else { return true }
        for extent in shortExtents where extent.lowerBound <= end && extent.upperBound >= start { return true }
        return false
    }

    /// The main-axis extents of the `shortExtentCount` shortest stored frames
    /// among `slots`, and the length of the next shortest (see `shortExtents`).
    /// - Complexity: O(p) for p pinned slots.
    static func shortEnvelopes(of slots: some Sequence<Int32>, frames: [Rect], axis: Axis) -> ([ClosedRange<Double>], Double) {
        var shortest: [(length: Double, extent: ClosedRange<Double>)] = []
        var next = Double.infinity
        for slot in slots {
            let frame = frames[Int(slot)], start = frame.min(axis), end = frame.max(axis)
            let length = Swift.min(end - start, frame.size[axis])
            guard start <= end, length >= 0 else { return ([], -.infinity) }
            shortest.append((length, start...end))
            guard shortest.count > Self.shortExtentCount else { continue }
            let longest = shortest.indices.max { shortest[$0].length < shortest[$1].length }!
            next = Swift.min(next, shortest.remove(at: longest).length)
        }
        return (shortest.map(\.extent), next)
    }

    /// Whether the element in `slot` is pinned, read from `bits` (this
    /// table's, through a buffer pointer: a query tests every candidate): a
    /// slot past the last pinned one's word is answered by one comparison.
    /// Why the branch: a clamped, branch-free read cost the calendar week,
    /// whose candidates are mostly past that word, about 5 instructions more
    /// per candidate (callgrind, scroll-slots at 10^6: 8,486 per query
    /// against 7,914) and saved the App Store page none (2,383 against 2,356).
    /// - Precondition: `slot >= 0`.
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    static func isPinned(_ slot: Int32, bits: UnsafeBufferPointer<UInt64>) -> Bool {
        let word = Int(truncatingIfNeeded: slot) &>> 6
        // A slot past the last pinned one's word is not pinned.
        guard word < bits.count else { return false }
        return bits[word] & (1 &<< UInt64(truncatingIfNeeded: slot & 63)) != 0
    }

    /// The rank among the pinned slots of `slot`, which is pinned, read from
    /// this table's `bits` and `ranks` through buffer pointers: the position
    /// of its placement in `placements`, with none of the bounds tests of
    /// `placement(ofSlot:)` (a query's pin filter has tested the bit already).
    /// - Precondition: `isPinned(slot, bits: bits)`.
    /// - Complexity: O(1): two reads and a population count.
    @inlinable @inline(__always)
    static func rank(ofPinned slot: Int32, bits: UnsafeBufferPointer<UInt64>, ranks: UnsafeBufferPointer<UInt32>) -> Int {
        let word = Int(truncatingIfNeeded: slot) &>> 6
        let below: UInt64 = (1 &<< UInt64(truncatingIfNeeded: slot & 63)) &- 1
        return Int(ranks[word]) &+ (bits[word] & below).nonzeroBitCount
    }

    /// The bytes the table holds.
    var byteCount: Int {
        bits.count * MemoryLayout<UInt64>.stride + ranks.count * MemoryLayout<UInt32>.stride
            + placements.count * MemoryLayout<PinnedPlacement>.stride
    }
}

/// The slots whose bits are set in a bit set of 64-slot words (slot `s` is
/// bit `s % 64` of word `s / 64`), ascending.
/// - Complexity: O(words + set bits) for the whole sequence.
struct SetBitSlots: Sequence, IteratorProtocol {
    /// The words.
    let bits: [UInt64]
    /// The word being read, and its bits not yet listed.
    private var word = -1, remaining: UInt64 = 0

    /// The set slots of `bits`.
    init(bits: [UInt64]) { self.bits = bits }

    /// The next set slot, or `nil` after the last.
    mutating func next() -> Int32? {
        while remaining == 0 {
            word += 1
            guard word < bits.count else { return nil }
            remaining = bits[word]
        }
        let slot = word << 6 | remaining.trailingZeroBitCount
        remaining &= remaining &- 1
        return Int32(truncatingIfNeeded: slot)
    }
}

