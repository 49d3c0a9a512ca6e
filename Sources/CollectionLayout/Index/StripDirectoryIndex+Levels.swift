/// How a level's strips map main-axis coordinates, and how many elements it
/// keeps: all that the top level needs besides its arrays, so that the index
/// stays small enough (at most 15 scalars) for Swift to keep `BuiltIndex` in
/// registers rather than copy it to the stack for every query's switch.
@usableFromInline
struct StripScale: Sendable {
    /// The number of elements the level keeps.
    @usableFromInline let count: Int
    /// The number of strips (0 for a flat level).
    @usableFromInline let strips: Int
    /// The main-axis start of strip 0.
    @usableFromInline let origin: Double
    /// Strips per point: `strip(x) = ⌊(x - origin) · stripsPerPoint⌋`, clamped.
    @usableFromInline let stripsPerPoint: Double
    /// The largest main-axis length among the level's elements.
    @usableFromInline let maxLength: Double

    init(count: Int, strips: Int, origin: Double, stripsPerPoint: Double, maxLength: Double) {
        self.count = count
        self.strips = strips
        self.origin = origin
        self.stripsPerPoint = stripsPerPoint
        self.maxLength = maxLength
    }
}

/// One level of a strip directory: where its elements and its directory lie
/// in the index's arrays, and how its strips map main-axis coordinates. A
/// trivial value, so that a query reads a level without retaining anything.
@usableFromInline
struct StripLevel: Sendable {
    /// The level's first position in the index's long elements (0 for the top level).
    @usableFromInline let first: Int
    /// The level's first entry in its directory (the top level's own, or the
    /// one the levels below share); `strips + 1` entries follow, each a
    /// position counted from `first`. Unused by a flat level.
    @usableFromInline let directoryStart: Int
    /// Its count, strips and their mapping.
    @usableFromInline let scale: StripScale

    /// The number of elements the level keeps.
    @inlinable var count: Int { scale.count }
    /// The number of strips (0 for a flat level).
    @inlinable var strips: Int { scale.strips }
    /// The main-axis start of strip 0.
    @inlinable var origin: Double { scale.origin }
    /// Strips per point: `strip(x) = ⌊(x - origin) · stripsPerPoint⌋`, clamped.
    @inlinable var stripsPerPoint: Double { scale.stripsPerPoint }
    /// The largest main-axis length among the level's elements.
    @inlinable var maxLength: Double { scale.maxLength }

    /// Whether the level tests each of its elements (no directory).
    @inlinable var isFlat: Bool { strips == 0 }

    /// The level at `first` and `directoryStart` of the index's arrays.
    @inlinable
    init(first: Int, directoryStart: Int, scale: StripScale) {
        self.first = first
        self.directoryStart = directoryStart
        self.scale = scale
    }

    init(first: Int, count: Int, directoryStart: Int, strips: Int, origin: Double, stripsPerPoint: Double, maxLength: Double) {
        self.init(first: first, directoryStart: directoryStart, scale: StripScale(count: count, strips: strips, origin: origin, stripsPerPoint: stripsPerPoint, maxLength: maxLength))
    }
}

extension StripDirectoryIndex {
    /// Levels below which every element is short, whatever its length: the
    /// split always leaves at least one element behind, so the levels end
    /// anyway; this bounds them for frames whose lengths grow geometrically.
    static var maximumDepth: Int { 6 }

    /// What a query pays for one more level, in elements scanned: its two
    /// directory entries (two cache misses when cold) and the counts in their strips.
    static var levelCost: Double { 16 }

    /// The most elements a flat level tests one by one: a constant, so that
    /// a query's visits stay within O(log n + k).
    static var flatLimit: Int { 64 }

    /// The levels of the long elements (the slots `slots` of `frames`, in
    /// slot order) and their directories, one after the other: sorted by
    /// start, then, level by level, the elements that a query pays least for
    /// tested one by one (`isFlat`) or kept in a strip directory whose own
    /// long elements go to the next level; their frames are copied once, in
    /// their level's start order.
    ///
    /// A flat level of l elements costs a query l tests; a directory costs
    /// `levelCost` plus the elements it scans, about `l · reach` where `reach`
    /// is the level's longest length over its span of starts (a section
    /// background in a waterfall of few sections, a calendar's day columns
    /// spanning the whole week: reach near 1, every element scanned anyway).
    /// So the elements are tested one by one when `l · (1 - reach) <=
    /// levelCost`, and at most `flatLimit` of them.
    ///
    /// With `gathers`, many long elements (at least `gatherLimit`) have
    /// their frames gathered first into a copy of their own, which the
    /// levels' passes read instead of the layout's frames: they are spread
    /// over them (a subset's, the App Store page's 47,000 backgrounds and
    /// pinned headers among 1.5 million frames, carousels' included), so
    /// each pass's reads in place would miss the cache. Otherwise they are read in place:
    /// the copy and its positions are two allocations more per build, which
    /// the subset's merged build (`mergedParts`) saves and others do not.
    /// - Complexity: O(l log l) for l long elements.
    static func longLevels(frames: [Rect], slots: [Int32], axis: Axis, gathers: Bool = false) -> (levels: [StripLevel], frames: [Rect], slots: [Int32], directory: [Int32]) {
        guard !slots.isEmpty else { return ([], [], [], []) }
        guard gathers, slots.count >= Self.gatherLimit else { return levels(of: slots, in: frames, axis: axis) }
        var levels = levels(of: Array(0..<Int32(truncatingIfNeeded: slots.count)), in: slots.map { frames[Int($0)] }, axis: axis)
        levels.slots.withUnsafeMutableBufferPointer { kept in
            for position in kept.indices { kept[position] = slots[Int(kept[position])] }
        }
        return levels
    }

