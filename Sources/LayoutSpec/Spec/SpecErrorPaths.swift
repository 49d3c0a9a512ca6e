import CollectionLayout

/// How one layout type's spec names the engine's error paths: the engine
/// says where a refused value is in its own model (`LayoutPath`), the spec
/// says it in JSON (`layout.minimumLineSpacing`, `sections[2].headerSize`,
/// `layout.sectionProvider[1].group.size.width`).
///
/// The default reading: `bounds`, `layout` for the configuration,
/// `sections[i]` for a section, `itemSizes[i]`, `count` and `itemSize` for
/// its items, a key under its own name, an index in brackets. A layout type
/// changes only what its JSON names differently.
public struct SpecErrorPaths: Sendable {
    /// The JSON array of a section's items (`itemSizes`; `events` in a calendar).
    public var itemList = "itemSizes"
    /// JSON names of keys directly under a section, where they differ from the model's.
    public var sectionKeys: [String: String] = [:]
    /// JSON names of keys anywhere else, where they differ from the model's.
    public var keys: [String: String] = [:]
    /// The JSON path of the description section `i` is laid out with (`nil`:
    /// the one every section shares), and a note for the message when that
    /// path does not name the section.
    public var sectionDescription: @Sendable (Int?) -> (path: String, note: String?) = { _ in ("layout.section", nil) }

    /// The default reading.
    public init() {}

    /// The spec's error for the engine's `error`: its path in JSON, its
    /// message (with the note, if any, appended in parentheses).
    /// - Complexity: O(length of the path)
    public func specError(for error: LayoutError) -> SpecError {
        var path = ""
        var note: String?
        var underSection = false
        for component in error.path.components {
            var nextUnderSection = false
            switch component {
            case .bounds: path = SpecPath.member("bounds", of: path)
            case .configuration: path = SpecPath.member("layout", of: path)
            case .section(let section):
                path = SpecPath.element(section, of: SpecPath.member("sections", of: path))
                nextUnderSection = true
            case .sectionDescription(let section): (path, note) = sectionDescription(section)
            case .item(let item): path = SpecPath.element(item, of: SpecPath.member(itemList, of: path))
            case .itemCount: path = SpecPath.member("count", of: path)
            case .uniformItemSize: path = SpecPath.member("itemSize", of: path)
            case .key(let name): path = SpecPath.member((underSection ? sectionKeys[name] : nil) ?? keys[name] ?? name, of: path)
            case .index(let index): path = SpecPath.element(index, of: path)
            }
            underSection = nextUnderSection
        }
        return SpecError(path: path, message: note.map { "\(error.message) (\($0))" } ?? error.message)
    }
}
