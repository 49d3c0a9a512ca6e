extension PreparedLayout {
    /// `elements(in:visibleBounds:into:)` for a layout with implied trails:
    /// the candidates resolved (`appendCandidatesResolvingTrails`), the stored
    /// ones' attributes written as without trails, the trail elements' after them.
    /// - Complexity: as `appendCandidatesResolvingTrails`, plus O(k) for k results.
    func elementsResolvingTrails(in rect: Rect, visibleBounds visible: Rect, into buffer: inout QueryBuffer) {
        var probe = NoProbe()
        buffer.slots.removeAll(keepingCapacity: true)
        var found = ImpliedTrailHits()
        swap(&found, &buffer.trailHits)
        found.hits.removeAll(keepingCapacity: true)
        let candidates = appendCandidatesResolvingTrails(in: rect, visibleBounds: visible, to: &buffer.slots, sink: &found, probe: &probe).candidates
        if pinned.isEmpty && stickyCards == nil && candidates.firstStripCandidate == buffer.slots.count {
            appendAttributesAtStoredFrames(buffer: &buffer)
        } else {
            appendAttributes(in: rect, visibleBounds: visible, candidates: candidates, keepingExtra: found.hits.count, buffer: &buffer)
        }
        appendTrailAttributes(found.hits, to: &buffer)
        swap(&found, &buffer.trailHits)
        if buffer.attributes.count > buffer.slots.count { buffer.attributes.removeLast(buffer.attributes.count - buffer.slots.count) }
        if !visibleItemsHandlers.isEmpty {
            buffer.mayHoldAdjustedAppearance = true
            applyVisibleItemsHandlers(to: &buffer.attributes, visibleBounds: visible)
        }
    }

    /// Appends the slots and attributes of the trail elements a query
    /// found (`hits`, from `appendCandidatesResolvingTrails`) to `buffer`,
    /// after the stored elements' results, writing over the attributes the
    /// buffer holds past them as the stored ones are written.
    /// - Complexity: O(hits), a rank for each run they are in.
    private func appendTrailAttributes(_ hits: [TrailPass.Hit], to buffer: inout QueryBuffer) {
        guard let impliedTrails, !hits.isEmpty else { return }
        let first = buffer.slots.count
        QueryBuffer.grow(&buffer.attributes, to: first &+ hits.count)
        buffer.attributes.withUnsafeMutableBufferPointer { attributes in
            kinds.entries.withUnsafeBufferPointer { entries in
                let entries = UnsafeMutablePointer(mutating: entries.baseAddress!), results = attributes.baseAddress! + first
                var run = TrailPass.RunCache()
                for (position, hit) in hits.enumerated() {
                    let cell = Int(hit.cell)
                    if !run.cells.contains(cell) { run = TrailPass.RunCache(cell: cell, keys: keyTable, trails: impliedTrails) }
                    let key = run.trailKey(ofCell: cell)
                    (results + position).overwrite(entry: entries + Int(key.kindCode), key: key, frame: hit.frame)
                }
            }
        }
        for hit in hits { buffer.slots.append(hit.slot) }
    }
}
