/// The element kinds of one prepared layout, numbered so that each stored
/// element carries a 2-byte code instead of a string.
///
/// Code 0 is always the cell kind; the layout registers every other kind it
/// emits (headers, footers, decorations) before appending elements of it.
public struct KindTable: Sendable {
    /// One registered kind.
    public struct Entry: Hashable, Sendable {
        /// The category of every element of this kind.
        public var category: ElementCategory
        /// The kind's name.
        public var kind: ElementKind
        /// Whether elements of this kind move with the visible bounds (pinned
        /// headers and footers): their stored frame is the envelope of every
        /// place they can occupy, and their real frame is resolved at query time.
        public var isPinned: Bool
    }

    /// The registered kinds, indexed by code.
    public private(set) var entries: [Entry] = [Entry(category: .cell, kind: .cell, isPinned: false)]
    /// For each code, the first code registered for the same category and
    /// kind: the code its elements are looked up by (see `lookupCode`).
    private var lookupCodes: [UInt16] = [0]

    /// Creates a table holding only the cell kind.
    public init() {}

    /// The code of `kind` in `category`, registering it first if needed.
    /// - Complexity: O(number of kinds), a handful per layout.
    public mutating func code(for category: ElementCategory, _ kind: ElementKind, isPinned: Bool = false) -> UInt16 {
        let entry = Entry(category: category, kind: kind, isPinned: isPinned)
        if let found = entries.firstIndex(of: entry) { return UInt16(found) }
        precondition(entries.count < Int(UInt16.max), "too many element kinds")
        let sameKind = existingCode(for: category, kind)
        entries.append(entry)
        lookupCodes.append(sameKind ?? UInt16(entries.count - 1))
        return UInt16(entries.count - 1)
    }

    /// The code elements of the kind `code` are looked up by: the first code
    /// of the same category and kind (`existingCode`). A kind pinned in one
    /// section and not in another (a section provider's headers) has two
    /// codes, but UIKit's lookups name only the kind.
    /// - Complexity: O(1)
    public func lookupCode(_ code: UInt16) -> UInt16 { lookupCodes[Int(code)] }

    /// The code of an already registered kind, or `nil`.
    /// - Complexity: O(number of kinds)
    public func existingCode(for category: ElementCategory, _ kind: ElementKind) -> UInt16? {
        entries.firstIndex { $0.category == category && $0.kind == kind }.map { UInt16($0) }
    }

    /// The entry for `code`.
    /// - Complexity: O(1)
    @inlinable
    public subscript(code: UInt16) -> Entry { entries[Int(code)] }

    /// Whether elements of the kind `code` are pinned: checked before the
    /// hash lookup of their placement, so that a query's cells (never pinned)
    /// cost no hashing.
    /// - Complexity: O(1)
    @inlinable
    public func isPinned(code: UInt16) -> Bool { entries[Int(code)].isPinned }

    /// Whether any registered kind is pinned.
    public var hasPinnedKinds: Bool { entries.contains { $0.isPinned } }
}
