/// A 2-D affine transform applied to an element around its centre
/// (UIKit's `CGAffineTransform`): `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Hashable, Sendable {
    /// The matrix entries, in `CGAffineTransform`'s names.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform from its six entries.
    /// - Complexity: O(1)
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
}
