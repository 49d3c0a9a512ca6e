import CollectionLayout

/// Shorthand for compositional rule tests.
enum CompositionalFixtures {
    /// A 400 x 800 collection view.
    static let bounds = Size(width: 400, height: 800)

    static func item(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension, insets: DirectionalEdgeInsets = .zero,
                     edgeSpacing: CollectionLayoutEdgeSpacing? = nil, badges: [CollectionLayoutSupplementaryItem] = []) -> CollectionLayoutSubitem {
        .item(CollectionLayoutItem(layoutSize: .init(widthDimension: width, heightDimension: height), contentInsets: insets, edgeSpacing: edgeSpacing, supplementaryItems: badges))
    }

    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        .init(widthDimension: width, heightDimension: height)
    }

    /// A layout of one `section` description over sections of `counts` items.
    static func layout(_ section: CollectionLayoutSection, counts: [Int], configuration: CompositionalLayoutConfiguration = .init()) -> CompositionalLayout {
        CompositionalLayout(section: section, configuration: configuration, sections: counts.map { CompositionalLayout.Section(count: $0) })
    }

    /// Prepares `layout` for `bounds` with an interval tree.
    static func prepare(_ layout: CompositionalLayout, bounds: Size = bounds) throws -> PreparedLayout {
        try layout.prepare(boundsSize: bounds, index: .intervalTree)
    }
}
