import CollectionLayout

/// One layout type a spec can name with `"type"`: everything `LayoutSpec`
/// needs from it, in one definition. The decoded value conforms (the
/// engine's layout itself, or a value that builds it); adding a layout type
/// is one file that conforms plus its entry in `SpecifiedLayout.registeredTypes`.
public protocol SpecifiedLayoutType: Sendable {
    /// The spec's `type` name (`"flow"`).
    static var typeName: String { get }
    /// Decodes the `layout` object and the `sections` array of a spec of this type.
    static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> Self
    /// The engine's layout.
    var collectionLayout: any CollectionLayout { get }
    /// The number of items (cells) in every section.
    var itemCount: Int { get }
    /// How the type's JSON names the engine's error paths.
    var errorPaths: SpecErrorPaths { get }
    /// Whether `other` is the same layout: the same configuration and sections.
    func isSame(as other: Self) -> Bool
}

extension SpecifiedLayoutType {
    /// The default reading of error paths (`SpecErrorPaths()`).
    public var errorPaths: SpecErrorPaths { SpecErrorPaths() }

    /// Whether `other` is of this type and the same layout.
    func isSame(asAny other: any SpecifiedLayoutType) -> Bool {
        guard let other = other as? Self else { return false }
        return isSame(as: other)
    }
}

/// An engine layout that is its own spec value: made of a configuration and
/// sections, compared by them, laid out as itself.
public protocol SpecifiedEngineLayout: SpecifiedLayoutType, CollectionLayout {
    /// The layout-wide values.
    associatedtype Configuration: Equatable
    /// One section's data and overrides.
    associatedtype Section: Equatable

    /// The layout-wide values.
    var configuration: Configuration { get }
    /// The data: one entry per section.
    var sections: [Section] { get }
}

extension SpecifiedEngineLayout {
    /// The layout itself.
    public var collectionLayout: any CollectionLayout { self }

    /// The same configuration and sections.
    public func isSame(as other: Self) -> Bool {
        configuration == other.configuration && sections == other.sections
    }
}

extension SpecifiedEngineLayout where Section: LayoutSection {
    /// The items of every section.
    /// - Complexity: O(sections)
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
