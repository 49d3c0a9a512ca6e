extension PreparedLayoutBuilder {
    /// The number of sections begun so far.
    var sectionCount: Int { sectionSlots.count }

    /// Gives the current section's cells in closed form instead of appending
    /// them: nothing is stored per cell. The cells take virtual slots past
    /// the stored elements once the layout is built (`UniformCells`).
    /// - Precondition: the current section's item count is `run.itemCount`
    ///   and none of its cells was appended.
    /// - Complexity: amortized O(1)
    mutating func appendUniformCells(_ run: UniformCellRun) {
        uniformRuns.append(run)
    }

    /// The last section given in closed form, whose tables the next may share.
    var lastUniformRun: UniformCellRun? { uniformRuns.last }

    /// The section table with each closed-form section's first item at its
    /// virtual slot, and the closed-form cells, numbered past the `frames.count`
    /// stored elements; `nil` cells when there are none.
    /// - Complexity: O(runs)
    func closedFormCells() -> (sectionSlots: [PreparedLayout.SectionSlots], cells: UniformCells?) {
        guard !uniformRuns.isEmpty else { return (sectionSlots, nil) }
        let cells = UniformCells(runs: uniformRuns, firstSlot: frames.count)
        var slots = sectionSlots
        for position in uniformRuns.indices {
            slots[Int(uniformRuns[position].section)].firstItemSlot = Int32(truncatingIfNeeded: cells.firstSlots[position])
        }
        return (slots, cells)
    }
}
