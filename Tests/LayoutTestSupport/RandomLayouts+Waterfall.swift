import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random waterfall layout for a collection view of `boundsSize`: random
    /// column counts (layout-wide and per section), spacings, insets, header and
    /// footer heights, render direction, section backgrounds, and aspect-ratio
    /// item sizes (including zero heights). Column widths are kept non-negative, so every generated
    /// layout prepares.
    /// - Complexity: O(items)
    public mutating func waterfallLayout(boundsSize: Size) -> WaterfallLayout {
        var configuration = WaterfallLayout.Configuration()
        configuration.columnCount = generator.int(in: 1...5)
        configuration.columnSpacing = spacing()
        configuration.interitemSpacing = spacing()
        configuration.sectionInset = insets()
        configuration.headerHeight = generator.chance(0.5) ? generator.length(in: 0.5...80) : 0
        configuration.footerHeight = generator.chance(0.4) ? generator.length(in: 0.5...80) : 0
        configuration.itemRenderDirection = generator.pick(WaterfallLayout.ItemRenderDirection.allCases)
        if Self.columnWidth(configuration.columnCount, configuration.columnSpacing, configuration.sectionInset, boundsSize.width) < 0 {
            configuration.columnSpacing = 0
            configuration.sectionInset = .zero
        }
        var sections: [WaterfallLayout.Section] = []
        for _ in 0..<sectionCount() {
            sections.append(waterfallSection(configuration: configuration, boundsWidth: boundsSize.width))
        }
        configuration.sectionBackground = generator.chance(0.3)
        return WaterfallLayout(configuration: configuration, sections: sections)
    }

    /// One waterfall section, each override present with some probability; an
    /// override that would make columns too narrow is dropped.
    mutating func waterfallSection(configuration: WaterfallLayout.Configuration, boundsWidth: Double) -> WaterfallLayout.Section {
        var section = WaterfallLayout.Section(items: itemSizes(Self.waterfallItemSize))
        if generator.chance(0.3) { section.columnCount = generator.int(in: 1...6) }
        if generator.chance(0.2) { section.inset = insets() }
        if generator.chance(0.2) { section.columnSpacing = spacing() }
        if generator.chance(0.2) { section.interitemSpacing = spacing() }
        if generator.chance(0.2) { section.headerHeight = generator.chance(0.3) ? 0 : generator.length(in: 0.5...80) }
        if generator.chance(0.2) { section.footerHeight = generator.chance(0.3) ? 0 : generator.length(in: 0.5...80) }
        let width = Self.columnWidth(
            section.columnCount ?? configuration.columnCount, section.columnSpacing ?? configuration.columnSpacing,
            section.inset ?? configuration.sectionInset, boundsWidth
        )
        if width < 0 {
            section.columnCount = 1
            section.inset = .zero
        }
        return section
    }

    /// A waterfall item size: only the aspect ratio counts, the width is always
    /// positive, the height sometimes zero.
    static func waterfallItemSize(using generator: inout SeededGenerator) -> Size {
        let width = generator.pick([1, 2, 3, 4, 9, 16, 100, 120])
        let height = generator.chance(0.05) ? 0 : generator.pick([1, 2, 3, 4, 9, 16, 100, 120, 160])
        return Size(width: Double(width), height: Double(height))
    }

    /// The contract's column width (waterfall rule 1), to keep generated layouts valid.
    static func columnWidth(_ columns: Int, _ spacing: Double, _ inset: EdgeInsets, _ boundsWidth: Double) -> Double {
        (boundsWidth - inset.left - inset.right - Double(columns - 1) * spacing) / Double(columns)
    }
}
