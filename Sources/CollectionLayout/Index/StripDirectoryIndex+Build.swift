extension StripDirectoryIndex {
    /// What a build computes: every stored property but the frames and the axis.
    struct Parts {
        var shortCount: Int
        var maxShortLength: Double
        var origin: Double
        var stripsPerPoint: Double
        var directory: [Int32]
        var order: [Int32]
        var longSlots: [Int32]
        var long: IntervalTreeIndex?
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

    /// The build of frames already in start order with no long element (a
    /// flow's, a compositional page's): one pass that checks both and writes
    /// the directory as it goes, the first start being the smallest and the
    /// last the largest. `nil` as soon as a start goes back or an element is
    /// long: `general(frames:axis:threshold:)` then builds.
    /// - Complexity: O(n), one read of each frame.
    static func inSlotOrder(frames: [Rect], axis: Axis, threshold: Double) -> Parts? {
        guard let first = frames.first, let last = frames.last else { return nil }
        let strips = Swift.max(1, frames.count / Self.elementsPerStrip)
        let origin = first.min(axis), span = last.min(axis) - origin
        let stripsPerPoint = span > 0 ? Double(strips) / span : 0
        var maxShort = 0.0, isSorted = true
        let directory = frames.withUnsafeBufferPointer { frames in
            [Int32](unsafeUninitializedCapacity: strips + 1) { directory, initialized in
                // `filled` entries are written: directory[s] is the first position whose strip is s or later.
                var filled = 0, previousStart = -Double.infinity
                for slot in frames.indices {
                    let start = frames[slot].min(axis), length = frames[slot].max(axis) - start
                    guard length <= threshold, start >= previousStart else { isSorted = false; break }
                    previousStart = start
                    maxShort = Swift.max(maxShort, length)
                    let strip = Self.strip(of: start, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips)
                    while filled <= strip {
                        directory[filled] = Int32(truncatingIfNeeded: slot)
                        filled &+= 1
                    }
                }
                while filled <= strips {
                    directory[filled] = Int32(truncatingIfNeeded: frames.count)
                    filled &+= 1
                }
                initialized = strips + 1
            }
        }
        guard isSorted else { return nil }
        return Parts(shortCount: frames.count, maxShortLength: maxShort, origin: origin, stripsPerPoint: stripsPerPoint,
                     directory: directory, order: [], longSlots: [], long: nil)
    }

    /// The build of any frames: long elements apart, the directory counted
    /// strip by strip, the start order kept unless it is the slot order.
    /// - Complexity: O(n + Σ s·log s) over strips of size s.
    static func general(frames: [Rect], axis: Axis, threshold: Double) -> Parts {
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
        let origin = shortCount > 0 ? minStart : 0
        let stripsPerPoint = maxStart > minStart ? Double(strips) / (maxStart - minStart) : 0
        let long = longSlots.isEmpty ? nil : IntervalTreeIndex(frames: longSlots.map { frames[Int($0)] }, axis: axis)
        // Count the elements of each strip, in slot order.
        var directory = [Int32](repeating: 0, count: strips + 1)
        for slot in frames.indices where isLong.isEmpty || !isLong[slot] {
            directory[Self.strip(of: frames[slot].min(axis), origin: origin, stripsPerPoint: stripsPerPoint, strips: strips) + 1] += 1
        }
        for strip in 0..<strips { directory[strip + 1] += directory[strip] }
        let order = (inSlotOrder && longSlots.isEmpty)
            ? [] : Self.startOrder(frames: frames, axis: axis, isLong: isLong, directory: directory, origin: origin, stripsPerPoint: stripsPerPoint)
        return Parts(shortCount: shortCount, maxShortLength: maxShort, origin: origin, stripsPerPoint: stripsPerPoint,
                     directory: directory, order: order, longSlots: longSlots, long: long)
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
}
