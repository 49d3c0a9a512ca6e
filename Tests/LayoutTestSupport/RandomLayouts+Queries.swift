import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// `count` random queries of `prepared`, each with random visible bounds
    /// (see `queryRect(in:)` and `visibleBounds(in:)`).
    /// - Complexity: O(count)
    public mutating func queries(in prepared: PreparedLayout, count: Int) -> [LayoutQuery] {
        (0..<count).map { _ in LayoutQuery(rect: queryRect(in: prepared), visibleBounds: visibleBounds(in: prepared)) }
    }

    /// A random query rect for `prepared`, from every family that has tripped
    /// rect queries up: empty (zero width or height), zero-size, tiny,
    /// viewport-sized, huge, outside the content, with negative origins, equal
    /// to an element's frame, and touching an element's edge from outside (which
    /// must not find it: positive-area overlap) or overlapping it by a sliver.
    /// - Complexity: O(1)
    public mutating func queryRect(in prepared: PreparedLayout) -> Rect {
        let content = Rect(origin: .zero, size: prepared.contentSize)
        switch generator.int(in: 0...11) {
        case 0:
            // Empty: a line through the content.
            let point = pointNear(content)
            return generator.chance(0.5)
                ? Rect(x: point.x, y: point.y, width: 0, height: generator.length(in: 0...500))
                : Rect(x: point.x, y: point.y, width: generator.length(in: 0...500), height: 0)
        case 1:
            let point = elementCorner(prepared) ?? pointNear(content)
            return Rect(origin: point, size: .zero)
        case 2:
            let point = elementCorner(prepared) ?? pointNear(content)
            let side = generator.pick([0.25, 0.5, 1])
            let dx = generator.pick([0, -side]), dy = generator.pick([0, -side])
            return Rect(x: point.x + dx, y: point.y + dy, width: side, height: side)
        case 3:
            // The viewport, somewhere along the scroll axis (possibly before the start).
            var rect = Rect(origin: .zero, size: prepared.boundsSize)
            let axis = prepared.scrollAxis
            rect.origin[axis] = generator.length(between: -prepared.boundsSize[axis], and: prepared.contentSize[axis])
            return rect
        case 4:
            return Rect(x: -1e6, y: -1e6, width: 2e6 + Swift.max(0, content.width), height: 2e6 + Swift.max(0, content.height))
        case 5:
            // Past the content along the scroll axis, or beside it across.
            var rect = Rect(origin: .zero, size: prepared.boundsSize)
            let axis = generator.pick(Axis.allCases)
            rect.origin[axis] = Swift.max(0, content.max(axis)) + generator.length(in: 0...200)
            return rect
        case 6:
            // Before the content (negative origin), reaching into it or not.
            let width = generator.length(in: 0.5...600), height = generator.length(in: 0.5...600)
            return Rect(x: -generator.length(in: 0...300), y: -generator.length(in: 0...300), width: width, height: height)
        case 7, 8:
            return touchingRect(prepared) ?? randomRect(near: content)
        case 9:
            guard let frame = randomFrame(prepared) else { return randomRect(near: content) }
            return frame
        default:
            return randomRect(near: content)
        }
    }

    /// Random visible bounds for `prepared`: `nil` (the default) now and then,
    /// otherwise the bounds' size at a random offset along the scroll axis, from
    /// before the content's start to past its end (rubber-banding included).
    /// - Complexity: O(1)
    public mutating func visibleBounds(in prepared: PreparedLayout) -> Rect? {
        if generator.chance(0.2) { return nil }
        let axis = prepared.scrollAxis
        var bounds = Rect(origin: .zero, size: prepared.boundsSize)
        if generator.chance(0.1) { bounds.size[axis] = generator.length(in: 0...400) }
        bounds.origin[axis] = generator.length(between: -prepared.boundsSize[axis], and: prepared.contentSize[axis] + 100)
        if generator.chance(0.1) { bounds.origin[axis.cross] = generator.length(in: -50...50) }
        return bounds
    }

    /// A rect of random size whose origin is near the content (possibly outside it).
    mutating func randomRect(near content: Rect) -> Rect {
        let origin = pointNear(content)
        return Rect(origin: origin, size: Size(width: generator.length(in: 0.5...500), height: generator.length(in: 0.5...500)))
    }

    /// A point in the content grown by 100 points on every side.
    mutating func pointNear(_ content: Rect) -> Point {
        Point(
            x: generator.length(between: -100, and: content.width + 100),
            y: generator.length(between: -100, and: content.height + 100)
        )
    }

    /// A random stored frame, or `nil` when there is none.
    mutating func randomFrame(_ prepared: PreparedLayout) -> Rect? {
        prepared.frames.isEmpty ? nil : generator.pick(prepared.frames)
    }

    /// A corner of a random stored frame.
    mutating func elementCorner(_ prepared: PreparedLayout) -> Point? {
        guard let frame = randomFrame(prepared) else { return nil }
        return Point(x: generator.pick([frame.minX, frame.maxX]), y: generator.pick([frame.minY, frame.maxY]))
    }

    /// A rect that shares exactly one edge with a random stored frame, from
    /// outside (touching only: must not find it) or, now and then, overlapping
    /// it by a sliver of 1/4, 1/8 or 1/1024 point (must find it when the frame
    /// has area).
    mutating func touchingRect(_ prepared: PreparedLayout) -> Rect? {
        guard let frame = randomFrame(prepared) else { return nil }
        return touchingRect(around: frame)
    }

    /// A rect that shares exactly one edge with `frame` (see `touchingRect(_:)`).
    mutating func touchingRect(around frame: Rect) -> Rect {
        let overlap = generator.chance(0.25) ? generator.pick([0.25, 0.125, 1.0 / 1024]) : 0
        let width = generator.length(in: 0.5...200), height = generator.length(in: 0.5...200)
        let crossX = frame.minX - generator.length(in: 0...10), crossY = frame.minY - generator.length(in: 0...10)
        switch generator.int(in: 0...3) {
        case 0: return Rect(x: frame.maxX - overlap, y: crossY, width: width, height: height + frame.height)
        case 1: return Rect(x: frame.minX - width + overlap, y: crossY, width: width, height: height + frame.height)
        case 2: return Rect(x: crossX, y: frame.maxY - overlap, width: width + frame.width, height: height)
        default: return Rect(x: crossX, y: frame.minY - height + overlap, width: width + frame.width, height: height)
        }
    }
}
