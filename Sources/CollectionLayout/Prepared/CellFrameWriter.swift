/// Takes a run of cells' frames for `PreparedLayoutBuilder.appendCells`,
/// one by one, into a small buffer that is copied to the builder's frames
/// a chunk at a time.
///
/// Why: appending to the builder's frames one by one checks, per cell, that
/// the array is uniquely referenced (a runtime call), that it has room, that
/// the cell continues its section's run of implied keys and whether the index
/// keeps lanes. Here a cell costs a store to a buffer that stays in the L1
/// cache and a test of whether it is full; the checks are made once a chunk.
struct CellFrameWriter {
    /// The frames a chunk holds: 8 KB, well inside an L1 data cache.
    static let chunkCapacity = 256

    /// The builder's frames, moved here while the run is written.
    fileprivate var frames: [Rect] = []
    /// The builder's lanes (`nil` when it keeps none), moved here likewise.
    fileprivate var lanes: [[Int32]]?
    private let chunk: UnsafeMutablePointer<Rect>
    /// Each buffered cell's lane, when `lanes` is not `nil`.
    private let chunkLanes: UnsafeMutablePointer<Int32>
    private let recordsLanes: Bool
    private var filled = 0
    /// Whether a frame written so far is not finite.
    fileprivate private(set) var hasNonFiniteFrame = false

    fileprivate init(frames: inout [Rect], lanes: inout [[Int32]]?, chunk: UnsafeMutablePointer<Rect>, chunkLanes: UnsafeMutablePointer<Int32>) {
        swap(&self.frames, &frames)
        swap(&self.lanes, &lanes)
        recordsLanes = self.lanes != nil
        self.chunk = chunk
        self.chunkLanes = chunkLanes
    }

    /// Appends the next cell's frame, in lane `lane` (used only when the
    /// index keeps lanes).
    /// - Complexity: amortized O(1)
    @inline(__always)
    mutating func append(_ frame: Rect, lane: Int = 0) {
        if filled == Self.chunkCapacity { flush() }
        if !PreparedLayoutBuilder.isFinite(frame) { hasNonFiniteFrame = true }
        chunk[filled] = frame
        if recordsLanes { chunkLanes[filled] = Int32(truncatingIfNeeded: lane) }
        filled &+= 1
    }

    /// Copies the buffered frames to `frames` (and their slots to their lanes).
    /// - Complexity: O(buffered cells)
    @inline(never)
    fileprivate mutating func flush() {
        if recordsLanes {
            let firstSlot = frames.count
            for offset in 0..<filled {
                lanes![Int(chunkLanes[offset])].append(Int32(truncatingIfNeeded: firstSlot + offset))
            }
        }
        frames.append(contentsOf: UnsafeBufferPointer(start: chunk, count: filled))
        filled = 0
    }

    /// Flushes and gives the frames and lanes back.
    fileprivate mutating func finish(frames: inout [Rect], lanes: inout [[Int32]]?) {
        flush()
        swap(&self.frames, &frames)
        swap(&self.lanes, &lanes)
    }
}

extension PreparedLayoutBuilder {
    /// Appends the current section's cells from item `firstItem` on, in item
    /// order and with zIndex 0, whose frames `write` gives to the writer it
    /// is passed (see `CellFrameWriter`): the same elements, keys and lanes
    /// as `appendCell` for each of them, without its per-cell checks.
    /// - Precondition: `write` uses the builder in no other way.
    /// - Complexity: O(cells written) plus `write`'s own work.
    @inline(__always)
    mutating func appendCells<Result>(firstItem: Int = 0, _ write: (inout CellFrameWriter) -> Result) -> Result {
        let firstSlot = frames.count
        let result = withUnsafeTemporaryAllocation(of: Rect.self, capacity: CellFrameWriter.chunkCapacity) { chunk in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: CellFrameWriter.chunkCapacity) { chunkLanes in
                var writer = CellFrameWriter(frames: &frames, lanes: &lanes, chunk: chunk.baseAddress!, chunkLanes: chunkLanes.baseAddress!)
                let result = write(&writer)
                writer.finish(frames: &frames, lanes: &lanes)
                if writer.hasNonFiniteFrame { hasNonFiniteFrame = true }
                return result
            }
        }
        recordCellKeys(firstSlot: firstSlot, firstItem: firstItem)
        return result
    }

    /// Records the keys of the cells just appended in `firstSlot ..< count`,
    /// items `firstItem` on, as `appendCell` would have one by one: a run
    /// that continues the section's run of implied keys costs nothing more.
    /// - Complexity: O(1) when their slots imply their keys, O(cells) otherwise.
    private mutating func recordCellKeys(firstSlot: Int, firstItem: Int) {
        let cellCount = frames.count - firstSlot
        guard cellCount > 0, firstSlot &- openRunFirstSlot != firstItem else { return }
        let section = sectionSlots.count - 1
        for offset in 0..<cellCount {
            let slot = firstSlot + offset, item = firstItem + offset
            if item == 0 { sectionSlots[section].firstItemSlot = Int32(truncatingIfNeeded: slot) }
            let firstItemSlot = sectionSlots[section].firstItemSlot
            if keys.recordCell(slot: slot, section: section, item: item, zIndex: 0, firstItemSlot: firstItemSlot) {
                openRunFirstSlot = Int(firstItemSlot)
                return
            }
        }
    }
}
