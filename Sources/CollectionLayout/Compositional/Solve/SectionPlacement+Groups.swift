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
        let count = items.count
        guard count > 0 else { return start }
        let cross = axis.cross
        let group = description.group
        let spacing = description.interGroupSpacing
        let orthogonal = description.orthogonalScrollingBehavior.scrollsOrthogonally
        if resolved == nil { scratch.kinds.register(group, builder: &builder) }
        var templateItems = 0, template = 0
        if resolved?.isTemplatable ?? GroupTemplate.isTemplatable(group) {
            template = try scratch.template(of: group, in: area, limit: count, measured: items)
            templateItems = scratch.templates.entries[template].solution.itemCount
        }
        // Taken out of the scratch while the groups are placed, so that a
        // template is read in place (through its buffer) beside it.
        var badges: [PlacedSupplementary] = []
        swap(&badges, &scratch.badges)
        defer { swap(&badges, &scratch.badges) }
        badges.removeAll(keepingCapacity: true)
        let firstStripSlot = builder.count
        var groups = OrthogonalGroupEdges()
        let crossStart = description.contentInsets.before(cross)
        let centred = description.orthogonalScrollingBehavior == .groupPagingCentered
        var mainCursor = start, crossCursor = crossStart, mainExtent = 0.0, lastCross = 0.0
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
                cached = try scratch.template(of: group, in: area, limit: count - item, measured: items)
                templateItems = 0
            } else if let memo = oneItemSolutions?.lookUp(items[item]), memo.found {
                memoSlot = memo.slot
            } else {
                try scratch.solveInstance(of: group, in: area, firstItem: item, limit: count - item, measured: items)
                if let slot = oneItemSolutions?.lookUp(items[item]).slot {
                    oneItemSolutions!.learn(scratch.instance, limit: count - item, measured: items[item], slot: slot)
                }
            }
            if centred, item == 0 {
                let first = cached.map { scratch.templates.entries[$0].solution.size }
                    ?? memoSlot.map { oneItemSolutions!.solutions[$0].size } ?? scratch.instance.size
                crossCursor = (bounds[cross] - first[cross]) / 2
            }
            let origin = orthogonal
                ? Point(main: start, cross: crossCursor, mainAxis: axis)
                : Point(main: mainCursor, cross: crossStart, mainAxis: axis)
            let size: Size, placed: Int
            // Read in place, with exclusive access: a solution read from an
            // array (`entries[cached].solution`) was copied, its arrays
            // retained and released, per repetition (perf: an eighth of the
            // App Store page's prepare).
            if let cached {
                (size, placed) = scratch.templates.withSolution(at: cached) { solution in
                    Self.place(&solution, at: origin, firstItem: item, background: background, badges: &badges, into: &builder)
                }
            } else if let memoSlot {
                (size, placed) = oneItemSolutions!.withSolution(at: memoSlot) { solution in
                    Self.place(&solution, at: origin, firstItem: item, background: background, badges: &badges, into: &builder)
                }
            } else {
                (size, placed) = Self.place(&scratch.instance, at: origin, firstItem: item, background: background, badges: &badges, into: &builder)
            }
            if orthogonal {
                lastCross = size[cross]
                groups.append(start: crossCursor, end: crossCursor + size[cross])
                crossCursor += size[cross] + spacing
                mainExtent = Swift.max(mainExtent, size[axis])
            } else {
                mainCursor += size[axis] + spacing
            }
            item += placed
        }
        for badge in badges {
            builder.appendElement(kindCode: badge.kindCode, frame: badge.frame, item: Int(badge.item), lane: CompositionalLane.badges.lane, zIndex: Self.promoted(badge.zIndex, above: background))
        }
        guard orthogonal else { return mainCursor - spacing }
        let contentInsets = description.contentInsets
        // Centred paging pads both ends so that the first and the last group
        // rest centred (UIKit's groupPagingCentered): the padding replaces
        // the cross-axis content insets.
        let leading = centred ? (groups.count > 0 ? groups.start(at: 0) : crossStart) : contentInsets.before(cross)
        let trailing = centred ? (bounds[cross] - lastCross) / 2 : contentInsets.after(cross)
        builder.declareOrthogonalSection(OrthogonalSectionDeclaration(
            section: builder.sectionSlots.count - 1, slots: firstStripSlot..<builder.count, behavior: description.orthogonalScrollingBehavior,
            viewportStart: 0, viewportLength: bounds[cross], contentLength: crossCursor - spacing + trailing,
            leadingInset: leading, groupEdges: groups
        ))
        return start + mainExtent
    }

    /// Appends `solution`'s cells moved to `origin` as items from
    /// `firstItem` on, and queues its badges; returns its size and item count.
    /// `inout` though it changes nothing: under exclusive access its arrays
    /// are read in place, where a borrowed solution that lives in an array
    /// is copied first.
    /// - Complexity: O(elements of the solution)
    private static func place(
        _ solution: inout GroupSolution, at origin: Point, firstItem: Int, background: Int32?,
        badges: inout [PlacedSupplementary], into builder: inout PreparedLayoutBuilder
    ) -> (Size, Int) {
        solution.cells.withUnsafeBufferPointer { cells in
            for offset in cells.indices {
                let cell = cells[offset]
                builder.appendCell(frame: cell.frame.offsetBy(origin), item: firstItem + offset, lane: CompositionalLane.cells.lane, zIndex: Self.promoted(cell.zIndex, above: background))
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
