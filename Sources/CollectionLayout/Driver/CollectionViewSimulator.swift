/// A collection view without UIKit: it holds a layout (with its data: the
/// sections and their item sizes) and bounds, and treats the layout as
/// `UICollectionView` treats its `UICollectionViewLayout`. Tests and benchmarks
/// drive the engine through it the way an app would.
///
/// - **Scrolling** (`scroll(to:)`, `setBounds(_:)`): asks
///   `shouldInvalidate(forBoundsChange:from:)`; a new size re-prepares, a moved
///   origin only records a bounds invalidation (pinned elements are placed at
///   query time); then it queries the visible rect plus a prefetch margin.
///   Scrolling never prepares (`statistics.prepares` says so).
/// - **Self-sizing** (`selfSizing`, `invalidateItems(withPreferredSizes:)`): the
///   cells it shows report preferred sizes; each change re-lays out its section
///   only (`SegmentedLayout`), with guarded convergence.
/// - **Batch updates** (`performBatchUpdates(_:sections:)`): validated against the
///   data counts as UIKit does; only touched sections are laid out again; the
///   result maps index paths and gives initial and final attributes.
/// - **Content-offset anchoring** (`anchorsContentOffset`): self-sizing and
///   batch updates keep the first visible cell still on screen, moving the
///   content offset by the change above it (see `CollectionViewSimulator+Anchoring`).
/// - **Interactive reordering** (`beginInteractiveMovementForItem(at:)`, ...):
///   hit testing through the index, live moves, commit or cancel.
///
/// The state is a value: copying a simulator copies a snapshot (sections are
/// shared until one side changes them). Bad input is a `CollectionViewError`,
/// never a crash, and leaves the state as it was.
public struct CollectionViewSimulator<Layout: SectionedLayout>: Sendable {
    /// What the driver has asked of the layout so far.
    public struct Statistics: Hashable, Sendable {
        /// Full prepares: every section laid out (the first layout, a new bounds size, `reloadData`).
        public var prepares = 0
        /// Bounds changes the layout asked to hear of, answered without a prepare.
        public var boundsInvalidations = 0
        /// Self-sizing invalidations (each re-lays out the sections of its items).
        public var selfSizingInvalidations = 0
        /// Batch updates performed.
        public var batchUpdates = 0
        /// Target changes during interactive movements (each moves one item).
        public var interactiveMoves = 0
    }

    /// The layout, its data and its sections' frames.
    public internal(set) var state: SegmentedLayout<Layout>
    /// The visible bounds: the content offset and the view's size.
    public internal(set) var bounds: Rect
    /// How far beyond the bounds, before and after along the scroll axis, the
    /// driver asks for elements (UIKit prefetches about half a screen).
    public var prefetchMargin: Double
    /// How cells size themselves, or `nil` for fixed sizes.
    public var selfSizing: SelfSizing?
    /// Whether self-sizing and batch updates keep the first visible cell still
    /// on screen by moving the content offset (UIKit's behaviour; the rule and
    /// its edge cases are in `CollectionViewSimulator+Anchoring`). Default
    /// true; false keeps the offset, so changes above the viewport move what is shown.
    public var anchorsContentOffset = true
    /// Whether an item may be picked up for interactive movement (UIKit's
    /// `collectionView(_:canMoveItemAt:)`); `nil` allows every item.
    public var canMoveItem: (@Sendable (IndexPath) -> Bool)?
    /// Adjusts the proposed target of an interactive movement (UIKit's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`):
    /// given the original, the current and the proposed index path, the one to use.
    public var targetIndexPathForMove: (@Sendable (IndexPath, IndexPath, IndexPath) -> IndexPath)?
    /// What was asked of the layout so far.
    public internal(set) var statistics = Statistics()
    /// The last invalidation applied.
    public internal(set) var lastInvalidation: InvalidationContext?
    /// What the last self-sizing run did.
    public internal(set) var lastSelfSizing: SelfSizingReport?
    /// The interactive movement in progress, if any.
    public internal(set) var interactiveMovement: InteractiveMovement?
    /// The index strategy of every section.
    public let indexStrategy: IndexStrategy
    var visible = QueryBuffer()
    /// Scratch for the anchor's search of the bounds (`visibleAnchor(mappedBy:)`).
    var anchorScratch: [Int32] = []

    /// Lays out `layout` for `bounds` (one prepare), shows the visible
    /// elements and, with `selfSizing`, sizes them.
    /// - Parameters:
    ///   - prefetchMargin: `nil` means half the bounds' length along the scroll axis.
    /// - Throws: `CollectionViewError` for bad bounds, a layout that refuses its
    ///   data, or self-sizing that does not settle.
    /// - Complexity: O(n) plus the section indexes, and the self-sizing passes.
    public init(layout: Layout, bounds: Rect, index: IndexStrategy = .auto, prefetchMargin: Double? = nil, selfSizing: SelfSizing? = nil) throws(CollectionViewError) {
        try Self.check(bounds)
        do {
            state = try SegmentedLayout(layout: layout, boundsSize: bounds.size, index: index)
        } catch {
            throw .layout(error)
        }
        self.bounds = bounds
        self.prefetchMargin = prefetchMargin ?? bounds.size[layout.scrollAxis] / 2
        self.selfSizing = selfSizing
        indexStrategy = state.strategy
        statistics.prepares = 1
        var context = InvalidationContext()
        context.invalidateEverything = true
        lastInvalidation = context
        try layoutVisibleElements()
    }

