/// A cell placed by the group solver, in the coordinates of the solved
/// top-level group (its origin at 0, 0).
struct PlacedCell {
    /// The cell's frame.
    var frame: Rect
    /// Its stacking order (a custom item's, else 0).
    var zIndex: Int32
}

/// A supplementary item (badge) placed by the group solver, in the
/// coordinates of the solved top-level group.
struct PlacedSupplementary {
    /// Its frame.
    var frame: Rect
    /// Its kind's code in the builder.
    var kindCode: UInt16
    /// Its stacking order.
    var zIndex: Int32
    /// Its item, counted from the group's first item.
    var item: Int32
}

/// One solved group instance: its cells in item order, its supplementary
/// items in item order (a group's before its first item's), its size and the
/// number of items it holds.
///
/// Its arrays are kept between solves (`removeAll(keepingCapacity:)`), so
/// solving a repetition allocates nothing once they have grown.
struct GroupSolution {
    /// The cells, item `i` of the group at index `i`.
    var cells: [PlacedCell] = []
    /// The supplementary items.
    var supplementaries: [PlacedSupplementary] = []
    /// The group's resolved size.
    var size: Size = .zero

    /// The number of items (cells) the group holds.
    var itemCount: Int { cells.count }

    /// Empties the solution, keeping its storage.
    mutating func reset() {
        cells.removeAll(keepingCapacity: true)
        supplementaries.removeAll(keepingCapacity: true)
        size = .zero
    }
}
