/// Where a boundary supplementary item sits relative to the scroll axis
/// (rule 6): before the section's content, after it, or at its side; and at
/// which end of the cross axis.
struct BoundaryPlacement {
    /// Along the scroll axis: before the content (a header), after it (a footer), or beside it.
    enum Side { case before, beside, after }

    /// Its side along the scroll axis.
    let side: Side
    /// Whether it sits at the trailing end of the cross axis (else the leading end).
    let atCrossEnd: Bool

    /// The placement of `alignment` in a layout scrolling along `axis`: the
    /// alignment's vertical part decides the side for vertical scrolling,
    /// its horizontal part for horizontal scrolling; the other part, the
    /// cross-axis end.
    /// - Complexity: O(1)
    init(_ alignment: RectAlignment, scrollAxis axis: Axis) {
        let vertical: Int, horizontal: Int
        switch alignment {
        case .top: (vertical, horizontal) = (-1, 0)
        case .topLeading: (vertical, horizontal) = (-1, -1)
        case .leading: (vertical, horizontal) = (0, -1)
        case .bottomLeading: (vertical, horizontal) = (1, -1)
        case .bottom: (vertical, horizontal) = (1, 0)
        case .bottomTrailing: (vertical, horizontal) = (1, 1)
        case .trailing: (vertical, horizontal) = (0, 1)
        case .topTrailing: (vertical, horizontal) = (-1, 1)
        }
        let main = axis == .vertical ? vertical : horizontal
        side = main < 0 ? .before : main > 0 ? .after : .beside
        atCrossEnd = (axis == .vertical ? horizontal : vertical) > 0
    }

    /// The pin of an item placed at `frame` whose section spans `start ..< end`
    /// (rule 10): a header or side item sticks to the leading edge of the
    /// visible bounds up to the end, a footer to the trailing edge down to the start.
    /// - Complexity: O(1)
    func pin(frame: Rect, sectionStart start: Double, end: Double, axis: Axis) -> PinnedPlacement {
        side == .after
            ? PinnedPlacement(naturalFrame: frame, edge: .trailing, limit: start, axis: axis)
            : PinnedPlacement(naturalFrame: frame, edge: .leading, limit: end, axis: axis)
    }
}

extension CollectionLayoutBoundarySupplementaryItem {
    /// Its frame with its main-axis start at `main`, its cross-axis placement
    /// in `crossStart ..< crossStart + crossLength`, sized against `container`,
    /// then moved by `absoluteOffset`.
    /// - Complexity: O(1)
    func frame(main: Double, crossStart: Double, crossLength: Double, container: Size, placement: BoundaryPlacement, axis: Axis) -> Rect {
        placement.frame(
            main: main, size: DimensionResolver.size(layoutSize, in: container), offset: absoluteOffset, crossStart: crossStart, crossLength: crossLength, axis: axis
        )
    }
}

extension BoundaryPlacement {
    /// The frame of an item of `size` placed this way with its main-axis
    /// start at `main` and its cross-axis placement in `crossStart ..<
    /// crossStart + crossLength`, then moved by `offset`.
    /// - Complexity: O(1)
    @inline(__always)
    func frame(main: Double, size: Size, offset: Point, crossStart: Double, crossLength: Double, axis: Axis) -> Rect {
        let cross = atCrossEnd ? crossStart + crossLength - size[axis.cross] : crossStart
        let frame = Rect(mainStart: main, mainLength: size[axis], crossStart: cross, crossLength: size[axis.cross], mainAxis: axis)
        return frame.offsetBy(offset)
    }
}
