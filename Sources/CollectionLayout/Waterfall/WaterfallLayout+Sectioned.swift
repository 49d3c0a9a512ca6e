extension WaterfallLayout.Section: LayoutSection {}

extension WaterfallLayout: SectionedLayout {
    /// Vertical: a waterfall scrolls vertically.
    public var scrollAxis: Axis { .vertical }

    /// Section `section` alone, from y = 0: what `prepare` emits for it, moved
    /// to the origin, with one lane per column of this section plus one for
    /// its header and footer.
    /// - Complexity: O(items·c) for `shortestFirst` with c columns, O(items) otherwise; plus the index build.
    public func layOutSection(_ section: Int, boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        try validateSection(at: section, boundsSize: boundsSize)
        try LayoutValidation.checkElementCount(sections[section].items.count + 3)
        let resolved = ResolvedSection(sections[section], configuration)
        var builder = PreparedLayoutBuilder(
            scrollAxis: .vertical, boundsSize: boundsSize, strategy: resolve(index), laneCount: resolved.columnCount + 1,
            expectedElements: sections[section].items.count + 3
        )
        let kinds = ElementKinds(builder: &builder, supplementaryLane: resolved.columnCount, sectionBackground: configuration.sectionBackground)
        var columns = WaterfallColumns()
        let end = layOut(sections[section], resolved: resolved, startingAt: 0, boundsSize: boundsSize, kinds: kinds, columns: &columns, into: &builder)
        return try builder.build(contentSize: Size(width: boundsSize.width, height: end))
    }

    /// The column's width and the preferred height: a waterfall's columns fix
    /// the width, so only the height is taken (stored as a size whose aspect
    /// ratio gives that height at this width).
    /// - Complexity: O(1)
    public func storedItemSize(forPreferred preferred: Size, frame: Rect) -> Size {
        Size(width: frame.width, height: preferred.height)
    }

    /// Each section's item count, in specialised code.
    /// - Complexity: O(S)
    public static func itemCounts(of sections: [Section]) -> [Int] {
        sections.map { $0.items.count }
    }
}
