extension SectionPlacement {
    /// Places the repetitions of the section's group from `cursor` until its
    /// items are placed, their cells into `sink` and their badges into
    /// `badges`, and moves `cursor` past them.
    ///
    /// A templatable group's repetitions are its template's, placed in one
    /// run (`placeTemplate`), then its last repetition when it holds fewer
    /// items (a template of its own). Otherwise each repetition is solved,
    /// except the rows `oneItemSolutions` holds, placed in runs
    /// (`OneItemGroupMemo.placeKept`).
    /// - Complexity: O(template + items) templated, O(items × depth) otherwise.
    mutating func placeRepetitions<Sink: PlacedCellSink>(
        start: Double, area: Size, background: Int32?, cursor: inout RepetitionCursor, scratch: inout Scratch,
        badges: inout [PlacedSupplementary], into sink: inout Sink
    ) throws(LayoutError) {
        let count = items.count
        let behavior = description.orthogonalScrollingBehavior
        let path = RepetitionPath(
            start: start, crossStart: cursor.cross, axis: axis, spacing: description.interGroupSpacing, orthogonal: behavior.scrollsOrthogonally,
            centringLength: behavior == .groupPagingCentered ? bounds[axis.cross] : nil
        )
        var item = 0
        if resolved?.isTemplatable ?? GroupTemplate.isTemplatable(description.group) {
            let template = try self.template(area: area, limit: count, scratch: &scratch)
            let templateItems = scratch.templates.shape(ofEntryAt: template).itemCount
            if templateItems > 0 {
                item = Self.placeTemplate(template, repetitions: count / templateItems, from: 0, path: path, background: background, cursor: &cursor, scratch: &scratch, badges: &badges, into: &sink)
            }
            if templateItems > 0, item < count {
                // The last repetition, cut short, is a template too (of its
                // item count): sections that end alike share its solve. The
                // lookup may drop the full template, whose repetitions are placed.
                let last = try self.template(area: area, limit: count - item, scratch: &scratch)
                item = Self.placeTemplate(last, repetitions: 1, from: item, path: path, background: background, cursor: &cursor, scratch: &scratch, badges: &badges, into: &sink)
            }
        }
        while item < count {
            if oneItemSolutions?.state == .on {
                item = oneItemSolutions!.placeKept(items, from: item, path: path, background: background, cursor: &cursor, badges: &badges, into: &sink)
                if item == count { break }
            }
            try scratch.solveInstance(of: description.group, in: area, firstItem: item, limit: count - item, measured: items)
            oneItemSolutions?.learn(scratch.instance, limit: count - item, measured: items[item])
            if item == 0 { path.centre(&cursor, first: scratch.instance.size) }
            let (size, placed) = Self.place(&scratch.instance, at: path.origin(main: cursor.main, cross: cursor.cross), firstItem: item, background: background, badges: &badges, into: &sink)
            path.advance(&cursor, past: size)
            item += placed
        }
    }

    /// Places `repetitions` repetitions of template `index` in
    /// `scratch.templates` from item `first` on, and returns the item after
    /// them. The template is read in place, with exclusive access taken once
    /// for the run: taken per repetition, it checks that the cache's
    /// entries are uniquely referenced each time.
    /// - Complexity: O(repetitions × elements of the template)
    private static func placeTemplate<Sink: PlacedCellSink>(
        _ index: Int, repetitions: Int, from first: Int, path: RepetitionPath, background: Int32?, cursor: inout RepetitionCursor,
        scratch: inout Scratch, badges: inout [PlacedSupplementary], into sink: inout Sink
    ) -> Int {
        scratch.templates.withSolution(at: index) { solution in
            var item = first
            if item == 0, repetitions > 0 { path.centre(&cursor, first: solution.size) }
            for _ in 0..<repetitions {
                let (size, placed) = place(&solution, at: path.origin(main: cursor.main, cross: cursor.cross), firstItem: item, background: background, badges: &badges, into: &sink)
                path.advance(&cursor, past: size)
                item += placed
            }
            return item
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
    @inline(__always)
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
        solution.supplementaries.withUnsafeBufferPointer { queueBadges($0, at: origin, firstItem: firstItem, into: &badges) }
        return (solution.size, solution.cells.count)
    }

    /// Queues a group's `solved` badges moved to `origin`, their items
    /// counted from `firstItem`, after the section's others.
    /// - Complexity: O(badges)
    @inline(__always)
    static func queueBadges(
        _ solved: UnsafeBufferPointer<PlacedSupplementary>, at origin: Point, firstItem: Int, into badges: inout [PlacedSupplementary]
    ) {
        let first = Int32(truncatingIfNeeded: firstItem)
        for badge in solved {
            badges.append(PlacedSupplementary(frame: badge.frame.offsetBy(origin), kindCode: badge.kindCode, zIndex: badge.zIndex, item: first + badge.item))
        }
    }
}
