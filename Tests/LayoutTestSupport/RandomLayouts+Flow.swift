import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random flow layout for a collection view of `boundsSize`: random scroll
    /// direction, spacings, insets, headers, footers, pinning, alignments, section
    /// backgrounds, and sections with random per-section overrides.
    /// - Complexity: O(items)
    public mutating func flowLayout(boundsSize: Size) -> FlowLayout {
        var configuration = FlowLayout.Configuration()
        configuration.scrollDirection = generator.pick(Axis.allCases)
        configuration.minimumLineSpacing = spacing()
        configuration.minimumInteritemSpacing = spacing()
        configuration.sectionInset = insets()
        configuration.headerReferenceSize = generator.chance(0.5) ? supplementarySize() : .zero
        configuration.footerReferenceSize = generator.chance(0.4) ? supplementarySize() : .zero
        configuration.sectionHeadersPinToVisibleBounds = generator.chance(0.4)
        configuration.sectionFootersPinToVisibleBounds = generator.chance(0.3)
        configuration.lineAlignment = generator.pick(LineAlignment.allCases)
        configuration.lastLineAlignment = generator.pick(LineAlignment.allCases)
        let crossExtent = boundsSize[configuration.scrollDirection.cross]
        let sections = (0..<sectionCount()).map { _ in flowSection(crossExtent: crossExtent) }
        // Drawn last, so the layouts of earlier seeds are unchanged but for it.
        configuration.sectionBackground = generator.chance(0.3)
        return FlowLayout(configuration: configuration, sections: sections)
    }

    /// One flow section, each override present with some probability.
    mutating func flowSection(crossExtent: Double) -> FlowLayout.Section {
        var section = FlowLayout.Section(items: itemSizes { Self.flowItemSize(crossExtent: crossExtent, using: &$0) })
        if generator.chance(0.2) { section.inset = insets() }
        if generator.chance(0.2) { section.headerReferenceSize = generator.chance(0.3) ? .zero : supplementarySize() }
        if generator.chance(0.2) { section.footerReferenceSize = generator.chance(0.3) ? .zero : supplementarySize() }
        if generator.chance(0.2) { section.minimumLineSpacing = spacing() }
        if generator.chance(0.2) { section.minimumInteritemSpacing = spacing() }
        return section
    }

    /// A header or footer reference size; either extent may be zero.
    mutating func supplementarySize() -> Size {
        Size(
            width: generator.chance(0.2) ? 0 : generator.length(in: 0.5...120),
            height: generator.chance(0.2) ? 0 : generator.length(in: 0.5...120)
        )
    }

    /// A flow item size: mostly ordinary, sometimes zero along one or both
    /// axes, sometimes wider than the line (`crossExtent`).
    static func flowItemSize(crossExtent: Double, using generator: inout SeededGenerator) -> Size {
        switch generator.int(in: 0...19) {
        case 0: return .zero
        case 1: return Size(width: 0, height: generator.length(in: 0.5...100))
        case 2: return Size(width: generator.length(in: 0.5...100), height: 0)
        case 3:
            let wide = crossExtent + generator.length(in: 0.5...100)
            return Size(width: wide, height: wide)
        default:
            return Size(width: generator.length(in: 0.5...160), height: generator.length(in: 0.5...160))
        }
    }
}
