extension CompositionalLayout {
    /// Checks what every section depends on (rule 14): the bounds, the
    /// configuration, and a single section description.
    /// - Throws: `LayoutError` with the path in the model's terms
    ///   (`configuration.interSectionSpacing`,
    ///   `sectionProvider.group.subitems[1].layoutSize.widthDimension`, ...).
    /// - Complexity: O(layout-wide items + the single description)
    public func validateConfiguration(boundsSize: Size) throws(LayoutError) {
        try LayoutValidation.checkBounds(boundsSize)
        try LayoutValidation.checkFinite(configuration.interSectionSpacing, path: [.configuration, .key("interSectionSpacing")])
        for (index, item) in configuration.boundarySupplementaryItems.enumerated() {
            try Self.validate(item, path: [.configuration, .key("boundarySupplementaryItems"), .index(index)])
        }
        try LayoutValidation.checkElementCount(sections.reduce(0) { $0 + $1.items.count })
        if case .single(let section) = sectionProvider { try Self.validate(section, path: [.sectionDescription(nil)]) }
    }

    /// Checks a section description: its values, its group tree, its boundary and decoration items.
    /// - Complexity: O(nodes of the description)
    static func validate(_ section: CollectionLayoutSection, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        try checkInsets(section.contentInsets, path: path() + .key("contentInsets"))
        try checkFinite(section.interGroupSpacing, path: path() + .key("interGroupSpacing"))
        try validate(section.group, path: path() + .key("group"))
        for (index, item) in section.boundarySupplementaryItems.enumerated() {
            try validate(item, path: path() + .key("boundarySupplementaryItems") + .index(index))
        }
        for (index, decoration) in section.decorationItems.enumerated() {
            func decorationPath() -> LayoutPath { path() + .key("decorationItems") + .index(index) }
            try checkInsets(decoration.contentInsets, path: decorationPath() + .key("contentInsets"))
            guard let z = Int32(exactly: decoration.zIndex), z < Int32.max else {
                throw LayoutError(path: decorationPath() + .key("zIndex"), message: "must be below \(Int32.max), got \(decoration.zIndex)")
            }
        }
    }

    /// Checks a group and its descendants.
    static func validate(_ group: CollectionLayoutGroup, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        try validate(group.layoutSize, path: path() + .key("layoutSize"))
        try checkInsets(group.contentInsets, path: path() + .key("contentInsets"))
        try validate(group.edgeSpacing, path: path() + .key("edgeSpacing"))
        if let spacing = group.interItemSpacing { try checkLength(spacing.minimum, path: path() + .key("interItemSpacing")) }
        for (index, item) in group.supplementaryItems.enumerated() { try validate(item, path: path() + .key("supplementaryItems") + .index(index)) }
        switch group.arrangement {
        case .subitems(let children, _):
            guard !children.isEmpty else { throw LayoutError(path: path() + .key("subitems"), message: "a group needs at least one subitem") }
            for (index, child) in children.enumerated() { try validate(child, path: path() + .key("subitems") + .index(index)) }
        case .equalSubitems(let child, let count, _):
            guard count >= 1 else { throw LayoutError(path: path() + .key("count"), message: "must be >= 1, got \(count)") }
            try validate(child, path: path() + .key("equalSubitems"))
        case .repeatingSubitem(let child, let count, _):
            guard count >= 1 else { throw LayoutError(path: path() + .key("count"), message: "must be >= 1, got \(count)") }
            try validate(child, path: path() + .key("repeatingSubitem"))
        case .custom(.frames(let items)):
            for (index, item) in items.enumerated() where Int32(exactly: item.zIndex) == nil {
                throw LayoutError(path: path() + .key("frames") + .index(index) + .key("zIndex"), message: "must fit in 32 bits, got \(item.zIndex)")
            }
        case .custom(.provider):
            break
        }
    }

