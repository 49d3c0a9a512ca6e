/// The result of preparing a layout: every element's frame and identity, and an
/// index that answers rect queries. Its frames are immutable (a new prepare
/// makes a new value); the only thing that changes is the scroll offset of an
/// orthogonal section (`setOrthogonalScrollOffset`), scroll state like the
/// visible bounds a query is given.
///
/// Storage is built once per prepare and addressed by *slot*: `frames`
/// (contiguous, 32 bytes each) and the elements' keys (section, item, kind
/// code and zIndex, `key(ofSlot:)`), which are stored only where the slot does
/// not imply them (`ElementKeyTable`: a cell's key follows from its section's
/// run of slots). Attributes are materialised only for query results. Elements that depend on the visible bounds (pinned headers and
/// footers) store the envelope of every place they can go; their real frame is
/// resolved at query time from `PinnedPlacement`, so scrolling never needs a new
/// prepare.
public struct PreparedLayout: Sendable {
    /// Where a section's cells are stored: `firstItemSlot ..< firstItemSlot + itemCount`.
    @usableFromInline
    struct SectionSlots: Sendable {
        @usableFromInline var firstItemSlot: Int32
        @usableFromInline var itemCount: Int32
    }

    /// The identity of a supplementary or decoration element, for lookups.
    struct ElementLookup: Hashable, Sendable {
        var kindCode: UInt16
        var section: Int32
        var item: Int32
    }

    /// The size of the scrollable content (UIKit's `collectionViewContentSize`).
    public let contentSize: Size
    /// The scroll axis.
    public let scrollAxis: Axis
    /// The collection view's size the layout was prepared for.
    public let boundsSize: Size
    /// Every element's stored frame, by slot (for a pinned element, its envelope;
    /// for a sticky card, its natural frame).
    public let frames: [Rect]
    /// Every element's identity, by slot (see `key(ofSlot:)`).
    @usableFromInline let keyTable: ElementKeyTable
    /// The kinds the keys' codes refer to.
    public let kinds: KindTable
    /// The rect-query index.
    public let index: BuiltIndex
    @usableFromInline let sectionSlots: [SectionSlots]
    let lookup: ElementLookupTable
    /// The pinned elements' placements, by slot.
    @usableFromInline let pinned: PinTable
    /// The cards that pin to the visible bounds and slide over each other
    /// (`StickyCardsLayout`), or `nil`. Their stored frames are their natural,
    /// unpinned frames; queries place them (see `StickyCardStack`).
    public let stickyCards: StickyCardStack?
    /// The sections whose content scrolls across the scroll axis, or `nil`:
    /// their elements are indexed apart and moved by their scroll offsets at
    /// query time (the only state a query reads besides its arguments).
    @usableFromInline var orthogonal: OrthogonalSections?
    /// Handlers that adjust a section's attributes in query results, by section.
    let visibleItemsHandlers: [Int: VisibleItemsInvalidationHandler]
    /// The cells held in closed form, at virtual slots past `frames`, or `nil`
    /// (see `UniformCells`).
    @usableFromInline let uniformCells: UniformCells?
    /// The trail elements whose frames their cells' frames imply, at
    /// virtual slots past `frames`, or `nil` (see `ImpliedTrails`).
    @usableFromInline let impliedTrails: ImpliedTrails?
    /// The steps the layout's placement loops took in this prepare (flow: item
    /// sizes read; waterfall: column heights read), 0 for the families that do
    /// not count: the measure of a prepare's work `PrepareComplexityTests`
    /// holds to O(n).
    let itemVisits: Int

    init(
        contentSize: Size, scrollAxis: Axis, boundsSize: Size, frames: [Rect], keyTable: ElementKeyTable,
        kinds: KindTable, index: BuiltIndex, sectionSlots: [SectionSlots],
        lookup: ElementLookupTable, pinned: [Int32: PinnedPlacement], stickyCards: StickyCardStack? = nil,
        orthogonal: OrthogonalSections? = nil, visibleItemsHandlers: [Int: VisibleItemsInvalidationHandler] = [:],
        uniformCells: UniformCells? = nil, impliedTrails: ImpliedTrails? = nil, itemVisits: Int = 0
    ) {
        precondition(uniformCells == nil || impliedTrails == nil, "closed-form cells and implied trails both take the slots past the stored frames")
        self.contentSize = contentSize
        self.scrollAxis = scrollAxis
        self.boundsSize = boundsSize
        self.frames = frames
        self.keyTable = keyTable
        self.kinds = kinds
        self.index = index
        self.sectionSlots = sectionSlots
        self.lookup = lookup
        self.pinned = PinTable(pinned, frames: frames, axis: scrollAxis)
        self.stickyCards = stickyCards
        self.orthogonal = orthogonal
        self.orthogonal?.notePins(self.pinned)
        self.visibleItemsHandlers = visibleItemsHandlers
        self.uniformCells = uniformCells
        self.impliedTrails = impliedTrails
        self.itemVisits = itemVisits
    }

    /// The number of elements (cells, supplementary and decoration views):
    /// the stored ones, the cells in closed form and the implied trails.
    public var elementCount: Int { frames.count + (uniformCells?.cellCount ?? 0) + (impliedTrails?.count ?? 0) }

    /// The number of sections.
    public var numberOfSections: Int { sectionSlots.count }

    /// The number of items in `section`, or `nil` if there is no such section.
    /// - Complexity: O(1)
    public func numberOfItems(inSection section: Int) -> Int? {
        sectionSlots.indices.contains(section) ? Int(sectionSlots[section].itemCount) : nil
    }

    /// The visible bounds the contract assumes when none are given: the
    /// collection view's bounds at the content origin.
    public var defaultVisibleBounds: Rect { Rect(origin: .zero, size: boundsSize) }

    /// The identity of the element in `slot`: its section, item, kind code
    /// and zIndex; a cell in closed form's from its run; an implied trail
    /// element's from its cell's; a sticky card's zIndex from its stack
    /// (`StickyCardStack.zIndex(ofSlot:)`).
    /// - Complexity: O(1), O(log sections) for a cell in closed form, O(log n)
    ///   for an implied trail element.
    @inlinable
    public func key(ofSlot slot: Int) -> ElementKey {
        if let uniformCells, slot >= uniformCells.firstSlot { return uniformCells.key(ofSlot: slot) }
        if impliedTrails != nil, slot >= frames.count { return impliedTrailKey(ofSlot: slot) }
        var key = keyTable.key(ofSlot: slot)
        if let stickyCards, stickyCards.contains(slot: slot) { key.zIndex = stickyCards.zIndex(ofSlot: slot) }
        return key
    }

    /// The kind code of the element in `slot` (0 for a cell), a cheaper read
    /// than its whole key.
    /// - Complexity: O(1), O(log n) for an implied trail element.
    @inlinable
    public func kindCode(ofSlot slot: Int) -> UInt16 {
        if let uniformCells, slot >= uniformCells.firstSlot { return 0 }
        if impliedTrails != nil, slot >= frames.count { return impliedTrailKey(ofSlot: slot).kindCode }
        return keyTable.kindCode(ofSlot: slot)
    }

    /// The bytes held by the element storage (frames and keys, the
    /// closed-form cells' runs and the implied trails' table).
    public var storageBytes: Int {
        frames.count * MemoryLayout<Rect>.stride + keyTable.byteCount + (uniformCells?.bytes ?? 0) + (impliedTrails?.bytes ?? 0)
    }
}
