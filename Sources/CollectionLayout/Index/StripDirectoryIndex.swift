/// Rect queries through a directory of fixed strips along the main axis: the
/// elements sorted by main-axis start, a table mapping each strip to the first
/// position that starts in it, and the few long elements kept apart.
///
/// A query for `[queryStart, queryEnd)` finds two positions, each from one
/// directory entry and a count (or, in a crowded strip, a binary search) over
/// that one strip: the first element starting at or after `queryStart -
/// maxLength` and the first starting at or after `queryEnd`. Every element
/// between them is a candidate, tested without a branch as frames are read in
/// start order. A cold query therefore costs about two cache misses (the
/// directory entries, then the frames where the scan begins; the scan itself
/// is sequential), instead of the twenty dependent steps of a binary search
/// over 10^6 positions.
///
/// Elements longer than `longLengthThreshold` along the main axis (section
/// backgrounds, pinned headers' envelopes, a timeline's axis line) would widen
/// every scan by their length, so they are kept apart, below the top level,
/// in whichever structure a query pays least for (`longLevels`): a few of
/// them are tested one by one (a flat level), more of them get a strip
/// directory of their own (a level), which may keep its own long elements
/// apart in turn. Every level is a `StripLevel` header over arrays of the
/// index itself, so that a query walks the levels without copying or
/// retaining anything.
///
/// Exact for any frames without NaN: the strip function is monotone in the
/// start, so the first position at or after a key lies in the strip of the
/// key (or at its first position), and every candidate gets `Rect.intersects`'s
/// comparisons. A query rect the search cannot place (a NaN coordinate, an
/// extent that rounds away) is answered by testing every element.
///
/// Prior art: the "sorted array + max-length bound" scan of genomic interval
/// tools (e.g. the NCList and cgranges discussions of Heng Li) and bucketed
/// directories of spatial hashing; the combination and code are ours.
///
/// - Complexity: build O(n) when the short elements come in start order (what
///   the flow, waterfall and compositional layouts emit; one pass over the
///   frames when that order is the slot order and none is long), O(n + Σ
///   s·log s) otherwise, s the size of each strip, plus O(l log l) for the l
///   long elements. Query O(log s + m) per level (at most `maximumDepth + 1`),
///   where m is the number of positions scanned: the results plus the
///   elements that start within the level's longest length before the query
///   and end before it; a flat level tests its at most `flatLimit` elements.
///   Memory: 1 byte per element (the directory, one strip per four elements;
///   about 2 when built as the frames are written, `StreamedStripDirectory`,
///   whose buffer may keep up to about 4 in capacity),
///   plus 4 when the order is not the slot order, plus 37 per long element
///   (its slot, its frame's copy, its level's directory).
public struct StripDirectoryIndex: RectIndex {
    @usableFromInline let frames: [Rect]
    @usableFromInline let axis: Axis
    /// The top level's slots in start order; empty when that is `0..<top.count`.
    @usableFromInline let order: [Int32]
    /// The top level's directory: `directory[s]` is the first position whose strip is `s` or later.
    @usableFromInline let directory: [Int32]
    /// The directories of the levels below the top, one after the other (see `StripLevel.directoryStart`).
    @usableFromInline let longDirectory: [Int32]
    /// The top level's count and strips: the short elements of `frames`.
    @usableFromInline let topScale: StripScale
    /// The levels of the long elements, in `longFrames` one after the other.
    @usableFromInline let levels: [StripLevel]
    /// Copies of the long elements' frames, each level's in start order.
    @usableFromInline let longFrames: [Rect]
    /// For each of `longFrames`, its slot in `frames`.
    @usableFromInline let longSlots: [Int32]

    /// Average short elements per strip: the directory stays at 1 byte per
    /// element and the in-strip search within one or two cache lines of frames.
    static var elementsPerStrip: Int { 4 }

    /// Strips of at most this many positions are counted through rather than
    /// searched: independent loads instead of dependent search steps.
    @usableFromInline static var scannedStripSize: Int { 8 }

    /// Hits gathered before they join the output (`HitBatch`): 1 KiB at
    /// most, which `withUnsafeTemporaryAllocation` keeps on the call stack.
    @usableFromInline static var batchCapacity: Int { 256 }

    /// Builds the index over `frames` (shared, not copied) along `axis`.
    /// - Complexity: O(n) for frames in start order, see the type's documentation.
    public init(frames: [Rect], axis: Axis) {
        var streamed: StreamedStripDirectory?
        self.init(frames: frames, axis: axis, streamed: &streamed)
    }

    /// Builds the index over `frames` along `axis`, its top level from
    /// `streamed` (built as the frames were written) when that can serve.
    /// - Complexity: O(strips) when `streamed` serves, else as `init(frames:axis:)`.
    init(frames: [Rect], axis: Axis, streamed: inout StreamedStripDirectory?) {
        let (threshold, sampledStarts) = Self.longLengthThreshold(count: frames.count, axis: axis, depth: 0) { frames[$0] }
        let fromStream = streamed == nil ? nil : frames.withUnsafeBufferPointer { streamed!.parts(frames: $0, threshold: threshold) }
        let parts = fromStream
            ?? Self.inSlotOrder(frames: frames, axis: axis, threshold: threshold)
            ?? Self.general(frames: frames, slots: frames.indices, axis: axis, threshold: threshold, sampledStarts: sampledStarts)
        self.init(frames: frames, axis: axis, parts: parts)
    }

