extension FlowLineFiller {
    /// `placeAll` for `count` items of one `size`: every line but the
    /// section's last holds the same items at the same cross positions
    /// (measured from item 0 on, with the same spacing and alignment), so
    /// the first line is measured and its cross positions summed once, and
    /// each of those lines writes its cells from that table with the
    /// main-axis start `place` computes. The last line, partial or in
    /// `lastLineAlignment`, is filled as by `placeAll`. Frames are those of
    /// `placeAll` bit for bit: the same running sums, in the same order.
    ///
    /// Finiteness is checked once per line (its main-axis end) and once per
    /// section (each column's cross-axis end), not per cell: a frame is
    /// finite when both its ends are (`PreparedLayoutBuilder.isFinite`).
    /// - Complexity: O(count + items per line); a size is read per cell
    ///   placed and per item measured in the first and last lines.
    mutating func placeUniformLines(count: Int, size: Size, into cells: inout CellFrameWriter) -> Double {
        guard count > 0 else { return lineStart }
        let full = measureLine(from: 0) { _ in size }
        let columns = full.end
        // Every line but the last is full and in `lineAlignment`.
        let repeated = (count - 1) / columns
        guard repeated > 0 else { return placeAll(into: &cells) { _ in size } }
        let mainLength = size[axis], crossLength = size[axis.cross]
        let mainOffset = (full.mainLength - mainLength) / 2
        let (firstCross, gap) = crossPlacement(of: full, alignment: lineAlignment)
        let lineEnd = withUnsafeTemporaryAllocation(of: Double.self, capacity: columns) { table in
            var cross = firstCross, tableIsFinite = true
            for column in 0..<columns {
                table[column] = cross
                if !(cross + crossLength).isFinite { tableIsFinite = false }
                cross += crossLength + gap
            }
            if !tableIsFinite { cells.noteNonFiniteFrame() }
            let table = UnsafeBufferPointer(table)
            return axis == .vertical
                ? writeLines(repeated, table: table, mainOffset: mainOffset, lineLength: full.mainLength, itemMain: mainLength, into: &cells) {
                    Rect(x: $1, y: $0, width: crossLength, height: mainLength)
                }
                : writeLines(repeated, table: table, mainOffset: mainOffset, lineLength: full.mainLength, itemMain: mainLength, into: &cells) {
                    Rect(x: $0, y: $1, width: mainLength, height: crossLength)
                }
        }
        itemReads += full.reads + repeated * columns
        return placeAll(into: &cells, from: repeated * columns, lineEnd: lineEnd) { _ in size }
    }

    /// Writes `lines` full lines of `table.count` cells from `lineStart`,
    /// each cell's frame made by `frame(main, cross)`, and returns where the
    /// last ends; `lineStart` is then the next line's.
    /// - Complexity: O(lines × table.count)
    @inline(__always)
    private mutating func writeLines(
        _ lines: Int, table: UnsafeBufferPointer<Double>, mainOffset: Double, lineLength: Double, itemMain: Double,
        into cells: inout CellFrameWriter, frame: (Double, Double) -> Rect
    ) -> Double {
        // A local, not `self.lineStart`: the chunk copies the writer calls
        // could reach `self` as far as the optimiser knows, so the property
        // would be stored and reloaded on the chain of line starts.
        var lineStart = self.lineStart, lineEnd = lineStart
        for _ in 0..<lines {
            let main = lineStart + mainOffset
            if !(main + itemMain).isFinite { cells.noteNonFiniteFrame() }
            for cross in table { cells.appendChecked(frame(main, cross)) }
            lineEnd = lineStart + lineLength
            lineStart = lineEnd + lineSpacing
        }
        self.lineStart = lineStart
        return lineEnd
    }
}
