/// How a pinned element (a section header or footer with
/// `sectionHeadersPinToVisibleBounds`) follows the visible bounds along the
/// scroll axis, as the contract's rule 8 states.
///
/// Header (`.leading`): `pos = min(max(V.min, natural), limit - length)`.
/// Footer (`.trailing`): `pos = max(min(V.max - length, natural), limit)`.
/// The element's cross-axis placement never changes, unless `crossAxisLimit`
/// is set: then it also pins to the leading edge across, as a header does
/// along (the corner where a calendar's pinned rows and columns meet).
///
/// The stored properties are declared largest first, so the two one-byte
/// fields pack after the optional limit: 56 bytes a placement instead of 72
/// (a calendar of 10^6 meetings keeps one for each of its 132,000 day headers).
public struct PinnedPlacement: Hashable, Sendable {
    /// Which edge of the visible bounds the element sticks to.
    public enum Edge: UInt8, Hashable, Sendable {
        /// The top (or left) edge: section headers.
        case leading
        /// The bottom (or right) edge: section footers.
        case trailing
    }

    /// The frame the element has when no pinning applies.
    public var naturalFrame: Rect
    /// For a header, where its section's items end (it never goes past it); for a
    /// footer, where its section's items start.
    public var limit: Double
    /// When set, the element also sticks to the leading edge of the visible
    /// bounds across `axis`, never past this end: `pos = min(max(V.min,
    /// natural), crossAxisLimit - length)` across. `nil`: fixed across.
    public var crossAxisLimit: Double?
    /// The edge it sticks to.
    public var edge: Edge
    /// The scroll axis.
    public var axis: Axis

    /// Creates a placement.
    public init(naturalFrame: Rect, edge: Edge, limit: Double, axis: Axis, crossAxisLimit: Double? = nil) {
        self.naturalFrame = naturalFrame
        self.edge = edge
        self.limit = limit
        self.axis = axis
        self.crossAxisLimit = crossAxisLimit
    }

    /// The element's frame for the visible bounds `visible`. Always inlined:
    /// a query's pin filter calls it per pinned candidate, and a call copied
    /// the 56-byte placement to the stack first.
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    public func frame(in visible: Rect) -> Rect {
        let length = naturalFrame.size[axis]
        let natural = naturalFrame.min(axis)
        let position: Double
        switch edge {
        case .leading: position = Swift.min(Swift.max(visible.min(axis), natural), limit - length)
        case .trailing: position = Swift.max(Swift.min(visible.max(axis) - length, natural), limit)
        }
        var frame = naturalFrame
        frame.origin[axis] = position
        if let crossAxisLimit {
            let cross = axis.cross
            frame.origin[cross] = Swift.min(Swift.max(visible.min(cross), naturalFrame.min(cross)), crossAxisLimit - naturalFrame.size[cross])
        }
        return frame
    }

    /// The smallest rect holding every frame `frame(in:)` can return: what the
    /// index stores for this element, so that a rect query finds it as a candidate
    /// wherever it is pinned.
    /// - Complexity: O(1)
    public var envelope: Rect {
        let length = naturalFrame.size[axis]
        let natural = naturalFrame.min(axis)
        let other = edge == .leading ? limit - length : limit
        let low = Swift.min(natural, other), high = Swift.max(natural, other)
        var rect = naturalFrame
        rect.origin[axis] = low
        rect.size[axis] = high - low + length
        if let crossAxisLimit {
            let cross = axis.cross, crossLength = naturalFrame.size[cross]
            let natural = naturalFrame.min(cross), other = crossAxisLimit - crossLength
            rect.origin[cross] = Swift.min(natural, other)
            rect.size[cross] = Swift.max(natural, other) - Swift.min(natural, other) + crossLength
        }
        return rect
    }
}
