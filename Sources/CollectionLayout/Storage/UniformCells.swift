/// The cells a prepared layout holds in closed form (`UniformCellRun`), one run
/// per qualifying section, numbered by *virtual slots* past the stored
/// elements: the cells of run `r` are slots `firstSlots[r] ..< firstSlots[r] + runs[r].itemCount`,
/// and `firstSlots[0]` is the number of stored elements. A slot below it is a
/// stored element, at or above it a closed-form cell; `PreparedLayout`'s slot
/// accessors resolve both.
///
/// Memory is O(runs) (plus each run's cross-position tables, shared between
/// runs that are laid out alike), whatever the number of cells.
@usableFromInline
struct UniformCells: Sendable {
    /// The runs, in section order.
    @usableFromInline let runs: [UniformCellRun]
    /// The virtual slot of each run's first cell, then the total slot count.
    @usableFromInline let firstSlots: [Int]
    /// The largest main-axis end of runs `0 ... r`, by `r`: what a query's
    /// binary search looks for its first run in.
    @usableFromInline let runningEnds: [Double]
    /// Whether the runs' main-axis starts never decrease (negative insets can
    /// make a section start before the previous one ends, never before it
    /// starts, but this is checked rather than assumed): queries then stop at
    /// the first run that starts past the rect.
    @usableFromInline let startsAreSorted: Bool

    /// Numbers `runs` from `firstSlot` (the number of stored elements).
    /// - Complexity: O(runs)
    init(runs: [UniformCellRun], firstSlot: Int) {
        self.runs = runs
        var slots = [firstSlot], ends: [Double] = [], sorted = true
        slots.reserveCapacity(runs.count + 1)
        ends.reserveCapacity(runs.count)
        for position in runs.indices {
            slots.append(slots[position] + runs[position].itemCount)
            ends.append(Swift.max(ends.last ?? -.infinity, runs[position].mainEnd))
            if position > 0, runs[position].firstLineStart < runs[position - 1].firstLineStart { sorted = false }
        }
        firstSlots = slots
        runningEnds = ends
        startsAreSorted = sorted
    }

    /// The first virtual slot: the number of stored elements.
    @usableFromInline var firstSlot: Int { firstSlots[0] }

    /// The number of closed-form cells.
    var cellCount: Int { firstSlots[firstSlots.count - 1] - firstSlots[0] }

    /// The bytes the runs hold (cross-position tables counted once per run
    /// even when shared: an upper bound).
    var bytes: Int {
        runs.reduce(0) { $0 + ($1.crossPositions.count + $1.lastLineCrossPositions.count) * MemoryLayout<Double>.stride }
            + runs.count * (MemoryLayout<UniformCellRun>.stride + MemoryLayout<Int>.stride + MemoryLayout<Double>.stride)
    }

    /// The run and item number of virtual slot `slot`.
    /// - Precondition: `firstSlot <= slot < firstSlot + cellCount`.
    /// - Complexity: O(log runs)
    @usableFromInline
    func runAndItem(ofSlot slot: Int) -> (run: Int, item: Int) {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstSlots[middle] <= slot { low = middle } else { high = middle - 1 }
        }
        return (low, slot - firstSlots[low])
    }

    /// The frame of virtual slot `slot`.
    /// - Complexity: O(log runs)
    @usableFromInline
    func frame(ofSlot slot: Int) -> Rect {
        let (run, item) = runAndItem(ofSlot: slot)
        return runs[run].frame(ofItem: item)
    }

    /// The identity of virtual slot `slot`: a cell (kind code 0, zIndex 0).
    /// - Complexity: O(log runs)
    @usableFromInline
    func key(ofSlot slot: Int) -> ElementKey {
        let (run, item) = runAndItem(ofSlot: slot)
        return ElementKey(section: runs[run].section, item: Int32(truncatingIfNeeded: item), kindCode: 0, zIndex: 0)
    }

    /// Calls `body` with each run met (lent by pointer: no copy of the run,
    /// so no reference count on its tables), its first virtual slot, and the
    /// line and columns of its cells whose frames intersect `rect` with the
    /// line's cross positions (`UniformCellRun.forEachLine`), a call per
    /// line, run by run in section order.
    /// - Complexity: O(log runs + runs met + lines met + k) when the runs'
    ///   starts are sorted (always, but for negative insets), O(runs + k) otherwise.
    @inlinable
    func forEachCellLine<Probe: IndexProbe>(
        intersecting rect: Rect, probe: inout Probe,
        _ body: (_ run: UnsafePointer<UniformCellRun>, _ base: Int, _ line: Int, _ columns: Range<Int>, _ positions: UnsafePointer<Double>) -> Void
    ) {
        guard !runs.isEmpty else { return }
        let axis = runs[0].axis
        let rectStart = rect.min(axis), rectEnd = rect.max(axis)
        var run = firstRun(endingAfter: rectStart)
        firstSlots.withUnsafeBufferPointer { firstSlots in
        runs.withUnsafeBufferPointer { runs in
            while run < runs.count {
                let cells = runs.baseAddress! + run
                if startsAreSorted, cells.pointee.firstLineStart >= rectEnd { break }
                probe.visit()
                let base = firstSlots[run]
                cells.pointee.forEachLine(intersecting: rect, probe: &probe) { body(cells, base, $0, $1, $2) }
                run += 1
            }
        }
        }
    }

    /// The first run whose running end is past `start` (0 when `start` is NaN).
    @usableFromInline
    func firstRun(endingAfter start: Double) -> Int {
        guard !start.isNaN else { return 0 }
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runningEnds[middle] > start { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Appends the virtual slots of the cells intersecting `rect`.
    /// - Complexity: that of `forEachCellLine`.
    @inlinable
    func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        guard !runs.isEmpty else { return }
        forEachCellLine(intersecting: rect, probe: &probe) { run, base, line, columns, _ in
            let first = base + line * run.pointee.columns
            for column in columns { slots.append(Int32(truncatingIfNeeded: first + column)) }
        }
    }
}
