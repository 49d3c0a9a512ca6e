import CollectionLayout

extension AppStorePage {
    /// The list rows' estimated height, until self-sizing measures them.
    static let rowEstimate = 88.0

    /// The page as a vertical compositional layout over `sections`: section
    /// `i` follows `sectionDescription(SectionKind(section: i))`, sections 16
    /// points apart.
    /// - Complexity: O(1)
    public static func layout(sections: [CompositionalLayout.Section]) -> CompositionalLayout {
        let descriptions = SectionKind.allCases.map(sectionDescription)
        return CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: 16), sections: sections) { section, _ in
            descriptions[section % descriptions.count]
        }
    }

    /// The description of a section of kind `kind`, on a 390-point-wide phone:
    /// - `featured`: cards 90% of the 350-point content width (315) and 300
    ///   tall, 10 apart, paging one at a time with the current card centred;
    ///   no header.
    /// - `shelf`: a 52-point header, then groups 88% wide (308) of three rows
    ///   76 tall, 8 apart, scrolling sideways and resting on a group's leading
    ///   edge; each row carries a 72 × 30 `price` badge at its trailing edge.
    /// - `list`: a 44-point header pinned to the visible bounds, full-width rows
    ///   of estimated height (88) one point apart, over a `background`.
    /// - `grid`: a 52-point header, then groups 232 tall of a tile two thirds
    ///   wide beside a vertical pair (4-point insets in each), each tile with a
    ///   24 × 24 `badge` over its top trailing corner, over a `background`.
    /// - Complexity: O(1)
    public static func sectionDescription(_ kind: SectionKind) -> CollectionLayoutSection {
        let fill = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let title = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)),
            elementKind: ElementKind("header"), alignment: .top
        )
        let background = CollectionLayoutDecorationItem.background(
            elementKind: ElementKind("background"), contentInsets: DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        )
        switch kind {
        case .featured:
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(300)),
                subitems: [.item(CollectionLayoutItem(layoutSize: fill))]
            )
            return CollectionLayoutSection(
                group: group, contentInsets: insets(12, 20, 12, 20), interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPagingCentered
            )
        case .shelf:
            let price = CollectionLayoutSupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(72), heightDimension: .absolute(30)),
                elementKind: ElementKind("price"), containerAnchor: CollectionLayoutAnchor(edges: .trailing)
            )
            var group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.88), heightDimension: .absolute(244)),
                subitem: .item(CollectionLayoutItem(layoutSize: fill, supplementaryItems: [price])), count: 3
            )
            group.interItemSpacing = .fixed(8)
            return CollectionLayoutSection(
                group: group, contentInsets: insets(8, 20, 16, 20), interGroupSpacing: 12, boundarySupplementaryItems: [title],
                orthogonalScrollingBehavior: .continuousGroupLeadingBoundary
            )
        case .list:
            let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowEstimate))
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: ElementKind("header"), alignment: .top, pinToVisibleBounds: true, zIndex: 2
            )
            return CollectionLayoutSection(
                group: .horizontal(layoutSize: row, subitems: [.item(CollectionLayoutItem(layoutSize: row))]),
                contentInsets: insets(8, 20, 8, 20), interGroupSpacing: 1, boundarySupplementaryItems: [header], decorationItems: [background]
            )
        case .grid:
            let badge = CollectionLayoutSupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24)),
                elementKind: ElementKind("badge"), containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
            )
            let tileInsets = insets(4, 4, 4, 4)
            let large = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)),
                contentInsets: tileInsets, supplementaryItems: [badge]
            )
            let small = CollectionLayoutItem(layoutSize: fill, contentInsets: tileInsets, supplementaryItems: [badge])
            let pair = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                subitem: .item(small), count: 2
            )
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(232)),
                subitems: [.item(large), .group(pair)]
            )
            return CollectionLayoutSection(
                group: group, contentInsets: insets(8, 20, 16, 20), boundarySupplementaryItems: [title], decorationItems: [background]
            )
        }
    }

    /// Directional insets, in the spec's order: top, leading, bottom, trailing.
    static func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
