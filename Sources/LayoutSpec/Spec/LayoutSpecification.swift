import CollectionLayout

/// A decoded layout spec (`docs/spec.md`, section 1): one collection view's
/// bounds, and its layout with the layout's data.
///
/// Decode with `init(json:)` (text or bytes) or `init(decoding:)` (a parsed
/// `JSONValue`); every refusal is one `SpecError` naming the JSON path. Then
/// `prepare(index:)` lays it out.
public struct LayoutSpecification: Equatable, Sendable {
    /// The collection view's size (`bounds`).
    public var bounds: Size
    /// The layout and its sections.
    public var layout: SpecifiedLayout

    /// Creates a spec from its parts.
    public init(bounds: Size, layout: SpecifiedLayout) {
        self.bounds = bounds
        self.layout = layout
    }

    /// Parses and decodes a spec document.
    /// - Complexity: O(n) in the document's length, plus a workload's generation.
    public init(json: String) throws(SpecError) {
        try self.init(json: Array(json.utf8))
    }

    /// Parses and decodes a spec document given as UTF-8 bytes.
    /// - Complexity: O(n) in the document's length, plus a workload's generation.
    public init(json bytes: [UInt8]) throws(SpecError) {
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONParser.parse(bytes)
        } catch {
            throw SpecError(error)
        }
        try self.init(decoding: value)
    }

    /// The number of items (cells) in every section.
    /// - Complexity: O(sections)
    public var itemCount: Int { layout.value.itemCount }

    /// Lays the spec out with the rect-query index `index`; the engine's
    /// refusals (`LayoutError`) become `SpecError`s with the path in the
    /// layout type's JSON terms (`SpecifiedLayoutType.errorPaths`).
    ///
    /// Finite inputs can still add up to infinity (items 1e308 tall stack past
    /// `Double.greatestFiniteMagnitude`); the engine refuses such a layout
    /// (`PreparedLayoutBuilder.build`), so nothing is printed as `inf`.
    /// - Complexity: that of the layout's prepare, O(n) plus the index build
    ///   (which also refuses frames that overflow to infinity or NaN).
    public func prepare(index: IndexStrategy = .auto) throws(SpecError) -> PreparedLayout {
        do throws(LayoutError) {
            return try layout.collectionLayout.prepare(boundsSize: bounds, index: index)
        } catch {
            throw layout.value.errorPaths.specError(for: error)
        }
    }
}

/// The layout a spec names with `"type"`, holding its configuration and
/// sections: a value of one of the `registeredTypes`.
public struct SpecifiedLayout: Equatable, Sendable {
    /// Every layout type a spec may name, in the order error messages list them.
    public static let registeredTypes: [any SpecifiedLayoutType.Type] = [
        FlowLayout.self, WaterfallLayout.self, StickyCardsLayout.self, TimelineLayout.self, CalendarWeekLayout.self,
        SpecifiedCompositionalLayout.self,
    ]

    /// The decoded layout.
    public var value: any SpecifiedLayoutType

    /// The spec layout `value`.
    public init(_ value: some SpecifiedLayoutType) {
        self.value = value
    }

    /// The registered type named `typeName`, or `nil`.
    /// - Complexity: O(registered types)
    static func registeredType(named typeName: String) -> (any SpecifiedLayoutType.Type)? {
        registeredTypes.first { $0.typeName == typeName }
    }

    /// The spec's `type` name.
    public var typeName: String { type(of: value).typeName }

    /// The layout, as the engine's protocol.
    public var collectionLayout: any CollectionLayout { value.collectionLayout }

    /// Equal when the type, the configuration and the sections are.
    public static func == (lhs: SpecifiedLayout, rhs: SpecifiedLayout) -> Bool {
        lhs.value.isSame(asAny: rhs.value)
    }
}
