import CollectionLayout

/// `"type": "timeline"`: items along a line with nodes, either scroll direction.
extension TimelineLayout: SpecifiedEngineLayout {
    /// `"timeline"`.
    public static var typeName: String { "timeline" }

    /// Decodes a `"timeline"` spec (`TimelineSpecDecoder`).
    public static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> TimelineLayout {
        try TimelineSpecDecoder.decode(layout: layout, sections: sections)
    }

    /// The items of every section.
    /// - Complexity: O(sections)
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
