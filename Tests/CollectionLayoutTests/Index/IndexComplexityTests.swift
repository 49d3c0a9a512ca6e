import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Query complexity asserted deterministically, by counting the nodes, search
/// steps and elements an index examines (`VisitCounter`), never by timing.
///
/// The bound is `visits <= a·log2(n) + b·k` (log2 rounded up, 20 at 10^6) with
/// **a = 6, b = 2**:
/// - `SortedColumnIndex` does, per lane, two binary searches of at most
///   ⌈log2(lane size + 1)⌉ steps, then one visit per position between the two
///   bounds. Flow is one lane (about 2·log2 n); the two-column waterfall has
///   three (two columns of n/2 and the header/footer lane), at most 6·log2 n.
///   In these lanes starts and ends are both sorted, so the positions scanned
///   are the k results plus a few boundary ones: b = 2 leaves room.
/// - `IntervalTreeIndex` pops each node of the two boundary paths at most twice
///   (first visit, then after its left side): 4·log2 n; it scans leaf blocks of
///   at most 15 positions at each boundary (<= 30 visits, under 2·log2 n once
///   n > 2^15); every other visit is a node or position whose subtree holds a
///   result, at most two per result.
/// - `StripDirectoryIndex` visits one directory entry, at most ⌈log2 s⌉ steps
///   within one strip of s positions, then each position it scans (the k
///   results, the elements starting within the longest short element before
///   the query, and the first one past it); long elements add the interval
///   tree's visits over them alone.
///
/// Measured at 10^6 items with an iPhone viewport and a 422-point prefetch
/// margin above and below (a 390 × 1688 query): grid flow, sorted columns
/// 77 / 86 / 59 visits at top / middle / bottom (k = 37 / 47 / 34), interval
/// tree 73 / 93 / 75; photos waterfall, sorted columns 115 / 114 / 62
/// (k = 17 / 19 / 10), interval tree 51 / 65 / 49; the linear scan visits
/// every element (1,001,000 and 1,002,000). The bound at top is 6·20 + 2k, 194 for the
/// grid: four orders of magnitude below the scan.
@Suite("Query complexity at 10^6 items, in visits")
struct IndexComplexityTests {
    static let a = 6.0
    static let b = 2.0

    /// Half a screen above and below the viewport, as a collection view
    /// prefetching cells would ask for.
    static let prefetchMargin = 422.0

    /// Where along the content the viewport is.
    enum Placement: String, CaseIterable, CustomStringConvertible {
        case top, middle, bottom
        var description: String { rawValue }

        /// The viewport's minY in content of `height` (for a 844-point viewport).
        func viewportMinY(contentHeight height: Double) -> Double {
            switch self {
            case .top: 0
            case .middle: (height / 2).rounded()
            case .bottom: height - Workload.phoneBounds.height
            }
        }
    }

    /// The viewport at `placement`, grown by the prefetch margin.
    static func query(_ placement: Placement, in prepared: PreparedLayout) -> Rect {
        let minY = placement.viewportMinY(contentHeight: prepared.contentSize.height)
        return Rect(x: 0, y: minY - prefetchMargin, width: Workload.phoneBounds.width, height: Workload.phoneBounds.height + 2 * prefetchMargin)
    }

    /// ⌈log2 n⌉: the steps of a binary search over n positions (20 at 10^6).
    static func log2(_ n: Int) -> Double { Double(Int.bitWidth - (n - 1).leadingZeroBitCount) }

    /// `a·log2(n) + b·k`.
    static func bound(n: Int, k: Int) -> Double { a * log2(n) + b * Double(k) }

