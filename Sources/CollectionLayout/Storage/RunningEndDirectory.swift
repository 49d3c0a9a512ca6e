/// A directory over a non-decreasing array of running main-axis ends (the
/// orthogonal sections' `runningMaxEnd`): fixed strips of the axis, each
/// mapped to the first position whose end falls in it or later, so that the
/// first position whose running end passes a coordinate is found from one
/// entry and a count through (or a search of) one strip, not a binary search
/// over every carousel of the page. The strip directory of
/// `StripDirectoryIndex` applied to the ends instead of the starts.
///
/// Exact: `StripDirectoryIndex.strip(of:...)` is monotone, so every position
/// before a coordinate's strip ends at or before it and every position past
/// that strip ends after it.
///
/// - Complexity: build O(S) for S ends; query O(min(s, log s)) for the s ends
///   in a strip (one strip per end on average); memory 4 bytes per end.
@usableFromInline
struct RunningEndDirectory: Sendable {
    /// `entries[b]`: the first position whose end's strip is `b` or later; `strips + 1` entries.
    @usableFromInline let entries: [Int32]
    /// The number of strips.
    @usableFromInline let strips: Int
    /// The coordinate where strip 0 starts (the smallest end).
    @usableFromInline let origin: Double
    /// Strips per point: `strip(x) = ⌊(x - origin) · stripsPerPoint⌋`, clamped.
    @usableFromInline let stripsPerPoint: Double

    /// Ends per strip, on average: a query counts through one or two.
    static var endsPerStrip: Int { 1 }

    /// The directory over `ends` (non-decreasing).
    /// - Complexity: O(ends)
    init(ends: [Double]) {
        strips = Swift.max(1, ends.count / Self.endsPerStrip)
        origin = ends.first.map { $0.isFinite ? $0 : 0 } ?? 0
        let span = (ends.last ?? 0) - origin
        stripsPerPoint = span > 0 && span.isFinite ? Double(strips) / span : 0
        var entries: [Int32] = []
        entries.reserveCapacity(strips + 1)
        var position = 0
        for strip in 0..<strips {
            while position < ends.count, StripDirectoryIndex.strip(of: ends[position], origin: origin, stripsPerPoint: stripsPerPoint, strips: strips) < strip {
                position += 1
            }
            entries.append(Int32(truncatingIfNeeded: position))
        }
        entries.append(Int32(truncatingIfNeeded: ends.count))
        self.entries = entries
    }

    /// The first position of `ends` (the array the directory was built
    /// over) whose end is past `x`, or `ends.count`.
    /// - Complexity: O(min(s, log s)) for the s ends in the strip of `x`.
    @inlinable @inline(__always)
    func firstPosition<Probe: IndexProbe>(endingAfter x: Double, ends: UnsafeBufferPointer<Double>, probe: inout Probe) -> Int {
        entries.withUnsafeBufferPointer { entries in
            probe.visit()
            let strip = StripDirectoryIndex.strip(of: x, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips)
            return StripDirectoryIndex.firstPosition(from: Int(entries[strip]), to: Int(entries[strip &+ 1]), probe: &probe) { ends[$0] <= x }
        }
    }
}
