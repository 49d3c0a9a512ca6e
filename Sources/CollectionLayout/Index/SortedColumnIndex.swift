/// Rect queries by lane: per column (or for the whole layout), the elements in
/// layout order with a running maximum of their main-axis end, found by binary
/// search and then scanned over a bounded range.
///
/// A *lane* is a sequence of slots in which main-axis starts are sorted, or
/// nearly so: a waterfall column, or a whole flow layout (line after line). For
/// each lane the index keeps
/// - `endPrefixMax[p]`, the largest main-axis end among positions `0...p`: it is
///   non-decreasing, so the first position that can reach the query is found by
///   binary search; every earlier element ends before the query starts;
/// - a non-decreasing lower bound of the start at each position: the start itself
///   when the lane's starts are sorted, otherwise `startSuffixMin[p]`, the
///   smallest start among positions `p...`. The first position whose bound is at
///   or past the query's end is found by binary search; no later element can
///   reach the query.
///
/// Every element between the two positions is tested exactly, so results are
/// exact for any order; the range is short when starts are nearly sorted (a flow
/// line whose items are centred differs by less than one line height).
///
/// Inspired by airbnb/MagazineLayout's `ModelState` (binary search, then a
/// row-aware scan) and CHTCollectionViewWaterfallLayout's per-column caches;
/// the running-bound formulation is ours.
///
/// - Complexity: build O(n); query O(L·log n + m), where L is the number of lanes
///   and m the number of positions between the two bounds (k results plus the
///   elements of the boundary lines). Memory: 8 bytes per element, plus 8 more in
///   lanes whose starts are not sorted, plus 4 in lanes that are not a contiguous
///   run of slots.
public struct SortedColumnIndex: RectIndex {
    /// One lane's slots and running bounds.
    @usableFromInline
    struct Lane: Sendable {
        /// The lane's slots in order; empty when the lane is `firstSlot..<firstSlot+count`.
        @usableFromInline let slots: [Int32]
        /// The first slot of a contiguous lane.
        @usableFromInline let firstSlot: Int
        /// The number of positions.
        @usableFromInline let count: Int
        /// The largest main-axis end among positions `0...p`.
        @usableFromInline let endPrefixMax: [Double]
        /// The smallest main-axis start among positions `p...`; empty when starts are sorted.
        @usableFromInline let startSuffixMin: [Double]

        @inlinable
        func slot(at position: Int) -> Int {
            slots.isEmpty ? firstSlot + position : Int(slots[position])
        }
    }

    @usableFromInline let frames: [Rect]
    @usableFromInline let axis: Axis
    @usableFromInline let lanes: [Lane]

    /// Builds the index.
    /// - Parameters:
    ///   - frames: every element's frame, by slot (shared, not copied).
    ///   - axis: the main (scroll) axis.
    ///   - lanes: the slots of each lane, each in layout order; `nil` makes the
    ///     whole layout one lane in slot order. Every slot must be in exactly one lane.
    /// - Complexity: O(n)
    public init(frames: [Rect], axis: Axis, lanes: [[Int32]]? = nil) {
        self.frames = frames
        self.axis = axis
        if let lanes {
            self.lanes = lanes.map { slots in
                // A lane that is one run of consecutive slots (the calendar's
                // events, listed after its headers) keeps no slot list.
                if let first = slots.first, Self.isConsecutive(slots) {
                    return Self.makeLane(frames: frames, axis: axis, slots: [], firstSlot: Int(first), count: slots.count)
                }
                return Self.makeLane(frames: frames, axis: axis, slots: slots, firstSlot: 0, count: slots.count)
            }
        } else {
            self.lanes = [Self.makeLane(frames: frames, axis: axis, slots: [], firstSlot: 0, count: frames.count)]
        }
    }

    /// Whether `slots` is a run of consecutive slots (`s, s + 1, s + 2, ...`).
    /// - Complexity: O(n)
    static func isConsecutive(_ slots: [Int32]) -> Bool {
        zip(slots, slots.dropFirst()).allSatisfy { $1 == $0 &+ 1 }
    }

    /// Computes a lane's running bounds in one pass forward and, only if its
    /// starts turn out not to be sorted, one pass backward.
    static func makeLane(frames: [Rect], axis: Axis, slots: [Int32], firstSlot: Int, count: Int) -> Lane {
        var endPrefixMax = [Double](repeating: 0, count: count)
        var sorted = true
        frames.withUnsafeBufferPointer { frames in
            var runningEnd = -Double.infinity
            var previousStart = -Double.infinity
            for position in 0..<count {
                let slot = slots.isEmpty ? firstSlot + position : Int(slots[position])
                let frame = frames[slot]
                let start = frame.min(axis)
                if start < previousStart { sorted = false }
                previousStart = start
                runningEnd = Swift.max(runningEnd, frame.max(axis))
                endPrefixMax[position] = runningEnd
            }
        }
        var startSuffixMin: [Double] = []
        if !sorted {
            startSuffixMin = [Double](repeating: 0, count: count)
            frames.withUnsafeBufferPointer { frames in
                var runningStart = Double.infinity
                for position in stride(from: count - 1, through: 0, by: -1) {
                    let slot = slots.isEmpty ? firstSlot + position : Int(slots[position])
                    runningStart = Swift.min(runningStart, frames[slot].min(axis))
                    startSuffixMin[position] = runningStart
                }
            }
        }
        return Lane(slots: slots, firstSlot: firstSlot, count: count, endPrefixMax: endPrefixMax, startSuffixMin: startSuffixMin)
    }

    /// Appends every slot whose frame intersects `rect`, lane by lane.
    /// - Complexity: O(L·log n + m), see the type's documentation.
    @inlinable
    public func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        guard !rect.isEmpty else { return }
        let queryStart = rect.min(axis), queryEnd = rect.max(axis)
        frames.withUnsafeBufferPointer { frames in
            for lane in lanes {
                // First position that can reach the query: running end > queryStart.
                var low = 0, high = lane.count
                while low < high {
                    probe.visit()
                    let middle = (low &+ high) >> 1
                    if lane.endPrefixMax[middle] > queryStart { high = middle } else { low = middle &+ 1 }
                }
                let first = low
                // First position at or after `first` whose start bound is >= queryEnd.
                high = lane.count
                while low < high {
                    probe.visit()
                    let middle = (low &+ high) >> 1
                    let bound = lane.startSuffixMin.isEmpty
                        ? frames[lane.slot(at: middle)].min(axis) : lane.startSuffixMin[middle]
                    if bound >= queryEnd { high = middle } else { low = middle &+ 1 }
                }
                for position in first..<low {
                    probe.visit()
                    let slot = lane.slot(at: position)
                    if frames[slot].intersects(rect) { slots.append(Int32(truncatingIfNeeded: slot)) }
                }
            }
        }
    }

    /// The running bounds and lane slot lists.
    public var indexBytes: Int {
        lanes.reduce(0) { total, lane in
            total + lane.slots.count * MemoryLayout<Int32>.stride
                + (lane.endPrefixMax.count + lane.startSuffixMin.count) * MemoryLayout<Double>.stride
        }
    }

    /// The number of lanes.
    public var laneCount: Int { lanes.count }
}