    @Test("Indexed strategies stay within a·log2(n) + b·k", arguments: MillionItemLayouts.allCases, Placement.allCases)
    func indexedVisitsAreLogarithmic(layout: MillionItemLayouts, placement: Placement) throws {
        for strategy in [IndexStrategy.sortedColumns, .intervalTree, .stripDirectory] {
            let prepared = try #require(layout.prepared[strategy])
            #expect(prepared.elementCount > MillionItemLayouts.itemCount)
            let (visits, results) = prepared.visits(in: Self.query(placement, in: prepared))
            #expect(results > 0, "the viewport finds something")
            #expect(Double(visits) <= Self.bound(n: prepared.elementCount, k: results),
                    "\(layout) \(strategy) at \(placement): \(visits) visits for k = \(results)")
        }
    }

    @Test("The linear scan visits every element (the counter counts)", arguments: MillionItemLayouts.allCases, Placement.allCases)
    func linearScanVisitsEverything(layout: MillionItemLayouts, placement: Placement) throws {
        let linear = try #require(layout.prepared[.linear])
        let (visits, results) = linear.visits(in: Self.query(placement, in: linear))
        #expect(visits == linear.elementCount)
        // Every strategy finds the same number of results.
        for strategy in [IndexStrategy.sortedColumns, .intervalTree, .stripDirectory] {
            let indexed = try #require(layout.prepared[strategy])
            #expect(indexed.visits(in: Self.query(placement, in: indexed)).results == results)
        }
    }

    @Test("Index memory is at most 16 bytes per element", arguments: MillionItemLayouts.allCases)
    func indexMemory(layout: MillionItemLayouts) throws {
        for strategy in [IndexStrategy.sortedColumns, .intervalTree, .stripDirectory] {
            let prepared = try #require(layout.prepared[strategy])
            let bytesPerElement = Double(prepared.index.indexBytes) / Double(prepared.elementCount)
            #expect(bytesPerElement <= 16, "\(layout) \(strategy): \(bytesPerElement) bytes per element")
        }
        #expect(try #require(layout.prepared[.linear]).index.indexBytes == 0)
    }

    /// Measured: 98 / 470 / 431 visits at top / middle / bottom for
    /// k = 63 / 238 / 224 (bounds 246 / 596 / 568); 12 bytes per element (the
    /// intervals come unsorted, so the tree keeps its start order).
    @Test("A raw interval tree over 10^6 random, heavily overlapping intervals")
    func rawIntervalTree() {
        let n = 1_000_000
        let frames = Self.overlappingIntervals(count: n, seed: 6)
        let tree = IntervalTreeIndex(frames: frames, axis: .vertical)
        #expect(tree.neededSort)
        #expect(Double(tree.indexBytes) / Double(n) <= 16)
        let contentEnd = Double(n) * 20
        for minY in [0, contentEnd / 2, contentEnd - Workload.phoneBounds.height] {
            let rect = Rect(x: 0, y: minY - Self.prefetchMargin, width: 390, height: Workload.phoneBounds.height + 2 * Self.prefetchMargin)
            var probe = VisitCounter()
            var slots: [Int32] = []
            tree.appendSlots(intersecting: rect, to: &slots, probe: &probe)
            #expect(slots.count > 50, "the intervals overlap the viewport heavily")
            #expect(Double(probe.visits) <= Self.bound(n: n, k: slots.count), "at \(minY): \(probe.visits) visits for k = \(slots.count)")
            var linear = VisitCounter()
            var oracle: [Int32] = []
            LinearScanIndex(frames: frames).appendSlots(intersecting: rect, to: &oracle, probe: &linear)
            #expect(linear.visits == n)
            #expect(slots.sorted() == oracle)
        }
    }

    /// `count` intervals in random order, starting anywhere in `0 ..< 20·count`
    /// and up to 6,000 points long (about 150 overlap any point), at random
    /// positions across a 390-point-wide view.
    static func overlappingIntervals(count: Int, seed: UInt64) -> [Rect] {
        var generator = SeededGenerator(seed: seed)
        let span = UInt64(count) * 40
        return (0..<count).map { _ in
            let bits = generator.next()
            let start = Double(bits % span) / 2
            let length = Double((bits >> 40) % 12_001) / 2
            let x = Double((bits >> 20) % 300)
            return Rect(x: x, y: start, width: 90, height: length)
        }
    }
}
