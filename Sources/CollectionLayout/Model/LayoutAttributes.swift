/// Everything a collection view needs to place one element: UIKit's
/// `UICollectionViewLayoutAttributes`, as a value.
///
/// A value, not an object: attributes handed out by a layout cannot be changed
/// behind its back ("modified without invalidating the layout", a classic UIKit
/// crash, cannot happen). Attributes are materialised only for query results; the
/// prepared layout stores frames and identities in compact parallel arrays.
public struct LayoutAttributes: Hashable, Sendable {
    // Stored in this order (not the declaration order of the public
    // interface, which the initialiser keeps) so that a cell's writer
    // (`overwriteCells`) stores 16-byte aligned spans: with the size a
    // multiple of 16 (144 bytes), every attributes of an array starts 16-byte
    // aligned, and the index path, the frame's halves and the span of
    // zIndex, category and isHidden each fill one aligned 16-byte store,
    // which never crosses a cache line.

    /// The element's position in the data.
    public var indexPath: IndexPath
    /// The element's frame in content coordinates.
    public var frame: Rect
    /// Stacking order: higher values are drawn above lower ones.
    public var zIndex: Int
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// Whether the element is hidden.
    public var isHidden: Bool
    /// The storage of `kind`: written through `kind`, which keeps
    /// `holdsCellKind` with it, or read in place (`ElementKind.sharesStorage`).
    var kindStorage: ElementKind
    /// Whether `kind` is known to be `ElementKind.cell` (never true of
    /// another kind; the `kind` setter tests the bits only, so a `-` spelt
    /// with string storage of its own may read false, which only costs that
    /// kind a rewrite). Kept after the kind, in bytes the alpha's alignment
    /// leaves free (the size stays 144 bytes), so that a query writing a
    /// cell over a reused buffer's attributes learns from one byte that the
    /// kind there needs no writing. Not part of equality or hashing, which
    /// are those of the public fields.
    private(set) var holdsCellKind: Bool
    /// The element kind (`-` for cells).
    public var kind: ElementKind {
        get { kindStorage }
        set {
            kindStorage = newValue
            holdsCellKind = ElementKind.hasCellBitPattern(&kindStorage)
        }
    }
    /// Opacity, 0 to 1.
    public var alpha: Double
    /// A transform applied around the element's centre.
    public var transform: AffineTransform

    /// Creates attributes.
    /// - Complexity: O(1)
    public init(
        category: ElementCategory, kind: ElementKind, indexPath: IndexPath, frame: Rect,
        zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false, transform: AffineTransform = .identity
    ) {
        self.category = category
        self.kindStorage = kind
        // Tested on the argument, so that `self` can stay in registers; `==`
        // compares the two words first, the string only when they differ.
        self.holdsCellKind = kind == .cell
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
        self.transform = transform
    }

    /// Equal when every public field is (`holdsCellKind` follows the kind's bits, not its value).
    /// - Complexity: O(length of the kind names)
    public static func == (lhs: LayoutAttributes, rhs: LayoutAttributes) -> Bool {
        lhs.category == rhs.category && lhs.kind == rhs.kind && lhs.indexPath == rhs.indexPath && lhs.frame == rhs.frame
            && lhs.zIndex == rhs.zIndex && lhs.alpha == rhs.alpha && lhs.isHidden == rhs.isHidden && lhs.transform == rhs.transform
    }

    /// Hashes the public fields, in their declaration order.
    /// - Complexity: O(length of the kind name)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(kind)
        hasher.combine(indexPath)
        hasher.combine(frame)
        hasher.combine(zIndex)
        hasher.combine(alpha)
        hasher.combine(isHidden)
        hasher.combine(transform)
    }

    /// The contract's output order: category, kind, section, item.
    /// - Complexity: O(length of the kind names)
    public static func outputOrder(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }

    /// The order elements are drawn in, bottom first: zIndex, then, at an
    /// equal zIndex, decorations below the others (a compositional
    /// background with UIKit's default zIndex, 0, lies under cells that also
    /// have 0), then the output order.
    /// - Complexity: O(length of the kind names)
    public static func drawOrder(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
        if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
        let lhsDecoration = lhs.category == .decoration, rhsDecoration = rhs.category == .decoration
        if lhsDecoration != rhsDecoration { return lhsDecoration }
        return outputOrder(lhs, rhs)
    }
}
