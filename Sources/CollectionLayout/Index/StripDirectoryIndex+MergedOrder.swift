extension StripDirectoryIndex {
    /// Moves per element `mergedParts` may make before it gives up: a
    /// layout whose starts go back a few elements at a time (a section's
    /// badges after its cells) stays well under it.
    static var mergeWorkPerElement: Int { 4 }

    /// The parts `general(extents:slots:threshold:sampledStarts:)` builds
    /// (the same strips, directory, long elements and order), in one pass
    /// that also keeps the short elements seen so far sorted by (start,
    /// slot): an element that starts at or after the last one placed is
    /// appended; one that starts before it takes the placed elements that
    /// start later back off the end (onto `held`, a stack whose top starts
    /// first), and each later element first places the held ones that
    /// start at or before it. A run of elements that goes back (a
    /// compositional section's badges after its cells, a grid's second
    /// column) is so merged with the elements it overlaps and no others.
    /// `nil` when the moves pass `mergeWorkPerElement` per element (starts
    /// that go back far and often), or a start or length is NaN: the
    /// general build then scatters and sorts (`startOrder`).
    ///
    /// Why: the general build reads every element twice, once to count
    /// the strips and once to scatter it into its strip, moving it back
    /// past at most a few of the strip's; the App Store page's badges go
    /// back past their section's later cells, their strips overflow that
    /// limit, and each such strip is sorted afterwards. Here each element
    /// is read once, and a badge costs the moves of the cells it goes back
    /// past, once.
    /// - Complexity: O(n) (the moves are bounded).
    static func mergedParts<Slots: Collection>(
        extents: some MainAxisExtentReader, slots: Slots, threshold: Double, sampledStarts: ClosedRange<Double>
    ) -> Parts? where Slots.Element: BinaryInteger {
        let strips = Swift.max(1, slots.count / Self.elementsPerStrip)
        let origin = sampledStarts.lowerBound, span = sampledStarts.upperBound - origin
        let stripsPerPoint = span > 0 ? Double(strips) / span : 0
        var directory = [Int32](repeating: 0, count: strips + 1)
        var longSlots: [Int32] = [], held: [Int32] = []
        var maxShort = 0.0, wentBack = false, complete = true
        var budget = Self.mergeWorkPerElement * slots.count + 1_024
        var order = [Int32](unsafeUninitializedCapacity: slots.count) { order, initialized in
            var placed = 0
            directory.withUnsafeMutableBufferPointer { directory in
                // The start of the last placed element (-infinity: none).
                var lastStart = -Double.infinity
                for slot in slots {
                    let slot = Int(truncatingIfNeeded: slot)
                    let start = extents.start(slot), length = extents.length(slot)
                    guard !start.isNaN, !length.isNaN else { complete = false; break }
                    if length > threshold {
                        longSlots.append(Int32(truncatingIfNeeded: slot))
                        continue
                    }
                    maxShort = Swift.max(maxShort, length)
                    directory[Self.strip(of: start, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips) &+ 1] &+= 1
                    if start < lastStart {
                        wentBack = true
                        // The placed elements that start later start no later than the held ones: on top.
                        while placed > 0, extents.start(Int(order[placed &- 1])) > start {
                            placed &-= 1
                            held.append(order[placed])
                            budget &-= 1
                        }
                    } else {
                        while let first = held.last, extents.start(Int(first)) <= start {
                            order[placed] = first
                            placed &+= 1
                            held.removeLast()
                            budget &-= 1
                        }
                    }
                    guard budget >= 0 else { complete = false; break }
                    order[placed] = Int32(truncatingIfNeeded: slot)
                    placed &+= 1
                    // Every held element starts after it.
                    lastStart = start
                }
            }
            while complete, let first = held.popLast() {
                order[placed] = first
                placed &+= 1
            }
            initialized = complete ? placed : 0
        }
        guard complete else { return nil }
        for strip in 0..<strips { directory[strip &+ 1] &+= directory[strip] }
        if !wentBack, longSlots.isEmpty, slots.count == extents.count { order = [] }
        let top = StripLevel(
            first: 0, count: slots.count - longSlots.count, directoryStart: 0, strips: strips, origin: origin, stripsPerPoint: stripsPerPoint, maxLength: maxShort
        )
        return Parts(top: top, directory: directory, order: order, longSlots: longSlots)
    }
}
