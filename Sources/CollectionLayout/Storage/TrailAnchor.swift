/// How an implied trail element's frame follows from its cell's stored frame
/// (`ImpliedTrails`): on each axis a start taken from the cell (its leading
/// edge, its trailing edge less the element's length, or centred), then an
/// offset added, with the element's own size.
///
/// It is the arithmetic of a supplementary item's placement on its
/// container (`SupplementaryPlacement.frame(of:on:)` computes through it),
/// so that an anchor made from a supplementary item
/// (`init(edges:offset:size:)`) gives on a cell's frame what the placement
/// gives on that frame. The placement of a repeated group's badge is made on
/// the group's local cell and moved by the group's origin afterwards, which
/// rounds differently from a placement on the moved cell; so is an anchor
/// that adds the first badge's distance from its cell (`init(deltaFrom:to:)`).
/// Which of them reproduces a run's stored frames is not known in advance:
/// prepare tries both on every element, bit for bit, and keeps the frames
/// stored when neither does.
struct TrailAnchor: Sendable {
    /// Where the element starts on one axis, before the offset.
    enum Start: UInt8, Sendable {
        /// At the cell's leading (left or top) edge.
        case leading
        /// At the cell's trailing edge less the element's length.
        case trailing
        /// Centred on the cell.
        case centred
    }

    /// The starts across x and y.
    var xStart: Start
    var yStart: Start
    /// The offsets added to the starts (points: an absolute offset, or a
    /// fractional one times the element's length, as the placement computes it).
    var xOffset: Double
    var yOffset: Double
    /// The element's size.
    var width: Double
    var height: Double

    /// The frame on the cell whose frame is `cell`.
    /// - Complexity: O(1)
    @inline(__always)
    func frame(on cell: Rect) -> Rect {
        var x: Double, y: Double
        switch xStart {
        case .leading: x = cell.minX
        case .trailing: x = cell.maxX - width
        case .centred: x = cell.minX + (cell.width - width) / 2
        }
        switch yStart {
        case .leading: y = cell.minY
        case .trailing: y = cell.maxY - height
        case .centred: y = cell.minY + (cell.height - height) / 2
        }
        x += xOffset
        y += yOffset
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The anchor of a supplementary item with `edges` and `offset`, of
    /// `size` (as `DimensionResolver` sized it on the cell).
    init(edges: DirectionalRectEdge, offset: CollectionLayoutAnchor.Offset, size: Size) {
        xStart = edges.contains(.leading) ? .leading : edges.contains(.trailing) ? .trailing : .centred
        yStart = edges.contains(.top) ? .leading : edges.contains(.bottom) ? .trailing : .centred
        switch offset {
        case .absolute(let point): (xOffset, yOffset) = (point.x, point.y)
        case .fractional(let fraction): (xOffset, yOffset) = (fraction.x * size.width, fraction.y * size.height)
        }
        (width, height) = (size.width, size.height)
    }

    /// The anchor that adds `element`'s distance from `cell` to a cell's origin.
    init(deltaFrom cell: Rect, to element: Rect) {
        (xStart, yStart) = (.leading, .leading)
        (xOffset, yOffset) = (element.minX - cell.minX, element.minY - cell.minY)
        (width, height) = (element.width, element.height)
    }

    /// Whether the two anchors are the same bit for bit (a zero's sign
    /// included): anchors are compared to share one pattern between runs.
    func isIdentical(to other: TrailAnchor) -> Bool {
        xStart == other.xStart && yStart == other.yStart
            && xOffset.bitPattern == other.xOffset.bitPattern && yOffset.bitPattern == other.yOffset.bitPattern
            && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
    }
}

extension Rect {
    /// Whether the two frames are the same bit for bit (a zero's sign
    /// included; NaN equal to the same NaN): what an implied frame must be
    /// to stand for a stored one.
    @inline(__always)
    func isIdentical(to other: Rect) -> Bool {
        minX.bitPattern == other.minX.bitPattern && minY.bitPattern == other.minY.bitPattern
            && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
    }
}
