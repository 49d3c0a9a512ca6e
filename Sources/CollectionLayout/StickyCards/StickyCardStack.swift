/// The cards of a sticky-card layout ("卡片吸顶", cards pinned at the top) and what a rect query
/// needs to place them for any visible bounds, so that scrolling never
/// re-prepares and never scans the cards above the viewport.
///
/// **Placement.** Card `i` has a natural frame (stored in the prepared layout's
/// `frames`). For visible bounds `V` the *pin line* is `P = V.min + pinInset`
/// along the scroll axis; card `i` is *pinned* when its natural start is at or
/// before `P`, and then sits at `P` (its frame is the natural one moved to start
/// at `P`); otherwise it is at its natural frame. Later cards are drawn above
/// earlier ones (zIndex by card), so they slide over the pinned stack. The
/// stack gives each card that zIndex, its position among the cards
/// (`zIndex(ofSlot:)`): the layout appends the cards with zIndex 0, so their
/// keys are implied by their slots and none is stored.
///
/// **What a query returns.** Every card whose placed frame intersects the rect,
/// *except pinned cards that a later pinned card covers completely*: every pinned
/// card starts at `P` and the cards share one cross-axis extent, so a pinned card
/// is covered exactly when a later pinned card is at least as long. Those cards
/// cannot be seen; UIKit would return all of them (after scrolling through 10^6
/// cards, 10^6 attributes per frame, every one of them hidden). The pinned cards
/// returned are the staircase of strictly decreasing lengths that ends at the
/// last pinned card: with equal card heights, only that one card. A pinned card
/// that is covered only partly, or covered by cards that are not pinned, is
/// returned (it may be partly visible, and `elements(in:)` errs on the side of
/// returning a view rather than hiding a visible one). `frame(ofSlot:)`,
/// `allElements` and the lookups place every card, covered or not.
///
/// **How.** The pinned cards are the prefix `0 ..< m` of the cards (natural
/// starts are sorted), `m` found by binary search. The visible pinned cards are
/// the chain `m-1, taller(m-1), taller(taller(m-1)), ...`, where `taller(i)` is
/// the nearest earlier card strictly longer than `i` (the "previous greater
/// element", built with a monotonic stack in O(n)). Along the chain lengths
/// increase, so the cards too short to reach a rect that starts below `P` form
/// the chain's head; a skew-binary jump pointer per card (E. W. Myers, "An
/// applicative random-access stack", 1983) skips that head in O(log n). The cards
/// that are not pinned are asked of the layout's index, with the rect clipped to
/// start at `P` (nothing unpinned lies before `P`), and pinned ones it returns
/// are dropped.
///
/// - Complexity: build O(n); a query O(log n + k + d), where k is the number of
///   results and d the number of pinned cards whose natural frame crosses the pin
///   line (at most the deepest natural overlap of the stack: a card's length over
///   the distance between consecutive card starts). Memory: 8 bytes per card (two
///   32-bit pointers).
public struct StickyCardStack: Sendable {
    /// The slot of the first card; the cards are `firstSlot ..< firstSlot + count`, in card order.
    public let firstSlot: Int
    /// The number of cards.
    public let count: Int
    /// The scroll axis, along which cards pin.
    public let axis: Axis
    /// How far past the leading edge of the visible bounds the cards pin (the
    /// UIKit original's `contentInset.top`).
    public let pinInset: Double
    /// Every element's natural frame, by slot: the prepared layout's `frames`, shared.
    @usableFromInline let frames: [Rect]
    /// Per card, the nearest earlier card strictly longer along the axis, or -1.
    @usableFromInline let tallerPredecessor: [Int32]
    /// Per card, an ancestor on its `tallerPredecessor` chain chosen by Myers'
    /// skew-binary rule (a card at the root of its chain points to itself).
    @usableFromInline let jump: [Int32]
    /// Whether the cards are every element: then a query can clip its rect to
    /// the pin line before asking the index (there is nothing else to miss).
    @usableFromInline let coversEveryElement: Bool

    /// Builds the stack over the cards `firstSlot ..< firstSlot + count` of `frames`.
    /// - Precondition: the cards' main-axis starts are non-decreasing and their
    ///   cross-axis extents equal (`StickyCardsLayout` guarantees both).
    /// - Complexity: O(count)
    public init(frames: [Rect], firstSlot: Int, count: Int, axis: Axis, pinInset: Double) {
        precondition(firstSlot >= 0 && count >= 0 && firstSlot + count <= frames.count, "cards out of range")
        self.frames = frames
        self.firstSlot = firstSlot
        self.count = count
        self.axis = axis
        self.pinInset = pinInset
        self.coversEveryElement = firstSlot == 0 && count == frames.count
        (tallerPredecessor, jump) = Self.chains(frames: frames, firstSlot: firstSlot, count: count, axis: axis)
        #if DEBUG
        for card in 1..<Swift.max(1, count) {
            let previous = frames[firstSlot + card - 1], frame = frames[firstSlot + card]
            assert(frame.min(axis) >= previous.min(axis), "sticky cards must start in order")
            assert(frame.min(axis.cross) == previous.min(axis.cross) && frame.size[axis.cross] == previous.size[axis.cross],
                   "sticky cards must share their cross-axis extent")
        }
        #endif
    }

