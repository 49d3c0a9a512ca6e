extension PreparedLayout {
    /// `appendCandidates(in:visibleBounds:to:probe:)` for a layout whose main
    /// index is a strip directory over the layout's own slots and which has
    /// orthogonal sections (the App Store page): the rect is seen along the
    /// scroll axis once, the axis chosen once, and the index's hits and the
    /// strips' gather in one batch moved into `slots` in one copy. `nil`
    /// when the layout is not of that kind, or the rect is one the index
    /// answers by testing every element (`AxisQuery.isOrdered`).
    ///
    /// Why: the general path checks the rect, builds its `AxisQuery` and
    /// chooses the axis once in the index and again in the strips, and
    /// appends twice, about 100 instructions of an App Store scroll query
    /// at 10^6 (results/scroll-10e6-6). Returns `nil` too for an empty rect's
    /// query, which the general path answers.
    /// - Complexity: that of the index plus the strips' (see `OrthogonalSections`).
    @inlinable @inline(__always)
    func appendStripDirectoryCandidates<Probe: IndexProbe>(
        in rect: Rect, orthogonal: OrthogonalSections, to slots: inout [Int32], probe: inout Probe
    ) -> (firstStripCandidate: Int, short: (count: Int, maxLength: Double), firstStrip: Int)? {
        guard orthogonal.mainSlots.isEmpty, !orthogonal.strips.isEmpty, case .stripDirectory(let stripIndex) = index,
              stripIndex.axis == scrollAxis, !rect.isEmpty else { return nil }
        let query = AxisQuery(rect, axis: scrollAxis)
        guard query.isOrdered else { return nil }
        return scrollAxis == .vertical
            ? appendStripDirectoryCandidates(rect, query, index: stripIndex, orthogonal: orthogonal, fields: VerticalFrameFields.self, to: &slots, probe: &probe)
            : appendStripDirectoryCandidates(rect, query, index: stripIndex, orthogonal: orthogonal, fields: HorizontalFrameFields.self, to: &slots, probe: &probe)
    }

    /// `appendStripDirectoryCandidates(in:orthogonal:to:probe:)` for `rect`
    /// seen as `query` along the scroll axis, reading frames through `fields`.
    /// - Complexity: as `appendStripDirectoryCandidates(in:orthogonal:to:probe:)`.
    @inlinable @inline(__always)
    func appendStripDirectoryCandidates<Fields: FrameFields, Probe: IndexProbe>(
        _ rect: Rect, _ query: AxisQuery, index stripIndex: StripDirectoryIndex, orthogonal: OrthogonalSections, fields: Fields.Type,
        to slots: inout [Int32], probe: inout Probe
    ) -> (firstStripCandidate: Int, short: (count: Int, maxLength: Double), firstStrip: Int) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: StripDirectoryIndex.batchCapacity) { buffer in
            var batch = HitBatch(base: buffer.baseAddress!)
            let short = stripIndex.appendSlotsCountingShort(query, fields: fields, to: &batch, slots: &slots, probe: &probe)
            let firstStripCandidate = slots.count &+ batch.count
            let firstStrip = orthogonal.appendSlots(
                intersecting: rect, query, crossAxis: scrollAxis.cross, fields: fields, frames: frames, to: &batch, slots: &slots, probe: &probe
            )
            batch.flush(into: &slots)
            return (firstStripCandidate, (short, stripIndex.shortMaxLength), firstStrip)
        }
    }
}
