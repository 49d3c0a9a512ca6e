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

    /// Where chunks are copied: the builder's frames and lanes (`nil` when
    /// it keeps none), moved out of it while the run is written.
    struct Destination {
        var frames: [Rect]
        var lanes: [[Int32]]?
        /// Takes each chunk once copied, while its frames are in the cache.
        var streamed: StreamedStripDirectory?
    }

    /// Reached through a pointer, so that the writer's own fields never
    /// leave the loop that appends: the optimiser keeps them in registers.
    private let destination: UnsafeMutablePointer<Destination>
    private let chunk: UnsafeMutablePointer<Rect>
    /// Each buffered cell's lane, when the destination keeps lanes.
    private let chunkLanes: UnsafeMutablePointer<Int32>?
    private var filled = 0
    /// Whether a frame written so far is not finite.
    fileprivate private(set) var hasNonFiniteFrame = false

    fileprivate init(destination: UnsafeMutablePointer<Destination>, chunk: UnsafeMutablePointer<Rect>, chunkLanes: UnsafeMutablePointer<Int32>?) {
        precondition((destination.pointee.lanes == nil) == (chunkLanes == nil), "a lane buffer exactly when the builder keeps lanes")
        self.destination = destination
        self.chunk = chunk
        self.chunkLanes = chunkLanes
    }

    /// Appends the next cell's frame, in lane `lane` (used only when the
    /// index keeps lanes).
    /// - Complexity: amortized O(1)
    @inline(__always)
    mutating func append(_ frame: Rect, lane: Int = 0) {
        if !PreparedLayoutBuilder.isFinite(frame) { hasNonFiniteFrame = true }
        appendChecked(frame, lane: lane)
    }

    /// Appends the next cell's frame, which the caller has checked for
    /// finiteness (`noteNonFiniteFrame` when it is not), in lane `lane`:
    /// for a writer of many frames known finite by a check made once for
    /// them (a line's main-axis end, a table of cross-axis ends).
    /// - Complexity: amortized O(1)
    @inline(__always)
    mutating func appendChecked(_ frame: Rect, lane: Int = 0) {
        if filled == Self.chunkCapacity {
            Self.copy(chunk, lanes: chunkLanes, count: filled, to: destination)
            filled = 0
        }
        chunk[filled] = frame
        if let chunkLanes { chunkLanes[filled] = Int32(truncatingIfNeeded: lane) }
        filled &+= 1
    }

    /// Records that a frame given to `appendChecked` is not finite.
    /// - Complexity: O(1)
    mutating func noteNonFiniteFrame() {
        hasNonFiniteFrame = true
    }

    /// Copies `count` buffered frames to the destination's frames (and their
    /// slots to their lanes).
    /// - Complexity: O(count)
    @inline(never)
    private static func copy(_ chunk: UnsafeMutablePointer<Rect>, lanes chunkLanes: UnsafeMutablePointer<Int32>?, count: Int, to destination: UnsafeMutablePointer<Destination>) {
        if let chunkLanes {
            let firstSlot = destination.pointee.frames.count
            for offset in 0..<count {
                destination.pointee.lanes![Int(chunkLanes[offset])].append(Int32(truncatingIfNeeded: firstSlot + offset))
            }
        }
        let firstSlot = destination.pointee.frames.count
        destination.pointee.frames.append(contentsOf: UnsafeBufferPointer(start: chunk, count: count))
        if destination.pointee.streamed != nil { take(chunk, count: count, firstSlot: firstSlot, to: destination) }
    }

    /// Passes the chunk just copied to slots `firstSlot...` on to the
    /// destination's strip directory: from the chunk itself when the
    /// directory has taken every frame before it (no access to the
    /// destination's frames, whose retain would wait for the copy's stores),
    /// else from the destination's frames.
    /// - Complexity: O(count) amortized.
    private static func take(_ chunk: UnsafeMutablePointer<Rect>, count: Int, firstSlot: Int, to destination: UnsafeMutablePointer<Destination>) {
        var streamed: StreamedStripDirectory?
        swap(&streamed, &destination.pointee.streamed)
        if streamed!.takesNext(at: firstSlot) {
            streamed!.take(chunk, count: count)
        } else {
            destination.pointee.frames.withUnsafeBufferPointer { streamed!.take($0) }
        }
        swap(&streamed, &destination.pointee.streamed)
    }

    /// Copies what is still buffered.
    fileprivate mutating func finish() {
        Self.copy(chunk, lanes: chunkLanes, count: filled, to: destination)
        filled = 0
    }

    /// Runs `write` on a writer over these buffers, then copies what it
    /// left buffered; returns its result and whether a frame it wrote is not
    /// finite.
    /// - Complexity: that of `write`, plus O(chunkCapacity).
    @inline(__always)
    fileprivate static func run<Result>(
        _ write: (inout CellFrameWriter) -> Result, destination: UnsafeMutablePointer<Destination>, chunk: UnsafeMutablePointer<Rect>,
        chunkLanes: UnsafeMutablePointer<Int32>?
    ) -> (Result, Bool) {
        var writer = CellFrameWriter(destination: destination, chunk: chunk, chunkLanes: chunkLanes)
        let result = write(&writer)
        writer.finish()
        return (result, writer.hasNonFiniteFrame)
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
        // The buffers are the builder's, allocated on its first run of cells.
        if cellChunk.isEmpty { cellChunk = Array(repeating: .zero, count: CellFrameWriter.chunkCapacity) }
        if lanes != nil, cellChunkLanes.isEmpty { cellChunkLanes = Array(repeating: 0, count: CellFrameWriter.chunkCapacity) }
        var chunk: [Rect] = [], chunkLanes: [Int32] = []
        swap(&chunk, &cellChunk)
        swap(&chunkLanes, &cellChunkLanes)
        // The elements appended since the last run (a header) go to the strip
        // directory now, so that it takes this run's chunks straight from the chunk.
        if streamedDirectory != nil { frames.withUnsafeBufferPointer { streamedDirectory!.take($0) } }
        var destination = CellFrameWriter.Destination(frames: [], lanes: nil, streamed: nil)
        swap(&destination.frames, &frames)
        swap(&destination.lanes, &lanes)
        swap(&destination.streamed, &streamedDirectory)
        let keepsLanes = destination.lanes != nil
        let (result, hasNonFinite) = chunk.withUnsafeMutableBufferPointer { chunk in
            withUnsafeMutablePointer(to: &destination) { destination in
                // The lanes' buffer is lent only when the index keeps lanes:
                // an empty array made mutable is copied afresh, once per run.
                keepsLanes
                    ? chunkLanes.withUnsafeMutableBufferPointer { CellFrameWriter.run(write, destination: destination, chunk: chunk.baseAddress!, chunkLanes: $0.baseAddress!) }
                    : CellFrameWriter.run(write, destination: destination, chunk: chunk.baseAddress!, chunkLanes: nil)
            }
        }
        swap(&destination.frames, &frames)
        swap(&destination.lanes, &lanes)
        swap(&destination.streamed, &streamedDirectory)
        if hasNonFinite { hasNonFiniteFrame = true }
        swap(&chunk, &cellChunk)
        swap(&chunkLanes, &cellChunkLanes)
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
