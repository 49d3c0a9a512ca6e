extension StripDirectoryIndex {
    /// What a build computes: every stored property but the frames and the axis.
    struct Parts {
        var shortCount: Int
        var maxShortLength: Double
        var origin: Double
        var stripsPerPoint: Double
        var directory: [Int32]
        var order: [Int32]
        var long: LongElements?
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
    /// long: `general(frames:axis:threshold:sampledStarts:depth:topSlots:)` then builds.
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
                     directory: directory, order: [], long: nil)
    }

    /// The build of any frames, in one pass that sends the long elements to
    /// the next level (a strip directory of their own) and counts the others
    /// strip by strip, then, unless the short elements are in start order
    /// already, a pass that scatters them into their strips. The strips span
    /// the sampled starts (`sampledStarts`): any monotone strip function is
    /// exact, since starts outside the span fall into the first or the last
    /// strip, so the span need not be measured over every frame.
    /// - Complexity: O(n + Σ s·log s) over strips of size s, plus the long level's build.
    static func general(frames: [Rect], axis: Axis, threshold: Double, sampledStarts: ClosedRange<Double>, depth: Int, topSlots: [Int32]?) -> Parts {
        var longSlots: [Int32] = [], longFrames: [Rect] = []
        var inSlotOrder = true, maxShort = 0.0
        let strips = Swift.max(1, frames.count / Self.elementsPerStrip)
        let origin = sampledStarts.lowerBound, span = sampledStarts.upperBound - origin
        let stripsPerPoint = span > 0 ? Double(strips) / span : 0
        var directory = [Int32](repeating: 0, count: strips + 1)
        frames.withUnsafeBufferPointer { frames in
            directory.withUnsafeMutableBufferPointer { directory in
                var previousStart = -Double.infinity
                for slot in frames.indices {
                    let start = frames[slot].min(axis), length = frames[slot].max(axis) - start
                    if length > threshold {
                        longSlots.append(topSlots?[slot] ?? Int32(truncatingIfNeeded: slot))
                        longFrames.append(frames[slot])
                        continue
                    }
                    inSlotOrder = inSlotOrder && start >= previousStart
                    previousStart = start
                    maxShort = Swift.max(maxShort, length)
                    directory[Self.strip(of: start, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips) &+ 1] &+= 1
                }
                for strip in 0..<strips { directory[strip &+ 1] &+= directory[strip] }
            }
        }
        let long = longSlots.isEmpty ? nil : LongElements(index: StripDirectoryIndex(frames: longFrames, axis: axis, depth: depth + 1, topSlots: longSlots), slots: longSlots)
        let order = (inSlotOrder && longSlots.isEmpty)
            ? [] : Self.startOrder(frames: frames, axis: axis, threshold: threshold, directory: directory, origin: origin, stripsPerPoint: stripsPerPoint)
        return Parts(shortCount: frames.count - longSlots.count, maxShortLength: maxShort, origin: origin, stripsPerPoint: stripsPerPoint,
                     directory: directory, order: order, long: long)
    }

    /// The short elements' slots sorted by (start, slot): scattered into their
    /// strips in slot order, noting each strip where a start goes back, then
    /// only those strips sorted.
    /// - Complexity: O(n + Σ s·log s) over the strips of size s that are out of order.
    static func startOrder(frames: [Rect], axis: Axis, threshold: Double, directory: [Int32], origin: Double, stripsPerPoint: Double) -> [Int32] {
        let strips = directory.count - 1
        var next = Array(directory.dropLast())
        var unsorted: [Int32] = []
        var order = frames.withUnsafeBufferPointer { frames in
            [Int32](unsafeUninitializedCapacity: Int(directory[strips])) { order, initialized in
                next.withUnsafeMutableBufferPointer { next in
                    directory.withUnsafeBufferPointer { directory in
                        for slot in frames.indices {
                            let start = frames[slot].min(axis)
                            guard frames[slot].max(axis) - start <= threshold else { continue }
                            let strip = Self.strip(of: start, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips)
                            let position = Int(next[strip])
                            // The strip's previous element, placed earlier in slot order, must not start later.
                            if position > Int(directory[strip]), frames[Int(order[position &- 1])].min(axis) > start,
                               unsorted.last != Int32(truncatingIfNeeded: strip) {
                                unsorted.append(Int32(truncatingIfNeeded: strip))
                            }
                            order[position] = Int32(truncatingIfNeeded: slot)
                            next[strip] &+= 1
                        }
                    }
                }
                initialized = Int(directory[strips])
            }
        }
        unsorted.sort()
        for (number, strip) in unsorted.enumerated() where number == 0 || unsorted[number - 1] != strip {
            let range = Int(directory[Int(strip)])..<Int(directory[Int(strip) + 1])
            order[range].sort { lhs, rhs in
                let left = frames[Int(lhs)].min(axis), right = frames[Int(rhs)].min(axis)
                return left < right || (left == right && lhs < rhs)
            }
        }
        return order
    }
}
