extension StripDirectoryIndex {
    /// Builds the index over the elements of `frames` in `slots` only
    /// (ascending, distinct), sharing `frames` rather than copying the
    /// subset's: a query appends their slots, never the others'. For a
    /// layout whose other elements are indexed elsewhere (the content of
    /// orthogonal sections, `OrthogonalSections`), where a copy of the
    /// subset's frames would double their memory. The build reads the
    /// subset's extents in place through `slots` (`SubsetMainAxisExtents`).
    /// - Complexity: O(n) when the subset's frames are in start order with
    ///   none long (`inSlotOrder`), else O(n + Σ s·log s) over the strips
    ///   of size s (`general`), n = `slots.count`, plus O(l log l) for the
    ///   l long elements.
    /// - Precondition: `slots` ascending, distinct and indices of `frames`:
    ///   not checked (the build reads them unchecked), so not public.
    init(frames: [Rect], slots: [Int32], axis: Axis) {
        let parts = frames.withUnsafeBufferPointer { buffer in
            slots.withUnsafeBufferPointer { slotBuffer in
                Self.subsetParts(slotCount: frames.count, slots: slots, extents: SubsetMainAxisExtents(frames: buffer, slots: slotBuffer, axis: axis), axis: axis) {
                    buffer[Int(slotBuffer[$0])]
                }
            }
        }
        self.init(frames: frames, axis: axis, parts: parts, gathersLongFrames: true)
    }

    /// The top level's parts for a subset, built over its positions in
    /// `slots` (`extents` reads element `i`'s extent at `slots[i]`) and
    /// translated through `slots`: the one-pass build
    /// (`inSlotOrder`, which gives up on its first check block before it
    /// allocates anything: the App Store page's subset, with long elements
    /// and starts going back early, does), else the general build, merged
    /// in one pass where it can be (`mergedParts`). Both list positions in
    /// `slots`, which `slots` (ascending, so ties keep their order) turns
    /// into slots: the same parts as
    /// `general(frames:slots:...)` builds through the slot list, the strips
    /// being the same. An order left empty (the positions in order)
    /// becomes `slots` itself (shared, not copied), none when the subset is
    /// every one of the `slotCount` slots.
    /// - Parameter frame: the `i`-th element's frame, for the sample that
    ///   chooses the long elements (`longLengthThreshold`).
    /// - Complexity: that of the build, plus O(n) for the translation.
    static func subsetParts(slotCount: Int, slots: [Int32], extents: some MainAxisExtentReader, axis: Axis, frame: (Int) -> Rect) -> Parts {
        let (threshold, sampledStarts) = Self.longLengthThreshold(count: extents.count, axis: axis, depth: 0, frame: frame)
        var parts = Self.inSlotOrder(extents: extents, threshold: threshold)
            ?? Self.general(extents: extents, slots: 0..<extents.count, threshold: threshold, sampledStarts: sampledStarts, merges: true)
        let ordered = parts.order.isEmpty
        slots.withUnsafeBufferPointer { slots in
            parts.order.withUnsafeMutableBufferPointer { order in
                for position in order.indices { order[position] = slots[Int(order[position])] }
            }
            parts.longSlots.withUnsafeMutableBufferPointer { long in
                for position in long.indices { long[position] = slots[Int(long[position])] }
            }
        }
        if ordered, slots.count != slotCount { parts.order = slots }
        return parts
    }

    /// Whether the index holds every slot of its frames (else a subset,
    /// whose slots are those of `order` and of the long levels).
    @inlinable
    var indexesEverySlot: Bool { top.count + longSlots.count == frames.count }
}
