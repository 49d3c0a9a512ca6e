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

    /// Each strip's slots sorted by cross-axis start (ties by slot), in one
    /// array, and the running maximum of their cross-axis ends per strip.
    /// A strip is one or two ascending runs in slot order (a carousel's
    /// cells, then their badges): one is copied, two are merged, and only a
    /// strip of more runs is sorted.
    /// - Complexity: O(entries) plus a sort of each strip of three runs or more.
    static func crossOrder(of strips: [OrthogonalStrip], frames: [Rect], crossAxis cross: Axis, entryCount: Int) -> (order: [Int32], runningEnd: [Double]) {
        var order: [Int32] = [], runningEnd: [Double] = []
        order.reserveCapacity(entryCount)
        runningEnd.reserveCapacity(entryCount)
        for strip in strips {
            let first = order.count
            var runs = 1, secondRun = Int(strip.slots.upperBound), previous = -Double.infinity
            for slot in strip.slots {
                let start = frames[Int(slot)].min(cross)
                if start < previous {
                    runs += 1
                    if runs == 2 { secondRun = Int(slot) }
                }
                previous = start
            }
            if runs == 2 {
                var left = Int(strip.slots.lowerBound), right = secondRun
                let leftEnd = secondRun, rightEnd = Int(strip.slots.upperBound)
                while left < leftEnd || right < rightEnd {
                    // On equal starts the first run's slot, the smaller, goes first.
                    if right == rightEnd || (left < leftEnd && frames[left].min(cross) <= frames[right].min(cross)) {
                        order.append(Int32(truncatingIfNeeded: left))
                        left += 1
                    } else {
                        order.append(Int32(truncatingIfNeeded: right))
                        right += 1
                    }
                }
            } else {
                order.append(contentsOf: strip.slots)
                if runs > 2 {
                    order[first...].sort { frames[Int($0)].min(cross) < frames[Int($1)].min(cross) || (frames[Int($0)].min(cross) == frames[Int($1)].min(cross) && $0 < $1) }
                }
            }
            var end = -Double.infinity
            for entry in first..<order.count {
                end = Swift.max(end, frames[Int(order[entry])].max(cross))
                runningEnd.append(end)
            }
        }
        return (order, runningEnd)
    }
}
