/// The cross-axis starts and ends of an orthogonal section's groups, in
/// order (`OrthogonalSectionDeclaration.groupStarts`, `groupEnds`): in closed
/// form when they are evenly spaced, else listed.
///
/// A carousel whose group repeats with one size (a templated group) has
/// starts `first + k × pitch` and ends `start + length`, but for its last
/// group, which may be cut short. Closed form keeps five numbers instead of
/// two arrays per section (two allocations each prepare, 16 bytes a group).
/// It is exact: `append` stays in closed form only while every start it is
/// given is, bit for bit, `first + Double(k) * pitch` (the expression
/// `start(at:)` evaluates) and every end but the last `start + length`;
/// the first value that differs lists every edge from then on.
struct OrthogonalGroupEdges: Sendable {
    /// How the edges are kept.
    enum Storage: Sendable {
        /// Group `k` starts at `first + Double(k) * pitch` and ends `length`
        /// later, but for the last one, which ends at `lastEnd`.
        case arithmetic(first: Double, pitch: Double, length: Double, lastEnd: Double)
        /// The starts and ends, one each per group.
        case listed(starts: [Double], ends: [Double])
    }

    /// The edges.
    private(set) var storage: Storage = .arithmetic(first: 0, pitch: 0, length: 0, lastEnd: 0)
    /// The number of groups.
    private(set) var count = 0

    /// No groups.
    init() {}

    /// The groups whose starts and ends are `starts` and `ends` (listed as
    /// given, and read back as given). The arrays may differ in length for a
    /// while, as when a declaration's `groupStarts` is set before its
    /// `groupEnds`: the groups are then those that have both edges.
    init(starts: [Double], ends: [Double]) {
        storage = .listed(starts: starts, ends: ends)
        count = Swift.min(starts.count, ends.count)
    }

    /// `count` groups in closed form: group `k` starts at `first + Double(k) *
    /// pitch` and ends `length` later, but for the last, which ends at
    /// `lastEnd` (what `append` keeps, given back by `OrthogonalDeclarationTable`).
    init(first: Double, pitch: Double, length: Double, lastEnd: Double, count: Int) {
        storage = .arithmetic(first: first, pitch: pitch, length: length, lastEnd: lastEnd)
        self.count = count
    }

    /// Where group `group` starts.
    /// - Complexity: O(1)
    @inline(__always)
    func start(at group: Int) -> Double {
        switch storage {
        case .arithmetic(let first, let pitch, _, _): first + Double(group) * pitch
        case .listed(let starts, _): starts[group]
        }
    }

    /// Where group `group` ends.
    /// - Complexity: O(1)
    @inline(__always)
    func end(at group: Int) -> Double {
        switch storage {
        case .arithmetic(_, _, let length, let lastEnd): group == count - 1 ? lastEnd : start(at: group) + length
        case .listed(_, let ends): ends[group]
        }
    }

    /// Every start, in order (listed ones as they were given).
    /// - Complexity: O(groups)
    var starts: [Double] {
        if case .listed(let starts, _) = storage { return starts }
        return (0..<count).map(start(at:))
    }

    /// Every end, in order (listed ones as they were given).
    /// - Complexity: O(groups)
    var ends: [Double] {
        if case .listed(_, let ends) = storage { return ends }
        return (0..<count).map(end(at:))
    }

    /// The bytes kept beyond the value itself: the listed arrays' elements.
    var heapBytes: Int {
        guard case .listed(let starts, let ends) = storage else { return 0 }
        return (starts.count + ends.count) * MemoryLayout<Double>.stride
    }

    /// Appends the next group, from `start` to `end`, staying in closed form
    /// while the groups so far are evenly spaced and (but the last) equally
    /// long, as their closed form computes them bit for bit.
    /// - Complexity: O(1) in closed form; amortized O(1) listed, plus one
    ///   O(groups) copy when the closed form is left.
    mutating func append(start: Double, end: Double) {
        switch storage {
        case .arithmetic(var first, var pitch, var length, let lastEnd):
            if count == 0 { (first, length) = (start, end - start) }
            if count == 1 { pitch = start - first }
            let previous = count - 1
            // Compared bit for bit (-0.0 and 0.0 are equal, not the same):
            // this group's start, the previous group's end (no longer the
            // last), and once the pitch is known the first start again.
            guard (first + Double(count) * pitch).bitPattern == start.bitPattern,
                  count == 0 || ((first + Double(previous) * pitch) + length).bitPattern == lastEnd.bitPattern,
                  count != 1 || (first + Double(0) * pitch).bitPattern == first.bitPattern
            else {
                if count == 0 { storage = .listed(starts: [], ends: []) } else { storage = .listed(starts: starts, ends: ends) }
                append(start: start, end: end)
                return
            }
            // The last group's end is kept apart: it may be cut short.
            storage = .arithmetic(first: first, pitch: pitch, length: length, lastEnd: end)
            count += 1
        case .listed(var starts, var ends):
            storage = .arithmetic(first: 0, pitch: 0, length: 0, lastEnd: 0)
            starts.append(start)
            ends.append(end)
            storage = .listed(starts: starts, ends: ends)
            count += 1
        }
    }
}
