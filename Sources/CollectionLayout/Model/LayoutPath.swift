/// Where a refused value sits in a layout's input, named in the engine's own
/// terms: a section, an item, a stored property by its name in the model
/// (`minimumLineSpacing`, `layoutSize`, `widthDimension`), an element of a
/// list property (`subitems`, `boundarySupplementaryItems`).
///
/// The engine never writes a front end's notation: the spec's JSON paths
/// (`sections[2].itemSizes[5]`, `layout.section.group.size.width`) are
/// `LayoutSpec`'s mapping of these components. `description` is the
/// engine's own reading, for errors shown without a front end.
public struct LayoutPath: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// The collection view's size given to `prepare` (`boundsSize`).
        case bounds
        /// The layout's layout-wide values (its `configuration`).
        case configuration
        /// Section `i` of the data, with its per-section values.
        case section(Int)
        /// The description section `i` is laid out with (a compositional
        /// layout's `sectionProvider`); `nil` for the one description every
        /// section shares (`SectionProvider.single`), checked once.
        case sectionDescription(Int?)
        /// Item `i` of the section before it: its listed size, or its event.
        case item(Int)
        /// The number of items of a section of uniform sizes (`ItemSizes.uniform`'s `count`).
        case itemCount
        /// The size every item of a section of uniform sizes shares (`ItemSizes.uniform`'s `size`).
        case uniformItemSize
        /// A stored property or case of the value before it, as the model names it.
        case key(String)
        /// Element `i` of the list the key before it names.
        case index(Int)
    }

    /// The steps, outermost first; empty when the error is about the input as a whole.
    public var components: [Component]

    /// A path of `components`.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// A path of the listed components.
    public init(arrayLiteral components: Component...) {
        self.components = components
    }

    /// Whether the path names nothing (the input as a whole).
    public var isEmpty: Bool { components.isEmpty }

    /// `lhs` followed by `rhs`.
    /// - Complexity: O(length of both)
    public static func + (lhs: LayoutPath, rhs: LayoutPath) -> LayoutPath {
        LayoutPath(lhs.components + rhs.components)
    }

    /// `path` followed by `component`.
    /// - Complexity: O(length of the path)
    public static func + (path: LayoutPath, component: Component) -> LayoutPath {
        LayoutPath(path.components + [component])
    }

    /// The engine's reading: `sections[2].items[5]`,
    /// `sectionProvider(3).group.subitems[0].layoutSize`,
    /// `configuration.minimumLineSpacing`, `boundsSize`.
    /// - Complexity: O(length of the path)
    public var description: String {
        var result = ""
        func member(_ name: String) { result += result.isEmpty ? name : "." + name }
        for component in components {
            switch component {
            case .bounds: member("boundsSize")
            case .configuration: member("configuration")
            case .section(let section): member("sections[\(section)]")
            case .sectionDescription(let section): member(section.map { "sectionProvider(\($0))" } ?? "sectionProvider")
            case .item(let item): member("items[\(item)]")
            case .itemCount: member("items.count")
            case .uniformItemSize: member("items.size")
            case .key(let name): member(name)
            case .index(let index): result += "[\(index)]"
            }
        }
        return result
    }
}
