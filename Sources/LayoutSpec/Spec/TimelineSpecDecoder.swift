import CollectionLayout

/// Reads a `"type": "timeline"` layout (`TimelineLayout`) and its sections. Keys that
/// only one scroll direction uses are refused in the other (`axisOffset` is
/// vertical only, `nodeItem` and `nodeRadius` horizontal only), so a spec never
/// sets a value that silently does nothing.
enum TimelineSpecDecoder {
    /// The keys of the layout object.
    static let layoutKeys = [
        "type", "scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "headerReferenceSize", "footerReferenceSize", "axisOffset", "lineThickness", "nodeItem", "nodeRadius",
    ]

    /// The keys of a listed section: its items and its overrides of the layout's values.
    static let sectionKeys = SectionItemsDecoder.keys + ["inset", "minimumLineSpacing", "minimumInteritemSpacing"]

    /// The layout keys each scroll direction alone takes.
    static let verticalOnlyKeys = ["axisOffset"]
    static let horizontalOnlyKeys = ["nodeItem", "nodeRadius"]

    /// The timeline layout that `layout` and `sections` describe.
    /// - Complexity: O(items listed in the spec), plus a workload's generation.
    static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> TimelineLayout {
        let object = try SpecObject(layout, path: "layout", allowedKeys: layoutKeys)
        var c = TimelineLayout.Configuration()
        c.scrollDirection = try object.scrollDirection(verticalOnly: verticalOnlyKeys, horizontalOnly: horizontalOnlyKeys)
        if let value = try object.optional("itemSize", SpecValues.size) { c.itemSize = value }
        if let value = try object.optional("minimumLineSpacing", SpecValues.finite) { c.minimumLineSpacing = value }
        if let value = try object.optional("minimumInteritemSpacing", SpecValues.finite) { c.minimumInteritemSpacing = value }
        if let value = try object.optional("sectionInset", SpecValues.insets) { c.sectionInset = value }
        if let value = try object.optional("headerReferenceSize", SpecValues.size) { c.headerReferenceSize = value }
        if let value = try object.optional("footerReferenceSize", SpecValues.size) { c.footerReferenceSize = value }
        if let value = try object.optional("axisOffset", SpecValues.finite) { c.axisOffset = value }
        if let value = try object.optional("lineThickness", SpecValues.length) { c.lineThickness = value }
        if let value = try object.optional("nodeItem", { (value, path) throws(SpecError) in
            try SpecValues.wholeNumber(value, path: path, in: 0...TimelineLayout.maximumNodeItem)
        }) { c.nodeItem = value }
        if let value = try object.optional("nodeRadius", SpecValues.length) { c.nodeRadius = value }
        let defaultSize = c.itemSize
        let sections = try SectionsDecoder.decode(
            sections, sectionKeys: sectionKeys,
            section: { (object, budget) throws(SpecError) in
                TimelineLayout.Section(
                    items: try SectionItemsDecoder.items(of: object, defaultSize: defaultSize, budget: &budget),
                    inset: try object.optional("inset", SpecValues.insets),
                    minimumLineSpacing: try object.optional("minimumLineSpacing", SpecValues.finite),
                    minimumInteritemSpacing: try object.optional("minimumInteritemSpacing", SpecValues.finite)
                )
            },
            workloadSection: { TimelineLayout.Section(items: $0) }
        )
        return TimelineLayout(configuration: c, sections: sections)
    }
}
