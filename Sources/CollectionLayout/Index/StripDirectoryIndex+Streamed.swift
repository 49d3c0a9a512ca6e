/// The top level of a `StripDirectoryIndex` built while the frames are
/// written: `PreparedLayoutBuilder` passes it each chunk of frames just
/// copied (`take(_:)`, while they are still in the cache), so that the build
/// needs no second pass over 32 bytes per element from memory.
///
/// The strip function needs the span of the starts, which is known only at
/// the end, so the strips are sized on the first `calibrationCount` frames
/// (about two positions per strip) and made twice as wide when the starts
/// outrun them: the strip of `x` under half the strips per point is exactly
/// half its strip before, rounded down (a power-of-two scale commutes with
/// rounding), so entry `s` of the coarser directory is entry `2s` of the finer
/// one. Any monotone strip function keeps the index exact; this one keeps
/// between about two and four positions per strip on evenly spread starts.
///
/// It gives up (`parts` returns `nil`, and the index builds from the frames
/// as before) for fewer than `calibrationCount` frames, when a start goes back, a frame it took is set again, the strips
/// end up coarser than `coarsestPositionsPerStrip`, or the starts would need
/// more than `maximumHalvings` widenings.
struct StreamedStripDirectory {
    let axis: Axis
    /// Where a frame's main-axis start and length lie.
    private let fields: FrameFieldOffsets
    /// `directory[s]` for `s < filled`: the first position whose strip is `s` or later;
    /// entries from `filled` on are room, their values unused.
    private var directory: [Int32]
    private var filled = 0
    /// The positions taken so far.
    private(set) var taken = 0
    private var origin = 0.0
    private var stripsPerPoint = 0.0
    private var isCalibrated = false
    private var lastStart = -Double.infinity
    private var maxLength = 0.0
    private var halvings = 0
    /// Whether the directory still describes the frames taken.
    private(set) var isUsable = true

    /// Frames whose span sizes the strips.
    static var calibrationCount: Int { 4_096 }
    /// Entries past the last filled one written for each frame, so that a
    /// strip a few entries on needs no branch.
    static var tentativeEntries: Int { 4 }
    /// Strips allowed beyond one per position taken, before they are widened.
    static var spareStrips: Int { 4_096 }
    /// Widenings before giving up: each halves the strips per point.
    static var maximumHalvings: Int { 48 }
    /// Positions per strip, on average, beyond which the frames' own build is used instead.
    static var coarsestPositionsPerStrip: Int { 16 }

    /// Starts a directory along `axis` in the buffer of `reusing` (a previous
    /// prepare's, its capacity kept).
    /// - Complexity: O(1)
    init(axis: Axis, reusing buffer: [Int32] = []) {
        self.axis = axis
        fields = FrameFieldOffsets(axis: axis)
        directory = buffer
    }

    /// The buffer of `index`'s top directory, for the next prepare to reuse.
    static func buffer(of index: BuiltIndex) -> [Int32] {
        if case .stripDirectory(let strips) = index { return strips.directory }
        return []
    }

    /// Marks the frame in `slot` changed after it was written: a slot already
    /// taken makes the directory unusable.
    /// - Complexity: O(1)
    mutating func frameChanged(slot: Int) {
        if slot < taken { isUsable = false }
    }

    /// Takes the frames from position `taken` to the end of `frames` (the
    /// same frames, longer, at each call).
    /// - Complexity: O(frames taken) amortized, plus O(strips) per widening.
    mutating func take(_ frames: UnsafeBufferPointer<Rect>) {
        guard isUsable, taken < frames.count else { return }
        if !isCalibrated {
            guard frames.count >= Self.calibrationCount else { return }
            calibrate(frames, count: Self.calibrationCount)
        }
        take(frames.baseAddress! + taken, count: frames.count - taken)
    }

    /// Whether `take(_:count:)` can take the frames of `position` on from
    /// a chunk: the frames before it are taken and the strips sized.
    /// - Complexity: O(1)
    func takesNext(at position: Int) -> Bool { isUsable && isCalibrated && taken == position }