    /// The index over `frames` whose top level `parts` built; builds the
    /// long levels, from a gathered copy of their frames when
    /// `gathersLongFrames` (see `longLevels`).
    /// - Complexity: O(l log l) for the l long elements.
    init(frames: [Rect], axis: Axis, parts: Parts, gathersLongFrames: Bool = false) {
        self.frames = frames
        self.axis = axis
        topScale = parts.top.scale
        order = parts.order
        directory = parts.directory
        let long = Self.longLevels(frames: frames, slots: parts.longSlots, axis: axis, gathers: gathersLongFrames)
        levels = long.levels
        longFrames = long.frames
        longSlots = long.slots
        longDirectory = long.directory
    }

    /// Appends every slot whose frame intersects `rect`: the short elements in
    /// start order, then each level's long ones.
    /// Always inlined, so that the index is read in place rather than copied
    /// for a call (it is passed by address).
    /// - Complexity: O(log s + m) per level, see the type's documentation.
    @inlinable @inline(__always)
    public func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        _ = appendSlotsCountingShort(intersecting: rect, to: &slots, probe: &probe)
    }

    /// `appendSlots(intersecting:to:probe:)`, returning how many of the
    /// appended slots, from the first, are the top level's: elements no
    /// longer than its `shortMaxLength` (0 when the rect is answered by
    /// testing every element).
    /// - Complexity: O(log s + m) per level, see the type's documentation.
    @inlinable @inline(__always)
    func appendSlotsCountingShort<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) -> Int {
        guard !rect.isEmpty else { return 0 }
        let query = AxisQuery(rect, axis: axis)
        guard query.isOrdered else {
            appendSlotsByTesting(rect, to: &slots, probe: &probe)
            return 0
        }
        // One copy of the scan per axis, each reading the frames' fields at constant offsets.
        return axis == .vertical
            ? appendSlotsCountingShort(query, fields: VerticalFrameFields.self, to: &slots, probe: &probe)
            : appendSlotsCountingShort(query, fields: HorizontalFrameFields.self, to: &slots, probe: &probe)
    }

    /// `appendSlotsCountingShort(intersecting:to:probe:)` for an ordered
    /// query, reading frames through `fields`.
    /// - Complexity: O(log s + m) per level, see the type's documentation.
    @inlinable @inline(__always)
    func appendSlotsCountingShort<Fields: FrameFields, Probe: IndexProbe>(
        _ query: AxisQuery, fields: Fields.Type, to slots: inout [Int32], probe: inout Probe
    ) -> Int {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.batchCapacity) { buffer in
            var batch = HitBatch(base: buffer.baseAddress!)
            let short = appendSlotsCountingShort(query, fields: fields, to: &batch, slots: &slots, probe: &probe)
            batch.flush(into: &slots)
            return short
        }
    }

    /// The levels' scans of an ordered `query` into `batch` (moved into
    /// `slots` whenever it fills, and left for the caller to move last, so
    /// that a caller with more candidates to add, the orthogonal sections'
    /// content, moves them all in one copy), reading frames through `fields`.
    /// - Returns: how many of the slots appended (to `slots`, then to
    ///   `batch`), from the first, are the top level's.
    /// - Complexity: O(log s + m) per level, see the type's documentation.
    @inlinable @inline(__always)
    func appendSlotsCountingShort<Fields: FrameFields, Probe: IndexProbe>(
        _ query: AxisQuery, fields: Fields.Type, to batch: inout HitBatch, slots: inout [Int32], probe: inout Probe
    ) -> Int {
        let start = slots.count &+ batch.count
        appendTopSlots(query, fields: fields, to: &batch, slots: &slots, probe: &probe)
        let short = slots.count &+ batch.count &- start
        if !levels.isEmpty { appendLongSlots(query, fields: fields, to: &batch, slots: &slots, probe: &probe) }
        return short
    }

    /// The longest main-axis length among the top level's elements: every
    /// slot the top level appends is at most this long.
    @inlinable var shortMaxLength: Double { topScale.maxLength }

    /// The directories, the start order and the long elements (their frames' copies included).
    public var indexBytes: Int {
        (directory.count + longDirectory.count + order.count + longSlots.count) * MemoryLayout<Int32>.stride
            + longFrames.count * MemoryLayout<Rect>.stride + levels.count * MemoryLayout<StripLevel>.stride
    }

    /// The top level, at the start of `frames` (or `order`) and `directory`.
    @inlinable var top: StripLevel { StripLevel(first: 0, directoryStart: 0, scale: topScale) }

    /// The number of elements kept apart as long (in every level below the top).
    public var longCount: Int { longFrames.count }

    /// The structure of the long elements, level by level below the top:
    /// how many each keeps, and whether it tests them one by one (`flat`)
    /// or through a directory of its own. Empty when no element is long.
    public var longStructure: [(count: Int, isFlat: Bool)] { levels.map { ($0.count, $0.isFlat) } }
}
