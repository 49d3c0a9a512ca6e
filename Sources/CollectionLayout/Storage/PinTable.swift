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

    /// The table of the placements in `pinned`, keyed by slot.
    /// - Complexity: O(p log p + last pinned slot / 64) for p pinned elements.
    init(_ pinned: [Int32: PinnedPlacement]) {
        guard !pinned.isEmpty else {
            bits = []
            ranks = []
            placements = []
            return
        }
        let slots = pinned.keys.sorted()
        var bits = [UInt64](repeating: 0, count: Int(slots.last!) >> 6 + 1)
        for slot in slots { bits[Int(slot) >> 6] |= 1 &<< UInt64(slot & 63) }
        var ranks = [UInt32](), total: UInt32 = 0
        ranks.reserveCapacity(bits.count)
        for value in bits {
            ranks.append(total)
            total += UInt32(value.nonzeroBitCount)
        }
        self.bits = bits
        self.ranks = ranks
        placements = slots.map { pinned[$0]! }
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

    /// The bytes the table holds.
    var byteCount: Int {
        bits.count * MemoryLayout<UInt64>.stride + ranks.count * MemoryLayout<UInt32>.stride
            + placements.count * MemoryLayout<PinnedPlacement>.stride
    }
}
