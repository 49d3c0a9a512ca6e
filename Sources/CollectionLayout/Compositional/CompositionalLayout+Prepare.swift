extension CompositionalLayout {
    /// The scroll axis (`configuration.scrollDirection`).
    public var scrollAxis: Axis { configuration.scrollDirection }

    /// Lays out every section (rules 1 to 13): layout-wide top items, then
    /// each section `interSectionSpacing` after the previous one, then
    /// layout-wide bottom items.
    ///
    /// Each section is laid out by the same code as `layOutSection` (which
    /// the incremental driver uses), from where the previous one ended.
    /// - Throws: `LayoutError` with the path of the bad value.
    /// - Complexity: O(Σ template + items) for templatable groups, O(items ×
    ///   depth) for groups with estimated content; plus the provider calls
    ///   (one per section) and the index build.
    public func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        try validateConfiguration(boundsSize: boundsSize)
        let descriptions = try validatedDescriptions(boundsSize: boundsSize)
        var builder = PreparedLayoutBuilder(
            scrollAxis: scrollAxis, boundsSize: boundsSize, strategy: resolve(index), laneCount: CompositionalLane.allCases.count,
            expectedElements: expectedElementCount(descriptions, countingBadges: !impliesTrailFrames)
        )
        builder.reserveCapacity(pinned: expectedPinnedCount(descriptions))
        builder.impliesTrailFrames = impliesTrailFrames
        // One placement per distinct description, its items set per section:
        // a section copies no description and resolves no kind code again.
        var placements = descriptions.distinct.map {
            SectionPlacement(description: $0, items: .uniform(count: 0, size: .zero), axis: scrollAxis, bounds: boundsSize)
        }
        var scratch = SectionPlacement.Scratch()
        var cursor = 0.0
        var layoutWideHeaders: Range<Int> = 0..<0
        // Through the buffer: an array element's method copied the whole
        // placement (its description's arrays retained and released) per section.
        try placements.withUnsafeMutableBufferPointer { placements throws(LayoutError) in
            for section in sections.indices {
                builder.beginSection(itemCount: sections[section].itemCount)
                if section == 0 {
                    let first = builder.count
                    cursor = appendLayoutWideItems(before: true, at: 0, into: &builder)
                    layoutWideHeaders = first..<builder.count
                } else {
                    cursor += configuration.interSectionSpacing
                }
                let plan = Int(descriptions.ofSection[section])
                placements[plan].items = sections[section].items
                if placements[plan].resolved == nil, sections[section].itemCount > 0 {
                    placements[plan].resolve(scratch: &scratch, builder: &builder)
                }
                cursor = try inSection(section) { () throws(LayoutError) in
                    try placements[plan].layOut(startingAt: cursor, scratch: &scratch, into: &builder)
                }
            }
        }
        if !sections.isEmpty {
            let first = builder.count
            cursor = appendLayoutWideItems(before: false, at: cursor, into: &builder)
            pinLayoutWideItems(before: false, slots: first..<builder.count, start: 0, end: cursor, into: &builder)
            // Without sections there are no layout-wide items to pin (they
            // are appended with section 0).
            pinLayoutWideItems(before: true, slots: layoutWideHeaders, start: 0, end: cursor, into: &builder)
        }
        return try builder.build(contentSize: Size(main: cursor, cross: boundsSize[scrollAxis.cross], mainAxis: scrollAxis))
    }

    /// Runs `body`, which reports errors with paths relative to section
    /// `section`'s description (`group.subitems[0]`), and prefixes the
    /// section's description to the path of any error it throws. Paths are
    /// built only for an error: building every path of every section would
    /// cost a share of prepare.
    /// - Complexity: that of `body`.
    func inSection<Result>(_ section: Int, _ body: () throws(LayoutError) -> Result) throws(LayoutError) -> Result {
        do throws(LayoutError) {
            return try body()
        } catch {
            throw error.prefixed(by: [.sectionDescription(section)])
        }
    }

    /// Each section's description, checked, as the distinct descriptions and
    /// the position of each section's among them: a description equal to one
    /// of the last few distinct ones (`SectionDescriptions.isSame`) is
    /// neither checked nor kept again. A single description is one.
    /// - Complexity: O(S) provider calls, O(S × recent distinct descriptions)
    ///   comparisons (O(1) each for descriptions that share their arrays, as
    ///   a provider's copies of a few descriptions do), O(distinct × description)
    ///   checks; plus the data checks.
    func validatedDescriptions(boundsSize: Size) throws(LayoutError) -> SectionDescriptions {
        var descriptions = SectionDescriptions()
        descriptions.ofSection.reserveCapacity(sections.count)
        let environment = environment(boundsSize: boundsSize)
        if case .single(let description) = sectionProvider, !sections.isEmpty { descriptions.distinct.append(description) }
        // The provider bound once, and the sections read through the buffer:
        // a `switch` per section copied the provider, and
        // `sections[section].items` the section's sizes (each a retain and a
        // release per section).
        let provider: (@Sendable (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection)?
        if case .provider(let given) = sectionProvider { provider = given } else { provider = nil }
        try sections.withUnsafeBufferPointer { sections throws(LayoutError) in
            for section in sections.indices {
                try LayoutValidation.checkItems(sections[section].items, section: section)
                guard let provider else {
                    descriptions.ofSection.append(0)
                    continue
                }
                let description = provider(section, environment)
                if let known = descriptions.recentPosition(of: description, after: descriptions.ofSection.last) {
                    descriptions.ofSection.append(known)
                    continue
                }
                try inSection(section) { () throws(LayoutError) in try Self.validate(description, path: []) }
                descriptions.ofSection.append(Int32(truncatingIfNeeded: descriptions.distinct.count))
                descriptions.distinct.append(description)
            }
        }
        return descriptions
    }

    /// A capacity hint for the builder: cells, their badges (estimated from one
    /// pass over each distinct group) unless `countingBadges` is false (badges
    /// whose frames their cells' imply store none, `ImpliedTrails`), each
    /// section's boundary and decoration items.
    func expectedElementCount(_ descriptions: SectionDescriptions, countingBadges: Bool = true) -> Int {
        let badgesPerItem = descriptions.distinct.map { countingBadges ? GroupTemplate.badgesPerItem($0.group) : 0 }
        let fixed = descriptions.distinct.map { $0.boundarySupplementaryItems.count + $0.decorationItems.count }
        var count = configuration.boundarySupplementaryItems.count
        for section in sections.indices {
            let plan = Int(descriptions.ofSection[section])
            let items = sections[section].itemCount
            let badges = Int((Double(items) * badgesPerItem[plan]).rounded(.up))
            count += items + badges + fixed[plan]
        }
        return count
    }

    /// The number of pinned boundary items (each section's and the
    /// layout-wide ones): a capacity hint, so the pin table grows once.
    /// - Complexity: O(S + distinct descriptions × boundary items)
    func expectedPinnedCount(_ descriptions: SectionDescriptions) -> Int {
        let pinned = descriptions.distinct.map { $0.boundarySupplementaryItems.reduce(0) { $0 + ($1.pinToVisibleBounds ? 1 : 0) } }
        var count = configuration.boundarySupplementaryItems.reduce(0) { $0 + ($1.pinToVisibleBounds ? 1 : 0) }
        for plan in descriptions.ofSection { count += pinned[Int(plan)] }
        return count
    }

    /// Appends the layout-wide items before the content (`before`, at main 0)
    /// or after it (at `main`), and returns where the content continues
    /// (rule 11): extending items take the largest of their lengths.
    func appendLayoutWideItems(before: Bool, at main: Double, into builder: inout PreparedLayoutBuilder) -> Double {
        let axis = scrollAxis, bounds = builder.boundsSize
        var length = 0.0
        for item in configuration.boundarySupplementaryItems where item.extendsBoundary {
            let placement = BoundaryPlacement(item.alignment, scrollAxis: axis)
            guard (placement.side == .after) != before, placement.side != .beside else { continue }
            length = Swift.max(length, DimensionResolver.size(item.layoutSize, in: bounds)[axis])
        }
        for item in configuration.boundarySupplementaryItems {
            let placement = BoundaryPlacement(item.alignment, scrollAxis: axis)
            guard (placement.side == .after) != before else { continue }
            let start = placement.side == .beside ? main + length : main
            let frame = item.frame(main: start, crossStart: 0, crossLength: bounds[axis.cross], container: bounds, placement: placement, axis: axis)
            let code = builder.code(for: .supplementary, item.elementKind, isPinned: item.pinToVisibleBounds)
            builder.appendElement(kindCode: code, frame: frame, lane: CompositionalLane.boundaryItems.lane, zIndex: Int32(truncatingIfNeeded: item.zIndex))
        }
        return main + length
    }

    /// Pins the pinned layout-wide items in `slots` within `start ..< end`.
    func pinLayoutWideItems(before: Bool, slots: Range<Int>, start: Double, end: Double, into builder: inout PreparedLayoutBuilder) {
        var slot = slots.lowerBound
        for item in configuration.boundarySupplementaryItems {
            let placement = BoundaryPlacement(item.alignment, scrollAxis: scrollAxis)
            guard (placement.side == .after) != before else { continue }
            if item.pinToVisibleBounds {
                builder.pin(slot: slot, placement.pin(frame: builder.frame(ofSlot: slot), sectionStart: start, end: end, axis: scrollAxis))
            }
            slot += 1
        }
    }
}
