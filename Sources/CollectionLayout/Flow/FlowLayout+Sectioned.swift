extension FlowLayout.Section: LayoutSection {}

extension FlowLayout: SectionedLayout {
    /// The scroll direction.
    public var scrollAxis: Axis { configuration.scrollDirection }

    /// Section `section` alone, from 0 along the scroll axis: what `prepare`
    /// emits for it (header, cells, footer, pins), moved to the origin.
    /// - Complexity: O(items in the section) plus the index build.
    public func layOutSection(_ section: Int, boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        try validateSection(at: section)
        try LayoutValidation.checkElementCount(sections[section].items.count + 3)
        let axis = configuration.scrollDirection
        var builder = PreparedLayoutBuilder(
            scrollAxis: axis, boundsSize: boundsSize, strategy: resolve(index),
            laneCount: FlowElementKinds.laneCount(configuration), expectedElements: sections[section].items.count + 3,
            streamsIndex: true
        )
        let kinds = FlowElementKinds(builder: &builder, configuration: configuration)
        let end = layOut(sections[section], startingAt: 0, boundsSize: boundsSize, kinds: kinds, into: &builder)
        return try builder.build(contentSize: Size(main: end, cross: boundsSize[axis.cross], mainAxis: axis))
    }

    /// The preferred size, whole: flow items size themselves in both directions.
    /// - Complexity: O(1)
    public func storedItemSize(forPreferred preferred: Size, frame: Rect) -> Size { preferred }

    /// Each section's item count, in specialised code.
    /// - Complexity: O(S)
    public static func itemCounts(of sections: [Section]) -> [Int] {
        sections.map { $0.items.count }
    }
}
