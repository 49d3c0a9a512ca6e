/// The position of an element: its section and its item within the section.
///
/// Supplementary and decoration elements use `item` as UIKit does (0 for a
/// section header or footer).
public struct IndexPath: Hashable, Comparable, Sendable {
    /// The section.
    public var section: Int
    /// The item within the section.
    public var item: Int

    /// Creates an index path.
    /// - Complexity: O(1)
    @inlinable
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then item.
    /// - Complexity: O(1)
    @inlinable
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath: CustomStringConvertible {
    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
