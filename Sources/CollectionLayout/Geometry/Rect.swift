/// An axis-aligned rectangle in content coordinates. The engine's own `CGRect`.
///
/// Rects are always standardized (non-negative width and height); code that builds
/// a rect from user input validates it first.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// The empty rect at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Creates a rect from its origin and size.
    /// - Complexity: O(1)
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rect from its four components.
    /// - Complexity: O(1)
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// Creates a rect from its span along a main axis and along the cross axis.
    /// - Complexity: O(1)
    @inlinable
    public init(mainStart: Double, mainLength: Double, crossStart: Double, crossLength: Double, mainAxis: Axis) {
        self.origin = Point(main: mainStart, cross: crossStart, mainAxis: mainAxis)
        self.size = Size(main: mainLength, cross: crossLength, mainAxis: mainAxis)
    }

    /// The smallest x coordinate.
    @inlinable public var minX: Double { origin.x }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { origin.y }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal extent.
    @inlinable public var width: Double { size.width }
    /// The vertical extent.
    @inlinable public var height: Double { size.height }

    /// The smallest coordinate along `axis`.
    /// - Complexity: O(1)
    @inlinable
    public func min(_ axis: Axis) -> Double { axis == .horizontal ? origin.x : origin.y }

    /// The largest coordinate along `axis`.
    /// - Complexity: O(1)
    @inlinable
    public func max(_ axis: Axis) -> Double {
        axis == .horizontal ? origin.x + size.width : origin.y + size.height
    }

    /// Whether the rect has no area (a zero width or height).
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether both rects share a region of positive area.
    ///
    /// Rects that only touch at an edge do not intersect, and a rect without area
    /// (zero width or height) intersects nothing: this is the contract's
    /// "positive-area overlap", the rule every index strategy implements exactly.
    /// - Complexity: O(1)
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        let minX = Swift.max(origin.x, other.origin.x)
        let maxX = Swift.min(origin.x + size.width, other.origin.x + other.size.width)
        guard minX < maxX else { return false }
        let minY = Swift.max(origin.y, other.origin.y)
        let maxY = Swift.min(origin.y + size.height, other.origin.y + other.size.height)
        return minY < maxY
    }

    /// The smallest rect containing both rects.
    /// - Complexity: O(1)
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rect shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown for negative values), as `CGRect.insetBy`; the size never goes below zero.
    /// - Complexity: O(1)
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let width = Swift.max(0, size.width - 2 * dx), height = Swift.max(0, size.height - 2 * dy)
        return Rect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
    }

    /// Whether every component is finite and the size is not negative.
    /// - Complexity: O(1)
    @inlinable
    public var isValid: Bool {
        origin.x.isFinite && origin.y.isFinite && size.isValidElementSize
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)`.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
