extension DirectionalEdgeInsets {
    /// The inset before the content along `axis` (leading for x, top for y).
    @inline(__always)
    func before(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }

    /// The inset after the content along `axis` (trailing for x, bottom for y).
    @inline(__always)
    func after(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }

    /// Both insets along `axis`.
    @inline(__always)
    func total(_ axis: Axis) -> Double { before(axis) + after(axis) }

    /// Whether every inset is finite.
    var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}

extension Rect {
    /// The rect moved by `delta`.
    @inline(__always)
    func offsetBy(_ delta: Point) -> Rect {
        Rect(x: origin.x + delta.x, y: origin.y + delta.y, width: size.width, height: size.height)
    }
}

extension Point {
    /// The point moved by `delta`.
    @inline(__always)
    func adding(_ delta: Point) -> Point { Point(x: x + delta.x, y: y + delta.y) }
}
