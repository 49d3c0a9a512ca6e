@testable import CollectionLayout
import Testing

/// `LayoutAttributes` keeps beside its kind whether that kind is the cell
/// kind bit for bit (`holdsCellKind`), read by a query to skip writing the kind of a cell
/// over a reused buffer's: the flag must follow every way a kind is set, and
/// equality and hashing must still be those of the public fields.
@Suite("LayoutAttributes: the cell-kind flag follows the kind")
struct LayoutAttributesCellKindTests {
    static func attributes(_ kind: ElementKind) -> LayoutAttributes {
        LayoutAttributes(category: .cell, kind: kind, indexPath: IndexPath(item: 3, section: 1), frame: Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("Set by the initialiser and by every assignment of the kind")
    func flagFollowsTheKind() {
        var cell = Self.attributes(.cell)
        #expect(cell.holdsCellKind)
        #expect(!Self.attributes(.header).holdsCellKind)
        cell.kind = .header
        #expect(!cell.holdsCellKind && cell.kind == .header)
        cell.kind = .cell
        #expect(cell.holdsCellKind && cell.kind == .cell)
        // Through the kind's own name, in place.
        cell.kind.rawValue += "x"
        #expect(!cell.holdsCellKind && cell.kind == ElementKind("-x"))
        cell.kind.rawValue.removeLast()
        #expect(cell.holdsCellKind && cell.kind == .cell)
    }

    @Test("A cell kind spelt with storage of its own is the cell kind: equal, same hash, flag never set wrongly")
    func runtimeCellKind() {
        // Built from a long string cut down, so that its storage is not the literal's.
        var name = String(repeating: "-", count: 40)
        name.removeLast(39)
        let made = Self.attributes(ElementKind(name)), literal = Self.attributes(.cell)
        #expect(made == literal)
        #expect(made.hashValue == literal.hashValue)
        #expect(literal.holdsCellKind)
        // The flag may miss such a kind (it tests bits), but is never set for another.
        #expect(!made.holdsCellKind || made.kind == .cell)
        var long = String(repeating: "-", count: 40)
        long.removeLast(38)
        #expect(!Self.attributes(ElementKind(long)).holdsCellKind)
        #expect(Self.attributes(.header) != literal)
    }

    @Test("Equality and hashing are those of the public fields")
    func equalityIsThePublicFields() {
        let base = Self.attributes(.cell)
        var other = base
        #expect(other == base && other.hashValue == base.hashValue)
        other.zIndex = 1
        #expect(other != base)
        other = base
        other.alpha = 0.5
        #expect(other != base)
        other = base
        other.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        #expect(other != base)
        other = base
        other.isHidden = true
        #expect(other != base)
        other = base
        other.indexPath.item += 1
        #expect(other != base)
        other = base
        other.frame.origin.x += 1
        #expect(other != base)
        other = base
        other.category = .supplementary
        #expect(other != base)
        other = base
        other.kind = .header
        other.kind = .cell
        #expect(other == base && other.hashValue == base.hashValue)
    }

    @Test("Adding the flag kept the attributes' size")
    func sizeIsUnchanged() {
        #expect(MemoryLayout<LayoutAttributes>.size == MemoryLayout<ElementCategory>.size * 8 + MemoryLayout<ElementKind>.size + 16 + 32 + 8 + 8 + 8 + MemoryLayout<AffineTransform>.size)
    }
}

/// A cell's writer (`overwriteCells`) stores zIndex, category and isHidden
/// as one 16-byte constant (`LayoutAttributes.shownCellAtZero`), and the
/// index path and frame as 16-byte vectors: the storage order must keep
/// those three fields, and only them, in that span, and every span 16-byte
/// aligned in an array.
@Suite("LayoutAttributes: the storage order a cell's writer relies on")
struct LayoutAttributesStorageOrderTests {
    @Test("zIndex, category and isHidden alone in one aligned 16-byte span; index path and frame aligned")
    func storageOrder() {
        #expect(LayoutAttributes.spanOfShownCellAtZeroHoldsNoOtherField)
        #expect(MemoryLayout<LayoutAttributes>.stride % 16 == 0)
        #expect(LayoutAttributes.zIndexOffset % 16 == 0)
        #expect(LayoutAttributes.indexPathOffset % 16 == 0)
        #expect(MemoryLayout<LayoutAttributes>.offset(of: \.frame)! % 16 == 0)
        // The constant is what the fields' own stores would leave there.
        var attributes = LayoutAttributes(category: .supplementary, kind: .header, indexPath: IndexPath(item: 1, section: 2), frame: .zero, zIndex: 7, isHidden: true)
        withUnsafeMutableBytes(of: &attributes) { raw in
            raw.storeBytes(of: LayoutAttributes.shownCellAtZero, toByteOffset: LayoutAttributes.zIndexOffset, as: SIMD2<UInt64>.self)
        }
        #expect(attributes == LayoutAttributes(category: .cell, kind: .header, indexPath: IndexPath(item: 1, section: 2), frame: .zero))
    }
}
