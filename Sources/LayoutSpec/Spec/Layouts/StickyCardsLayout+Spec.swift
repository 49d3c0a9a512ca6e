import CollectionLayout

/// `"type": "stickyCards"`: cards that pin and stack as they scroll.
extension StickyCardsLayout: SpecifiedEngineLayout {
    /// `"stickyCards"`.
    public static var typeName: String { "stickyCards" }

    /// Decodes a `"stickyCards"` spec (`StickyCardsSpecDecoder`).
    public static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> StickyCardsLayout {
        try StickyCardsSpecDecoder.decode(layout: layout, sections: sections)
    }

    /// The items of every section.
    /// - Complexity: O(sections)
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
