extension StripDirectoryIndex {
    /// Builds the index over the elements of `frames` in `slots` only
    /// (ascending, distinct), sharing `frames` rather than copying the
    /// subset's: a query appends their slots, never the others'. For a
    /// layout whose other elements are indexed elsewhere (the content of
    /// orthogonal sections, `OrthogonalSections`), where a copy of the
    /// subset's frames would double their memory.
    /// - Complexity: as `init(frames:slots:subsetFrames:axis:)`, plus O(n)
    ///   for a temporary copy of the subset's frames.
    /// - Precondition: `slots` ascending, distinct and indices of `frames`:
    ///   not checked (the build reads them unchecked), so not public.
    init(frames: [Rect], slots: [Int32], axis: Axis) {
        self.init(frames: frames, slots: slots, subsetFrames: Self.contiguousCopy(of: frames, slots: slots), axis: axis)
    }

    /// Builds the index over the elements of `frames` in `slots` only, as
    /// `init(frames:slots:axis:)`, from `subsetFrames`, the frames of `slots`
    /// one after the other: a temporary the caller filled while it listed
    /// the slots (`OrthogonalSections.build` copies the main elements' runs
    /// of frames as it walks them), read by the build sequentially instead
    /// of gathered through `slots`, and not kept.
    /// - Complexity: O(n) when the subset's frames are in start order with
    ///   none long (`inSlotOrder`), else O(n + Σ s·log s) over the strips
    ///   of size s (`general`), n = `slots.count`, plus O(l log l) for the
    ///   l long elements.
    /// - Precondition: as `init(frames:slots:axis:)`, and `subsetFrames[i]
    ///   == frames[slots[i]]` for every `i` (the builder passes what it copied).
    init(frames: [Rect], slots: [Int32], subsetFrames: [Rect], axis: Axis) {
        assert(subsetFrames.count == slots.count, "one frame per slot of the subset")
        self.init(frames: frames, axis: axis, parts: Self.subsetParts(slotCount: frames.count, slots: slots, subsetFrames: subsetFrames, axis: axis))
    }

    /// The top level's parts for a subset, built over its contiguous copy
    /// (`subsetFrames`) and translated through `slots`: the one-pass build
    /// (`inSlotOrder`, which gives up on its first check block before it
    /// allocates anything: the App Store page's subset, with long elements
    /// and starts going back early, does), else the sorting build
    /// (`general`). Both list positions of the copy, which `slots` (ascending,
    /// so ties keep their order) turns into slots: the same parts as
    /// `general(frames:slots:...)` builds through the slot list, the strips
    /// being the same. An order left empty (the copy's positions in order)
    /// becomes `slots` itself (shared, not copied), none when the subset is
    /// every one of the `slotCount` slots.
    /// - Complexity: that of the build, plus O(n) for the translation.
    static func subsetParts(slotCount: Int, slots: [Int32], subsetFrames: [Rect], axis: Axis) -> Parts {
        let (threshold, sampledStarts) = Self.longLengthThreshold(count: subsetFrames.count, axis: axis, depth: 0) { subsetFrames[$0] }
        var parts = Self.inSlotOrder(frames: subsetFrames, axis: axis, threshold: threshold)
            ?? Self.general(frames: subsetFrames, slots: subsetFrames.indices, axis: axis, threshold: threshold, sampledStarts: sampledStarts)
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

    /// The frames of `slots`, one after the other: a temporary the builds
    /// read sequentially instead of gathering through `slots`.
    /// - Complexity: O(n), n = `slots.count`.
    static func contiguousCopy(of frames: [Rect], slots: [Int32]) -> [Rect] {
        frames.withUnsafeBufferPointer { frames in
            [Rect](unsafeUninitializedCapacity: slots.count) { subset, initialized in
                for (position, slot) in slots.enumerated() { subset.initializeElement(at: position, to: frames[Int(slot)]) }
                initialized = slots.count
            }
        }
    }

    /// Whether the index holds every slot of its frames (else a subset,
    /// whose slots are those of `order` and of the long levels).
    @inlinable
    var indexesEverySlot: Bool { top.count + longSlots.count == frames.count }
}
