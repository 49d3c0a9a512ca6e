// Writing a stretch of implied cells (consecutive slots of one run, no
// stored key: `PreparedLayout.writeAtStoredFrames`) into a reused buffer's
// attributes with as few instructions and stores per cell as the fields allow.

extension UnsafeMutablePointer where Pointee == LayoutAttributes {
    /// Makes the `count` attributes from here those of the cells `firstItem`,
    /// `firstItem + 1`, ... of `section`, at the frames from `frames`, as
    /// `overwriteAllButKind(entry:key:frame:)` would for the cell kind:
    /// category, index path, frame and zIndex written, the kind left as it is.
    ///
    /// Four 16-byte stores per cell, aligned in an array's attributes (see
    /// `LayoutAttributes`' storage order): the index path, kept in a
    /// two-lane vector (its two words, whichever order `IndexPath` stores
    /// them in) that one vector add moves to the next item; the frame's two
    /// halves; and zIndex 0, the cell category and isHidden false (which
    /// every query result holds before a visible-items handler:
    /// `resetAppearance()`) as one constant. The one byte read is
    /// `holdsCellKind`.
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
            cellKinds &= result.overwriteCellPlacement(path: path, frame: frame)
            cellKinds &= (result + 1).overwriteCellPlacement(path: path &+ nextItem, frame: frame + 1)
            path &+= nextItem &+ nextItem
            result += 2
            frame += 2
        }
        if result < end { cellKinds &= result.overwriteCellPlacement(path: path, frame: frame) }
        return cellKinds != 0
    }

    /// One cell of `overwriteCells`: the index path's two words (`path`, in
    /// `IndexPath`'s layout), the frame and the cell's identity
    /// (`LayoutAttributes.shownCellAtZero`) stored.
    /// - Returns: the `holdsCellKind` byte, read as a byte (a Bool read as
    ///   one is tested and selected).
    /// - Complexity: O(1)
    @inline(__always)
    private func overwriteCellPlacement(path: SIMD2<Int>, frame: UnsafePointer<Rect>) -> UInt8 {
        let raw = UnsafeMutableRawPointer(self)
        let holdsCellKind = raw.load(fromByteOffset: LayoutAttributes.holdsCellKindOffset, as: UInt8.self)
        raw.storeBytes(of: path, toByteOffset: LayoutAttributes.indexPathOffset, as: SIMD2<Int>.self)
        pointee.frame = frame.pointee
        raw.storeBytes(of: LayoutAttributes.shownCellAtZero, toByteOffset: LayoutAttributes.zIndexOffset, as: SIMD2<UInt64>.self)
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

    /// The byte offset of `zIndex`, the first of the 16 bytes `shownCellAtZero` is stored in.
    @inline(__always)
    static var zIndexOffset: Int { MemoryLayout<LayoutAttributes>.offset(of: \LayoutAttributes.zIndex)! }

    /// The 16 bytes from `zIndex` of a cell at zIndex 0 that is not hidden:
    /// zIndex 0, then the cell category's byte and false's (and zeros in
    /// the padding before the kind), as `overwriteCells` stores them at once.
    /// - Precondition: `zIndex`, `category` and `isHidden` are stored in
    ///   this order in 16 bytes that hold no other field
    ///   (`spanOfShownCellAtZeroHoldsNoOtherField`).
    @inline(__always)
    static var shownCellAtZero: SIMD2<UInt64> {
        let category = UInt64(ElementCategory.cell.rawValue), shown = UInt64(unsafeBitCast(false, to: UInt8.self))
        return SIMD2(0, category | shown << 8)
    }

    /// Whether the 16 bytes `overwriteCells` stores `shownCellAtZero` in
    /// hold `zIndex`, `category` and `isHidden` where `shownCellAtZero`
    /// puts them, and no other field: what the tests check of the storage order.
    static var spanOfShownCellAtZeroHoldsNoOtherField: Bool {
        let span = zIndexOffset..<zIndexOffset + 16
        let others: [PartialKeyPath<LayoutAttributes>] = [\.indexPath, \.frame, \.kindStorage, \.holdsCellKind, \.alpha, \.transform]
        let sizes = [
            MemoryLayout<IndexPath>.size, MemoryLayout<Rect>.size, MemoryLayout<ElementKind>.size, MemoryLayout<Bool>.size,
            MemoryLayout<Double>.size, MemoryLayout<AffineTransform>.size,
        ]
        let othersOutside = zip(others, sizes).allSatisfy { field, size in
            let offset = MemoryLayout<LayoutAttributes>.offset(of: field)!
            return (offset..<offset + size).clamped(to: span).isEmpty
        }
        return othersOutside && MemoryLayout<Int>.size == 8
            && MemoryLayout<LayoutAttributes>.offset(of: \.category) == zIndexOffset + 8
            && MemoryLayout<LayoutAttributes>.offset(of: \.isHidden) == zIndexOffset + 9
    }
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
