/// The elements one level of a strip directory keeps apart as long, in a
/// strip directory of their own (the next level, which may keep its own long
/// elements apart in turn): a class, so that the index can hold the next level
/// of its own type.
@usableFromInline
final class LongElements: Sendable {
    /// The next level, over copies of the long elements' frames in slot order.
    @usableFromInline let index: StripDirectoryIndex
    /// For each position of `index`, the slot of the top level it stands for.
    @usableFromInline let slots: [Int32]

    init(index: StripDirectoryIndex, slots: [Int32]) {
        self.index = index
        self.slots = slots
    }
}

extension StripDirectoryIndex {
    /// Levels below which every element is short, whatever its length: the
    /// split always leaves at least one element behind, so the levels end
    /// anyway; this bounds them for frames whose lengths grow geometrically.
    static var maximumDepth: Int { 6 }

    /// What a query pays for one more level, in elements scanned: its two
    /// directory entries (two cache misses when cold) and the calls around them.
    static var levelCost: Double { 16 }

    /// The main-axis length above which an element goes to the next level,
    /// chosen on a sample of up to 1,024 frames to minimise the elements a
    /// query scans beyond its results: a level whose longest element is `L`
    /// scans those that start within `L` before the query, about `count · L /
    /// span` of them, and each level costs `levelCost` more. So the threshold
    /// `T` minimises `kept(T) · T + long(T) · longest + levelCost · spacing ·
    /// samples` over the sampled lengths (no split when none beats keeping
    /// every element, `longest · samples`). Elements longer than every sampled
    /// one (a timeline's axis, a section background in a sparse page) always
    /// go to the next level, which chooses again among its own.
    ///
    /// On the App Store page (10^6 items) this keeps rows, tiles, badges and
    /// headers (up to 224 points) and sends section backgrounds and pinned
    /// headers' envelopes (up to 6,223 points) to the next level, where the
    /// previous rule (the larger of twice the median and the 97th percentile)
    /// kept everything up to 1,583 points in the scan.
    /// - Returns: the threshold (`.infinity` when nothing is long: one frame,
    ///   or the deepest level) and the smallest and largest sampled starts.
    /// - Complexity: O(1) (a fixed sample).
    static func longLengthThreshold(frames: [Rect], axis: Axis, depth: Int) -> (threshold: Double, sampledStarts: ClosedRange<Double>) {
        guard depth < Self.maximumDepth, frames.count > 1 else {
            let start = frames.first?.min(axis) ?? 0
            return (.infinity, start.isNaN ? 0...0 : start...start)
        }
        let step = Swift.max(1, frames.count / 1_024)
        var lengths: [Double] = []
        lengths.reserveCapacity(frames.count / step + 1)
        var minStart = Double.infinity, maxStart = -Double.infinity
        for slot in stride(from: 0, to: frames.count, by: step) {
            let start = frames[slot].min(axis)
            lengths.append(frames[slot].max(axis) - start)
            minStart = Swift.min(minStart, start)
            maxStart = Swift.max(maxStart, start)
        }
        lengths.sort()
        // NaN starts leave the bounds at their initial values: any range is exact (see `general`).
        let sampledStarts = minStart <= maxStart ? minStart...maxStart : 0...0
        let samples = Double(lengths.count), longest = lengths[lengths.count - 1]
        let spacing = maxStart > minStart ? (maxStart - minStart) / Double(frames.count) : 0
        let levelCost = Self.levelCost * spacing * samples
        var threshold = longest, cost = samples * longest
        for position in 0..<(lengths.count - 1) where lengths[position] < lengths[position + 1] {
            let kept = Double(position + 1)
            let split = kept * lengths[position] + (samples - kept) * longest + levelCost
            if split < cost { (threshold, cost) = (lengths[position], split) }
        }
        return (threshold, sampledStarts)
    }
}
