/// Collects a layout's elements during prepare and builds the `PreparedLayout`.
///
/// Layouts append elements section by section, in layout order; each section's
/// cells must be appended contiguously and in item order (so that
/// `attributesForItem(at:)` is a subscript). A layout that knows its lanes
/// (waterfall columns) passes a lane with each element for `SortedColumnIndex`.
public struct PreparedLayoutBuilder {
    let scrollAxis: Axis
    let boundsSize: Size
    let strategy: IndexStrategy
    var frames: [Rect] = []
    /// The keys that the elements' slots do not imply.
    var keys = ElementKeyRecorder()
    /// Whether a frame appended or set so far is not finite: checked as each
    /// frame is stored, so `build` needs no second pass over the frames.
    var hasNonFiniteFrame = false
    /// The first slot of the current section's run of cells whose keys their
    /// slots imply, or `noOpenRun`: the next cell joins the run, in
    /// `appendCell`'s inlined fast path, when its slot is this plus its item.
    var openRunFirstSlot = Self.noOpenRun
    /// The kinds registered so far.
    public private(set) var kinds = KindTable()
    var sectionSlots: [PreparedLayout.SectionSlots] = []
    var lookup = ElementLookupTable()
    var pinned: [Int32: PinnedPlacement] = [:]
    /// Slots per lane; `nil` when the layout is one lane or the strategy needs none.
    var lanes: [[Int32]]?
    /// The cards that pin to the visible bounds, declared by `declareStickyCards`.
    var stickyCardSlots: (firstSlot: Int, count: Int, pinInset: Double)?
    /// The sections whose content scrolls across the scroll axis.
    var orthogonalSections: [OrthogonalSectionDeclaration] = []
    /// Query-time attribute handlers, by section.
    var visibleItemsHandlers: [Int: VisibleItemsInvalidationHandler] = [:]
    /// The sections whose cells are in closed form (`appendUniformCells`).
    var uniformRuns: [UniformCellRun] = []
    /// The buffers of `appendCells`' writer: frames and lanes of a chunk of cells.
    var cellChunk: [Rect] = []
    var cellChunkLanes: [Int32] = []
    /// The steps the layout's placement loops took (`PreparedLayout.itemVisits`).
    var itemVisits = 0
    /// The strip directory's top level, built as cells are written (`nil`
    /// for the other strategies).
    var streamedDirectory: StreamedStripDirectory?
    /// Whether a section's trail may be implied by its cells' frames
    /// (`implyTrail`): set by the compositional prepare, not by the
    /// sectioned one the driver keeps per section.
    var impliesTrailFrames = false
    /// The trails implied so far.
    var impliedTrails = ImpliedTrailRecorder()

    /// Starts a build.
    /// - Parameters:
    ///   - strategy: the concrete index strategy to build.
    ///   - laneCount: the number of lanes the layout will name, or `nil` for one lane.
    ///   - expectedElements: a capacity hint.
    ///   - streamsIndex: whether the strip directory's top level is built
    ///     while cells are written (`StreamedStripDirectory`) rather than in
    ///     a pass over the finished frames. Worth it where cells share their
    ///     main-axis start, as a flow's rows do; a waterfall's interleaved
    ///     columns give every cell a new strip, and there streaming cost
    ///     6-11% of a prepare at 10^6 on one host (`results/waterfall-streaming/`)
    ///     and, on another, gained 4-9% of a prepare into reused storage and
    ///     nothing fresh (`results/waterfall-index-build/`).
    public init(
        scrollAxis: Axis, boundsSize: Size, strategy: IndexStrategy, laneCount: Int? = nil, expectedElements: Int = 0,
        streamsIndex: Bool = false
    ) {
        precondition(strategy != .auto, "resolve .auto to the layout's own strategy first")
        self.scrollAxis = scrollAxis
        self.boundsSize = boundsSize
        self.strategy = strategy
        frames.reserveCapacity(expectedElements)
        if strategy == .stripDirectory, streamsIndex { streamedDirectory = StreamedStripDirectory(axis: scrollAxis) }
        if let laneCount, strategy == .sortedColumns {
            lanes = Array(repeating: [], count: laneCount)
        }
    }