    /// The previous-strictly-longer pointer of every card (a monotonic stack,
    /// each card pushed and popped once) and its jump pointer: with `p` the
    /// parent, `jump = jump(jump(p))` when `p` and `jump(p)` span equal depths,
    /// else `p` (Myers 1983), so any ancestor is reached in O(log depth) steps.
    /// The arrays are written through their buffers and the stack keeps each
    /// card's length beside it: this runs in every prepare, and array appends
    /// and uniqueness checks were most of its cost at 100 cards.
    /// - Complexity: O(count), with O(count) temporary memory for depths and the stack.
    static func chains(frames: [Rect], firstSlot: Int, count: Int, axis: Axis) -> (parents: [Int32], jumps: [Int32]) {
        guard count > 0 else { return ([], []) }
        let depths = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let stack = UnsafeMutablePointer<(card: Int32, length: Double)>.allocate(capacity: count)
        defer {
            depths.deallocate()
            stack.deallocate()
        }
        var parents: [Int32] = [], jumps: [Int32] = []
        frames.withUnsafeBufferPointer { frames in
            parents = [Int32](unsafeUninitializedCapacity: count) { parents, parentsCount in
                jumps = [Int32](unsafeUninitializedCapacity: count) { jumps, jumpsCount in
                    var height = 0
                    for card in 0..<count {
                        let length = frames[firstSlot &+ card].size[axis]
                        while height > 0, stack[height &- 1].length <= length { height &-= 1 }
                        if height == 0 {
                            parents[card] = -1
                            jumps[card] = Int32(truncatingIfNeeded: card)
                            depths[card] = 0
                        } else {
                            let p = Int(stack[height &- 1].card), j = Int(jumps[p]), jj = Int(jumps[j])
                            parents[card] = Int32(truncatingIfNeeded: p)
                            depths[card] = depths[p] &+ 1
                            jumps[card] = depths[p] &- depths[j] == depths[j] &- depths[jj] ? Int32(truncatingIfNeeded: jj) : Int32(truncatingIfNeeded: p)
                        }
                        stack[height] = (Int32(truncatingIfNeeded: card), length)
                        height &+= 1
                    }
                    jumpsCount = count
                }
                parentsCount = count
            }
        }
        return (parents, jumps)
    }

    /// Whether the element in `slot` is one of the cards.
    /// - Complexity: O(1)
    @inlinable
    public func contains(slot: Int) -> Bool { slot >= firstSlot && slot < firstSlot + count }

    /// The zIndex of the card in `slot`: its position among the cards
    /// (`StickyCardsLayout` rule 4), implied by its slot, so that the cards'
    /// keys are implied too (`ElementKeyTable` stores none of them).
    /// - Precondition: `contains(slot: slot)`.
    /// - Complexity: O(1)
    @inlinable
    public func zIndex(ofSlot slot: Int) -> Int32 { Int32(truncatingIfNeeded: slot &- firstSlot) }

    /// The pin line for the visible bounds `visible`: `visible.min + pinInset` along the axis.
    /// - Complexity: O(1)
    @inlinable
    public func pinLine(for visible: Rect) -> Double { visible.min(axis) + pinInset }

    /// The frame of the card in `slot` for the visible bounds `visible`: pinned
    /// at the pin line when its natural start is at or before it, else natural.
    /// - Precondition: `contains(slot: slot)`.
    /// - Complexity: O(1)
    @inlinable
    public func frame(ofSlot slot: Int, visibleBounds visible: Rect) -> Rect {
        placedFrame(frames[slot], pinLine: pinLine(for: visible))
    }

    /// `natural` placed for the pin line `pin`.
    @inlinable
    func placedFrame(_ natural: Rect, pinLine pin: Double) -> Rect {
        guard natural.min(axis) <= pin else { return natural }
        var frame = natural
        frame.origin[axis] = pin
        return frame
    }

    /// The number of cards pinned for the visible bounds `visible`: those whose
    /// natural start is at or before the pin line, always a prefix of the cards.
    /// - Complexity: O(log n)
    public func pinnedCount(visibleBounds visible: Rect) -> Int {
        var probe = NoProbe()
        return pinnedCount(pinLine: pinLine(for: visible), probe: &probe)
    }

    /// Binary search for the first card whose natural start is past `pin`.
    @inlinable
    func pinnedCount<Probe: IndexProbe>(pinLine pin: Double, probe: inout Probe) -> Int {
        var low = 0, high = count
        while low < high {
            probe.visit()
            let middle = (low &+ high) >> 1
            if frames[firstSlot &+ middle].min(axis) <= pin { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    /// The bytes of the chain and jump pointers (the frames are the layout's).
    /// - Complexity: O(1)
    public var bytes: Int { (tallerPredecessor.count + jump.count) * MemoryLayout<Int32>.stride }
}
