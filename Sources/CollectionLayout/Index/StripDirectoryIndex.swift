/// Rect queries through a directory of fixed strips along the main axis: the
/// elements sorted by main-axis start, a table mapping each strip to the first
/// position that starts in it, and the few long elements kept apart.
///
/// A query for `[queryStart, queryEnd)` looks at one directory entry (the strip
/// of `queryStart - maxShortLength`), binary-searches the positions of that one
/// strip, then reads frames in start order until one starts at or past
/// `queryEnd`. A cold query therefore costs about two cache misses (the
/// directory entry, then the frames where the scan begins; the scan itself is
/// sequential), instead of the twenty dependent steps of a binary search over
/// 10^6 positions.
///
/// Elements longer than `longLengthThreshold` along the main axis (section
/// backgrounds, pinned headers' envelopes, a timeline's axis line) would widen
/// every scan by their length, so they are kept in an `IntervalTreeIndex` of
/// their own; the threshold is chosen from the lengths so that only a few
/// percent of the elements are long.
///
/// Exact for any frames: the strip function is monotone in the start, so the
/// first position that can reach the query lies in the strip of the search key
/// (or at its first position); every candidate is tested with `Rect.intersects`.
///
/// Prior art: the "sorted array + max-length bound" scan of genomic interval
/// tools (e.g. the NCList and cgranges discussions of Heng Li) and bucketed
/// directories of spatial hashing; the combination and code are ours.
///
/// - Complexity: build O(n) when the short elements come in start order (what
///   the flow, waterfall and compositional layouts emit), O(n + Σ s·log s)
///   otherwise, s the size of each strip. Query O(log s + m) + the long side's
///   O(log l + k_l), where m is the number of positions scanned: the k results
///   plus the elements that start within `maxShortLength` before the query and
///   end before it. Memory: 1 byte per element (the directory, one strip per
///   four elements), plus 4 when the order is not the slot order, plus 40 per
///   long element.
public struct StripDirectoryIndex: RectIndex {
    @usableFromInline let frames: [Rect]
    @usableFromInline let axis: Axis
    /// The short elements' slots in start order; empty when that is `0..<frames.count`.
    @usableFromInline let order: [Int32]
    /// The number of short elements.
    @usableFromInline let shortCount: Int
    /// `directory[s]`: the first position whose strip is `s` or later; `strips + 1` entries.
    @usableFromInline let directory: [Int32]
    /// The main-axis start of strip 0.
    @usableFromInline let origin: Double
    /// Strips per point: `strip(x) = ⌊(x - origin) · stripsPerPoint⌋`, clamped.
    @usableFromInline let stripsPerPoint: Double
    /// The largest main-axis length among the short elements.
    @usableFromInline let maxShortLength: Double
    /// The long elements' index over their own frames, and their slots.
    @usableFromInline let long: IntervalTreeIndex?
    @usableFromInline let longSlots: [Int32]

    /// Average short elements per strip: the directory stays at 1 byte per
    /// element and the in-strip search within one or two cache lines of frames.
    static var elementsPerStrip: Int { 4 }

    /// Strips of at most this many positions are scanned from their start
    /// rather than searched: at most this many extra visits per query.
    @usableFromInline static var scannedStripSize: Int { 8 }

    /// Results gathered before they join the output: 1 KiB, which
    /// `withUnsafeTemporaryAllocation` keeps on the call stack.
    @usableFromInline static var batchCapacity: Int { 256 }

