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
    /// took two stores and an increment: with the frame's two 16-byte
    /// copies, the category and the zIndex, five stores per cell.
    /// - Returns: whether every one of them already held the cell kind
    ///   (`LayoutAttributes.holdsCellKind`); if not, the caller assigns it.
    /// - Complexity: O(count)
    @inline(__always)
    func overwriteCells(count: Int, section: Int, firstItem: Int, frames: UnsafePointer<Rect>) -> Bool {
        var path = unsafeBitCast(IndexPath(item: firstItem, section: section), to: SIMD2<Int>.self)
        let nextItem = unsafeBitCast(IndexPath(item: 1, section: 0), to: SIMD2<Int>.self)
        var cellKinds: UInt8 = 1
        var result = self, frame = frames
        // Two cells per step (the second at constant offsets), then the odd one.
        let pairsEnd = self + (count & ~1), end = self + count
        while result < pairsEnd {
            cellKinds &= result.overwriteCell(path: path, frame: frame)
            cellKinds &= (result + 1).overwriteCell(path: path &+ nextItem, frame: frame + 1)
            path &+= nextItem &+ nextItem
            result += 2
            frame += 2
        }
        if result < end { cellKinds &= result.overwriteCell(path: path, frame: frame) }
        return cellKinds != 0
    }

    /// One cell of `overwriteCells`: category, the index path's two words
    /// (`path`, in `IndexPath`'s layout), frame and zIndex.
    /// - Returns: the `holdsCellKind` byte there (0 or 1).
    /// - Complexity: O(1)
    @inline(__always)
    private func overwriteCell(path: SIMD2<Int>, frame: UnsafePointer<Rect>) -> UInt8 {
        // The flag's byte read as a byte (a Bool read as one is tested and
        // selected), before the category beside it is stored.
        let holdsCellKind = UnsafeRawPointer(self).load(fromByteOffset: LayoutAttributes.holdsCellKindOffset, as: UInt8.self)
        pointee.category = .cell
        UnsafeMutableRawPointer(self).storeBytes(of: path, toByteOffset: LayoutAttributes.indexPathOffset, as: SIMD2<Int>.self)
        pointee.frame = frame.pointee
        pointee.zIndex = 0
        return holdsCellKind
    }
}

extension LayoutAttributes {
    /// The byte offset of `indexPath`, where `overwriteCells` stores it as
    /// a vector (a constant once folded).
    @inline(__always)
    static var indexPathOffset: Int { MemoryLayout<LayoutAttributes>.offset(of: \LayoutAttributes.indexPath)! }

    /// The byte offset of `holdsCellKind`, which `overwriteCells` reads as a byte.
    @inline(__always)
    static var holdsCellKindOffset: Int { MemoryLayout<LayoutAttributes>.offset(of: \LayoutAttributes.holdsCellKind)! }
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
