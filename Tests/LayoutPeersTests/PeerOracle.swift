import CollectionLayout
import LayoutPeers

/// Compares every peer with `LinearScanIndex` over the same frames: for each
/// rect, the peer's slots, sorted, must equal the linear scan's, and the count
/// it returns must equal the slots it wrote.
struct PeerOracle {
    /// One line per mismatch, the first `limit` of them.
    var mismatches: [String] = []
    /// The slots the linear scan found over every rect checked: a batch that
    /// found nothing proves nothing, so tests assert it is large.
    var slotsFound = 0
    /// The rects checked, and those that found at least one slot.
    var rectsChecked = 0
    var rectsWithResults = 0
    /// The most mismatches kept.
    var limit = 20

    /// Checks both peers built over `frames` (sorted along `axis`) on `rects`.
    /// - Complexity: O(rects × frames) for the linear scan.
    mutating func check(frames: [Rect], axis: Axis, rects: [Rect], label: String) {
        let linear = LinearScanIndex(frames: frames)
        let peers = rectQueryPeers.map { $0.init(frames: frames, axis: axis) }
        for rect in rects {
            var expected: [Int32] = []
            linear.appendSlots(intersecting: rect, to: &expected)
            rectsChecked += 1
            slotsFound += expected.count
            if !expected.isEmpty { rectsWithResults += 1 }
            for peer in peers {
                let name = type(of: peer).strategyName
                let found = peer.slots(intersecting: rect).sorted()
                guard found != expected, mismatches.count < limit else { continue }
                let missing = Set(expected).subtracting(found).sorted().prefix(5)
                let extra = Set(found).subtracting(expected).sorted().prefix(5)
                let duplicated = found.count != Set(found).count
                mismatches.append(
                    "\(label)\(name), rect \(rect), n=\(frames.count): found \(found.count), expected \(expected.count); "
                        + "missing \(missing.map { "\($0) \(frames[Int($0)])" }) extra \(extra.map { "\($0) \(frames[Int($0)])" })"
                        + (duplicated ? " duplicated" : "")
                )
            }
        }
    }

    /// A summary for the assertion that the batch was not trivial.
    var summary: String { "\(rectsChecked) rects, \(rectsWithResults) with results, \(slotsFound) slots found" }
}