    /// Builds the index over `frames` (shared, not copied) along `axis`.
    /// - Complexity: O(n) for frames in start order, see the type's documentation.
    public init(frames: [Rect], axis: Axis) {
        self.frames = frames
        self.axis = axis
        let threshold = Self.longLengthThreshold(frames: frames, axis: axis)
        var isLong: [Bool] = []
        var longSlots: [Int32] = []
        var inSlotOrder = true, maxShort = 0.0
        var minStart = Double.infinity, maxStart = -Double.infinity, previousStart = -Double.infinity
        for slot in frames.indices {
            let start = frames[slot].min(axis), length = frames[slot].max(axis) - start
            if length > threshold {
                if isLong.isEmpty { isLong = [Bool](repeating: false, count: frames.count) }
                isLong[slot] = true
                longSlots.append(Int32(truncatingIfNeeded: slot))
                continue
            }
            if start < previousStart { inSlotOrder = false }
            previousStart = start
            maxShort = Swift.max(maxShort, length)
            minStart = Swift.min(minStart, start)
            maxStart = Swift.max(maxStart, start)
        }
        let shortCount = frames.count - longSlots.count
        let strips = Swift.max(1, shortCount / Self.elementsPerStrip)
        self.shortCount = shortCount
        self.maxShortLength = maxShort
        self.origin = shortCount > 0 ? minStart : 0
        self.stripsPerPoint = maxStart > minStart ? Double(strips) / (maxStart - minStart) : 0
        self.longSlots = longSlots
        self.long = longSlots.isEmpty ? nil : IntervalTreeIndex(frames: longSlots.map { frames[Int($0)] }, axis: axis)
        // Count the elements of each strip, in slot order.
        var directory = [Int32](repeating: 0, count: strips + 1)
        let origin = self.origin, stripsPerPoint = self.stripsPerPoint
        for slot in frames.indices where isLong.isEmpty || !isLong[slot] {
            directory[Self.strip(of: frames[slot].min(axis), origin: origin, stripsPerPoint: stripsPerPoint, strips: strips) + 1] += 1
        }
        for strip in 0..<strips { directory[strip + 1] += directory[strip] }
        self.directory = directory
        self.order = (inSlotOrder && longSlots.isEmpty)
            ? [] : Self.startOrder(frames: frames, axis: axis, isLong: isLong, directory: directory, origin: origin, stripsPerPoint: stripsPerPoint)
    }

    /// The main-axis length above which an element is long: the larger of twice
    /// the median and the 97th percentile of a sample of up to 1,024 lengths,
    /// so that about 3% of the elements at most are long and the scan band is a
    /// couple of typical elements wide.
    /// - Complexity: O(1) (a fixed sample).
    static func longLengthThreshold(frames: [Rect], axis: Axis) -> Double {
        guard !frames.isEmpty else { return 0 }
        let step = Swift.max(1, frames.count / 1_024)
        let lengths = stride(from: 0, to: frames.count, by: step).map { frames[$0].max(axis) - frames[$0].min(axis) }.sorted()
        return Swift.max(2 * lengths[lengths.count / 2], lengths[lengths.count * 97 / 100])
    }

    /// The strip of a main-axis coordinate: monotone non-decreasing in `x`,
    /// clamped to `0..<strips` (NaN goes to strip 0).
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    static func strip(of x: Double, origin: Double, stripsPerPoint: Double, strips: Int) -> Int {
        let scaled = (x - origin) * stripsPerPoint
        guard scaled > 0 else { return 0 }
        return scaled < Double(strips) ? Swift.min(Int(scaled), strips - 1) : strips - 1
    }

    /// The short elements' slots sorted by (start, slot): scattered into their
    /// strips in slot order, then each strip sorted if it is not already.
    /// - Complexity: O(n + Σ s·log s) over strips of size s.
    static func startOrder(frames: [Rect], axis: Axis, isLong: [Bool], directory: [Int32], origin: Double, stripsPerPoint: Double) -> [Int32] {
        let strips = directory.count - 1
        var next = Array(directory.dropLast())
        var order = [Int32](repeating: 0, count: Int(directory[strips]))
        for slot in frames.indices where isLong.isEmpty || !isLong[slot] {
            let strip = Self.strip(of: frames[slot].min(axis), origin: origin, stripsPerPoint: stripsPerPoint, strips: strips)
            order[Int(next[strip])] = Int32(truncatingIfNeeded: slot)
            next[strip] += 1
        }
        for strip in 0..<strips {
            let range = Int(directory[strip])..<Int(directory[strip + 1])
            let isSorted = zip(range.dropLast(), range.dropFirst()).allSatisfy { frames[Int(order[$0])].min(axis) <= frames[Int(order[$1])].min(axis) }
            if !isSorted {
                order[range].sort { lhs, rhs in
                    let left = frames[Int(lhs)].min(axis), right = frames[Int(rhs)].min(axis)
                    return left < right || (left == right && lhs < rhs)
                }
            }
        }
        return order
    }