    static func validate(_ child: CollectionLayoutSubitem, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        switch child {
        case .group(let group): try validate(group, path: path())
        case .item(let item):
            try validate(item.layoutSize, path: path() + .key("layoutSize"))
            try checkInsets(item.contentInsets, path: path() + .key("contentInsets"))
            try validate(item.edgeSpacing, path: path() + .key("edgeSpacing"))
            for (index, badge) in item.supplementaryItems.enumerated() { try validate(badge, path: path() + .key("supplementaryItems") + .index(index)) }
        }
    }

    /// Checks a width and a height.
    static func validate(_ size: CollectionLayoutSize, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        try validate(size.widthDimension, path: path() + .key("widthDimension"))
        try validate(size.heightDimension, path: path() + .key("heightDimension"))
    }

    /// A fraction must be finite and >= 0; a length (absolute or estimated) too.
    static func validate(_ dimension: CollectionLayoutDimension, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        let value = dimension.value
        guard value.isFinite, value >= 0 else {
            switch dimension {
            case .fractionalWidth, .fractionalHeight:
                throw LayoutError(path: path(), message: "a fraction must be finite and >= 0, got \(value)")
            case .absolute, .estimated, .uniformAcrossSiblings:
                throw LayoutError(path: path(), message: "a length must be finite and >= 0, got \(value)")
            }
        }
    }

    static func validate(_ spacing: CollectionLayoutEdgeSpacing?, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        guard let spacing else { return }
        for (name, edge) in [("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing), ("bottom", spacing.bottom)] {
            if let edge { try checkLength(edge.minimum, path: path() + .key(name)) }
        }
    }

    static func validate(_ badge: CollectionLayoutSupplementaryItem, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        try validate(badge.layoutSize, path: path() + .key("layoutSize"))
        let edges = badge.containerAnchor.edges
        if edges.isSuperset(of: [.top, .bottom]) || edges.isSuperset(of: [.leading, .trailing]) {
            throw LayoutError(path: path() + .key("containerAnchor") + .key("edges"), message: "opposite edges (top and bottom, or leading and trailing) cannot both be anchored")
        }
        let offset: Point
        switch badge.containerAnchor.offset {
        case .absolute(let point), .fractional(let point): offset = point
        }
        guard offset.x.isFinite, offset.y.isFinite else {
            throw LayoutError(path: path() + .key("containerAnchor") + .key("offset"), message: "must be finite, got (\(offset.x), \(offset.y))")
        }
        try checkZIndex(badge.zIndex, path: path() + .key("zIndex"))
    }

    static func validate(_ item: CollectionLayoutBoundarySupplementaryItem, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        try validate(item.layoutSize, path: path() + .key("layoutSize"))
        guard item.absoluteOffset.x.isFinite, item.absoluteOffset.y.isFinite else {
            throw LayoutError(path: path() + .key("absoluteOffset"), message: "must be finite, got (\(item.absoluteOffset.x), \(item.absoluteOffset.y))")
        }
        try checkZIndex(item.zIndex, path: path() + .key("zIndex"))
    }

    static func checkZIndex(_ zIndex: Int, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        guard Int32(exactly: zIndex) != nil else { throw LayoutError(path: path(), message: "must fit in 32 bits, got \(zIndex)") }
    }

    static func checkInsets(_ insets: DirectionalEdgeInsets, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        guard insets.isFinite else { throw LayoutError(path: path(), message: "every inset must be finite") }
    }

    /// `LayoutValidation.checkFinite`, building the path only for an error:
    /// a section provider's descriptions are checked once per section, and
    /// building every path of every section would cost a share of prepare.
    static func checkFinite(_ value: Double, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        if !value.isFinite { try LayoutValidation.checkFinite(value, path: path()) }
    }

    /// `LayoutValidation.checkLength`, building the path only for an error.
    static func checkLength(_ value: Double, path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        if !(value.isFinite && value >= 0) { try LayoutValidation.checkLength(value, path: path()) }
    }
}