    /// Reserves room for `pinnedCount` pinned elements: the pin table then grows once.
    /// - Complexity: O(pinnedCount)
    public mutating func reserveCapacity(pinned pinnedCount: Int) {
        pinned.reserveCapacity(pinnedCount)
    }

    /// The number of elements appended so far (the next element's slot).
    public var count: Int { frames.count }

    /// Registers a kind and returns its code (see `KindTable`).
    /// - Complexity: O(number of kinds)
    public mutating func code(for category: ElementCategory, _ kind: ElementKind, isPinned: Bool = false) -> UInt16 {
        kinds.code(for: category, kind, isPinned: isPinned)
    }

    /// Starts section `sections.count` with `itemCount` items.
    /// - Complexity: amortized O(1)
    public mutating func beginSection(itemCount: Int) {
        openRunFirstSlot = Self.noOpenRun
        sectionSlots.append(.init(firstItemSlot: Int32(truncatingIfNeeded: frames.count), itemCount: Int32(truncatingIfNeeded: itemCount)))
    }

    /// Appends the cell for item `item` of the current section.
    /// - Complexity: amortized O(1)
    ///   The next cell of its section's run (not the first, no zIndex, no
    ///   lanes) takes an inlined path that only checks and stores its frame.
    /// - Precondition: the section's cells are appended in item order, item 0 first.
    @inline(__always)
    public mutating func appendCell(frame: Rect, item: Int, lane: Int = 0, zIndex: Int32 = 0) {
        if zIndex == 0, lanes == nil, frames.count &- openRunFirstSlot == item {
            if !Self.isFinite(frame) { hasNonFiniteFrame = true }
            frames.append(frame)
        } else {
            appendCellStartingRun(frame: frame, item: item, lane: lane, zIndex: zIndex)
        }
    }

    /// `appendCell` for a section's first cell, a cell whose key is stored,
    /// or a layout with lanes.
    @inline(never)
    mutating func appendCellStartingRun(frame: Rect, item: Int, lane: Int, zIndex: Int32) {
        let section = sectionSlots.count - 1
        let slot = frames.count
        if item == 0 { sectionSlots[section].firstItemSlot = Int32(truncatingIfNeeded: slot) }
        let firstItemSlot = sectionSlots[section].firstItemSlot
        if keys.recordCell(slot: slot, section: section, item: item, zIndex: zIndex, firstItemSlot: firstItemSlot) {
            openRunFirstSlot = Int(firstItemSlot)
        }
        append(frame: frame, lane: lane)
    }

    /// Appends a supplementary or decoration element of the current section.
    /// - Parameter pin: how it follows the visible bounds, if it does; its kind
    ///   must then be registered as pinned. The stored frame becomes the pin's envelope.
    /// - Complexity: amortized O(1)
    public mutating func appendElement(kindCode: UInt16, frame: Rect, item: Int = 0, lane: Int = 0, zIndex: Int32 = 0, pin: PinnedPlacement? = nil) {
        let section = Int32(truncatingIfNeeded: sectionSlots.count - 1)
        let item32 = Int32(truncatingIfNeeded: item)
        let slot = Int32(truncatingIfNeeded: frames.count)
        lookup.insert(kindCode: kinds.lookupCode(kindCode), section: section, item: item32, slot: slot)
        if let pin {
            assert(kinds[kindCode].isPinned, "a pinned element's kind must be registered as pinned: queries look pins up by kind")
            pinned[slot] = pin
        }
        let key = ElementKey(section: section, item: item32, kindCode: kindCode, zIndex: zIndex)
        // A pinned kind's element keeps its key stored: `pin(slot:_:)` checks it.
        if keys.recordElement(key, slot: Int(slot), mayTrail: pin == nil && !kinds.isPinned(code: kindCode)) {
            // The run's trail has begun: a cell after it is not one of the run's implied cells.
            openRunFirstSlot = Self.noOpenRun
        }
        append(frame: pin?.envelope ?? frame, lane: lane)
    }

