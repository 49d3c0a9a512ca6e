import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random timeline layout for a collection view of `boundsSize`: either
    /// scroll direction, flow-like spacings, insets and items, headers and end
    /// footers on and off, any axis offset, thickness, node item and radius.
    /// Horizontal sections always hold their node item, so every generated
    /// layout prepares.
    /// - Complexity: O(items)
    public mutating func timelineLayout(boundsSize: Size) -> TimelineLayout {
        var configuration = TimelineLayout.Configuration()
        configuration.scrollDirection = generator.pick(Axis.allCases)
        configuration.minimumLineSpacing = spacing()
        configuration.minimumInteritemSpacing = spacing()
        configuration.sectionInset = insets()
        configuration.headerReferenceSize = generator.chance(0.7) ? supplementarySize() : .zero
        configuration.footerReferenceSize = generator.chance(0.6) ? supplementarySize() : .zero
        configuration.axisOffset = generator.length(in: -20...80)
        configuration.lineThickness = generator.pick([0, 0.5, 1, 2, generator.length(in: 0...12)])
        configuration.nodeItem = generator.int(in: 0...3)
        configuration.nodeRadius = generator.length(in: 0...40)
        let crossExtent = boundsSize[configuration.scrollDirection.cross]
        let minimumItems = configuration.scrollDirection == .horizontal ? configuration.nodeItem + 1 : 0
        let sections = (0..<sectionCount()).map { _ in
            var section = TimelineLayout.Section(items: .list([]))
            let count = Swift.max(minimumItems, itemCount())
            section.items = generator.chance(0.3)
                ? .uniform(count: count, size: Self.flowItemSize(crossExtent: crossExtent, using: &generator))
                : .list((0..<count).map { _ in Self.flowItemSize(crossExtent: crossExtent, using: &generator) })
            if generator.chance(0.2) { section.inset = insets() }
            if generator.chance(0.2) { section.minimumLineSpacing = spacing() }
            if generator.chance(0.2) { section.minimumInteritemSpacing = spacing() }
            return section
        }
        return TimelineLayout(configuration: configuration, sections: sections)
    }
}
