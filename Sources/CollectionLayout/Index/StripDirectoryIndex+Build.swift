extension StripDirectoryIndex {
    /// What the top level's build computes: its header, its directory (the
    /// levels below append theirs), its start order, and the slots of the
    /// long elements it keeps apart, in slot order.
    struct Parts {
        var top: StripLevel
        var directory: [Int32]
        var order: [Int32]
        var longSlots: [Int32] = []
    }

    /// The strip of a main-axis coordinate: `⌊(x - origin) · stripsPerPoint⌋`
    /// clamped to `0..<strips`, monotone non-decreasing in `x` (NaN goes to
    /// strip 0).
    ///
    /// Why not `Int(scaled)`: a query computes four or five strips, and
    /// the conversion's own checks (finite, in range) and the clamp's
    /// overflow check cost about 8 instructions each, where the two
    /// comparisons before it already place `scaled` in `0..<strips`
    /// (`flooredBelowStrips`).
    /// - Precondition: `0 < strips <= 2^51` (a directory has at most one strip per position, an `Int32`).
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    static func strip(of x: Double, origin: Double, stripsPerPoint: Double, strips: Int) -> Int {
        let scaled = (x - origin) * stripsPerPoint
        guard scaled > 0 else { return 0 }
        return scaled < Double(strips) ? flooredBelowStrips(scaled) : strips &- 1
    }

    /// `⌊scaled⌋` for `0 < scaled < 2^51`, without the checks of `Int(_:)`:
    /// `scaled + 2^52` lies in `[2^52, 2^53)`, where doubles are the
    /// integers, so the addition rounds `scaled` to the nearest integer `r`
    /// (ties to even), exactly, and its bit pattern is that of `2^52` plus
    /// `r`; one less when `r` rounded up.
    /// - Precondition: `0 < scaled < 2^51`.
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    static func flooredBelowStrips(_ scaled: Double) -> Int {
        let shifted = scaled + 0x1p52
        let rounded = Int(truncatingIfNeeded: shifted.bitPattern & (1 &<< 52 &- 1))
        return rounded &- (shifted - 0x1p52 > scaled ? 1 : 0)
    }

    /// Elements per block of `inSlotOrder`'s pass: it gives up after the
    /// first block where a start goes back or an element is long.
    static var orderCheckBlock: Int { 4_096 }

    /// The build of frames already in start order with no long element (a
    /// flow's, a waterfall's, a compositional photo grid's): one pass, from
    /// the last frame to the first, that writes each element's position into
    /// its strip's directory entry (the first of a strip writes last) while it
    /// checks the order and the lengths without a branch, then a suffix
    /// minimum over the strips gives each empty strip the next one's first
    /// position. The first start is the smallest and the last the largest.
    /// `nil` when a start goes back or an element is long (checked block by
    /// block, and on the first block before anything is allocated):
    /// `general(frames:slots:axis:threshold:sampledStarts:)` then builds.
    /// - Complexity: O(n), one read of each frame.
    static func inSlotOrder(frames: [Rect], axis: Axis, threshold: Double) -> Parts? {
        frames.withUnsafeBufferPointer { inSlotOrder(extents: MainAxisExtents(frames: $0, axis: axis), threshold: threshold) }
    }

    /// `inSlotOrder(frames:axis:threshold:)` over any storage of the extents.
    /// - Complexity: O(n), one read of each element.
    static func inSlotOrder(extents: some MainAxisExtentReader, threshold: Double) -> Parts? {
        guard extents.count > 0 else { return nil }
        let count = extents.count
        let strips = Swift.max(1, count / Self.elementsPerStrip)
        let origin = extents.start(0), span = extents.start(count - 1) - origin
        let stripsPerPoint = span > 0 ? Double(strips) / span : 0
        // The block's elements, from `high - 1` down to `low`: whether each
        // is short and starts at or before the next (`nextStart`), and the
        // longest; each position written to `directory` when there is one.
        func scan(_ low: Int, _ high: Int, nextStart: inout Double, longest: inout Double, into directory: UnsafeMutablePointer<Int32>?) -> Bool {
            var misfits = 0, slot = high
            while slot > low {
                slot &-= 1
                let start = extents.start(slot), length = extents.length(slot)
                // NaN fails both comparisons: such frames go to the general build.
                misfits |= (start <= nextStart ? 0 : 1) | (length <= threshold ? 0 : 1)
                nextStart = start
                longest = length > longest ? length : longest
                if let directory {
                    directory[Self.strip(of: start, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips)] = Int32(truncatingIfNeeded: slot)
                }
            }
            return misfits == 0
        }
        var probeStart = Double.infinity, probeLongest = 0.0
        guard scan(0, Swift.min(count, Self.orderCheckBlock), nextStart: &probeStart, longest: &probeLongest, into: nil) else { return nil }
        var maxShort = 0.0, isOrdered = true
        let directory = [Int32](unsafeUninitializedCapacity: strips + 1) { directory, initialized in
            let entries = directory.baseAddress!
            entries.initialize(repeating: Int32(truncatingIfNeeded: count), count: strips + 1)
            initialized = strips + 1
            var high = count, nextStart = Double.infinity
            while high > 0, isOrdered {
                let low = Swift.max(0, high &- Self.orderCheckBlock)
                isOrdered = scan(low, high, nextStart: &nextStart, longest: &maxShort, into: entries)
                high = low
            }
            // directory[s] becomes the first position whose strip is s or later.
            var strip = strips
            while strip > 0 {
                strip &-= 1
                entries[strip] = Swift.min(entries[strip], entries[strip &+ 1])
            }
        }
        guard isOrdered else { return nil }
        let top = StripLevel(first: 0, count: count, directoryStart: 0, strips: strips, origin: origin, stripsPerPoint: stripsPerPoint, maxLength: maxShort)
        return Parts(top: top, directory: directory, order: [])
    }

    /// The build of any frames, in one pass that sets the long elements apart
    /// (for `longLevels`) and counts the others strip by strip, then, unless
    /// the short elements are in start order already, a pass that scatters
    /// them into their strips. The strips span the sampled starts
    /// (`sampledStarts`): any monotone strip function is exact, since starts
    /// outside the span fall into the first or the last strip, so the span
    /// need not be measured over every frame. Only `slots` (ascending) are
    /// indexed: `frames.indices` (a subset is built over its compact copy
    /// instead, its positions translated back by `subsetParts`).
    /// - Complexity: O(n + Σ s·log s) over strips of size s.
    static func general<Slots: Collection>(
        frames: [Rect], slots: Slots, axis: Axis, threshold: Double, sampledStarts: ClosedRange<Double>
    ) -> Parts where Slots.Element: BinaryInteger {
        frames.withUnsafeBufferPointer { frames in
            general(extents: MainAxisExtents(frames: frames, axis: axis), slots: slots, threshold: threshold, sampledStarts: sampledStarts)
        }
    }

    /// `general(frames:slots:axis:threshold:sampledStarts:)` over any storage
    /// of the extents. With `merges`, when starts go back only a little, the
    /// parts are built in one pass instead (`mergedParts`): set by the subset
    /// build (the App Store page's main elements, where its badges go back);
    /// other layouts' frames that fail `inSlotOrder` are not known to gain by it.
    /// - Complexity: O(n + Σ s·log s) over strips of size s.
    static func general<Slots: Collection>(
        extents: some MainAxisExtentReader, slots: Slots, threshold: Double, sampledStarts: ClosedRange<Double>, merges: Bool = false
    ) -> Parts where Slots.Element: BinaryInteger {
        if merges, let parts = Self.mergedParts(extents: extents, slots: slots, threshold: threshold, sampledStarts: sampledStarts) { return parts }
        var longSlots: [Int32] = []
        var inSlotOrder = true, maxShort = 0.0
        let strips = Swift.max(1, slots.count / Self.elementsPerStrip)
        let origin = sampledStarts.lowerBound, span = sampledStarts.upperBound - origin
        let stripsPerPoint = span > 0 ? Double(strips) / span : 0
        var directory = [Int32](repeating: 0, count: strips + 1)
        directory.withUnsafeMutableBufferPointer { directory in
            var previousStart = -Double.infinity
            for slot in slots {
                let slot = Int(truncatingIfNeeded: slot)
                let start = extents.start(slot), length = extents.length(slot)
                if length > threshold {
                    longSlots.append(Int32(truncatingIfNeeded: slot))
                    continue
                }
                inSlotOrder = inSlotOrder && start >= previousStart
                previousStart = start
                maxShort = Swift.max(maxShort, length)
                directory[Self.strip(of: start, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips) &+ 1] &+= 1
            }
            for strip in 0..<strips { directory[strip &+ 1] &+= directory[strip] }
        }
        let order = (inSlotOrder && longSlots.isEmpty && slots.count == extents.count) ? [] : Self.startOrder(
            extents: extents, slots: slots, threshold: threshold, directory: directory, origin: origin, stripsPerPoint: stripsPerPoint
        )
        let top = StripLevel(
            first: 0, count: slots.count - longSlots.count, directoryStart: 0, strips: strips, origin: origin, stripsPerPoint: stripsPerPoint, maxLength: maxShort
        )
        return Parts(top: top, directory: directory, order: order, longSlots: longSlots)
    }

    /// Positions an element moves back within its strip while scattered:
    /// beyond it, the strip is noted and sorted afterwards.
    static var insertionLimit: Int { 8 }

    /// The short elements' slots (among `slots`, ascending) sorted by (start,
    /// slot): scattered into their strips in slot order, each moved back past the strip's elements that
    /// start later (an insertion, while their frames are still in cache: they
    /// were placed a few slots before), at most `insertionLimit` of them; a
    /// strip that needs more is sorted after the scatter.
    /// - Complexity: O(n + Σ s·log s) over the strips of size s that needed more.
    static func startOrder<Slots: Collection>(
        extents: some MainAxisExtentReader, slots: Slots, threshold: Double, directory: [Int32], origin: Double, stripsPerPoint: Double
    ) -> [Int32] where Slots.Element: BinaryInteger {
        let strips = directory.count - 1
        var next = Array(directory.dropLast())
        var unsorted: [Int32] = []
        var order = [Int32](unsafeUninitializedCapacity: Int(directory[strips])) { order, initialized in
            next.withUnsafeMutableBufferPointer { next in
                directory.withUnsafeBufferPointer { directory in
                    for slot in slots {
                        let slot = Int(truncatingIfNeeded: slot)
                        let start = extents.start(slot)
                        guard extents.length(slot) <= threshold else { continue }
                        let strip = Self.strip(of: start, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips)
                        let first = Int(directory[strip]), end = Int(next[strip])
                        var position = end
                        // The strip's elements placed earlier (smaller slots) that start later move up by one.
                        while position > first, extents.start(Int(order[position &- 1])) > start {
                            guard end &- position < Self.insertionLimit else {
                                // The slot takes the hole where it is; the strip is sorted afterwards.
                                if unsorted.last != Int32(truncatingIfNeeded: strip) { unsorted.append(Int32(truncatingIfNeeded: strip)) }
                                break
                            }
                            order[position] = order[position &- 1]
                            position &-= 1
                        }
                        order[position] = Int32(truncatingIfNeeded: slot)
                        next[strip] = Int32(truncatingIfNeeded: end &+ 1)
                    }
                }
            }
            initialized = Int(directory[strips])
        }
        unsorted.sort()
        for (number, strip) in unsorted.enumerated() where number == 0 || unsorted[number - 1] != strip {
            let range = Int(directory[Int(strip)])..<Int(directory[Int(strip) + 1])
            order[range].sort { lhs, rhs in
                let left = extents.start(Int(lhs)), right = extents.start(Int(rhs))
                return left < right || (left == right && lhs < rhs)
            }
        }
        return order
    }
}
