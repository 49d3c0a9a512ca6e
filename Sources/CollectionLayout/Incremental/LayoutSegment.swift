/// One section of a `SegmentedLayout`: the section prepared alone in its own
/// coordinates (it starts at 0 along the scroll axis; its keys say section 0),
/// with its own index, and how far its elements reach along the scroll axis.
///
/// An immutable class rather than a struct: a `PreparedLayout` holds about ten
/// references, and the array of segments is copied whenever a snapshot of the
/// layout is kept (a batch update's transition keeps the layout before it), so
/// as a struct every copy would cost ten retains and releases per section,
/// a large share of a batch update at 10^6 items.
final class LayoutSegment: Sendable {
    /// The section's elements and index, in section coordinates.
    let prepared: PreparedLayout
    /// The section's extent for the offset tree: its length and overhangs.
    let extent: SectionOffsetTree.Extent
    /// The smallest and largest main-axis coordinates of any stored frame
    /// (envelopes for pinned elements), or 0 and 0 when there is none.
    let low: Double
    let high: Double

    /// Wraps a section prepared by `SectionedLayout.layOutSection`.
    /// - Complexity: O(elements of the section)
    init(_ prepared: PreparedLayout) {
        self.prepared = prepared
        let axis = prepared.scrollAxis
        var low = 0.0, high = 0.0
        if let first = prepared.frames.first {
            low = first.min(axis)
            high = first.max(axis)
            for frame in prepared.frames {
                low = Swift.min(low, frame.min(axis))
                high = Swift.max(high, frame.max(axis))
            }
        }
        self.low = low
        self.high = high
        let length = prepared.contentSize[axis]
        extent = SectionOffsetTree.Extent(length: length, leadingOverhang: -low, trailingOverhang: high - length)
    }

    /// The number of items.
    var itemCount: Int { prepared.numberOfItems(inSection: 0) ?? 0 }
}

extension Rect {
    /// The rect moved by `offset` along `axis`: how a section's local frame
    /// becomes a content frame (the one definition every path uses, so that
    /// frames agree to the bit).
    /// - Complexity: O(1)
    @inlinable
    func movedAlong(_ axis: Axis, by offset: Double) -> Rect {
        var rect = self
        rect.origin[axis] = offset + rect.origin[axis]
        return rect
    }

    /// Whether `point` lies in the rect: `minX <= x < maxX` and `minY <= y < maxY`
    /// (`CGRect.contains(_:)`): a rect without area contains nothing.
    /// (Internal and named apart from `CGRect.contains` so as not to claim that name for the engine.)
    /// - Complexity: O(1)
    @inlinable
    func containsPoint(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y && point.y < origin.y + size.height
    }
}

extension PinnedPlacement {
    /// The placement moved by `offset` along its axis (natural frame and limit).
    /// - Complexity: O(1)
    func moved(by offset: Double) -> PinnedPlacement {
        PinnedPlacement(naturalFrame: naturalFrame.movedAlong(axis, by: offset), edge: edge, limit: offset + limit, axis: axis, crossAxisLimit: crossAxisLimit)
    }
}
