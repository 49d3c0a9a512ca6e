/// Where a query's implied trail elements go: `appendSlots` puts their
/// virtual slots after the stored candidates, `elements(in:)` keeps them to
/// write their attributes after the stored ones'.
protocol ImpliedTrailSink {
    /// Takes trail elements whose frames meet the query rect; `slots` is the
    /// query's list of candidates, which grows past the ones being tested.
    mutating func take(_ hits: UnsafeBufferPointer<TrailPass.Hit>, slots: inout [Int32])
}

/// Appends each trail element's virtual slot to the query's slots.
struct ImpliedTrailSlots: ImpliedTrailSink {
    /// Appends the elements' slots to `slots`.
    @inline(__always)
    mutating func take(_ hits: UnsafeBufferPointer<TrailPass.Hit>, slots: inout [Int32]) {
        for hit in hits { slots.append(hit.slot) }
    }
}

/// Keeps the trail elements found (a `QueryBuffer`'s list, lent for the
/// query), for their attributes.
struct ImpliedTrailHits: ImpliedTrailSink, Sendable {
    /// The elements found, in the order found.
    var hits: [TrailPass.Hit] = []

    /// Keeps `hits`.
    @inline(__always)
    mutating func take(_ hits: UnsafeBufferPointer<TrailPass.Hit>, slots: inout [Int32]) {
        self.hits.append(contentsOf: hits)
    }
}

/// Where a query's pass over its candidates (`PreparedLayout.appendCandidatesResolvingTrails`)
/// has reached: the candidates it tests and keeps, the strip it is in.
struct TrailPass {
    /// A trail element found: its cell, its virtual slot and its frame.
    struct Hit: Sendable {
        var cell: Int32
        var slot: Int32
        var frame: Rect
    }

    /// The most elements found before they are handed to the sink (960
    /// bytes on the call stack: `withUnsafeTemporaryAllocation` takes more
    /// than 1,024 from the heap).
    static var batchCapacity: Int { 24 }

    /// The run of the cell whose trail was looked at last: its cells' slots
    /// and its trail's anchor, so that a query's next trail cells of the same
    /// run need no rank.
    struct RunCache {
        /// The slots from the run's first cell to the next run's.
        var cells: Range<Int> = 0..<0
        /// The run's section, and its trail's anchor, kind and zIndex.
        var section: Int32 = 0
        var anchor = TrailAnchor(deltaFrom: .zero, to: .zero)
        var kindCode: UInt16 = 0, zIndex: Int32 = 0

        /// The cache of the run holding `cell`, which has an implied trail.
        /// - Complexity: O(1)
        @inline(__always)
        init(cell: Int, keys: ElementKeyTable, trails: ImpliedTrails) {
            let run = keys.runStarts.rank(through: cell) &- 1, runs = keys.runs
            cells = Int(runs[run].firstSlot)..<(run &+ 1 < runs.count ? Int(runs[run &+ 1].firstSlot) : Int.max)
            section = keys.section(ofRun: run)
            let pattern = trails.pattern(ofRun: run)
            (anchor, kindCode, zIndex) = (pattern.anchor, pattern.kindCode, pattern.zIndex)
        }

        /// The key of the trail element of `cell`, one of the run's.
        @inline(__always)
        func trailKey(ofCell cell: Int) -> ElementKey {
            ElementKey(section: section, item: Int32(truncatingIfNeeded: cell &- cells.lowerBound), kindCode: kindCode, zIndex: zIndex)
        }

        /// No run.
        init() {}
    }

    /// The candidates: `start ..< end` of the slots, the strips' content from
    /// `firstStripCandidate`, the index's short ones the first `shortCount`.
    let start: Int, end: Int, firstStripCandidate: Int, shortCount: Int
    /// The next candidate to test.
    var position: Int
    /// Where the next kept candidate goes; where the kept short ones and the
    /// kept main-index ones end (set when the pass reaches their end, or
    /// passes it: positions `0` of an empty part).
    var kept: Int, keptShort: Int, keptMain: Int
    /// The strip of the last strip candidate.
    var strip: StripOffsetCache

    /// A pass over `start ..< end`, whose candidates `found` describes.
    init(start: Int, end: Int, found: (firstStripCandidate: Int, short: (count: Int, maxLength: Double), firstStrip: Int)) {
        (self.start, self.end, firstStripCandidate, shortCount) = (start, end, found.firstStripCandidate, found.short.count)
        (position, kept, keptShort, keptMain) = (start, start, start, start)
        strip = StripOffsetCache(firstStrip: found.firstStrip)
    }
}