    @inline(__always)
    mutating func append(frame: Rect, lane: Int) {
        if lanes != nil { lanes![lane].append(Int32(truncatingIfNeeded: frames.count)) }
        if !Self.isFinite(frame) { hasNonFiniteFrame = true }
        frames.append(frame)
    }

    /// Builds the index and returns the prepared layout. The builder is
    /// spent: it gives up the key bitmaps' words to the result (mutating, not
    /// consuming, so that no copy of it still holds them while the table
    /// writes into them in place).
    /// - Throws: `LayoutError` when the content size or a frame is not finite:
    ///   finite sizes, spacings and insets can add up past the largest `Double`,
    ///   and an infinite or NaN frame would make the indexes disagree with the
    ///   linear scan (a NaN subtree maximum prunes valid elements). Frames are
    ///   checked as they are stored.
    /// - Complexity: that of the strategy's build, O(n) for layouts that emit
    ///   elements in main-axis order, plus O(n / 64) for the key table.
    public mutating func build(contentSize: Size) throws(LayoutError) -> PreparedLayout {
        guard contentSize.width.isFinite, contentSize.height.isFinite, !hasNonFiniteFrame else {
            throw LayoutError(
                path: [],
                message: "the layout overflows to infinity (content size \(contentSize.width) x \(contentSize.height)): sizes, spacings or insets are too large"
            )
        }
        // Capacity reserved for trails that turned out implied is given back
        // (the frames are kept for the layout's lifetime).
        if impliesTrailFrames { frames = ElementKeyRecorder.trimmed(frames) }
        var index: BuiltIndex
        var orthogonal: OrthogonalSections?
        if orthogonalSections.isEmpty {
            index = BuiltIndex(strategy: strategy, frames: frames, axis: scrollAxis, lanes: lanes, streamed: &streamedDirectory)
        } else {
            // The strip directory indexes the main elements among the
            // layout's own frames, read through their slots: a copy of
            // theirs would be kept by the index (32 bytes an element)
            // beside the slot map.
            let indexesSubset = strategy == .stripDirectory
            let built = OrthogonalSections.build(
                declarations: orthogonalSections, frames: frames, lanes: lanes, sectionCount: sectionSlots.count, scrollAxis: scrollAxis,
                copiesMainFrames: !indexesSubset
            )
            orthogonal = built.sections
            if indexesSubset {
                index = .stripDirectory(
                    StripDirectoryIndex(frames: frames, slots: orthogonal!.mainSlotsGivenUp(), axis: scrollAxis)
                )
            } else {
                index = BuiltIndex(strategy: strategy, frames: built.mainFrames, axis: scrollAxis, lanes: built.mainLanes)
            }
        }
        let stickyCards = stickyCardSlots.map {
            StickyCardStack(frames: frames, firstSlot: $0.firstSlot, count: $0.count, axis: scrollAxis, pinInset: $0.pinInset)
        }
        let closedForm = closedFormCells()
        let keyTable = keys.table(count: frames.count)
        let trails = impliedTrails.table(slotCount: frames.count, keyRunCount: keyTable.runs.count)
        lookup.dropRows(impliedBy: keyTable, kinds: kinds)
        lookup.dropRows(inTrailsOf: keyTable, slotCount: frames.count, kinds: kinds)
        return PreparedLayout(
            contentSize: contentSize, scrollAxis: scrollAxis, boundsSize: boundsSize, frames: frames, keyTable: keyTable,
            kinds: kinds, index: index, sectionSlots: closedForm.sectionSlots, lookup: lookup, pinned: pinned,
            stickyCards: stickyCards, orthogonal: orthogonal, visibleItemsHandlers: visibleItemsHandlers,
            uniformCells: closedForm.cells, impliedTrails: trails, itemVisits: itemVisits
        )
    }
}

