import CollectionLayout

/// Reads a `"type": "stickyCards"` layout (`StickyCardsLayout`) and its sections.
///
/// Besides the engine's values the layout takes `cardHeight` (default 200), the
/// height of the cards of `count` sections that give no `itemSize`. Only the
/// height of an item size counts: cards are as wide as the bounds minus the
/// section inset.
enum StickyCardsSpecDecoder {
    /// The keys of the layout object.
    static let layoutKeys = ["type", "cardHeight", "lineSpacing", "sectionInset", "topInset"]

    /// The keys of a listed section: its cards and its line spacing.
    static let sectionKeys = SectionItemsDecoder.keys + ["lineSpacing"]

    /// The height of `count` cards when neither the section nor the layout gives one.
    static let defaultCardHeight = 200.0

    /// The sticky-card layout that `layout` and `sections` describe.
    /// - Complexity: O(items listed in the spec), plus a workload's generation.
    static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> StickyCardsLayout {
        let object = try SpecObject(layout, path: "layout", allowedKeys: layoutKeys)
        var c = StickyCardsLayout.Configuration()
        let cardHeight = try object.optional("cardHeight", SpecValues.length) ?? defaultCardHeight
        if let value = try object.optional("lineSpacing", SpecValues.finite) { c.lineSpacing = value }
        if let value = try object.optional("sectionInset", SpecValues.insets) { c.sectionInset = value }
        if let value = try object.optional("topInset", SpecValues.finite) { c.topInset = value }
        let defaultSize = Size(width: 0, height: cardHeight)
        let sections = try SectionsDecoder.decode(
            sections, sectionKeys: sectionKeys,
            section: { (object, budget) throws(SpecError) in
                StickyCardsLayout.Section(
                    items: try SectionItemsDecoder.items(of: object, defaultSize: defaultSize, budget: &budget),
                    lineSpacing: try object.optional("lineSpacing", SpecValues.finite)
                )
            },
            workloadSection: { StickyCardsLayout.Section(items: $0) }
        )
        return StickyCardsLayout(configuration: c, sections: sections)
    }
}
