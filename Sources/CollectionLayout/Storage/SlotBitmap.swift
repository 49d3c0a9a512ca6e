/// A set of slots as one bit per slot, with the number of set bits before
/// each 64-slot word kept beside the word, so that "is this slot in the set"
/// and "how many slots of the set come before it" (its *rank*) are together
/// one word read and a population count.
///
/// The rank directory is the classic succinct-bitvector one (Jacobson, "Space-
/// efficient static trees and graphs", 1989), here with a single level: a
/// 32-bit count per 64 bits, 16 bytes per 64 slots, 0.25 bytes per slot.
@usableFromInline
struct SlotBitmap: Sendable {
    /// One 64-slot word and the number of set bits in the words before it.
    @usableFromInline
    struct Word: Sendable {
        @usableFromInline var bits: UInt64
        @usableFromInline var rankBefore: UInt32
    }

    /// The words, slot `s` in bit `s % 64` of word `s / 64`.
    @usableFromInline let words: [Word]

    /// The set of the slots in `slots`, among `count` slots.
    /// - Precondition: `slots` is strictly increasing and every slot is in `0..<count`.
    /// - Complexity: O(count / 64 + slots.count)
    init(slots: some Sequence<Int32>, count: Int) {
        var none: [Word] = []
        self.init(slots: slots, count: count, reusing: &none)
    }

    /// The set of the slots in `slots`, among `count` slots, written into
    /// `buffer`'s storage (moved out of it, its capacity kept): a reused
    /// prepare passes its previous bitmap's words.
    /// - Precondition: `slots` is strictly increasing and every slot is in `0..<count`.
    /// - Complexity: O(count / 64 + slots.count)
    init(slots: some Sequence<Int32>, count: Int, reusing buffer: inout [Word]) {
        var words = buffer.takeEmptied()
        words.append(contentsOf: repeatElement(Word(bits: 0, rankBefore: 0), count: (count + 63) >> 6))
        var total: UInt32 = 0
        var filled = 0
        for slot in slots {
            let word = Int(slot) >> 6
            while filled <= word {
                words[filled].rankBefore = total
                filled += 1
            }
            words[word].bits |= 1 &<< UInt64(slot & 63)
            total += 1
        }
        while filled < words.count {
            words[filled].rankBefore = total
            filled += 1
        }
        self.words = words
    }

    /// The number of slots of the set up to and including `slot`.
    /// - Precondition: `slot` is in `0..<count`.
    /// - Complexity: O(1)
    @inlinable
    func rank(through slot: Int) -> Int {
        let word = words[slot >> 6]
        // For bit 63 the shift gives 0, and 0 &- 1 keeps every bit.
        let upTo = word.bits & ((2 &<< UInt64(slot & 63)) &- 1)
        return Int(word.rankBefore) + upTo.nonzeroBitCount
    }

    /// Whether `slot` is in the set and, if it is, its rank.
    /// - Precondition: `slot` is in `0..<count`.
    /// - Complexity: O(1): one word read for both answers.
    @inlinable
    func rankIfContained(_ slot: Int) -> Int? {
        let word = words[slot >> 6]
        let bit: UInt64 = 1 &<< UInt64(slot & 63)
        guard word.bits & bit != 0 else { return nil }
        return Int(word.rankBefore) + (word.bits & (bit &- 1)).nonzeroBitCount
    }

    /// The slot of the set whose rank is `rank` (the inverse of
    /// `rankIfContained`): the last word whose count of earlier slots is at
    /// most `rank` holds it.
    /// - Precondition: `rank` is in `0..<` the number of slots of the set.
    /// - Complexity: O(log words) for the word, then O(64) for its bit.
    func slot(ofRank rank: Int) -> Int {
        let rank = UInt32(truncatingIfNeeded: rank)
        var low = 0, high = words.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if words[middle].rankBefore <= rank { low = middle } else { high = middle }
        }
        var bits = words[low].bits
        for _ in 0..<Int(rank - words[low].rankBefore) { bits &= bits &- 1 }
        return low << 6 | bits.trailingZeroBitCount
    }

    /// Calls `body` with each slot of the set in ascending order, with its
    /// rank (0, 1, 2...).
    /// - Complexity: O(words + slots of the set)
    func forEachSlot(_ body: (_ slot: Int, _ rank: Int) -> Void) {
        var rank = 0
        for (word, value) in words.enumerated() {
            var bits = value.bits
            while bits != 0 {
                body(word << 6 | bits.trailingZeroBitCount, rank)
                bits &= bits &- 1
                rank &+= 1
            }
        }
    }

    /// The bytes the bitmap holds.
    var byteCount: Int { words.count * MemoryLayout<Word>.stride }
}
