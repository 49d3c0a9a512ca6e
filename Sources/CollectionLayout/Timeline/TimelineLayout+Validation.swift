extension TimelineLayout {
    /// The largest `nodeItem`: item indexes are 32-bit.
    public static let maximumNodeItem = Int(Int32.max)

    /// Refuses what cannot be laid out: non-finite or negative sizes, non-finite
    /// spacings, insets or offsets, a negative radius or thickness, and, scrolling
    /// horizontally, a section without its node item.
    /// - Complexity: O(n) for sections that list their sizes, O(sections) otherwise.
    func validate(boundsSize: Size) throws(LayoutError) {
        try LayoutValidation.checkBounds(boundsSize)
        let c = configuration
        try LayoutValidation.checkSize(c.itemSize, path: [.configuration, .key("itemSize")])
        try LayoutValidation.checkFinite(c.minimumLineSpacing, path: [.configuration, .key("minimumLineSpacing")])
        try LayoutValidation.checkFinite(c.minimumInteritemSpacing, path: [.configuration, .key("minimumInteritemSpacing")])
        try LayoutValidation.checkInsets(c.sectionInset, path: [.configuration, .key("sectionInset")])
        try LayoutValidation.checkSize(c.headerReferenceSize, path: [.configuration, .key("headerReferenceSize")])
        try LayoutValidation.checkSize(c.footerReferenceSize, path: [.configuration, .key("footerReferenceSize")])
        try LayoutValidation.checkFinite(c.axisOffset, path: [.configuration, .key("axisOffset")])
        try LayoutValidation.checkLength(c.lineThickness, path: [.configuration, .key("lineThickness")])
        try LayoutValidation.checkLength(c.nodeRadius, path: [.configuration, .key("nodeRadius")])
        guard c.nodeItem >= 0, c.nodeItem <= Self.maximumNodeItem else {
            throw LayoutError(path: [.configuration, .key("nodeItem")], message: "must be between 0 and \(Self.maximumNodeItem), got \(c.nodeItem)")
        }
        var elements = 0
        for (index, section) in sections.enumerated() {
            try LayoutValidation.checkItems(section.items, section: index)
            // Paths are built only for a section to refuse: building them for every
            // section was most of a 10^6-item prepare (`events` has ~285,000 sections;
            // `layout-bench run --filter layout=timeline`: 279 ns and 1.7 allocations per item).
            if !Self.overridesAreFinite(section) { try Self.checkOverrides(section, path: [.section(index)]) }
            if c.scrollDirection == .horizontal, section.items.count <= c.nodeItem {
                throw LayoutError(
                    path: [.section(index)],
                    message: "a horizontal timeline's section needs its node, item \(c.nodeItem) (layout.nodeItem), but has \(section.items.count) item\(section.items.count == 1 ? "" : "s")"
                )
            }
            elements += section.items.count + 2
        }
        try LayoutValidation.checkElementCount(elements + 1)
    }

    /// Whether a section's overrides are all finite (the common case, checked without strings).
    static func overridesAreFinite(_ section: Section) -> Bool {
        (section.inset?.isFinite ?? true) && (section.minimumLineSpacing?.isFinite ?? true) && (section.minimumInteritemSpacing?.isFinite ?? true)
    }

    /// The refusal of a section whose overrides are not all finite.
    static func checkOverrides(_ section: Section, path: LayoutPath) throws(LayoutError) {
        try LayoutValidation.checkInsets(section.inset, path: path + .key("inset"))
        if let spacing = section.minimumLineSpacing { try LayoutValidation.checkFinite(spacing, path: path + .key("minimumLineSpacing")) }
        if let spacing = section.minimumInteritemSpacing { try LayoutValidation.checkFinite(spacing, path: path + .key("minimumInteritemSpacing")) }
    }
}