    /// The fewest long elements whose frames `longLevels` gathers.
    static var gatherLimit: Int { 4_096 }

    /// `longLevels(frames:slots:axis:)` over `slots` (ascending, not
    /// empty) of `frames`, read where they are.
    /// - Complexity: O(l log l)
    private static func levels(of slots: [Int32], in frames: [Rect], axis: Axis) -> (levels: [StripLevel], frames: [Rect], slots: [Int32], directory: [Int32]) {
        let startOf = { (slot: Int32) in frames[Int(slot)].min(axis) }
        var pending = slots
        // In slot order, so ties are in slot order already: a sort only when a start goes back.
        if zip(slots.dropFirst(), slots).contains(where: { startOf($0) < startOf($1) }) {
            pending.sort { lhs, rhs in
                let left = startOf(lhs), right = startOf(rhs)
                return left < right || (left == right && lhs < rhs)
            }
        }
        var levels: [StripLevel] = [], kept: [Rect] = [], keptSlots: [Int32] = [], directory: [Int32] = []
        kept.reserveCapacity(slots.count)
        keptSlots.reserveCapacity(slots.count)
        directory.reserveCapacity(slots.count / Self.elementsPerStrip + 2)
        for depth in 1... {
            let first = kept.count
            if Self.testsOneByOne(pending, of: frames, axis: axis) {
                kept += pending.lazy.map { frames[Int($0)] }
                keptSlots += pending
                levels.append(StripLevel(first: first, count: pending.count, directoryStart: 0, strips: 0, origin: 0, stripsPerPoint: 0, maxLength: 0))
                break
            }
            var (threshold, _) = Self.longLengthThreshold(count: pending.count, axis: axis, depth: depth) { frames[Int(pending[$0])] }
            if Self.keepsLongerElements(pending, of: frames, axis: axis, threshold: threshold) { threshold = .infinity }
            var longer: [Int32] = [], maxLength = 0.0
            for slot in pending {
                let frame = frames[Int(slot)], length = frame.max(axis) - frame.min(axis)
                if length > threshold {
                    longer.append(slot)
                } else {
                    kept.append(frame)
                    keptSlots.append(slot)
                    maxLength = Swift.max(maxLength, length)
                }
            }
            let count = kept.count - first, directoryStart = directory.count
            let strips = Swift.max(1, count / Self.elementsPerStrip)
            let origin = kept[first].min(axis), span = kept[kept.count - 1].min(axis) - origin
            let stripsPerPoint = span > 0 ? Double(strips) / span : 0
            // The kept elements are in start order: each strip's entry is the first position at or past it.
            var position = 0
            for strip in 0..<strips {
                while position < count,
                      Self.strip(of: kept[first + position].min(axis), origin: origin, stripsPerPoint: stripsPerPoint, strips: strips) < strip {
                    position += 1
                }
                directory.append(Int32(truncatingIfNeeded: position))
            }
            directory.append(Int32(truncatingIfNeeded: count))
            levels.append(StripLevel(
                first: first, count: count, directoryStart: directoryStart, strips: strips, origin: origin, stripsPerPoint: stripsPerPoint, maxLength: maxLength
            ))
            guard !longer.isEmpty else { break }
            pending = longer
        }
        return (levels, kept, keptSlots, directory)
    }

    /// Whether the elements `slots` of `frames` (in start order, not empty)
    /// cost a query less tested one by one than in a strip directory: see `longLevels`.
    /// - Complexity: O(l)
    static func testsOneByOne(_ slots: [Int32], of frames: [Rect], axis: Axis) -> Bool {
        guard slots.count <= Self.flatLimit else { return false }
        let span = frames[Int(slots[slots.count - 1])].min(axis) - frames[Int(slots[0])].min(axis)
        let longest = slots.reduce(0.0) { Swift.max($0, frames[Int($1)].max(axis) - frames[Int($1)].min(axis)) }
        let reach = span > 0 ? Swift.min(1, longest / span) : 1
        return Double(slots.count) * (1 - reach) <= Self.levelCost
    }

