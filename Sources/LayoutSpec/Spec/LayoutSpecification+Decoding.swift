import CollectionLayout

extension LayoutSpecification {
    /// The keys of the spec object.
    static let topLevelKeys = ["bounds", "sections", "layout"]

    /// Decodes a parsed spec document.
    ///
    /// Reads, in order: the top-level keys, `bounds`, `layout` (its `type` first,
    /// which decides the keys allowed in the layout and in each section), then
    /// `sections`. The first problem found is thrown.
    /// - Complexity: O(values in the document), plus a workload's generation.
    public init(decoding value: JSONValue) throws(SpecError) {
        let root = try SpecObject(value, path: "", allowedKeys: Self.topLevelKeys, description: "a spec object with bounds, sections and layout")
        let bounds = try Self.bounds(try root.required("bounds", expected: #"{"width": W, "height": H}"#))
        let types = SpecifiedLayout.registeredTypes.map { JSONText.quoted($0.typeName) }.joined(separator: ", ")
        let layoutValue = try root.required("layout", expected: #"an object whose "type" is one of "# + types)
        guard case .object(let layoutObject) = layoutValue else {
            throw SpecError(path: "layout", message: "expected an object, got \(layoutValue.kindDescription)")
        }
        guard let typeValue = layoutObject["type"] else {
            throw SpecError(path: "layout.type", message: "missing (expected one of \(types))")
        }
        let typeName = try SpecValues.string(typeValue, path: "layout.type")
        guard let type = SpecifiedLayout.registeredType(named: typeName) else {
            throw SpecError(path: "layout.type", message: "unknown layout type \(JSONText.quoted(typeName)) (expected one of \(types))")
        }
        let sections = try root.required("sections", expected: SectionsDecoder.expectation)
        self.init(bounds: bounds, layout: SpecifiedLayout(try type.decode(layout: layoutValue, sections: sections)))
    }

    /// `{"width": W, "height": H}`, both finite and >= 0.
    private static func bounds(_ value: JSONValue) throws(SpecError) -> Size {
        let object = try SpecObject(value, path: "bounds", allowedKeys: ["width", "height"], description: #"{"width": W, "height": H}"#)
        let width = try SpecValues.length(try object.required("width", expected: "a number >= 0"), path: "bounds.width")
        let height = try SpecValues.length(try object.required("height", expected: "a number >= 0"), path: "bounds.height")
        return Size(width: width, height: height)
    }
}