    /// Takes the `count` frames at `run`, those of positions `taken` on: for
    /// each, the order and its length are checked, and a start past the
    /// previous one fills the directory up to its strip.
    /// - Precondition: `takesNext(at: taken)`.
    /// - Complexity: O(count) amortized, plus O(strips) per widening.
    mutating func take(_ run: UnsafePointer<Rect>, count: Int) {
        let (startOffset, lengthOffset) = (fields.mainStart, fields.mainLength)
        let base = UnsafeRawPointer(run), stride = MemoryLayout<Rect>.stride
        let firstPosition = taken, end = taken + count
        if directory.isEmpty { directory = Array(repeating: 0, count: Self.spareStrips) }
        while isUsable, taken < end {
            var next = taken &- firstPosition, filled = self.filled, lastStart = self.lastStart, longest = maxLength, misfits = 0
            let origin = self.origin, stripsPerPoint = self.stripsPerPoint
            // A strip past the room written so far (less the tentative entries) or
            // past the strips allowed is grown or widened below.
            let limit = Double(Swift.min(directory.count &- Self.tentativeEntries, taken &+ Self.spareStrips))
            var outrun = false
            directory.withUnsafeMutableBufferPointer { directory in
                let entries = directory.baseAddress.unsafelyUnwrapped
                while next < count {
                    let frame = base + next &* stride
                    let start = frame.load(fromByteOffset: startOffset, as: Double.self)
                    let length = (start + frame.load(fromByteOffset: lengthOffset, as: Double.self)) - start
                    longest = length > longest ? length : longest
                    // A start equal to the previous one is in its strip: nothing to write.
                    if start != lastStart {
                        let scaled = (start - origin) * stripsPerPoint
                        guard scaled < limit else {
                            outrun = true
                            break
                        }
                        // NaN fails the comparison: such frames make the directory unusable.
                        misfits |= start > lastStart ? 0 : 1
                        lastStart = start
                        let strip = scaled > 0 ? Int(scaled) : 0, position = Int32(truncatingIfNeeded: firstPosition &+ next)
                        // Without a branch: the next entries are this position, tentatively
                        // unless the strip reaches them (a later position overwrites them).
                        entries[filled] = position
                        entries[filled &+ 1] = position
                        entries[filled &+ 2] = position
                        entries[filled &+ 3] = position
                        var reached = filled &+ Self.tentativeEntries
                        while reached <= strip {
                            entries[reached] = position
                            reached &+= 1
                        }
                        filled = Swift.max(filled, strip &+ 1)
                    }
                    next &+= 1
                }
            }
            if misfits != 0 { isUsable = false }
            self.filled = filled
            self.lastStart = lastStart
            maxLength = longest
            taken = firstPosition &+ next
            guard outrun, isUsable else { continue }
            let scaled = (run[next].min(axis) - origin) * stripsPerPoint
            if !(scaled < Double(taken &+ Self.spareStrips)) {
                widen()
            } else if !(scaled < Double(directory.count &- Self.tentativeEntries)) {
                // Room for the strips of the frames given, at most, doubling
                // within the capacity a previous prepare left, then beyond it;
                // always past this frame's strip and its tentative entries
                // (room ≤ scaled + 4 here), so the next pass gets past it.
                let room = directory.count
                let needed = Swift.max(Swift.min(end, Int(scaled)) &+ Self.spareStrips, Int(scaled) &+ Self.tentativeEntries &+ 1)
                let wanted = Swift.max(needed, Swift.min(room * 2, Swift.max(directory.capacity, needed)))
                directory.append(contentsOf: repeatElement(0, count: wanted - room))
            }
            // Otherwise the pass's limit was that of an earlier position: the next pass starts here.
        }
    }

    /// The strips per point that put about two of the first `count` frames in each strip.
    private mutating func calibrate(_ frames: UnsafeBufferPointer<Rect>, count: Int) {
        isCalibrated = true
        origin = frames[0].min(axis)
        let span = frames[count - 1].min(axis) - origin
        stripsPerPoint = span > 0 ? Double(Swift.max(1, count / 2)) / span : 0
        if !origin.isFinite || !stripsPerPoint.isFinite { isUsable = false }
    }

    /// Halves the strips per point: entry `s` becomes entry `2s`.
    /// - Complexity: O(strips filled)
    private mutating func widen() {
        halvings += 1
        guard halvings <= Self.maximumHalvings, stripsPerPoint >= 0x1p-900 else {
            isUsable = false
            return
        }
        stripsPerPoint *= 0.5
        let widened = (filled + 1) / 2
        directory.withUnsafeMutableBufferPointer { entries in
            for strip in 0..<widened { entries[strip] = entries[2 * strip] }
        }
        filled = widened
    }

    /// The top level over the `count` frames taken, or `nil` when the
    /// directory cannot serve: unusable, a frame longer than `threshold`, or
    /// strips too coarse. Gives up its buffer to the result.
    /// - Complexity: O(strips), for the widening to at most about two positions per strip.
    mutating func parts(frames: UnsafeBufferPointer<Rect>, threshold: Double) -> StripDirectoryIndex.Parts? {
        // Fewer frames than `calibrationCount` were never taken: the build from the frames is as fast.
        guard isCalibrated else { return nil }
        take(frames)
        guard isUsable, frames.count > 0, taken == frames.count, maxLength <= threshold else { return nil }
        while filled > frames.count / 2 + Self.spareStrips / 4 { widen() }
        guard isUsable, filled * Self.coarsestPositionsPerStrip >= frames.count else { return nil }
        if directory.count == filled { directory.append(0) }
        directory[filled] = Int32(truncatingIfNeeded: frames.count)
        directory.removeLast(directory.count - filled - 1)
        let top = StripLevel(
            first: 0, count: frames.count, directoryStart: 0, strips: filled, origin: origin, stripsPerPoint: stripsPerPoint, maxLength: maxLength
        )
        var parts = StripDirectoryIndex.Parts(top: top, directory: [], order: [])
        swap(&parts.directory, &directory)
        return parts
    }
}
