/// The solutions of a one-item group with estimated content (a list's
/// self-sizing row), by its item's measured size: such a group is solved per
/// repetition (`GroupTemplate` cannot template it), yet its solution depends
/// on nothing but that one size, so equal sizes need one solve.
///
/// A group qualifies (`init?(group:)`) when its only child is an item, one
/// per repetition or listed once, whose length along the group's axis is
/// neither estimated nor `uniformAcrossSiblings`: whether a second copy fits
/// then depends on geometry alone, the same for every repetition. For a
/// listed item (`subitems: [item]`, which repeats while copies fit) the memo
/// turns itself on once a repetition allowed two items holds one, and off
/// if it holds more. The group's own size, content insets and badges are
/// resolved against the section's area and estimates, never the measured
/// sizes, so a solution keyed by its item's size (bit for bit) is the one the
/// solver would give: the memo is exact, not an approximation.
///
/// A solution is kept flat: one 64-byte `Entry` per slot holds the key, the
/// group's one cell and its size, and the badges (as many for every
/// solution of one group) lie in one array at the slot's multiple of that
/// count. A row found in the memo reads its entry and, when the group has
/// badges, one run of that array (`placeKept`).
///
/// Why: the App Store page's list rows (a third of its items) were solved
/// one by one, 28% of its prepare; their heights repeat (self-sizing gives
/// whole or pixel-aligned points, and unmeasured rows share the estimate).
/// Rows whose sizes never repeat pay one solve and one copy of a one-cell
/// solution each; the first `warmUpSolves` rows of a placement are solved
/// and kept nowhere.
///
/// - Complexity: a lookup hashes one size and compares one key, O(1); a
///   store copies the solution, O(badges of the group). Memory: `capacity`
///   entries (64 KB) and `capacity` times the group's badges, per qualifying
///   description of one prepare.
struct OneItemGroupMemo {
    /// Whether repetitions are known to hold one item each.
    enum State {
        /// Not yet: no repetition allowed two items has been solved.
        case unknown
        /// Yes: every repetition holds one item; lookups and stores are on.
        case on
        /// No: a repetition held more; the memo is never used again.
        case off
    }

    /// One slot: the measured size its solution was solved for, bit for
    /// bit, and that solution's cell (zIndex 0) and group size.
    struct Entry {
        /// The key's width bits; `emptyKeyBits` in an empty slot.
        var keyWidth: UInt64
        /// The key's height bits.
        var keyHeight: UInt64
        /// The group's one cell, in the group's coordinates.
        var cell: Rect
        /// The group's size.
        var size: Size

        /// The width bits of an empty slot: a NaN, which `matches` never
        /// takes for a key (measured sizes are checked finite anyway).
        static let emptyKeyBits = UInt64.max

        /// A slot that holds no solution.
        static let empty = Entry(keyWidth: emptyKeyBits, keyHeight: 0, cell: .zero, size: .zero)

        /// Whether this slot holds the solution of `key`.
        /// - Complexity: O(1)
        @inline(__always)
        func matches(_ key: (UInt64, UInt64)) -> Bool {
            keyWidth == key.0 && keyHeight == key.1 && key.0 != Self.emptyKeyBits
        }
    }

    /// Solutions kept (a direct-mapped table: a size evicts the one in its
    /// slot). Four times the distinct sizes a page is expected to hold: the
    /// App Store page's 165 row heights collide in 256 slots often enough
    /// that about 5% of its rows were solved again, against 0.06% in 1,024
    /// (simulated over the page's seeded heights with this hash).
    static let capacity = 1024

    /// Repetitions solved before the memo keeps any: the table (64 KB) pays
    /// off over long runs of rows, not over the one list section of two
    /// dozen rows a batch update lays out again.
    static let warmUpSolves = 64

    /// Repetitions solved so far.
    private(set) var solves = 0

