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
        let types = LayoutType.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        let layoutValue = try root.required("layout", expected: #"an object whose "type" is one of "# + types)
        guard case .object(let layoutObject) = layoutValue else {
            throw SpecError(path: "layout", message: "expected an object, got \(layoutValue.kindDescription)")
        }
        guard let typeValue = layoutObject["type"] else {
            throw SpecError(path: "layout.type", message: "missing (expected one of \(types))")
        }
        let type = try SpecValues.choice(typeValue, path: "layout.type", noun: "layout type", as: LayoutType.self)
        let sections = try root.required("sections", expected: SectionsDecoder.expectation)
        switch type {
        case .flow:
            self.init(bounds: bounds, layout: .flow(try FlowSpecDecoder.decode(layout: layoutValue, sections: sections)))
        case .waterfall:
            self.init(bounds: bounds, layout: .waterfall(try WaterfallSpecDecoder.decode(layout: layoutValue, sections: sections)))
        case .stickyCards:
            self.init(bounds: bounds, layout: .stickyCards(try StickyCardsSpecDecoder.decode(layout: layoutValue, sections: sections)))
        case .timeline:
            self.init(bounds: bounds, layout: .timeline(try TimelineSpecDecoder.decode(layout: layoutValue, sections: sections)))
        case .calendarWeek:
            self.init(bounds: bounds, layout: .calendarWeek(try CalendarWeekSpecDecoder.decode(layout: layoutValue, sections: sections)))
        case .compositional:
            self.init(bounds: bounds, layout: .compositional(try CompositionalSpecDecoder.decode(layout: layoutValue, sections: sections)))
        }
    }

    /// `{"width": W, "height": H}`, both finite and >= 0.
    private static func bounds(_ value: JSONValue) throws(SpecError) -> Size {
        let object = try SpecObject(value, path: "bounds", allowedKeys: ["width", "height"], description: #"{"width": W, "height": H}"#)
        let width = try SpecValues.length(try object.required("width", expected: "a number >= 0"), path: "bounds.width")
        let height = try SpecValues.length(try object.required("height", expected: "a number >= 0"), path: "bounds.height")
        return Size(width: width, height: height)
    }
}