    /// Whether the elements of `slots` (in start order) longer than
    /// `threshold` cost a query less kept in this level than split off to
    /// the next: they are few (at most `flatLimit`) and only a little longer
    /// than the kept ones, so keeping them widens every scan of the level by
    /// `kept · (longest - longestKept) / span` elements, fewer than the
    /// `longer + levelCost` a level of their own would cost. The sample that
    /// chose the threshold misses such stragglers (the App Store page's 8
    /// longest sections at 10^6: 16 frames up to 6,223 points beside 46,418
    /// up to 5,566, which made a flat level of 16 tests on every query).
    /// - Complexity: O(l)
    static func keepsLongerElements(_ slots: [Int32], of frames: [Rect], axis: Axis, threshold: Double) -> Bool {
        guard threshold < .infinity, slots.count > 1 else { return false }
        var longer = 0, longest = 0.0, longestKept = 0.0
        for slot in slots {
            let frame = frames[Int(slot)], length = frame.max(axis) - frame.min(axis)
            if length > threshold {
                longer += 1
                longest = Swift.max(longest, length)
            } else {
                longestKept = Swift.max(longestKept, length)
            }
        }
        guard longer > 0, longer <= Self.flatLimit, longer < slots.count else { return false }
        let span = frames[Int(slots[slots.count - 1])].min(axis) - frames[Int(slots[0])].min(axis)
        guard span > 0, longest.isFinite else { return false }
        let widened = Double(slots.count - longer) * (longest - longestKept) / span
        return widened <= Double(longer) + Self.levelCost
    }

    /// The main-axis length above which an element goes to the next level,
    /// chosen on a sample of up to 1,024 frames to minimise the elements a
    /// query scans beyond its results: a level whose longest element is `L`
    /// scans those that start within `L` before the query, about `count · L /
    /// span` of them, and each level costs `levelCost` more. So the threshold
    /// `T` minimises `kept(T) · T + long(T) · longest + levelCost · spacing ·
    /// samples` over the sampled lengths (no split when none beats keeping
    /// every element, `longest · samples`). Elements longer than every sampled
    /// one (a timeline's axis, a section background in a sparse page) always
    /// go to the next level, which chooses again among its own.
    ///
    /// On the App Store page (10^6 items) this keeps rows, tiles, badges and
    /// headers (up to 224 points) and sends section backgrounds and pinned
    /// headers' envelopes (up to 6,223 points) to the next level, where the
    /// previous rule (the larger of twice the median and the 97th percentile)
    /// kept everything up to 1,583 points in the scan.
    /// - Returns: the threshold (`.infinity` when nothing is long: one frame,
    ///   or the deepest level) and the smallest and largest sampled starts.
    /// - Complexity: O(1) (a fixed sample).
    /// - Parameter frame: the `i`-th of the `count` frames.
    static func longLengthThreshold(count: Int, axis: Axis, depth: Int, frame: (Int) -> Rect) -> (threshold: Double, sampledStarts: ClosedRange<Double>) {
        guard depth < Self.maximumDepth, count > 1 else {
            let start = count > 0 ? frame(0).min(axis) : 0
            return (.infinity, start.isNaN ? 0...0 : start...start)
        }
        let step = Swift.max(1, count / 1_024)
        var lengths: [Double] = []
        lengths.reserveCapacity(count / step + 1)
        var minStart = Double.infinity, maxStart = -Double.infinity
        for position in stride(from: 0, to: count, by: step) {
            let sampled = frame(position), start = sampled.min(axis)
            lengths.append(sampled.max(axis) - start)
            minStart = Swift.min(minStart, start)
            maxStart = Swift.max(maxStart, start)
        }
        lengths.sort()
        // NaN starts leave the bounds at their initial values: any range is exact (see `general`).
        let sampledStarts = minStart <= maxStart ? minStart...maxStart : 0...0
        let samples = Double(lengths.count), longest = lengths[lengths.count - 1]
        let spacing = maxStart > minStart ? (maxStart - minStart) / Double(count) : 0
        let levelCost = Self.levelCost * spacing * samples
        var threshold = longest, cost = samples * longest
        for position in 0..<(lengths.count - 1) where lengths[position] < lengths[position + 1] {
            let kept = Double(position + 1)
            let split = kept * lengths[position] + (samples - kept) * longest + levelCost
            if split < cost { (threshold, cost) = (lengths[position], split) }
        }
        return (threshold, sampledStarts)
    }
}