    /// The layout and its data (sections, item sizes) as they are now.
    public var layout: Layout { state.layout }
    /// The size of the scrollable content.
    /// - Complexity: O(log S)
    public var contentSize: Size { state.contentSize }
    /// Where the bounds are in the content.
    public var contentOffset: Point { bounds.origin }
    /// The elements of the visible rect plus the prefetch margin, as of the last layout pass.
    public var visibleElements: [LayoutAttributes] { visible.attributes }

    /// The rect the driver queries: the bounds grown by the prefetch margin
    /// before and after along the scroll axis.
    /// - Complexity: O(1)
    public var queryRect: Rect {
        let axis = state.scrollAxis
        var rect = bounds
        rect.origin[axis] -= prefetchMargin
        rect.size[axis] += 2 * prefetchMargin
        return rect
    }

    /// The number of sections.
    public var numberOfSections: Int { state.numberOfSections }

    /// The number of items in `section`.
    /// - Throws: `CollectionViewError.sectionOutOfRange`.
    /// - Complexity: O(1)
    public func numberOfItems(inSection section: Int) throws(CollectionViewError) -> Int {
        guard let count = state.numberOfItems(inSection: section) else { throw .sectionOutOfRange(section, sectionCount: numberOfSections) }
        return count
    }

    /// The attributes of the cell at `indexPath` (UIKit's `layoutAttributesForItem(at:)`).
    /// - Throws: `CollectionViewError` when there is no such item.
    /// - Complexity: O(log S)
    public func layoutAttributesForItem(at indexPath: IndexPath) throws(CollectionViewError) -> LayoutAttributes {
        try checkItem(indexPath)
        return state.attributesForItem(at: indexPath, visibleBounds: bounds)!
    }

    /// The attributes of the supplementary element of `kind` at `indexPath`, or
    /// `nil` when its section has none of that kind.
    /// - Throws: `CollectionViewError.sectionOutOfRange` when there is no such section.
    /// - Complexity: O(kinds + log S)
    public func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath) throws(CollectionViewError) -> LayoutAttributes? {
        _ = try numberOfItems(inSection: indexPath.section)
        return state.attributesForSupplementaryElement(ofKind: kind, at: indexPath, visibleBounds: bounds)
    }

    /// The elements intersecting `rect`, pinned ones placed for the current bounds.
    /// - Complexity: that of `SegmentedLayout.elements(in:visibleBounds:into:)`.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        state.elements(in: rect, visibleBounds: bounds)
    }

    /// Replaces the data wholesale and lays everything out again (UIKit's `reloadData`): one prepare.
    /// - Throws: `CollectionViewError.layout` when the layout refuses the data (the state is then unchanged).
    /// - Complexity: O(n) plus the section indexes, and a layout pass.
    public mutating func reloadData(_ layout: Layout) throws(CollectionViewError) {
        guard interactiveMovement == nil else { throw .interactiveMovementInProgress(interactiveMovement!.targetIndexPath) }
        do {
            state = try SegmentedLayout(layout: layout, boundsSize: state.boundsSize, index: indexStrategy)
        } catch {
            throw .layout(error)
        }
        statistics.prepares += 1
        var context = InvalidationContext()
        context.invalidateEverything = true
        lastInvalidation = context
        try layoutVisibleElements()
    }

    /// A layout pass: queries the visible rect plus the prefetch margin and,
    /// with `selfSizing`, sizes the cells shown until they settle.
    /// - Throws: `CollectionViewError` when self-sizing does not settle.
    /// - Complexity: the visible query, O(log n + k); with self-sizing, per pass
    ///   the query plus the sections re-laid out.
    public mutating func layoutVisibleElements() throws(CollectionViewError) {
        if let selfSizing {
            lastSelfSizing = try sizeVisibleCells(selfSizing)
        } else {
            queryVisibleElements()
        }
    }

    /// Queries the visible rect plus the prefetch margin into `visible` (no allocation once grown).
    mutating func queryVisibleElements() {
        state.elements(in: queryRect, visibleBounds: bounds, into: &visible)
    }

    /// Fails unless the item exists.
    func checkItem(_ indexPath: IndexPath) throws(CollectionViewError) {
        let count = try numberOfItems(inSection: indexPath.section)
        guard indexPath.item >= 0, indexPath.item < count else { throw .itemOutOfRange(indexPath, itemCount: count) }
    }

    /// Fails unless `bounds` is finite with a size that is not negative.
    static func check(_ bounds: Rect) throws(CollectionViewError) {
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.size.isValidElementSize else { throw .invalidBounds(bounds) }
    }
}
