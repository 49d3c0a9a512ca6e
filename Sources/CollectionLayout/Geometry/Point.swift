/// A location in the collection view's content coordinate space, in points.
///
/// The engine's own `CGPoint`: `Double` components, like `CGFloat` on 64-bit platforms.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point.
    /// - Complexity: O(1)
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The coordinate along `axis` (`x` for `.horizontal`, `y` for `.vertical`).
    /// - Complexity: O(1)
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Creates a point from a coordinate along `main` and one along the other axis.
    /// - Complexity: O(1)
    @inlinable
    public init(main: Double, cross: Double, mainAxis: Axis) {
        if mainAxis == .vertical { self.init(x: cross, y: main) } else { self.init(x: main, y: cross) }
    }
}
