/// A static implicit interval tree over the elements' main-axis intervals: exact
/// rect queries in O(log n + k) for arbitrary overlaps (calendar events,
/// decorations spanning sections, pinned elements' travel envelopes).
///
/// Layout: the elements sorted by main-axis start form an implicit binary tree
/// over their positions `0..<n`. Position `i` is a node at level = the number of
/// trailing one bits of `i` (leaves are the even positions); a node at level k
/// has children `i ∓ 2^(k-1)`; the root is `2^K - 1`, `K = ⌊log2 n⌋`. Each node
/// stores the largest main-axis end in its subtree (`subtreeMaxEnd`), which
/// prunes whole subtrees that end before the query; sorted starts prune the
/// right side. Positions past `n - 1` are "imaginary" nodes: never reported,
/// never used to prune.
///
/// Idea from lh3/cgranges `IITree.h` (implicit augmented interval tree, Heng Li);
/// the code is our own. Like cgranges, subtrees of at most 15 positions
/// (level <= 3) are scanned linearly, which is cheaper than descending them.
///
/// - Complexity: build O(n) when the frames come in main-axis start order (flow
///   with equal heights per line, shortest-first waterfall, any layout that emits
///   elements top to bottom), O(n log n) otherwise (one sort of positions).
///   Query O(log n + k) for k results along the main axis, whatever the overlap.
///   Memory: 8 bytes per element, plus 4 when a sort was needed.
public struct IntervalTreeIndex: RectIndex {
    @usableFromInline let frames: [Rect]
    @usableFromInline let axis: Axis
    /// Slots in start order; empty when the frames already are in start order.
    @usableFromInline let order: [Int32]
    /// The largest main-axis end in each position's subtree.
    @usableFromInline let subtreeMaxEnd: [Double]
    /// The root's level, `⌊log2 n⌋`.
    @usableFromInline let rootLevel: Int

    /// Subtrees at or below this level are scanned instead of descended (cgranges' choice).
    @usableFromInline static var scanLevel: Int { 3 }

    /// Builds the tree over `frames` (shared, not copied) along `axis`.
    /// - Complexity: O(n) for frames in start order, O(n log n) otherwise.
    public init(frames: [Rect], axis: Axis) {
        self.frames = frames
        self.axis = axis
        let count = frames.count
        var isSorted = true
        for slot in frames.indices.dropFirst() where frames[slot].min(axis) < frames[slot - 1].min(axis) {
            isSorted = false
            break
        }
        var order: [Int32] = []
        if !isSorted {
            order = (0..<Int32(count)).sorted { lhs, rhs in
                let left = frames[Int(lhs)].min(axis), right = frames[Int(rhs)].min(axis)
                return left < right || (left == right && lhs < rhs)
            }
        }
        self.order = order
        var maxEnd = [Double](repeating: 0, count: count)
        for position in 0..<count {
            maxEnd[position] = frames[order.isEmpty ? position : Int(order[position])].max(axis)
        }
        var rootLevel = 0
        while (1 << (rootLevel + 1)) <= count { rootLevel += 1 }
        Self.aggregateSubtreeMaxima(&maxEnd, rootLevel: rootLevel)
        self.subtreeMaxEnd = maxEnd
        self.rootLevel = count == 0 ? -1 : rootLevel
    }

    /// Turns per-position ends into per-subtree maxima, level by level, bottom up.
    ///
    /// A right child past the end is imaginary; its subtree's existing positions
    /// all lie in its leftmost existing descendant's subtree, found by walking
    /// left (O(log n), once per level).
    /// - Complexity: O(n)
    static func aggregateSubtreeMaxima(_ maxEnd: inout [Double], rootLevel: Int) {
        let count = maxEnd.count
        guard rootLevel >= 1 else { return }
        for level in 1...rootLevel {
            let half = 1 << (level - 1)
            var node = (1 << level) - 1
            while node < count {
                var value = Swift.max(maxEnd[node], maxEnd[node - half])
                var right = node + half, rightLevel = level - 1
                while right >= count && rightLevel > 0 {
                    right -= 1 << (rightLevel - 1)
                    rightLevel -= 1
                }
                if right < count { value = Swift.max(value, maxEnd[right]) }
                maxEnd[node] = value
                node += 1 << (level + 1)
            }
        }
    }