extension PreparedLayoutBuilder {
    /// `openRunFirstSlot` when the current section has no run of implied
    /// cells: so far below any slot that no item can be a slot's distance from it.
    static var noOpenRun: Int { -(1 << 40) }

    /// Whether `frame`'s origin, size and far edges are all finite (each
    /// finite alone, the sum of origin and size can still overflow). The far
    /// edges alone decide it: an infinite or NaN origin or size makes its sum
    /// infinite or NaN.
    /// Tested as (maxX - maxX) + (maxY - maxY) == 0: a finite value minus
    /// itself is +0, an infinite or NaN one gives NaN, which the sum keeps
    /// and which equals nothing. Three floating-point operations and one
    /// branch, where two `isFinite` tests load two masks each and branch twice.
    @inline(__always)
    static func isFinite(_ frame: Rect) -> Bool {
        let maxX = frame.maxX, maxY = frame.maxY
        return (maxX - maxX) + (maxY - maxY) == 0
    }

    /// Makes the already appended element in `slot` pinned: stores its envelope
    /// as its frame and remembers `placement`. For headers, whose pin limit (the
    /// end of their section) is known only after the section's items.
    /// - Complexity: O(1) expected.
    public mutating func pin(slot: Int, _ placement: PinnedPlacement) {
        assert(keys.storedKey(ofSlot: slot).map { kinds[$0.kindCode].isPinned } == true, "a pinned element's kind must be registered as pinned: queries look pins up by kind")
        if !Self.isFinite(placement.envelope) { hasNonFiniteFrame = true }
        streamedDirectory?.frameChanged(slot: slot)
        frames[slot] = placement.envelope
        pinned[Int32(truncatingIfNeeded: slot)] = placement
    }
}

extension PreparedLayoutBuilder {
    /// The frame stored so far for the element in `slot`.
    /// - Complexity: O(1)
    public func frame(ofSlot slot: Int) -> Rect { frames[slot] }

    /// Replaces the frame of the already appended element in `slot`: for
    /// elements whose extent is known only once later elements are placed (a
    /// timeline's axis line, which ends at the next section's header; a section
    /// background, which encloses the section's items; mirrored cells). Appending
    /// such an element first, where it starts, keeps the elements in main-axis
    /// order, so `IntervalTreeIndex` needs no sort.
    /// - Complexity: O(1)
    public mutating func setFrame(_ frame: Rect, ofSlot slot: Int) {
        if !Self.isFinite(frame) { hasNonFiniteFrame = true }
        streamedDirectory?.frameChanged(slot: slot)
        frames[slot] = frame
    }

    /// Declares the cells in `firstSlot ..< firstSlot + count` a stack of sticky
    /// cards (`StickyCardStack`): each pins `pinInset` points past the leading
    /// edge of the visible bounds once it reaches it, under the later cards.
    ///
    /// - Precondition (checked when the layout is built): the cards' main-axis
    ///   starts are non-decreasing and they share one cross-axis extent.
    /// - Complexity: O(1); the stack is built with the index, in O(count).
    public mutating func declareStickyCards(firstSlot: Int, count: Int, pinInset: Double) {
        stickyCardSlots = (firstSlot, count, pinInset)
    }
}

extension PreparedLayoutBuilder {
    /// Declares the content of an orthogonal section: its slots (already
    /// appended, contiguous) are indexed on their own along the cross axis and
    /// moved by the section's scroll offset at query time. With lanes, each
    /// strip's index keeps the lanes of its elements, and the main index those
    /// of the others.
    /// - Complexity: O(1); the strip's index is built with the layout's.
    public mutating func declareOrthogonalSection(_ declaration: OrthogonalSectionDeclaration) {
        orthogonalSections.append(declaration)
    }

    /// Registers a handler called with section `section`'s attributes in
    /// every query's results (UIKit's `visibleItemsInvalidationHandler`).
    /// - Complexity: O(1) expected.
    public mutating func setVisibleItemsInvalidationHandler(_ handler: @escaping VisibleItemsInvalidationHandler, forSection section: Int) {
        visibleItemsHandlers[section] = handler
    }
}
