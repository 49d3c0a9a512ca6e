/// The trail elements whose frames are implied by their cells' stored
/// frames: a compositional section's badges or price tags, element `i` on
/// cell `i` and of one kind and zIndex, whose frames an anchor
/// (`TrailAnchor`) gives from the cells' frames bit for bit, as prepare
/// checked element by element. They store no frame and no key, and take
/// virtual slots past the stored ones (`firstSlot ..< firstSlot + count`),
/// as the cells in closed form do (`UniformCells`): the trail element of
/// cell `c` is slot `firstSlot + cells.rank(c)`, so the trails follow one
/// another in their cells' order.
///
/// The indexes and the orthogonal sections' strips hold the stored frames
/// only; a query asks them for its rect widened by the trails' largest
/// overhang past their cells (`searchRect(for:)`), tests what they find
/// against the rect itself, and adds each found cell's trail element when
/// its frame meets the rect (`PreparedLayout+ImpliedTrailQuery`).
///
/// Why: the App Store page's 533,945 badges and price tags were 17.1 bytes
/// per item of stored frames at 10^6 items, the part of its 78.2 bytes per
/// item above issue 14's 64.
///
/// - Complexity: the trail slot of a cell O(1) (a bitmap word and a
///   population count); the cell of a trail slot O(log n) (a search over the
///   bitmap's rank counts). Memory: 0.25 bytes per stored slot, 2 per run
///   of implied cells, and the patterns.
@usableFromInline
struct ImpliedTrails: Sendable {
    /// A trail's kind, zIndex and anchor, shared by the runs whose trails
    /// have all three.
    struct Pattern: Sendable {
        var kindCode: UInt16
        var zIndex: Int32
        var anchor: TrailAnchor
    }

    /// The first virtual slot: the number of stored frames.
    let firstSlot: Int
    /// The number of trail elements.
    let count: Int
    /// The cells that have a trail element, among the stored slots.
    let cells: SlotBitmap
    /// Each run of implied cells' pattern (`ElementKeyTable.runs`), or
    /// `noPattern` for a run without an implied trail.
    let patternOfRun: [UInt16]
    /// The trails' kinds, zIndexes and anchors.
    let patterns: [Pattern]
    /// The longest distance a trail element reaches past its cell on any
    /// side (0 when none does): how far `searchRect(for:)` widens a query
    /// rect, with `slack` times the coordinates' magnitude.
    let overhang: Double
    /// The largest magnitude of the implied frames' and their cells'
    /// coordinates and far edges.
    let magnitude: Double

    /// The pattern of a run without an implied trail.
    static var noPattern: UInt16 { .max }

    /// The widening's allowance for rounding, relative to the magnitude of
    /// the coordinates compared: 2^-40, some 4,000 times a `Double`'s
    /// rounding error, where the cell's, the trail's and the rect's edges
    /// each carry one or two.
    static var slack: Double { 0x1p-40 }

    /// The rect to ask the indexes for so that they find every cell whose
    /// trail element meets `rect` (and every element meeting `rect`): `rect`
    /// widened on every side by the overhang and a rounding allowance; `rect`
    /// itself when it is empty (nothing meets it); `nil` when the widening
    /// is not finite (a rect with an infinite edge), for which the caller
    /// tests every trail element.
    /// - Complexity: O(1)
    @inline(__always)
    func searchRect(for rect: Rect) -> Rect? {
        guard !rect.isEmpty else { return rect }
        let pad = overhang + (magnitude + Swift.max(abs(rect.minX), abs(rect.maxX)) + Swift.max(abs(rect.minY), abs(rect.maxY))) * Self.slack
        let widened = Rect(x: rect.minX - pad, y: rect.minY - pad, width: rect.width + 2 * pad, height: rect.height + 2 * pad)
        return widened.maxX.isFinite && widened.maxY.isFinite ? widened : nil
    }

    /// The virtual slot of the trail element of the cell in `cell`, or `nil`
    /// when it has none.
    /// - Complexity: O(1)
    @inline(__always)
    func trailSlot(ofCell cell: Int) -> Int? {
        cells.rankIfContained(cell).map { firstSlot &+ $0 }
    }

    /// The stored slot of the cell whose trail element is virtual slot
    /// `slot`: the cell of rank `slot - firstSlot` among `cells`.
    /// - Precondition: `slot` is in `firstSlot ..< firstSlot + count`.
    /// - Complexity: O(log n) (`SlotBitmap.slot(ofRank:)`).
    func cell(ofTrailSlot slot: Int) -> Int {
        cells.slot(ofRank: slot &- firstSlot)
    }

    /// The pattern of the trail of run `run` of the key table.
    /// - Precondition: the run has an implied trail.
    /// - Complexity: O(1)
    @inline(__always)
    func pattern(ofRun run: Int) -> Pattern { patterns[Int(patternOfRun[run])] }

    /// The bytes the table holds.
    var bytes: Int {
        cells.byteCount + patternOfRun.count * MemoryLayout<UInt16>.stride + patterns.count * MemoryLayout<Pattern>.stride
    }
}
