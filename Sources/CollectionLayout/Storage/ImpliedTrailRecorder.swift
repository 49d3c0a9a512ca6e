/// Collects the implied trails (`ImpliedTrails`) while a layout appends its
/// elements: for each section's trail, the anchor that reproduced every one
/// of its frames from its cells' stored frames, bit for bit, shared with
/// the other runs of the same kind, zIndex and anchor.
struct ImpliedTrailRecorder {
    /// One section's implied trail: elements `0 ..< count` on its cells
    /// from `firstCell`, the run `keyRun` of the key table.
    struct Run {
        var keyRun: Int32
        var firstCell: Int32
        var count: Int32
        var pattern: UInt16
    }

    /// The runs, in slot order.
    private(set) var runs: [Run] = []
    /// The kinds, zIndexes and anchors of the runs.
    private(set) var patterns: [ImpliedTrails.Pattern] = []
    /// The number of trail elements recorded.
    private(set) var count = 0
    /// The longest distance a recorded element reaches past its cell, and
    /// the largest magnitude of their and their cells' coordinates.
    private var overhang = 0.0, magnitude = 0.0

    /// The most distinct patterns: a trail that would need another stays stored.
    static var maximumPatterns: Int { 4_096 }

    /// A recorder with nothing recorded.
    init() {}

    /// Whether `anchor` gives each of the `count` elements' frames (`trail(i)`)
    /// from the frame of cell `i` (`cells[i]`) bit for bit, each finite and
    /// each cell with an area (a cell without one meets no rect, so a query
    /// would never reach its trail element through it); then how far they
    /// reach past their cells and the magnitude of their coordinates, else `nil`.
    /// - Complexity: O(count), stopping at the first element it misses.
    @inline(__always)
    static func extent(of anchor: TrailAnchor, cells: UnsafePointer<Rect>, count: Int, trail: (Int) -> Rect) -> (overhang: Double, magnitude: Double)? {
        var overhang = 0.0, magnitude = 0.0
        for element in 0..<count {
            let cell = cells[element], frame = trail(element)
            guard !cell.isEmpty, anchor.frame(on: cell).isIdentical(to: frame), frame.maxX.isFinite, frame.maxY.isFinite else { return nil }
            overhang = Swift.max(overhang, cell.minX - frame.minX, frame.maxX - cell.maxX, cell.minY - frame.minY, frame.maxY - cell.maxY)
            magnitude = Swift.max(
                magnitude, abs(frame.minX), abs(frame.maxX), abs(frame.minY), abs(frame.maxY),
                abs(cell.minX), abs(cell.maxX), abs(cell.minY), abs(cell.maxY)
            )
        }
        return (overhang, magnitude)
    }

    /// The anchor of the last trail recorded with `kindCode` and `zIndex`, if any.
    /// - Complexity: O(1) when it is the last run's, else O(patterns).
    func lastAnchor(kindCode: UInt16, zIndex: Int32) -> TrailAnchor? {
        if let run = runs.last, patterns[Int(run.pattern)].kindCode == kindCode, patterns[Int(run.pattern)].zIndex == zIndex {
            return patterns[Int(run.pattern)].anchor
        }
        return patterns.last { $0.kindCode == kindCode && $0.zIndex == zIndex }?.anchor
    }

    /// Records the trail of key-table run `keyRun`: `count` elements of
    /// `kindCode` and `zIndex` on the cells from `firstCell`, by `anchor`,
    /// whose `extent` was measured. Returns `false`, recording nothing, when
    /// it would need a pattern past `maximumPatterns`.
    /// - Complexity: O(patterns)
    mutating func record(
        keyRun: Int, firstCell: Int, count: Int, kindCode: UInt16, zIndex: Int32, anchor: TrailAnchor,
        extent: (overhang: Double, magnitude: Double)
    ) -> Bool {
        var pattern = patterns.firstIndex { $0.kindCode == kindCode && $0.zIndex == zIndex && $0.anchor.isIdentical(to: anchor) }
        if pattern == nil {
            guard patterns.count < Self.maximumPatterns else { return false }
            patterns.append(ImpliedTrails.Pattern(kindCode: kindCode, zIndex: zIndex, anchor: anchor))
            pattern = patterns.count - 1
        }
        runs.append(Run(
            keyRun: Int32(truncatingIfNeeded: keyRun), firstCell: Int32(truncatingIfNeeded: firstCell),
            count: Int32(truncatingIfNeeded: count), pattern: UInt16(truncatingIfNeeded: pattern!)
        ))
        self.count += count
        overhang = Swift.max(overhang, extent.overhang)
        magnitude = Swift.max(magnitude, extent.magnitude)
        return true
    }

    /// The table of the trails recorded, over `slotCount` stored slots and a
    /// key table of `keyRunCount` runs; `nil` when none was.
    /// - Complexity: O(slotCount / 64 + keyRunCount + runs)
    func table(slotCount: Int, keyRunCount: Int) -> ImpliedTrails? {
        guard !runs.isEmpty else { return nil }
        var patternOfRun = [UInt16](repeating: ImpliedTrails.noPattern, count: keyRunCount)
        for run in runs { patternOfRun[Int(run.keyRun)] = run.pattern }
        let cells = SlotBitmap(ranges: runs.lazy.map { Int($0.firstCell)..<Int($0.firstCell) + Int($0.count) }, count: slotCount)
        return ImpliedTrails(
            firstSlot: slotCount, count: count, cells: cells, patternOfRun: patternOfRun, patterns: patterns,
            overhang: overhang, magnitude: magnitude
        )
    }
}
