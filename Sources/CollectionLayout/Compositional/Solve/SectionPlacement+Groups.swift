extension SectionPlacement {
    /// Repeats the section's group until its items are placed, from
    /// `start` along the scroll axis (rule 6) or, for an orthogonal section,
    /// side by side across it (rule 7); appends the cells, then the badges.
    /// Returns where the groups end along the scroll axis. A
    /// `groupPagingCentered` section starts its first group at
    /// (bounds - group) / 2 across, so that it rests centred, as UIKit does.
    ///
    /// A templatable group is solved once; repetition k is the template moved
    /// arithmetically. Otherwise each repetition is solved with its items'
    /// measured sizes, or for a one-item group taken from `oneItemSolutions`
    /// when a row of the same measured size was solved before.
    /// - Complexity: O(template + items) templated, O(items × depth) otherwise.
    mutating func layOutGroups(
        startingAt start: Double, area: Size, background: Int32?, scratch: inout Scratch, into builder: inout PreparedLayoutBuilder
    ) throws(LayoutError) -> Double {
        guard items.count > 0 else { return start }
        let cross = axis.cross
        if resolved == nil { scratch.kinds.register(description.group, builder: &builder) }
        // Taken out of the scratch while the groups are placed, so that a
        // template is read in place (through its buffer) beside it.
        var badges: [PlacedSupplementary] = []
        swap(&badges, &scratch.badges)
        defer { swap(&badges, &scratch.badges) }
        badges.removeAll(keepingCapacity: true)
        let firstStripSlot = builder.count
        let crossStart = description.contentInsets.before(cross)
        var cursor = RepetitionCursor(main: start, cross: crossStart)
        // Cells of zIndex 0 (no custom group, no background above 0) are
        // written in one run of the builder's chunk writer (`PlacedCellSink`).
        if !(resolved?.hasCustomItems ?? GroupTemplate.hasCustomItems(description.group)), Self.promoted(0, above: background) == 0 {
            var failure: LayoutError?
            builder.appendCells { writer in
                do throws(LayoutError) {
                    try placeRepetitions(start: start, area: area, background: background, cursor: &cursor, scratch: &scratch, badges: &badges, into: &writer)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        } else {
            try placeRepetitions(start: start, area: area, background: background, cursor: &cursor, scratch: &scratch, badges: &badges, into: &builder)
        }
        appendTrail(badges, background: background, kinds: scratch.kinds, into: &builder)
        let spacing = description.interGroupSpacing
        guard description.orthogonalScrollingBehavior.scrollsOrthogonally else { return cursor.main - spacing }
        let contentInsets = description.contentInsets
        let centred = description.orthogonalScrollingBehavior == .groupPagingCentered
        // Centred paging pads both ends so that the first and the last group
        // rest centred (UIKit's groupPagingCentered): the padding replaces
        // the cross-axis content insets.
        let leading = centred ? (cursor.groups.count > 0 ? cursor.groups.start(at: 0) : crossStart) : contentInsets.before(cross)
        let trailing = centred ? (bounds[cross] - cursor.lastCross) / 2 : contentInsets.after(cross)
        builder.declareOrthogonalSection(OrthogonalSectionDeclaration(
            section: builder.sectionSlots.count - 1, slots: firstStripSlot..<builder.count, behavior: description.orthogonalScrollingBehavior,
            viewportStart: 0, viewportLength: bounds[cross], contentLength: cursor.cross - spacing + trailing,
            leadingInset: leading, groupEdges: cursor.groups
        ))
        return start + cursor.mainExtent
    }

    /// Where a section's repetitions of its group have reached.
    struct RepetitionCursor {
        /// Along the scroll axis, where the next group starts (a section
        /// that scrolls with the page).
        var main: Double
        /// Across it, where the next group starts (an orthogonal section);
        /// else where every group starts.
        var cross: Double
        /// The longest group along the scroll axis (an orthogonal section's
        /// main-axis length).
        var mainExtent = 0.0
        /// The last group's length across the scroll axis.
        var lastCross = 0.0
        /// An orthogonal section's groups' cross-axis edges.
        var groups = OrthogonalGroupEdges()
    }
}
