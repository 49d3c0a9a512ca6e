extension PreparedLayoutBuilder {
    /// The number of sections begun so far.
    var sectionCount: Int { sectionSlots.count }

    /// Gives the current section's cells in closed form instead of appending
    /// them: nothing is stored per cell. The cells take virtual slots past
    /// the stored elements once the layout is built (`UniformCells`).
    /// - Precondition: the current section's item count is `run.itemCount`
    ///   and none of its cells was appended.
    /// - Complexity: amortized O(1) (the run's tables are shared with the
    ///   previous run's when equal, in O(items per line)).
    mutating func appendUniformCells(_ run: UniformCellRun) {
        var run = run
        if let previous = uniformRuns.last {
            run.share(tablesOf: previous)
        }
        uniformRuns.append(run)
    }

    /// The section table with each closed-form section's first item at its
    /// virtual slot, and the closed-form cells, numbered past the `frames.count`
    /// stored elements; `nil` cells when there are none.
    /// - Complexity: O(runs)
    func closedFormCells() -> (sectionSlots: [PreparedLayout.SectionSlots], cells: UniformCells?) {
        guard !uniformRuns.isEmpty else { return (sectionSlots, nil) }
        let cells = UniformCells(runs: uniformRuns, firstSlot: frames.count)
        var slots = sectionSlots
        for (position, run) in uniformRuns.enumerated() {
            slots[Int(run.section)].firstItemSlot = Int32(truncatingIfNeeded: cells.firstSlots[position])
        }
        return (slots, cells)
    }
}
