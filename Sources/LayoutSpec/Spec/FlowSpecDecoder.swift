import CollectionLayout

/// Reads a `"type": "flow"` layout (`UICollectionViewFlowLayout`) and its sections.
///
/// A `count` section without `itemSize` uses the layout's `estimatedItemSize`
/// when it is set (UIKit's first, estimated pass), else the layout's `itemSize`.
enum FlowSpecDecoder {
    /// The keys of the layout object, with UIKit's names.
    static let layoutKeys = [
        "type", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
        "headerReferenceSize", "footerReferenceSize", "sectionInset", "scrollDirection",
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "lineAlignment", "lastLineAlignment",
        "sectionBackground", "closedForm",
    ]

    /// The keys of a listed section: its items and its overrides of the layout's values.
    static let sectionKeys = SectionItemsDecoder.keys + [
        "inset", "headerSize", "footerSize", "minimumLineSpacing", "minimumInteritemSpacing",
    ]

    /// The spec's names of the scroll axis.
    enum ScrollDirection: String, CaseIterable {
        case vertical, horizontal

        var axis: Axis { self == .vertical ? .vertical : .horizontal }
    }

    /// The flow layout that `layout` and `sections` describe.
    /// - Complexity: O(items listed in the spec), plus a workload's generation.
    static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> FlowLayout {
        let object = try SpecObject(layout, path: "layout", allowedKeys: layoutKeys)
        let configuration = try configuration(of: object)
        let defaultSize = configuration.estimatedItemSize ?? configuration.itemSize
        let sections = try SectionsDecoder.decode(
            sections, sectionKeys: sectionKeys,
            section: { (object, budget) throws(SpecError) in try section(object, defaultSize: defaultSize, budget: &budget) },
            workloadSection: { FlowLayout.Section(items: $0) }
        )
        var layout = FlowLayout(configuration: configuration, sections: sections)
        if let value = try object.optional("closedForm", SpecValues.bool) { layout.uniformSectionsInClosedForm = value }
        return layout
    }

    private static func configuration(of object: SpecObject) throws(SpecError) -> FlowLayout.Configuration {
        var c = FlowLayout.Configuration()
        if let value = try object.optional("itemSize", SpecValues.size) { c.itemSize = value }
        c.estimatedItemSize = try object.optional("estimatedItemSize", SpecValues.size)
        if let value = try object.optional("minimumLineSpacing", SpecValues.finite) { c.minimumLineSpacing = value }
        if let value = try object.optional("minimumInteritemSpacing", SpecValues.finite) { c.minimumInteritemSpacing = value }
        if let value = try object.optional("headerReferenceSize", SpecValues.size) { c.headerReferenceSize = value }
        if let value = try object.optional("footerReferenceSize", SpecValues.size) { c.footerReferenceSize = value }
        if let value = try object.optional("sectionInset", SpecValues.insets) { c.sectionInset = value }
        c.scrollDirection = try object.scrollDirection()
        if let value = try object.optional("sectionHeadersPinToVisibleBounds", SpecValues.bool) { c.sectionHeadersPinToVisibleBounds = value }
        if let value = try object.optional("sectionFootersPinToVisibleBounds", SpecValues.bool) { c.sectionFootersPinToVisibleBounds = value }
        if let value = try object.optional("lineAlignment", alignment) { c.lineAlignment = value }
        if let value = try object.optional("lastLineAlignment", alignment) { c.lastLineAlignment = value }
        if let value = try object.optional("sectionBackground", SpecValues.bool) { c.sectionBackground = value }
        return c
    }

    private static func alignment(_ value: JSONValue, path: String) throws(SpecError) -> LineAlignment {
        try SpecValues.choice(value, path: path, noun: "alignment", as: LineAlignment.self)
    }

    private static func section(_ object: SpecObject, defaultSize: Size, budget: inout ItemBudget) throws(SpecError) -> FlowLayout.Section {
        FlowLayout.Section(
            items: try SectionItemsDecoder.items(of: object, defaultSize: defaultSize, budget: &budget),
            inset: try object.optional("inset", SpecValues.insets),
            headerReferenceSize: try object.optional("headerSize", SpecValues.size),
            footerReferenceSize: try object.optional("footerSize", SpecValues.size),
            minimumLineSpacing: try object.optional("minimumLineSpacing", SpecValues.finite),
            minimumInteritemSpacing: try object.optional("minimumInteritemSpacing", SpecValues.finite)
        )
    }
}
