extension OrthogonalSections {
    /// `lanes` (of slots) with the strips' slots left out and the others
    /// replaced by their main-index positions (`mainSlots` is ascending),
    /// empty lanes left out.
    /// - Complexity: O(n + L)
    static func mainLanes(_ lanes: [[Int32]], mainSlots: [Int32], slotCount: Int) -> [[Int32]] {
        var position = [Int32](repeating: -1, count: slotCount)
        for (index, slot) in mainSlots.enumerated() { position[Int(slot)] = Int32(truncatingIfNeeded: index) }
        var main: [[Int32]] = []
        for lane in lanes {
            var mainLane: [Int32] = []
            for slot in lane where position[Int(slot)] >= 0 { mainLane.append(position[Int(slot)]) }
            if !mainLane.isEmpty { main.append(mainLane) }
        }
        return main
    }

    /// Writes the strip over `slots`' entries into `order` (its slots sorted
    /// by cross-axis start, ties by slot, as distances from `slots`' first:
    /// `OrthogonalCrossOrder`) and `runningEnds` (the running
    /// maximum of their cross-axis ends, each rounded up to a `Float`:
    /// `runningEnd(_:)`), both `slots.count` long, and returns
    /// its extent, reading each frame once: a strip is one or two ascending
    /// runs in slot order (a carousel's cells, then their badges). One run is
    /// written as it is read; two are merged, and more sorted, over the
    /// strip's frames, then in cache.
    /// - Complexity: O(slots) plus a sort of a strip of three runs or more.
    static func writeCrossOrder<Entry: FixedWidthInteger & UnsignedInteger>(
        of slots: Range<Int>, frames: UnsafeBufferPointer<Rect>, scrollAxis axis: Axis,
        into order: UnsafeMutableBufferPointer<Entry>, runningEnds: UnsafeMutableBufferPointer<Float>
    ) -> OrthogonalStrip.Extent {
        precondition(order.count == slots.count && runningEnds.count == slots.count, "one entry per slot of the strip")
        precondition(slots.count <= Int(Entry.max) + 1, "a strip's distances fit its entries")
        let firstSlot = slots.lowerBound
        let cross = axis.cross
        var low = Double.infinity, high = -Double.infinity, magnitude = 0.0
        var runs = 1, secondRun = slots.upperBound, previous = -Double.infinity, end = -Double.infinity
        var entry = 0
        for slot in slots {
            let frame = frames[slot]
            low = Swift.min(low, frame.min(axis))
            high = Swift.max(high, frame.max(axis))
            magnitude = Swift.max(magnitude, Swift.max(abs(frame.min(cross)), abs(frame.max(cross))))
            let start = frame.min(cross)
            if start < previous {
                runs += 1
                if runs == 2 { secondRun = slot }
            }
            previous = start
            end = Swift.max(end, frame.max(cross))
            order[entry] = Entry(truncatingIfNeeded: slot &- firstSlot)
            runningEnds[entry] = runningEnd(end)
            entry += 1
        }
        let extent = OrthogonalStrip.Extent(mainStart: slots.isEmpty ? 0 : low, mainEnd: slots.isEmpty ? 0 : high, crossMagnitude: magnitude)
        guard runs > 1 else { return extent }
        if runs == 2 {
            var left = slots.lowerBound, right = secondRun
            entry = 0
            while left < secondRun || right < slots.upperBound {
                // On equal starts the first run's slot, the smaller, goes first.
                if right == slots.upperBound || (left < secondRun && frames[left].min(cross) <= frames[right].min(cross)) {
                    order[entry] = Entry(truncatingIfNeeded: left &- firstSlot)
                    left += 1
                } else {
                    order[entry] = Entry(truncatingIfNeeded: right &- firstSlot)
                    right += 1
                }
                entry += 1
            }
        } else {
            var sorted = order // the same memory: a buffer pointer is sorted through a mutable copy of it
            let strip = UnsafeBufferPointer(rebasing: frames[slots])
            sorted.sort { strip[Int($0)].min(cross) < strip[Int($1)].min(cross) || (strip[Int($0)].min(cross) == strip[Int($1)].min(cross) && $0 < $1) }
        }
        end = -Double.infinity
        for entry in order.indices {
            end = Swift.max(end, frames[firstSlot &+ Int(order[entry])].max(cross))
            runningEnds[entry] = runningEnd(end)
        }
        return extent
    }

    /// `end` as a running end is kept: the least `Float` not below it
    /// (`+infinity` past the largest finite one, NaN kept). A query's search
    /// may then start a few entries early, never late: an entry whose kept
    /// end is at most the rect's start has a real end at most that, and the
    /// entries it lets in get the exact test every candidate gets.
    ///
    /// Why: 4 bytes per strip element instead of 8, 3.2 bytes per item of a
    /// 10^6-item App Store page (issue 14).
    /// - Complexity: O(1)
    @inline(__always)
    static func runningEnd(_ end: Double) -> Float {
        let nearest = Float(end)
        return Double(nearest) < end ? nearest.nextUp : nearest
    }
}
