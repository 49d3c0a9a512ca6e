import CollectionLayout

/// Reads a `"type": "stickyCards"` layout (`StickyCardsLayout`) and its sections.
///
/// Besides the engine's values the layout takes the length of the cards of
/// `count` sections that give no `itemSize` (default 200): `cardHeight` when
/// the cards scroll vertically, `cardWidth` when `"scrollDirection":
/// "horizontal"`; the other key is refused, as the timeline refuses keys of the
/// other direction. Only an item size's length along the scroll axis counts:
/// across it, cards span the bounds minus the section inset.
enum StickyCardsSpecDecoder {
    /// The keys of the layout object.
    static let layoutKeys = ["type", "cardHeight", "lineSpacing", "sectionInset", "topInset", "scrollDirection", "cardWidth"]

    /// The keys of a listed section: its cards and its line spacing.
    static let sectionKeys = SectionItemsDecoder.keys + ["lineSpacing"]

    /// The length of `count` cards when neither the section nor the layout gives one.
    static let defaultCardLength = 200.0

    /// The sticky-card layout that `layout` and `sections` describe.
    /// - Complexity: O(items listed in the spec), plus a workload's generation.
    static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> StickyCardsLayout {
        let object = try SpecObject(layout, path: "layout", allowedKeys: layoutKeys)
        var c = StickyCardsLayout.Configuration()
        c.scrollDirection = try object.scrollDirection(verticalOnly: ["cardHeight"], horizontalOnly: ["cardWidth"])
        let cardLength = try object.optional(c.scrollDirection == .vertical ? "cardHeight" : "cardWidth", SpecValues.length) ?? defaultCardLength
        if let value = try object.optional("lineSpacing", SpecValues.finite) { c.lineSpacing = value }
        if let value = try object.optional("sectionInset", SpecValues.insets) { c.sectionInset = value }
        if let value = try object.optional("topInset", SpecValues.finite) { c.topInset = value }
        let defaultSize = Size(main: cardLength, cross: 0, mainAxis: c.scrollDirection)
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
