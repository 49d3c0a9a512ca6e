/// The changes of one `performBatchUpdates`, in UIKit's terms: deletes,
/// reloads and the sources of moves name index paths *before* the update;
/// inserts and the destinations of moves name index paths *after* it. The
/// order in which changes are added does not matter.
public struct BatchUpdate: Hashable, Sendable {
    /// One item moved from an old index path to a new one.
    public struct ItemMove: Hashable, Sendable {
        /// Where the item was, before the update.
        public var from: IndexPath
        /// Where it is, after the update.
        public var to: IndexPath
        /// Creates a move.
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// One section moved.
    public struct SectionMove: Hashable, Sendable {
        /// Its index before the update.
        public var from: Int
        /// Its index after the update.
        public var to: Int
        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted (old indexes).
    public var deletedSections: [Int] = []
    /// Sections inserted (new indexes).
    public var insertedSections: [Int] = []
    /// Sections reloaded (old indexes): deleted and inserted again in place.
    public var reloadedSections: [Int] = []
    /// Sections moved.
    public var movedSections: [SectionMove] = []
    /// Items deleted (old index paths).
    public var deletedItems: [IndexPath] = []
    /// Items inserted (new index paths).
    public var insertedItems: [IndexPath] = []
    /// Items reloaded (old index paths): same identity, new content and size.
    public var reloadedItems: [IndexPath] = []
    /// Items moved.
    public var movedItems: [ItemMove] = []

    /// An empty update.
    public init() {}

    /// Deletes items (UIKit's `deleteItems(at:)`).
    /// - Complexity: amortized O(number of index paths or sections added)
    public mutating func deleteItems(at indexPaths: [IndexPath]) { deletedItems += indexPaths }
    /// Inserts items (UIKit's `insertItems(at:)`).
    /// - Complexity: amortized O(number of index paths or sections added)
    public mutating func insertItems(at indexPaths: [IndexPath]) { insertedItems += indexPaths }
    /// Reloads items (UIKit's `reloadItems(at:)`).
    /// - Complexity: amortized O(number of index paths or sections added)
    public mutating func reloadItems(at indexPaths: [IndexPath]) { reloadedItems += indexPaths }
    /// Moves an item (UIKit's `moveItem(at:to:)`).
    /// - Complexity: amortized O(number of index paths or sections added)
    public mutating func moveItem(at from: IndexPath, to: IndexPath) { movedItems.append(ItemMove(from: from, to: to)) }
    /// Deletes sections (UIKit's `deleteSections(_:)`).
    /// - Complexity: amortized O(number of index paths or sections added)
    public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }
    /// Inserts sections (UIKit's `insertSections(_:)`).
    /// - Complexity: amortized O(number of index paths or sections added)
    public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }
    /// Reloads sections (UIKit's `reloadSections(_:)`).
    /// - Complexity: amortized O(number of index paths or sections added)
    public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }
    /// Moves a section (UIKit's `moveSection(_:toSection:)`).
    /// - Complexity: amortized O(number of index paths or sections added)
    public mutating func moveSection(_ from: Int, toSection to: Int) { movedSections.append(SectionMove(from: from, to: to)) }
}
