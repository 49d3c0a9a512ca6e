import CollectionLayout

/// `"type": "waterfall"`: columns of items sized by aspect ratio.
extension WaterfallLayout: SpecifiedEngineLayout {
    /// `"waterfall"`.
    public static var typeName: String { "waterfall" }

    /// Decodes a `"waterfall"` spec (`WaterfallSpecDecoder`).
    public static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> WaterfallLayout {
        try WaterfallSpecDecoder.decode(layout: layout, sections: sections)
    }
}
