extension StripDirectoryIndex {
    /// Builds the index over the elements of `frames` in `slots` only
    /// (ascending, distinct), sharing `frames` rather than copying the
    /// subset's: a query appends their slots, never the others'. For a
    /// layout whose other elements are indexed elsewhere (the content of
    /// orthogonal sections, `OrthogonalSections`), where a copy of the
    /// subset's frames would double their memory.
    /// - Complexity: as `init(frames:slots:subsetExtents:axis:)`, plus O(n)
    ///   for a temporary copy of the subset's main-axis extents.
    /// - Precondition: `slots` ascending, distinct and indices of `frames`:
    ///   not checked (the build reads them unchecked), so not public.
    init(frames: [Rect], slots: [Int32], axis: Axis) {
        self.init(frames: frames, slots: slots, subsetExtents: Self.extentsCopy(of: frames, slots: slots, axis: axis), axis: axis)
    }

    /// Builds the index over the elements of `frames` in `slots` only, as
    /// `init(frames:slots:axis:)`, from `subsetExtents`: each of the
    /// subset's main-axis start and size, one element after the other (16
    /// bytes each), a temporary the caller filled while it listed the slots
    /// (`OrthogonalSections.build` copies them as it walks the main
    /// elements), read by the build sequentially instead of gathered through
    /// `slots`, and not kept.
    /// - Complexity: O(n) when the subset's frames are in start order with
    ///   none long (`inSlotOrder`), else O(n + Σ s·log s) over the strips
    ///   of size s (`general`), n = `slots.count`, plus O(l log l) for the
    ///   l long elements.
    /// - Precondition: as `init(frames:slots:axis:)`, and `subsetExtents[2i]`
    ///   and `subsetExtents[2i + 1]` the main-axis origin and size of
    ///   `frames[slots[i]]` for every `i` (the builder passes what it copied).
    init(frames: [Rect], slots: [Int32], subsetExtents: [Double], axis: Axis) {
        assert(subsetExtents.count == 2 * slots.count, "a start and a size per slot of the subset")
        let parts = subsetExtents.withUnsafeBufferPointer { extents in
            Self.subsetParts(slotCount: frames.count, slots: slots, extents: MainAxisExtents(pairs: extents), axis: axis) { frames[Int(slots[$0])] }
        }
        self.init(frames: frames, axis: axis, parts: parts, gathersLongFrames: true)
    }

    /// The top level's parts for a subset, built over its contiguous copy
    /// (`extents`) and translated through `slots`: the one-pass build
    /// (`inSlotOrder`, which gives up on its first check block before it
    /// allocates anything: the App Store page's subset, with long elements
    /// and starts going back early, does), else the general build, merged
    /// in one pass where it can be (`mergedParts`). Both list positions of the copy, which `slots` (ascending,
    /// so ties keep their order) turns into slots: the same parts as
    /// `general(frames:slots:...)` builds through the slot list, the strips
    /// being the same. An order left empty (the copy's positions in order)
    /// becomes `slots` itself (shared, not copied), none when the subset is
    /// every one of the `slotCount` slots.
    /// - Parameter frame: the `i`-th element's frame, for the sample that
    ///   chooses the long elements (`longLengthThreshold`).
    /// - Complexity: that of the build, plus O(n) for the translation.
    static func subsetParts(slotCount: Int, slots: [Int32], extents: MainAxisExtents, axis: Axis, frame: (Int) -> Rect) -> Parts {
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

    /// The main-axis origin and size of each of `slots`' frames, one
    /// element after the other: a temporary the builds read sequentially
    /// instead of gathering through `slots`.
    /// - Complexity: O(n), n = `slots.count`.
    static func extentsCopy(of frames: [Rect], slots: [Int32], axis: Axis) -> [Double] {
        frames.withUnsafeBufferPointer { frames in
            [Double](unsafeUninitializedCapacity: 2 * slots.count) { extents, initialized in
                for (position, slot) in slots.enumerated() {
                    let frame = frames[Int(slot)]
                    extents.initializeElement(at: 2 * position, to: frame.min(axis))
                    extents.initializeElement(at: 2 * position + 1, to: axis == .horizontal ? frame.size.width : frame.size.height)
                }
                initialized = 2 * slots.count
            }
        }
    }

    /// Whether the index holds every slot of its frames (else a subset,
    /// whose slots are those of `order` and of the long levels).
    @inlinable
    var indexesEverySlot: Bool { top.count + longSlots.count == frames.count }
}
