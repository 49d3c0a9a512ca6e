/// What an invalidation tells the layout changed (UIKit's
/// `UICollectionViewLayoutInvalidationContext`), so that it redoes only that.
///
/// - A new bounds *size* (or new data wholesale) invalidates everything: a full prepare.
/// - A bounds *origin* change the layout asked for (pinned headers) needs no
///   new frames: pinned elements are placed at query time (`PinnedPlacement`),
///   so the context only records it.
/// - Self-sizing names items; a batch update names the data source counts. Both
///   re-lay out the sections concerned, never the whole layout.
public struct InvalidationContext: Hashable, Sendable {
    /// Everything is laid out again (a new bounds size, `reloadData`).
    public var invalidateEverything = false
    /// Items or sections were inserted, deleted, moved or reloaded.
    public var invalidateDataSourceCounts = false
    /// The bounds moved and the layout asked to hear of it (pinned elements),
    /// answered without a prepare.
    public var invalidatedForBoundsChange = false
    /// Items whose size changed (self-sizing, interactive movement).
    public var invalidatedItemIndexPaths: [IndexPath] = []
    /// The sections laid out again (after the change).
    public var invalidatedSections: [Int] = []
    /// How much the content's length along the scroll axis changed.
    public var contentSizeAdjustment: Double = 0
    /// How far the content offset moved to keep the first visible cell still
    /// (UIKit's `contentOffsetAdjustment`); zero when nothing was anchored.
    public var contentOffsetAdjustment = Point.zero

    /// An empty context.
    public init() {}
}