    /// The memo's state.
    private(set) var state: State
    /// The slots (`capacity` of them, all empty until the first store; no
    /// slot at all before it).
    private(set) var entries: [Entry] = []
    /// The badges of each slot's solution, `badgesPerEntry` from the slot's
    /// multiple of it, in the group's coordinates, items counted from the
    /// group's first.
    private(set) var badges: [PlacedSupplementary] = []
    /// The badges of every kept solution: those of the first one kept (a
    /// solution with another count is not kept); -1 before it.
    private(set) var badgesPerEntry = -1

    /// A memo for `group`, or `nil` when its solution can depend on more than
    /// one item's size (see the type's documentation).
    /// - Complexity: O(1)
    init?(group: CollectionLayoutGroup) {
        let child: CollectionLayoutSubitem, axis: Axis
        switch group.arrangement {
        case .subitems(let children, let groupAxis) where children.count == 1:
            (child, axis, state) = (children[0], groupAxis, .unknown)
        case .equalSubitems(let only, 1, let groupAxis), .repeatingSubitem(let only, 1, let groupAxis):
            (child, axis, state) = (only, groupAxis, .on)
        default:
            return nil
        }
        guard case .item(let item) = child else { return nil }
        guard !item.layoutSize[axis].isEstimated else { return nil }
    }

    /// The number of solutions kept.
    /// - Complexity: O(capacity)
    var keptCount: Int { entries.reduce(0) { $0 + ($1.keyWidth == Entry.emptyKeyBits ? 0 : 1) } }

    /// `measured`'s key: its bits.
    /// - Complexity: O(1)
    @inline(__always)
    static func key(_ measured: Size) -> (UInt64, UInt64) {
        (measured.width.bitPattern, measured.height.bitPattern)
    }

    /// The slot of `key`.
    /// - Complexity: O(1)
    @inline(__always)
    static func slot(of key: (UInt64, UInt64)) -> Int {
        // The top bits of a product depend on every bit of its factor: a
        // whole number of points has only zeros in its low bits.
        let hash = (key.0 &+ key.1 &* 0xC2B2_AE3D_27D4_EB4F) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash >> UInt64(64 - capacity.trailingZeroBitCount))
    }

    /// The slot of `measured`, and whether it holds its solution.
    /// - Complexity: O(1)
    func lookUp(_ measured: Size) -> (slot: Int, found: Bool) {
        let key = Self.key(measured), slot = Self.slot(of: key)
        return (slot, !entries.isEmpty && entries[slot].matches(key))
    }

    /// Learns from `solution`, the solve of a repetition allowed `limit`
    /// items whose first item measured `measured`: settles the state while it
    /// is unknown, and when on, keeps the solution in `measured`'s slot
    /// (when it holds one cell of zIndex 0 and as many badges as the
    /// solutions kept before it, which a one-item group's always do).
    /// - Complexity: O(badges of the solution); the first store O(capacity).
    mutating func learn(_ solution: GroupSolution, limit: Int, measured: Size) {
        if state == .unknown, limit >= 2 { state = solution.itemCount == 1 ? .on : .off }
        solves += 1
        guard state == .on, solves > Self.warmUpSolves, solution.cells.count == 1, solution.cells[0].zIndex == 0 else { return }
        if entries.isEmpty {
            entries = Array(repeating: .empty, count: Self.capacity)
            badgesPerEntry = solution.supplementaries.count
            badges = Array(repeating: PlacedSupplementary(frame: .zero, kindCode: 0, zIndex: 0, item: 0), count: Self.capacity * badgesPerEntry)
        }
        guard solution.supplementaries.count == badgesPerEntry else { return }
        let key = Self.key(measured), slot = Self.slot(of: key)
        entries[slot] = Entry(keyWidth: key.0, keyHeight: key.1, cell: solution.cells[0].frame, size: solution.size)
        for offset in 0..<badgesPerEntry {
            badges[slot * badgesPerEntry + offset] = solution.supplementaries[offset]
        }
    }
}
