extension StripDirectoryIndex {
    /// Builds the index over the elements of `frames` in `slots` only
    /// (ascending, distinct), sharing `frames` rather than copying the
    /// subset's: a query appends their slots, never the others'. For a
    /// layout whose other elements are indexed elsewhere (the content of
    /// orthogonal sections, `OrthogonalSections`), where a copy of the
    /// subset's frames would double their memory.
    /// - Complexity: O(n) when the subset's frames are in start order with
    ///   none long (`inSubsetOrder`), else O(n + Σ s·log s) over the strips
    ///   of size s (`generalThroughCopy`), n = `slots.count`, plus O(l log l)
    ///   for the l long elements; 32 bytes per slot held while it builds.
    /// - Precondition: `slots` ascending, distinct and indices of `frames`:
    ///   not checked (the build reads them unchecked), so not public; the
    ///   builder passes the main slots it appended, in order.
    init(frames: [Rect], slots: [Int32], axis: Axis) {
        let (threshold, sampledStarts) = Self.longLengthThreshold(count: slots.count, axis: axis, depth: 0) { frames[Int(slots[$0])] }
        let parts = Self.inSubsetOrder(frames: frames, slots: slots, axis: axis, threshold: threshold)
            ?? Self.generalThroughCopy(frames: frames, slots: slots, axis: axis, threshold: threshold, sampledStarts: sampledStarts)
        self.init(frames: frames, axis: axis, parts: parts)
    }

    /// `inSlotOrder` for a subset: run over a temporary contiguous copy of
    /// the subset's frames (one sequential pass instead of the sorting
    /// build's two gathered ones), its positions then mean the copy's
    /// indices, which `slots` translates: the start order is `slots` itself
    /// (shared, not copied; none when it is every slot), which is what
    /// `general` lists for such frames, ties being in slot order either way.
    /// The directory's strips span the first to the last start rather than
    /// the sampled ones: any monotone strip function is exact. The copy is
    /// dropped on return.
    /// `nil` when `inSlotOrder` gives up (a start goes back, an element is
    /// long, a NaN), so that `general` builds; its first check block is read
    /// through `slots` first, so that a subset out of order from the start
    /// costs no copy.
    /// - Complexity: O(n), n = `slots.count`; 32 bytes per slot held
    ///   temporarily; O(1) when the first check block is out of order.
    static func inSubsetOrder(frames: [Rect], slots: [Int32], axis: Axis, threshold: Double) -> Parts? {
        // The first check block through the slot list, before anything is
        // copied: a subset out of order (the App Store page's, with long
        // elements and starts going back early) gives up here for a few reads.
        var previousStart = -Double.infinity
        for slot in slots.prefix(Self.orderCheckBlock) {
            let frame = frames[Int(slot)], start = frame.min(axis)
            // NaN fails both comparisons.
            guard start >= previousStart, frame.max(axis) - start <= threshold else { return nil }
            previousStart = start
        }
        let subset = Self.contiguousCopy(of: frames, slots: slots)
        guard var parts = Self.inSlotOrder(frames: subset, axis: axis, threshold: threshold) else { return nil }
        // inSlotOrder keeps no long element apart, so only the order needs
        // translating; every slot ascending is 0..<n, listed as no order.
        parts.order = slots.count == frames.count ? [] : slots
        return parts
    }

    /// `general` over a temporary contiguous copy of the subset's frames
    /// (sequential reads instead of gathered ones through `slots`), its
    /// positions then translated through `slots`: the same parts as
    /// `general(frames:slots:...)` builds, since `slots` ascends (ties keep
    /// their order) and the strips are the same.
    /// - Complexity: as `general`, plus O(n) for the copy and the translation.
    static func generalThroughCopy(frames: [Rect], slots: [Int32], axis: Axis, threshold: Double, sampledStarts: ClosedRange<Double>) -> Parts {
        let subset = Self.contiguousCopy(of: frames, slots: slots)
        var parts = Self.general(frames: subset, slots: subset.indices, axis: axis, threshold: threshold, sampledStarts: sampledStarts)
        slots.withUnsafeBufferPointer { slots in
            if parts.order.isEmpty {
                if slots.count != frames.count { parts.order = Array(slots) }
            } else {
                parts.order.withUnsafeMutableBufferPointer { order in
                    for position in order.indices { order[position] = slots[Int(order[position])] }
                }
            }
            parts.longSlots.withUnsafeMutableBufferPointer { long in
                for position in long.indices { long[position] = slots[Int(long[position])] }
            }
        }
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
