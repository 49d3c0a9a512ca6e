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
/// Why: the App Store page's list rows (a third of its items) were solved
/// one by one, 28% of its prepare; their heights repeat (self-sizing gives
/// whole or pixel-aligned points, and unmeasured rows share the estimate).
/// Rows whose sizes never repeat pay one solve and one copy of a one-cell
/// solution each, as before plus the copy; the first `warmUpSolves` rows of
/// a placement are solved and kept nowhere.
///
/// - Complexity: a lookup hashes one size and compares one key, O(1); a
///   store copies the solution, O(badges of the group). Memory: `capacity`
///   solutions of one cell and the group's badges, per qualifying description
///   of one prepare.
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

    /// Solutions kept (a direct-mapped table: a size evicts the one in its
    /// slot). Four times the distinct sizes a page is expected to hold: the
    /// App Store page's 165 row heights collide in 256 slots often enough
    /// that about 5% of its rows were solved again, against 0.06% in 1,024
    /// (simulated over the page's seeded heights with this hash).
    static let capacity = 1024

    /// Repetitions solved before the memo keeps any: the table (about 60 KB) and a
    /// solution's copies pay off over long runs of rows, not over the one
    /// list section of two dozen rows a batch update lays out again.
    static let warmUpSolves = 64

    /// Repetitions solved so far.
    private(set) var solves = 0

    /// The memo's state.
    private(set) var state: State
    /// Each slot's key: the measured size it was solved for, bit for bit
    /// (`nil`: empty); no slot at all until the first store.
    private var keys: [(UInt64, UInt64)?]
    /// Each slot's solution.
    private(set) var solutions: [GroupSolution]

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
        // The table is allocated by the first store (`warmUpSolves`).
        keys = []
        solutions = []
    }

    /// The number of solutions kept.
    /// - Complexity: O(capacity)
    var keptCount: Int { keys.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// The slot of `measured`, and whether it holds its solution.
    /// - Complexity: O(1)
    @inline(__always)
    func lookUp(_ measured: Size) -> (slot: Int, found: Bool) {
        let key = (measured.width.bitPattern, measured.height.bitPattern)
        // The top bits of a product depend on every bit of its factor: a
        // whole number of points has only zeros in its low bits.
        let hash = (key.0 &+ key.1 &* 0xC2B2_AE3D_27D4_EB4F) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(truncatingIfNeeded: hash >> UInt64(64 - Self.capacity.trailingZeroBitCount))
        guard !keys.isEmpty, let stored = keys[slot] else { return (slot, false) }
        return (slot, stored == key)
    }

    /// Calls `body` with the solution kept in `slot` in place (with exclusive
    /// access, so that its arrays are read without being retained); `body`
    /// must not change it.
    /// - Complexity: that of `body`.
    @inline(__always)
    mutating func withSolution<Result>(at slot: Int, _ body: (inout GroupSolution) -> Result) -> Result {
        body(&solutions[slot])
    }

    /// Learns from `solution`, the solve of a repetition allowed `limit`
    /// items whose first item measured `measured`: settles the state while it
    /// is unknown, and when on, keeps the solution in `slot` (from `lookUp`).
    /// - Complexity: O(elements of the solution)
    mutating func learn(_ solution: GroupSolution, limit: Int, measured: Size, slot: Int) {
        if state == .unknown, limit >= 2 { state = solution.itemCount == 1 ? .on : .off }
        solves += 1
        guard state == .on, solves > Self.warmUpSolves else { return }
        if keys.isEmpty {
            keys = Array(repeating: nil, count: Self.capacity)
            solutions = Array(repeating: GroupSolution(), count: Self.capacity)
        }
        keys[slot] = (measured.width.bitPattern, measured.height.bitPattern)
        solutions[slot].cells.removeAll(keepingCapacity: true)
        solutions[slot].cells.append(contentsOf: solution.cells)
        solutions[slot].supplementaries.removeAll(keepingCapacity: true)
        solutions[slot].supplementaries.append(contentsOf: solution.supplementaries)
        solutions[slot].size = solution.size
    }
}
