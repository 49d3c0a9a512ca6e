/// What an element is to the collection view: UIKit's `representedElementCategory`.
///
/// The order of the cases is the contract's output order (cells first).
public enum ElementCategory: UInt8, Hashable, Comparable, Sendable, CaseIterable {
    /// A cell, one per item of the data source.
    case cell
    /// A supplementary view (section header, footer, badge, ...), backed by data.
    case supplementary
    /// A decoration view (background, axis line, ...), owned by the layout.
    case decoration

    /// The contract's name: `cell`, `supplementary` or `decoration`.
    public var name: String {
        switch self {
        case .cell: "cell"
        case .supplementary: "supplementary"
        case .decoration: "decoration"
        }
    }

    /// Orders as the contract's output does: cell, supplementary, decoration.
    /// - Complexity: O(1)
    @inlinable
    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The kind of a supplementary or decoration element (UIKit's `elementKind`),
/// `-` for cells.
public struct ElementKind: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The kind's name, as printed by the CLI.
    public var rawValue: String

    /// Creates a kind from its name.
    /// - Complexity: O(1)
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of every cell.
    public static let cell = ElementKind("-")
    /// A section header (UIKit's `elementKindSectionHeader`).
    public static let header = ElementKind("header")
    /// A section footer (UIKit's `elementKindSectionFooter`).
    public static let footer = ElementKind("footer")

    /// Orders by name.
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kind's name.
    public var description: String { rawValue }
}
