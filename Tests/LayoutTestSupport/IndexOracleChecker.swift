import CollectionLayout

/// Checks the rect-query indexes directly, without a layout: every index built
/// over the same frames must return exactly the slots `LinearScanIndex` returns
/// (the contract's positive-area overlap), each once, appended after whatever
/// the output array already held.
public enum IndexOracleChecker {
    /// An index under test and the name mismatches report it by.
    struct Candidate {
        var name: String
        var index: any RectIndex
    }

    /// The indexes built over `frames`: the linear scan first (the oracle), then
    /// `SortedColumnIndex` as one lane and, when `lanes` is given, over those
    /// lanes, then `IntervalTreeIndex` and `StripDirectoryIndex`.
    static func candidates(frames: [Rect], axis: Axis, lanes: [[Int32]]?) -> [Candidate] {
        var candidates = [
            Candidate(name: "linear", index: LinearScanIndex(frames: frames)),
            Candidate(name: "sorted-columns (one lane)", index: SortedColumnIndex(frames: frames, axis: axis)),
        ]
        if let lanes {
            candidates.append(Candidate(name: "sorted-columns (\(lanes.count) lanes)", index: SortedColumnIndex(frames: frames, axis: axis, lanes: lanes)))
        }
        candidates.append(Candidate(name: "interval-tree", index: IntervalTreeIndex(frames: frames, axis: axis)))
        candidates.append(Candidate(name: "strip-directory", index: StripDirectoryIndex(frames: frames, axis: axis)))
        return candidates
    }

    /// Compares every index with a brute-force filter of `frames` for each rect.
    ///
    /// - Parameters:
    ///   - frames: the frames, by slot.
    ///   - axis: the main axis the indexes sort along.
    ///   - lanes: a partition of the slots into lanes for `SortedColumnIndex`, or `nil`.
    ///   - rects: the query rects.
    ///   - label: a prefix for every message (the seed and shape of the case).
    ///   - limit: the most mismatches reported (the first ones).
    /// - Returns: one human-readable line per mismatch; empty when every index agrees.
    /// - Complexity: O(rects × frames) for the brute force and the linear scan.
    public static func mismatches(
        frames: [Rect], axis: Axis, lanes: [[Int32]]? = nil, rects: [Rect], label: String = "", limit: Int = 20
    ) -> [String] {
        var mismatches: [String] = []
        let candidates = candidates(frames: frames, axis: axis, lanes: lanes)
        let sentinel: Int32 = -7
        for rect in rects {
            let expected = frames.indices.filter { frames[$0].intersects(rect) }.map { Int32($0) }
            for candidate in candidates {
                var slots: [Int32] = [sentinel]
                candidate.index.appendSlots(intersecting: rect, to: &slots)
                guard slots.first == sentinel else {
                    mismatches.append("\(label)\(candidate.name), rect \(rect): overwrote the slots already in the output")
                    continue
                }
                let found = slots.dropFirst().sorted()
                if found != expected {
                    mismatches.append("\(label)\(candidate.name), rect \(rect), n=\(frames.count): " + SlotDifference(expected: expected, found: Array(found)).describe { "\(frames[Int($0)])" })
                }
                if mismatches.count >= limit { return mismatches }
            }
        }
        return mismatches
    }
}

/// The difference between two sorted slot lists, for mismatch messages.
struct SlotDifference {
    var missing: [Int32]
    var extra: [Int32]
    var duplicated: [Int32]

    init(expected: [Int32], found: [Int32]) {
        let expectedSet = Set(expected), foundSet = Set(found)
        missing = expected.filter { !foundSet.contains($0) }
        extra = Array(foundSet.subtracting(expectedSet)).sorted()
        duplicated = zip(found, found.dropFirst()).filter { $0 == $1 }.map(\.0)
    }

    /// `missing [slot frame, ...] extra [...] duplicated [...]`, the first few of each.
    func describe(_ slot: (Int32) -> String) -> String {
        func list(_ slots: [Int32]) -> String {
            let shown = slots.prefix(5).map { "\($0) \(slot($0))" }.joined(separator: ", ")
            return "[\(shown)\(slots.count > 5 ? ", ... \(slots.count) in all" : "")]"
        }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("missing \(list(missing))") }
        if !extra.isEmpty { parts.append("extra \(list(extra))") }
        if !duplicated.isEmpty { parts.append("duplicated \(list(duplicated))") }
        return parts.joined(separator: "; ")
    }
}