    /// One pending step of the traversal, packed into 8 bytes so the whole
    /// traversal stack fits the 1 KiB that `withUnsafeTemporaryAllocation`
    /// places on the call stack. With 24-byte steps and 132 of them (3,168 B),
    /// it went to the heap: `layout-bench run` measured one 3,584-byte
    /// allocation per query (`flow/grid/query-slots/*/interval-tree`).
    @usableFromInline
    struct PendingNode {
        /// The node's in-order position; below 2^32 because levels are below 32.
        @usableFromInline var position: UInt32
        @usableFromInline var level: UInt8
        @usableFromInline var leftDone: Bool
        @inlinable init(_ position: Int, _ level: Int, _ leftDone: Bool) {
            self.position = UInt32(truncatingIfNeeded: position)
            self.level = UInt8(truncatingIfNeeded: level)
            self.leftDone = leftDone
        }
    }

    /// The most steps pending at once: a node and its left child per level,
    /// for at most 32 levels (slots are `Int32`), plus slack.
    @usableFromInline static let stackCapacity = 2 * 32 + 4

    /// Appends every slot whose frame intersects `rect`, in main-axis start order.
    ///
    /// Iterative, with a fixed 544-byte stack on the call stack: no allocation
    /// (`layout-bench run` shows 0 allocations per query).
    /// - Complexity: O(log n + k)
    @inlinable
    public func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        guard rootLevel >= 0, !rect.isEmpty else { return }
        let queryStart = rect.min(axis), queryEnd = rect.max(axis)
        let count = subtreeMaxEnd.count
        frames.withUnsafeBufferPointer { frames in
        order.withUnsafeBufferPointer { order in
        subtreeMaxEnd.withUnsafeBufferPointer { maxEnd in
            @inline(__always) func slot(_ position: Int) -> Int { order.isEmpty ? position : Int(order[position]) }
            withUnsafeTemporaryAllocation(of: PendingNode.self, capacity: Self.stackCapacity) { stack in
                var depth = 0
                stack[0] = PendingNode((1 << rootLevel) - 1, rootLevel, false)
                depth = 1
                while depth > 0 {
                    depth -= 1
                    let pending = stack[depth]
                    let node = (position: Int(pending.position), level: Int(pending.level), leftDone: pending.leftDone)
                    probe.visit()
                    if node.level <= Self.scanLevel {
                        // Small subtree: scan its positions in start order.
                        let first = (node.position >> node.level) << node.level
                        let end = Swift.min(count, first + (1 << (node.level + 1)) - 1)
                        var position = first
                        while position < end {
                            probe.visit()
                            let frame = frames[slot(position)]
                            if frame.min(axis) >= queryEnd { break }
                            if frame.intersects(rect) { slots.append(Int32(truncatingIfNeeded: slot(position))) }
                            position += 1
                        }
                    } else if !node.leftDone {
                        // First visit: come back for this node and its right side after the left side.
                        stack[depth] = PendingNode(node.position, node.level, true)
                        depth += 1
                        let left = node.position - (1 << (node.level - 1))
                        if left >= count || maxEnd[left] > queryStart {
                            stack[depth] = PendingNode(left, node.level - 1, false)
                            depth += 1
                        }
                    } else if node.position < count {
                        let frame = frames[slot(node.position)]
                        if frame.min(axis) < queryEnd {
                            if frame.intersects(rect) { slots.append(Int32(truncatingIfNeeded: slot(node.position))) }
                            // The right child too is pruned by its subtree's
                            // maximum (cgranges pushes it unchecked): otherwise
                            // a query right of a few long intervals at the start
                            // descends the right spine of every subtree on their
                            // path and scans its last block, O(log² n) visits.
                            let right = node.position + (1 << (node.level - 1))
                            if right >= count || maxEnd[right] > queryStart {
                                stack[depth] = PendingNode(right, node.level - 1, false)
                                depth += 1
                            }
                        }
                    }
                }
            }
        }
        }
        }
    }

    /// The subtree maxima and, when a sort was needed, the start order.
    public var indexBytes: Int {
        subtreeMaxEnd.count * MemoryLayout<Double>.stride + order.count * MemoryLayout<Int32>.stride
    }

    /// Whether the build had to sort (the frames did not come in start order).
    public var neededSort: Bool { !order.isEmpty }
}
