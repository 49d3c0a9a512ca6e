// Writing a stretch of implied cells (consecutive slots of one run, no
// stored key: `PreparedLayout.writeAtStoredFrames`) into a reused buffer's
// attributes with as few instructions per cell as the fields allow.

extension UnsafeMutablePointer where Pointee == LayoutAttributes {
    /// Makes the `count` attributes from here those of the cells `firstItem`,
    /// `firstItem + 1`, ... of `section`, at the frames from `frames`, as
    /// `overwriteAllButKind(entry:key:frame:)` would for the cell kind:
    /// category, index path, frame and zIndex written, the kind left as it is.
    ///
    /// The index path is kept in a two-lane vector (its two words, whichever
    /// order `IndexPath` stores them in) that one vector add moves to the
    /// next item, and written with one 16-byte store where the two words
    /// took two stores and an increment; with the frame's two 16-byte
    /// copies, three stores per cell. The category and zIndex, which a
    /// reused buffer's attributes mostly hold already (a cell's, 0), are
    /// read, not written: only when some attributes of the stretch held
    /// another are they all written, in a second loop: the stores, not the
    /// instructions, bound this loop (results/attributes-10e6-3). That costs
    /// a few instructions per stretch, more than it saves where stretches
    /// are a few cells long (an App Store page's): with `readsIdentity`
    /// false, category and zIndex are stored with the rest, five stores.
    /// - Returns: whether every one of them already held the cell kind
    ///   (`LayoutAttributes.holdsCellKind`); if not, the caller assigns it.
    /// - Complexity: O(count)
    @inline(__always)
    func overwriteCells(count: Int, section: Int, firstItem: Int, frames: UnsafePointer<Rect>, readsIdentity: Bool = true) -> Bool {
        var path = unsafeBitCast(IndexPath(item: firstItem, section: section), to: SIMD2<Int>.self)
        let nextItem = unsafeBitCast(IndexPath(item: 1, section: 0), to: SIMD2<Int>.self)
        var held = CellIdentity()
        var result = self, frame = frames
        // Two cells per step (the second at constant offsets), then the odd one.
        let pairsEnd = self + (count & ~1), end = self + count
        while result < pairsEnd {
            result.overwriteCellPlacement(path: path, frame: frame, held: &held, readsIdentity: readsIdentity)
            (result + 1).overwriteCellPlacement(path: path &+ nextItem, frame: frame + 1, held: &held, readsIdentity: readsIdentity)
            path &+= nextItem &+ nextItem
            result += 2
            frame += 2
        }
        if result < end { result.overwriteCellPlacement(path: path, frame: frame, held: &held, readsIdentity: readsIdentity) }
        if readsIdentity && !held.isCellAtZero {
            for cell in self..<end {
                cell.pointee.category = .cell
                cell.pointee.zIndex = 0
            }
        }
        return held.cellKinds != 0
    }

    /// One cell of `overwriteCells`: the index path's two words (`path`, in
    /// `IndexPath`'s layout) and the frame stored; the `holdsCellKind`
    /// byte read into `held`, and the category and zIndex too when
    /// `readsIdentity`, else stored.
    /// - Complexity: O(1)
    @inline(__always)
    private func overwriteCellPlacement(path: SIMD2<Int>, frame: UnsafePointer<Rect>, held: inout CellIdentity, readsIdentity: Bool) {
        // The flag's byte read as a byte (a Bool read as one is tested and selected).
        let raw = UnsafeMutableRawPointer(self)
        held.cellKinds &= raw.load(fromByteOffset: LayoutAttributes.holdsCellKindOffset, as: UInt8.self)
        if readsIdentity {
            held.otherCategories |= raw.load(fromByteOffset: LayoutAttributes.categoryOffset, as: UInt8.self) ^ CellIdentity.cellCategory
            held.zIndexes |= pointee.zIndex
        } else {
            pointee.category = .cell
            pointee.zIndex = 0
        }
        raw.storeBytes(of: path, toByteOffset: LayoutAttributes.indexPathOffset, as: SIMD2<Int>.self)
        pointee.frame = frame.pointee
    }
}

/// What the attributes a stretch of cells is written over held, as
/// `overwriteCells` reads it: whether each held the cell kind, category and
/// zIndex 0, accumulated without a branch.
struct CellIdentity {
    /// The cell category's byte.
    static var cellCategory: UInt8 { unsafeBitCast(ElementCategory.cell, to: UInt8.self) }

    /// The `holdsCellKind` bytes ANDed: 1 when every one held the cell kind.
    var cellKinds: UInt8 = 1
    /// The category bytes XOR the cell's, ORed: 0 when every one was a cell's.
    var otherCategories: UInt8 = 0
    /// The zIndexes ORed: 0 when every one was 0.
    var zIndexes = 0

    /// Whether every one held the cell category and zIndex 0.
    var isCellAtZero: Bool { otherCategories == 0 && zIndexes == 0 }
}

extension LayoutAttributes {
    /// The byte offset of `indexPath`, where `overwriteCells` stores it as
    /// a vector (a constant once folded).
    @inline(__always)
    static var indexPathOffset: Int { MemoryLayout<LayoutAttributes>.offset(of: \LayoutAttributes.indexPath)! }

    /// The byte offset of `holdsCellKind`, which `overwriteCells` reads as a byte.
    @inline(__always)
    static var holdsCellKindOffset: Int { MemoryLayout<LayoutAttributes>.offset(of: \LayoutAttributes.holdsCellKind)! }

    /// The byte offset of `category`, which `overwriteCells` reads as a byte.
    @inline(__always)
    static var categoryOffset: Int { MemoryLayout<LayoutAttributes>.offset(of: \LayoutAttributes.category)! }
}

extension UnsafePointer where Pointee == Int32 {
    /// The number of the `limit` slots from here that continue `first`,
    /// `first + 1`, ... without a gap: how far a stretch of consecutive
    /// candidates goes. Four slots are compared per step, as one vector.
    /// - Complexity: O(result)
    @inline(__always)
    func consecutiveCount(from first: Int32, limit: Int) -> Int {
        let raw = UnsafeRawPointer(self)
        var expected = SIMD4<Int32>(first, first &+ 1, first &+ 2, first &+ 3)
        var count = 0
        while count &+ 4 <= limit, raw.loadUnaligned(fromByteOffset: count &* 4, as: SIMD4<Int32>.self) == expected {
            count &+= 4
            expected &+= 4
        }
        while count < limit, self[count] == first &+ Int32(truncatingIfNeeded: count) { count &+= 1 }
        return count
    }
}
