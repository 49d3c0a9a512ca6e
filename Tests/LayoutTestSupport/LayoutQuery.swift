import CollectionLayout

/// One rect query of a prepared layout: the rect, and the visible bounds that
/// place pinned elements (`nil`: the layout's default visible bounds).
public struct LayoutQuery: Hashable, Sendable, CustomStringConvertible {
    /// The query rect.
    public var rect: Rect
    /// The collection view's visible bounds, or `nil` for the default.
    public var visibleBounds: Rect?

    /// Creates a query.
    public init(rect: Rect, visibleBounds: Rect? = nil) {
        self.rect = rect
        self.visibleBounds = visibleBounds
    }

    /// `rect (x, y, w, h) visible (x, y, w, h)`.
    public var description: String {
        "rect \(rect) visible \(visibleBounds.map(\.description) ?? "default")"
    }
}
