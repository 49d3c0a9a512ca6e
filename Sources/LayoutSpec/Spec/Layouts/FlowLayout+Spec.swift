import CollectionLayout

/// `"type": "flow"`: UIKit's flow layout.
extension FlowLayout: SpecifiedEngineLayout {
    /// `"flow"`.
    public static var typeName: String { "flow" }

    /// Decodes a `"flow"` spec (`FlowSpecDecoder`).
    public static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> FlowLayout {
        try FlowSpecDecoder.decode(layout: layout, sections: sections)
    }

    /// A section's header and footer sizes are `headerSize` and `footerSize` in a spec.
    public var errorPaths: SpecErrorPaths {
        var paths = SpecErrorPaths()
        paths.sectionKeys = ["headerReferenceSize": "headerSize", "footerReferenceSize": "footerSize"]
        return paths
    }
}
