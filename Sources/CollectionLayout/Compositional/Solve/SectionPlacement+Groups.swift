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

    /// Places the repetitions of the section's group from `cursor` until its
    /// items are placed, their cells into `sink` and their badges into
    /// `badges`, and moves `cursor` past them.
    /// - Complexity: O(template + items) templated, O(items × depth) otherwise.
    private mutating func placeRepetitions<Sink: PlacedCellSink>(
        start: Double, area: Size, background: Int32?, cursor: inout RepetitionCursor, scratch: inout Scratch,
        badges: inout [PlacedSupplementary], into sink: inout Sink
    ) throws(LayoutError) {
        let count = items.count
        let cross = axis.cross
        let spacing = description.interGroupSpacing
        let orthogonal = description.orthogonalScrollingBehavior.scrollsOrthogonally
        let centred = description.orthogonalScrollingBehavior == .groupPagingCentered
        let crossStart = cursor.cross
        var templateItems = 0, template = 0
        if resolved?.isTemplatable ?? GroupTemplate.isTemplatable(description.group) {
            template = try self.template(area: area, limit: count, scratch: &scratch)
            templateItems = scratch.templates.shape(ofEntryAt: template).itemCount
        }
        var item = 0
        while item < count {
            var cached: Int?, memoSlot: Int?
            if templateItems > 0, count - item >= templateItems {
                cached = template
            } else if templateItems > 0 {
                // The last repetition, cut short, is a template too (of its
                // item count): sections that end alike share its solve. The
                // lookup may drop the full template, so no later repetition
                // uses it (none is left: this one holds every remaining item).
                cached = try self.template(area: area, limit: count - item, scratch: &scratch)
                templateItems = 0
            } else if let memo = oneItemSolutions?.lookUp(items[item]), memo.found {
                memoSlot = memo.slot
            } else {
                try scratch.solveInstance(of: description.group, in: area, firstItem: item, limit: count - item, measured: items)
                if let slot = oneItemSolutions?.lookUp(items[item]).slot {
                    oneItemSolutions!.learn(scratch.instance, limit: count - item, measured: items[item], slot: slot)
                }
            }
            if centred, item == 0 {
                let first = cached.map { scratch.templates.size(ofEntryAt: $0) }
                    ?? memoSlot.map { oneItemSolutions!.solutions[$0].size } ?? scratch.instance.size
                cursor.cross = (bounds[cross] - first[cross]) / 2
            }
            let origin = orthogonal
                ? Point(main: start, cross: cursor.cross, mainAxis: axis)
                : Point(main: cursor.main, cross: crossStart, mainAxis: axis)
            let size: Size, placed: Int
            // Read in place, with exclusive access: a solution read from an
            // array (`entries[cached].solution`) was copied, its arrays
            // retained and released, per repetition (perf: an eighth of the
            // App Store page's prepare).
            if let cached {
                (size, placed) = scratch.templates.withSolution(at: cached) { solution in
                    Self.place(&solution, at: origin, firstItem: item, background: background, badges: &badges, into: &sink)
                }
            } else if let memoSlot {
                (size, placed) = oneItemSolutions!.withSolution(at: memoSlot) { solution in
                    Self.place(&solution, at: origin, firstItem: item, background: background, badges: &badges, into: &sink)
                }
            } else {
                (size, placed) = Self.place(&scratch.instance, at: origin, firstItem: item, background: background, badges: &badges, into: &sink)
            }
            if orthogonal {
                cursor.lastCross = size[cross]
                cursor.groups.append(start: cursor.cross, end: cursor.cross + size[cross])
                cursor.cross += size[cross] + spacing
                cursor.mainExtent = Swift.max(cursor.mainExtent, size[axis])
            } else {
                cursor.main += size[axis] + spacing
            }
            item += placed
        }
    }

    /// The index in `scratch.templates.entries` of the template of the
    /// section's group in `area` holding at most `limit` items: the one
    /// `templateMemo` remembers, else the cache's (solved on a miss).
    /// - Precondition: the group is templatable; `area` is the section's
    ///   content area (the same for every section of the placement).
    /// - Complexity: O(TemplateMemo.cutCapacity) when remembered; else
    ///   that of `Scratch.template`.
    private mutating func template(area: Size, limit: Int, scratch: inout Scratch) throws(LayoutError) -> Int {
        if let index = templateMemo.index(limit: limit, in: scratch.templates) { return index }
        let index = try scratch.template(of: description.group, in: area, limit: limit, measured: items)
        templateMemo.remember(index: index, limit: limit, in: scratch.templates)
        return index
    }

    /// Appends `solution`'s cells moved to `origin` as items from
    /// `firstItem` on, and queues its badges; returns its size and item count.
    /// `inout` though it changes nothing: under exclusive access its arrays
    /// are read in place, where a borrowed solution that lives in an array
    /// is copied first.
    /// - Complexity: O(elements of the solution)
    private static func place<Sink: PlacedCellSink>(
        _ solution: inout GroupSolution, at origin: Point, firstItem: Int, background: Int32?,
        badges: inout [PlacedSupplementary], into sink: inout Sink
    ) -> (Size, Int) {
        solution.cells.withUnsafeBufferPointer { cells in
            for offset in cells.indices {
                let cell = cells[offset]
                sink.appendPlacedCell(frame: cell.frame.offsetBy(origin), item: firstItem + offset, zIndex: Self.promoted(cell.zIndex, above: background))
            }
        }
        let first = Int32(truncatingIfNeeded: firstItem)
        solution.supplementaries.withUnsafeBufferPointer { supplementaries in
            for badge in supplementaries {
                badges.append(PlacedSupplementary(frame: badge.frame.offsetBy(origin), kindCode: badge.kindCode, zIndex: badge.zIndex, item: first + badge.item))
            }
        }
        return (solution.size, solution.cells.count)
    }
}
