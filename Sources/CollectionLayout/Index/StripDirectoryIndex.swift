/// Rect queries through a directory of fixed strips along the main axis: the
/// elements sorted by main-axis start, a table mapping each strip to the first
/// position that starts in it, and the few long elements kept apart.
///
/// A query for `[queryStart, queryEnd)` finds two positions, each from one
/// directory entry and a count (or, in a crowded strip, a binary search) over
/// that one strip: the first element starting at or after `queryStart -
/// maxShortLength` and the first starting at or after `queryEnd`. Every
/// element between them is a candidate, tested without a branch as frames
/// are read in start order. A cold query therefore costs about two cache
/// misses (the directory entries, then the frames where the scan begins; the
/// scan itself is sequential), instead of the twenty dependent steps of a
/// binary search over 10^6 positions.
///
/// Elements longer than `longLengthThreshold` along the main axis (section
/// backgrounds, pinned headers' envelopes, a timeline's axis line) would widen
/// every scan by their length, so they are kept apart in the next level: a
/// strip directory of their own, with its own longest length and its own long
/// elements. The threshold is chosen from a sample of the lengths to minimise
/// the elements a query scans, a level counting as a few of them.
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
///   s·log s) otherwise, s the size of each strip, plus the next level's
///   build over the long elements. Query O(log s + m) per level (at most
///   `maximumDepth + 1`), where m is the number of positions scanned: the
///   results plus the elements that start within the level's longest length
///   before the query and end before it. Memory: 1 byte per element (the
///   directory, one strip per four elements), plus 4 when the order is not
///   the slot order, plus 36 per long element (its slot and its frame's copy)
///   and its own level's.
public struct StripDirectoryIndex: RectIndex {
    @usableFromInline let frames: [Rect]
    @usableFromInline let axis: Axis
    /// The short elements' slots in start order; empty when that is `0..<frames.count`.
    @usableFromInline let order: [Int32]
    /// The number of short elements.
    @usableFromInline let shortCount: Int
    /// `directory[s]`: the first position whose strip is `s` or later; `strips + 1` entries.
    @usableFromInline let directory: [Int32]
    /// The main-axis start of strip 0.
    @usableFromInline let origin: Double
    /// Strips per point: `strip(x) = ⌊(x - origin) · stripsPerPoint⌋`, clamped.
    @usableFromInline let stripsPerPoint: Double
    /// The largest main-axis length among the short elements.
    @usableFromInline let maxShortLength: Double
    /// The next level: the long elements' strip directory and their slots.
    @usableFromInline let long: LongElements?
    /// Where a frame keeps its main-axis and cross-axis fields, for the scan's loads.
    @usableFromInline let fieldOffsets: FrameFieldOffsets

    /// Average short elements per strip: the directory stays at 1 byte per
    /// element and the in-strip search within one or two cache lines of frames.
    static var elementsPerStrip: Int { 4 }

    /// Strips of at most this many positions are counted through rather than
    /// searched: independent loads instead of dependent search steps.
    @usableFromInline static var scannedStripSize: Int { 8 }

    /// Candidates tested before their hits join the output: 1 KiB of results
    /// at most, which `withUnsafeTemporaryAllocation` keeps on the call stack.
    @usableFromInline static var batchCapacity: Int { 256 }

    /// Builds the index over `frames` (shared, not copied) along `axis`.
    /// - Complexity: O(n) for frames in start order, see the type's documentation.
    public init(frames: [Rect], axis: Axis) {
        self.init(frames: frames, axis: axis, depth: 0)
    }

    /// Builds the level `depth` of an index (0: the top one) over `frames`.
    /// - Complexity: O(n) for frames in start order, see the type's documentation.
    /// - Parameter topSlots: for each frame, the slot of the top level it
    ///   stands for (`nil`: the frames are the top level's), so that every
    ///   level's long elements map straight to the top level's slots.
    init(frames: [Rect], axis: Axis, depth: Int, topSlots: [Int32]? = nil) {
        self.frames = frames
        self.axis = axis
        let (threshold, sampledStarts) = Self.longLengthThreshold(frames: frames, axis: axis, depth: depth)
        let parts = Self.inSlotOrder(frames: frames, axis: axis, threshold: threshold)
            ?? Self.general(frames: frames, axis: axis, threshold: threshold, sampledStarts: sampledStarts, depth: depth, topSlots: topSlots)
        shortCount = parts.shortCount
        maxShortLength = parts.maxShortLength
        origin = parts.origin
        stripsPerPoint = parts.stripsPerPoint
        directory = parts.directory
        order = parts.order
        long = parts.long
        let (main, cross) = axis == .vertical ? (\Rect.origin.y, \Rect.origin.x) : (\Rect.origin.x, \Rect.origin.y)
        let (mainLength, crossLength) = axis == .vertical ? (\Rect.size.height, \Rect.size.width) : (\Rect.size.width, \Rect.size.height)
        fieldOffsets = FrameFieldOffsets(
            mainStart: MemoryLayout<Rect>.offset(of: main)!, mainLength: MemoryLayout<Rect>.offset(of: mainLength)!,
            crossStart: MemoryLayout<Rect>.offset(of: cross)!, crossLength: MemoryLayout<Rect>.offset(of: crossLength)!
        )
    }

    /// Appends every slot whose frame intersects `rect`: the short elements in
    /// start order, then the long ones.
    /// - Complexity: O(log s + m) + O(log l + k_l), see the type's documentation.
    @inlinable
    public func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        guard !rect.isEmpty else { return }
        appendOwnSlots(intersecting: rect, to: &slots, probe: &probe)
        // The next levels in a loop, not by recursion: each maps its positions
        // straight to this level's slots, and the loop stays specialised.
        var level = long
        while let current = level {
            let first = slots.count
            current.index.appendOwnSlots(intersecting: rect, to: &slots, probe: &probe)
            current.slots.withUnsafeBufferPointer { levelSlots in
                for position in first..<slots.count { slots[position] = levelSlots[Int(slots[position])] }
            }
            level = current.index.long
        }
    }

    /// Appends the slots of this level's own (short) elements intersecting `rect`.
    /// - Complexity: O(log s + m), see the type's documentation.
    @inlinable
    func appendOwnSlots<Probe: IndexProbe>(intersecting rect: Rect, to slots: inout [Int32], probe: inout Probe) {
        guard shortCount > 0 else { return }
        let query = AxisQuery(rect, axis: axis)
        if query.isOrdered {
            appendShortSlots(query, to: &slots, probe: &probe)
        } else {
            appendShortSlotsByTesting(rect, to: &slots, probe: &probe)
        }
    }

    /// The directory, the start order and the next levels (their frames included).
    public var indexBytes: Int {
        let own = directory.count * MemoryLayout<Int32>.stride + order.count * MemoryLayout<Int32>.stride
        guard let long else { return own }
        return own + long.slots.count * (MemoryLayout<Int32>.stride + MemoryLayout<Rect>.stride) + long.index.indexBytes
    }

    /// The number of elements kept apart as long (in the next level and those below it).
    public var longCount: Int { long?.slots.count ?? 0 }
}