    /// Appends every slot whose frame intersects `rect`: the short elements in
    /// start order, then the long ones.
    /// - Complexity: O(log s + m) + O(log l + k_l), see the type's documentation.
    @inlinable
    public func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        guard !rect.isEmpty else { return }
        let queryStart = rect.min(axis), queryEnd = rect.max(axis)
        if shortCount > 0 {
            // A short element reaching past queryStart starts after queryStart - maxShortLength;
            // the slack absorbs the rounding of both subtractions, so no such element is missed.
            let key = (queryStart - maxShortLength) - (Swift.abs(queryStart) + maxShortLength) * 0x1p-48
            frames.withUnsafeBufferPointer { frames in
            order.withUnsafeBufferPointer { order in
            directory.withUnsafeBufferPointer { directory in
                @inline(__always) func slot(_ position: Int) -> Int { order.isEmpty ? position : Int(order[position]) }
                probe.visit()
                let strip = Self.strip(of: key, origin: origin, stripsPerPoint: stripsPerPoint, strips: directory.count - 1)
                // Every position before the strip starts before `key`; every one after it, after `key`.
                var low = Int(directory[strip]), high = Int(directory[strip + 1])
                // A short strip is scanned from its start (its positions before
                // `key` fail the exact test): independent sequential loads
                // instead of dependent search steps; a crowded one is searched.
                if high &- low <= Self.scannedStripSize { high = low }
                while low < high {
                    probe.visit()
                    let middle = (low &+ high) >> 1
                    if frames[slot(middle)].min(axis) >= key { high = middle } else { low = middle &+ 1 }
                }
                // Results gather in a 1 KiB buffer on the call stack and join
                // `slots` in one copy per 256: one capacity check per batch
                // instead of one per result (an append checks the array's
                // uniqueness each time).
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.batchCapacity) { batch in
                    var gathered = 0
                    var position = low
                    while position < shortCount {
                        probe.visit()
                        let frame = frames[slot(position)]
                        if frame.min(axis) >= queryEnd { break }
                        if frame.intersects(rect) {
                            batch[gathered] = Int32(truncatingIfNeeded: slot(position))
                            gathered &+= 1
                            if gathered == batch.count {
                                slots.append(contentsOf: UnsafeBufferPointer(rebasing: batch[..<gathered]))
                                gathered = 0
                            }
                        }
                        position &+= 1
                    }
                    if gathered > 0 { slots.append(contentsOf: UnsafeBufferPointer(rebasing: batch[..<gathered])) }
                }
            }
            }
            }
        }
        if let long {
            let first = slots.count
            long.appendSlots(intersecting: rect, to: &slots, probe: &probe)
            longSlots.withUnsafeBufferPointer { longSlots in
                for position in first..<slots.count { slots[position] = longSlots[Int(slots[position])] }
            }
        }
    }

    /// The directory, the start order and the long side (its frames included).
    public var indexBytes: Int {
        directory.count * MemoryLayout<Int32>.stride + order.count * MemoryLayout<Int32>.stride
            + longSlots.count * (MemoryLayout<Int32>.stride + MemoryLayout<Rect>.stride) + (long?.indexBytes ?? 0)
    }

    /// The number of elements kept apart as long.
    public var longCount: Int { longSlots.count }
}
