extension CompositionalLayout: SectionedLayout {
    /// Section `section` alone, from 0 along the scroll axis: what `prepare`
    /// emits for it, moved. A section's segment holds what precedes it:
    /// `interSectionSpacing` for every section but the first, the
    /// layout-wide top items for the first; the last one also holds the
    /// layout-wide bottom items. (A pinned layout-wide header then pins
    /// within section 0's segment only, and a pinned layout-wide footer
    /// within the last one's: `prepare` pins them within the whole content.)
    /// - Complexity: that of the section's part of `prepare`, plus its index build.
    public func layOutSection(_ section: Int, boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        try LayoutValidation.checkItems(sections[section].items, section: section)
        let description = sectionDescription(at: section, environment: environment(boundsSize: boundsSize))
        if case .provider = sectionProvider { try inSection(section) { () throws(LayoutError) in try Self.validate(description, path: []) } }
        var builder = PreparedLayoutBuilder(
            scrollAxis: scrollAxis, boundsSize: boundsSize, strategy: resolve(index), laneCount: CompositionalLane.allCases.count,
            expectedElements: sections[section].items.count + description.boundarySupplementaryItems.count + description.decorationItems.count
        )
        builder.beginSection(itemCount: sections[section].items.count)
        var start = configuration.interSectionSpacing
        var headers: Range<Int> = 0..<0
        if section == 0 {
            start = appendLayoutWideItems(before: true, at: 0, into: &builder)
            headers = 0..<builder.count
        }
        var scratch = SectionPlacement.Scratch()
        var placement = SectionPlacement(description: description, items: sections[section].items, axis: scrollAxis, bounds: boundsSize)
        var end = try inSection(section) { () throws(LayoutError) in
            try placement.layOut(startingAt: start, scratch: &scratch, into: &builder)
        }
        if section == sections.count - 1 {
            let first = builder.count
            end = appendLayoutWideItems(before: false, at: end, into: &builder)
            pinLayoutWideItems(before: false, slots: first..<builder.count, start: 0, end: end, into: &builder)
        }
        pinLayoutWideItems(before: true, slots: headers, start: 0, end: end, into: &builder)
        return try builder.build(contentSize: Size(main: end, cross: boundsSize[scrollAxis.cross], mainAxis: scrollAxis))
    }

    /// Whether old section `old`'s segment can stand for new section `new`:
    /// a provider may describe every index differently, so only the same
    /// index; and the first segment (layout-wide top items, no spacing before)
    /// and the last (layout-wide bottom items) only where they stay first and last.
    /// - Complexity: O(1)
    public func canReuseSectionLayout(from old: Int, of oldCount: Int, as new: Int, of newCount: Int) -> Bool {
        if case .provider = sectionProvider, old != new { return false }
        return (old == 0) == (new == 0) && (old == oldCount - 1) == (new == newCount - 1)
    }

    /// The preferred size as it is: on an estimated axis the solver takes
    /// it, on every other axis it ignores it.
    /// - Complexity: O(1)
    public func storedItemSize(forPreferred preferred: Size, frame: Rect) -> Size { preferred }

    /// Each section's item count, in specialised code, read from the count
    /// each section keeps beside its sizes (`Section.itemCount`): one pass in
    /// order over the sections, no visit of any list of sizes.
    /// - Complexity: O(S)
    public static func itemCounts(of sections: [Section]) -> [Int] {
        Array(unsafeUninitializedCapacity: sections.count) { counts, initialized in
            sections.withUnsafeBufferPointer { sections in
                for index in sections.indices { counts[index] = sections[index].itemCount }
            }
            initialized = sections.count
        }
    }
}
