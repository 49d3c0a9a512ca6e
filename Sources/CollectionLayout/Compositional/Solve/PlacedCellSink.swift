/// Where `SectionPlacement` writes a section's cells, in item order: the
/// builder, one `appendCell` each (a cell may carry a zIndex), or the
/// `CellFrameWriter` of one `PreparedLayoutBuilder.appendCells` run for
/// the whole section, when every cell's zIndex is 0.
///
/// Why: `appendCell` checks per cell that the builder's frames are uniquely
/// referenced and have room, and whether the cell continues its section's
/// run of implied keys; the writer makes those checks once per chunk. The
/// elements, keys and lanes written are the same.
protocol PlacedCellSink {
    /// Appends the cell of item `item` of the current section.
    /// - Precondition: `zIndex` is 0 for a `CellFrameWriter`.
    mutating func appendPlacedCell(frame: Rect, item: Int, zIndex: Int32)
}

extension PreparedLayoutBuilder: PlacedCellSink {
    /// `appendCell` in the cells' lane.
    /// - Complexity: amortized O(1)
    @inline(__always)
    mutating func appendPlacedCell(frame: Rect, item: Int, zIndex: Int32) {
        appendCell(frame: frame, item: item, lane: CompositionalLane.cells.lane, zIndex: zIndex)
    }
}

extension CellFrameWriter: PlacedCellSink {
    /// `append` in the cells' lane: the writer's run numbers the items.
    /// - Complexity: amortized O(1)
    @inline(__always)
    mutating func appendPlacedCell(frame: Rect, item: Int, zIndex: Int32) {
        assert(zIndex == 0, "a cell written through the chunk writer has zIndex 0")
        append(frame, lane: CompositionalLane.cells.lane)
    }
}
