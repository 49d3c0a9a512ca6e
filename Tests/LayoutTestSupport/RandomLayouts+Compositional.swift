import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random compositional layout for a collection view of `boundsSize`:
    /// either scroll direction, a single section description or a provider
    /// cycling through up to three, layout-wide boundary items, and data with
    /// empty sections, unmeasured (zero) and measured sizes.
    ///
    /// Each description nests groups 0 to 3 levels deep (see
    /// `compositionalGroup`), with section insets (some negative),
    /// `interGroupSpacing`, boundary items of every alignment (extending or
    /// not, pinned or not, offset), backgrounds, and every orthogonal
    /// behaviour with probability `orthogonalChance`.
    ///
    /// Some layouts are refused by the engine's validation (a first item that
    /// cannot fit its group, insets larger than their room): callers count
    /// them, and `OracleChecker` checks that every strategy refuses alike.
    /// - Complexity: O(sections × items + descriptions × 3^depth)
    public mutating func compositionalLayout(boundsSize: Size, orthogonalChance: Double = 0.4) -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = generator.pick(Axis.allCases)
        configuration.interSectionSpacing = generator.chance(0.5) ? 0 : spacing()
        if generator.chance(0.25) {
            configuration.boundarySupplementaryItems = boundaryItems(kindPrefix: "global", container: boundsSize)
        }
        let data = compositionalData(sectionCount: sectionCount())
        let axis = configuration.scrollDirection
        if generator.chance(0.5) {
            let section = compositionalSection(bounds: boundsSize, axis: axis, orthogonalChance: orthogonalChance)
            return CompositionalLayout(section: section, configuration: configuration, sections: data)
        }
        let descriptions = (0..<generator.int(in: 1...3)).map { _ in
            compositionalSection(bounds: boundsSize, axis: axis, orthogonalChance: orthogonalChance)
        }
        return CompositionalLayout(configuration: configuration, sections: data) { index, _ in descriptions[index % descriptions.count] }
    }

    /// A collection view size for compositional layouts: usually phone- or
    /// tablet-like, sometimes small, now and then zero along one axis.
    /// - Complexity: O(1)
    public mutating func compositionalBoundsSize() -> Size {
        func extent(_ generator: inout SeededGenerator) -> Double {
            if generator.chance(0.03) { return 0 }
            if generator.chance(0.07) { return generator.length(in: 1...60) }
            return generator.length(in: 200...800)
        }
        return Size(width: extent(&generator), height: extent(&generator))
    }

    /// One section description for a layout scrolling along `axis`.
    mutating func compositionalSection(bounds: Size, axis: Axis, orthogonalChance: Double) -> CollectionLayoutSection {
        let behavior = generator.chance(orthogonalChance)
            ? generator.pick(OrthogonalScrollingBehavior.allCases.filter(\.scrollsOrthogonally)) : .none
        let insets = generator.chance(0.5) ? sectionInsets(bounds: bounds) : .zero
        let area = Size(width: bounds.width - (insets.leading + insets.trailing), height: bounds.height - (insets.top + insets.bottom))
        let group = compositionalGroup(in: area, depth: generator.int(in: 0...3))
        let boundary = generator.chance(0.5) ? boundaryItems(kindPrefix: "boundary", container: Size(main: bounds[axis], cross: area[axis.cross], mainAxis: axis)) : []
        let backgrounds = generator.chance(0.25) ? (0..<generator.int(in: 1...2)).map { index in
            CollectionLayoutDecorationItem.background(elementKind: ElementKind("background\(index)"), contentInsets: generator.chance(0.5) ? .zero : smallInsets(within: Size(width: 40, height: 40)), zIndex: generator.int(in: -2...1))
        } : []
        return CollectionLayoutSection(
            group: group, contentInsets: insets, interGroupSpacing: generator.chance(0.3) ? 0 : spacing(),
            boundarySupplementaryItems: boundary, decorationItems: backgrounds, orthogonalScrollingBehavior: behavior
        )
    }

    /// Section insets: each edge usually zero or up to a sixth of the bounds, sometimes negative.
    mutating func sectionInsets(bounds: Size) -> DirectionalEdgeInsets {
        func edge(_ extent: Double, _ generator: inout SeededGenerator) -> Double {
            if generator.chance(0.4) { return 0 }
            if generator.chance(0.15) { return generator.length(in: -20...(-0.5)) }
            return generator.length(in: 0...Swift.min(40, extent / 6))
        }
        return DirectionalEdgeInsets(top: edge(bounds.height, &generator), leading: edge(bounds.width, &generator), bottom: edge(bounds.height, &generator), trailing: edge(bounds.width, &generator))
    }

    /// One to three boundary items of kinds `kindPrefix0`, ... (the first
    /// sometimes `header`): any alignment, extending the boundary or not,
    /// pinned or not, moved by an offset now and then; fractions of `container`.
    mutating func boundaryItems(kindPrefix: String, container: Size) -> [CollectionLayoutBoundarySupplementaryItem] {
        (0..<generator.int(in: 1...3)).map { index in
            let width: CollectionLayoutDimension = switch generator.int(in: 0...3) {
            case 0: .fractionalWidth(generator.pick([1, 0.5, 1.0 / 3]))
            case 1: .estimated(generator.length(in: 10...120))
            default: .absolute(generator.length(in: 0...Swift.max(0, container.width)))
            }
            let height: CollectionLayoutDimension = switch generator.int(in: 0...3) {
            case 0: .fractionalHeight(generator.pick([0.1, 0.25, 1.0 / 3]))
            case 1: .estimated(generator.length(in: 10...80))
            default: .absolute(generator.length(in: 0...80))
            }
            let kind = kindPrefix == "boundary" && index == 0 && generator.chance(0.5) ? ElementKind.header : ElementKind("\(kindPrefix)\(index)")
            return CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: height), elementKind: kind,
                alignment: generator.pick(RectAlignment.allCases),
                absoluteOffset: generator.chance(0.2) ? Point(x: generator.length(in: -20...20), y: generator.length(in: -20...20)) : .zero,
                extendsBoundary: generator.chance(0.7), pinToVisibleBounds: generator.chance(0.3), zIndex: generator.int(in: 0...3)
            )
        }
    }

    /// The data of `sectionCount` sections: some empty, some unmeasured
    /// (zero sizes: estimates stand), some measured, uniformly or item by item.
    mutating func compositionalData(sectionCount: Int) -> [CompositionalLayout.Section] {
        func measured(_ generator: inout SeededGenerator) -> Size {
            if generator.chance(0.3) { return .zero }
            return Size(width: generator.chance(0.1) ? 0 : generator.length(in: 1...60), height: generator.chance(0.1) ? 0 : generator.length(in: 1...60))
        }
        return (0..<sectionCount).map { _ in
            let count = generator.chance(0.12) ? 0 : generator.int(in: 1...30)
            switch generator.int(in: 0...2) {
            case 0: return CompositionalLayout.Section(count: count)
            case 1: return CompositionalLayout.Section(items: .uniform(count: count, size: measured(&generator)))
            default: return CompositionalLayout.Section(items: .list((0..<count).map { _ in measured(&generator) }))
            }
        }
    }
}
