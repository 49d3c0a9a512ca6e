extension StripDirectoryIndex {
    /// Builds the index over the elements of `frames` in `slots` only
    /// (ascending, distinct), sharing `frames` rather than copying the
    /// subset's: a query appends their slots, never the others'. For a
    /// layout whose other elements are indexed elsewhere (the content of
    /// orthogonal sections, `OrthogonalSections`), where a copy of the
    /// subset's frames would double their memory.
    /// - Complexity: O(n + Σ s·log s) over the strips of size s, n =
    ///   `slots.count`, plus O(l log l) for the l long elements.
    /// - Precondition: `slots` ascending, distinct and indices of `frames`:
    ///   not checked (the build reads them unchecked), so not public; the
    ///   builder passes the main slots it appended, in order.
    init(frames: [Rect], slots: [Int32], axis: Axis) {
        let (threshold, sampledStarts) = Self.longLengthThreshold(count: slots.count, axis: axis, depth: 0) { frames[Int(slots[$0])] }
        let parts = Self.general(frames: frames, slots: slots, axis: axis, threshold: threshold, sampledStarts: sampledStarts)
        self.init(frames: frames, axis: axis, parts: parts)
    }

    /// Whether the index holds every slot of its frames (else a subset,
    /// whose slots are those of `order` and of the long levels).
    @inlinable
    var indexesEverySlot: Bool { top.count + longSlots.count == frames.count }
}
