/// A width and a height, in points. The engine's own `CGSize`.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// `(0, 0)`.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size.
    /// - Complexity: O(1)
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The extent along `axis` (`width` for `.horizontal`, `height` for `.vertical`).
    /// - Complexity: O(1)
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Creates a size from its extent along `main` and along the other axis.
    /// - Complexity: O(1)
    @inlinable
    public init(main: Double, cross: Double, mainAxis: Axis) {
        if mainAxis == .vertical {
            self.init(width: cross, height: main)
        } else {
            self.init(width: main, height: cross)
        }
    }

    /// Whether both extents are finite and not negative: the only sizes a layout accepts.
    /// - Complexity: O(1)
    @inlinable
    public var isValidElementSize: Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}
