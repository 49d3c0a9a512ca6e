// Writing a query's results into the attributes of a reused buffer
// (`PreparedLayout.appendAttributes`): only the fields that differ from one
// result to the next, and never a reference count when the kind is already there.

extension UnsafeMutablePointer where Pointee == LayoutAttributes {
    /// Makes the attributes here those of the query result `key` at `frame`,
    /// as `init(category:kind:indexPath:frame:zIndex:)` would, writing only
    /// what differs from one result to the next: the kind only when its
    /// string is not already the same storage (assigning one releases the
    /// old string and retains the new, two calls into the runtime per
    /// result), and never alpha, hidden and transform, which hold the
    /// defaults every result has (`resetAppearance()` restores them where a
    /// visible-items handler may have changed them).
    /// - Complexity: O(1)
    @inline(__always)
    func overwrite(entry: UnsafeMutablePointer<KindTable.Entry>, key: ElementKey, frame: Rect) {
        if !overwriteAllButKind(entry: entry, key: key, frame: frame) { pointee.kind = entry.pointee.kind }
    }

    /// `overwrite(entry:key:frame:)` but for the kind, which is left as it is.
    /// - Returns: whether the kind there already is the entry's (see
    ///   `ElementKind.sharesStorage`); if not, `assignKind(of:)` must follow.
    /// - Complexity: O(1)
    @inline(__always)
    func overwriteAllButKind(entry: UnsafeMutablePointer<KindTable.Entry>, key: ElementKey, frame: Rect) -> Bool {
        pointee.category = entry.pointee.category
        pointee.indexPath = IndexPath(item: Int(key.item), section: Int(key.section))
        pointee.frame = frame
        pointee.zIndex = Int(key.zIndex)
        return ElementKind.sharesStorage(&pointee.kindStorage, &entry.pointee.kind)
    }

    /// Gives the attributes here the kind of `entry`, unless they have it.
    /// - Complexity: O(1)
    @inline(__always)
    func assignKind(of entry: UnsafeMutablePointer<KindTable.Entry>) {
        if !ElementKind.sharesStorage(&pointee.kindStorage, &entry.pointee.kind) { pointee.kind = entry.pointee.kind }
    }
}

extension LayoutAttributes {
    /// Gives these attributes the alpha, hidden flag and transform of a
    /// query result before any visible-items handler: opaque, shown, untransformed.
    /// - Complexity: O(1)
    mutating func resetAppearance() {
        alpha = 1
        isHidden = false
        transform = .identity
    }
}

extension ElementKind {
    /// Whether the kinds at `lhs` and `rhs` are bit for bit the same value
    /// (the same small string, or the same string storage), so that they are
    /// equal: a test that, unlike `==` on a copy, touches no reference count.
    /// Neither is modified; the pointers are mutable only so that a stored
    /// property can be passed in place.
    /// - Complexity: O(1)
    @inline(__always)
    static func sharesStorage(_ lhs: UnsafeMutablePointer<ElementKind>, _ rhs: UnsafeMutablePointer<ElementKind>) -> Bool {
        let lhs = UnsafeRawPointer(lhs), rhs = UnsafeRawPointer(rhs)
        var offset = 0
        while offset + MemoryLayout<UInt>.size <= MemoryLayout<ElementKind>.size {
            if lhs.load(fromByteOffset: offset, as: UInt.self) != rhs.load(fromByteOffset: offset, as: UInt.self) { return false }
            offset += MemoryLayout<UInt>.size
        }
        return offset == MemoryLayout<ElementKind>.size
    }
}

extension ElementKind {
    /// Whether the kind at `kind` is bit for bit `ElementKind.cell` (so it
    /// is the cell kind; a `-` with storage of its own is not): a test
    /// without a reference count or a string comparison (`.cell` is a
    /// constant the compiler knows). The pointer is mutable only so that a
    /// stored property can be passed in place.
    /// - Complexity: O(1)
    @inline(__always)
    static func hasCellBitPattern(_ kind: UnsafeMutablePointer<ElementKind>) -> Bool {
        var cell = ElementKind.cell
        return sharesStorage(kind, &cell)
    }
}
