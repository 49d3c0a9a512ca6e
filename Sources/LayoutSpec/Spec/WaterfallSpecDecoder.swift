import CollectionLayout

/// Reads a `"type": "waterfall"` layout (CHTCollectionViewWaterfallLayout) and its sections.
///
/// Besides CHT's keys the layout takes `itemSize` (default `[50, 50]`), the
/// size of the items of `count` sections that give none; only its aspect
/// ratio counts, so its width must be > 0.
enum WaterfallSpecDecoder {
    /// The keys of the layout object.
    static let layoutKeys = [
        "type", "columnCount", "columnSpacing", "interitemSpacing", "sectionInset", "headerHeight", "footerHeight",
        "itemRenderDirection", "itemSize", "sectionBackground",
    ]

    /// The keys of a listed section: its items and its overrides of the layout's values.
    static let sectionKeys = SectionItemsDecoder.keys + [
        "columnCount", "inset", "columnSpacing", "interitemSpacing", "headerHeight", "footerHeight",
    ]

    /// The size of `count` items when neither the section nor the layout gives one.
    static let defaultItemSize = Size(width: 50, height: 50)

    /// The waterfall layout that `layout` and `sections` describe.
    /// - Complexity: O(items listed in the spec), plus a workload's generation.
    static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> WaterfallLayout {
        let object = try SpecObject(layout, path: "layout", allowedKeys: layoutKeys)
        var c = WaterfallLayout.Configuration()
        if let value = try object.optional("columnCount", columnCount) { c.columnCount = value }
        if let value = try object.optional("columnSpacing", SpecValues.finite) { c.columnSpacing = value }
        if let value = try object.optional("interitemSpacing", SpecValues.finite) { c.interitemSpacing = value }
        if let value = try object.optional("sectionInset", SpecValues.insets) { c.sectionInset = value }
        if let value = try object.optional("headerHeight", SpecValues.length) { c.headerHeight = value }
        if let value = try object.optional("footerHeight", SpecValues.length) { c.footerHeight = value }
        if let value = try object.optional("itemRenderDirection", { (value, path) throws(SpecError) in
            try SpecValues.choice(value, path: path, noun: "itemRenderDirection", as: WaterfallLayout.ItemRenderDirection.self)
        }) { c.itemRenderDirection = value }
        if let value = try object.optional("sectionBackground", SpecValues.bool) { c.sectionBackground = value }
        let itemSize = try object.optional("itemSize", SpecValues.size) ?? defaultItemSize
        guard itemSize.width > 0 else {
            throw SpecError(path: object.path(of: "itemSize"), message: "width must be > 0 in a waterfall (items are sized by aspect ratio)")
        }
        let sections = try SectionsDecoder.decode(
            sections, sectionKeys: sectionKeys,
            section: { (object, budget) throws(SpecError) in try section(object, defaultSize: itemSize, budget: &budget) },
            workloadSection: { WaterfallLayout.Section(items: $0) }
        )
        return WaterfallLayout(configuration: c, sections: sections)
    }

    /// A column count: a whole number from 1 to `WaterfallLayout.maximumColumnCount`.
    private static func columnCount(_ value: JSONValue, path: String) throws(SpecError) -> Int {
        try SpecValues.wholeNumber(value, path: path, in: 1...WaterfallLayout.maximumColumnCount)
    }

    private static func section(_ object: SpecObject, defaultSize: Size, budget: inout ItemBudget) throws(SpecError) -> WaterfallLayout.Section {
        WaterfallLayout.Section(
            items: try SectionItemsDecoder.items(of: object, defaultSize: defaultSize, budget: &budget),
            columnCount: try object.optional("columnCount", columnCount),
            inset: try object.optional("inset", SpecValues.insets),
            columnSpacing: try object.optional("columnSpacing", SpecValues.finite),
            interitemSpacing: try object.optional("interitemSpacing", SpecValues.finite),
            headerHeight: try object.optional("headerHeight", SpecValues.length),
            footerHeight: try object.optional("footerHeight", SpecValues.length)
        )
    }
}
