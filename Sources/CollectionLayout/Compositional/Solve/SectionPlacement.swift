/// Lays out one compositional section along the scroll axis (rules 6 to 10
/// and 13): backgrounds first (their frames set once the section's end is
/// known), top and side boundary items, the cells, the badges, the bottom
/// boundary items; pinned items, the orthogonal strip and the visible-items
/// handler are declared to the builder.
///
/// Storage kept between sections (`Scratch`) makes a section allocate
/// nothing per item once it has grown.
struct SectionPlacement {
    /// What the sections of one prepare share.
    struct Scratch {
        /// The solved templates of templatable groups, shared by sections with equal groups.
        var templates = GroupTemplateCache()
        /// A group instance solved on its own (estimated content, the last repetition).
        var instance = GroupSolution()
        /// The section's badges, in content coordinates with absolute items, emitted after its cells.
        var badges: [PlacedSupplementary] = []
        /// The supplementary kinds of every section's group so far: a kind's
        /// code is the builder's, the same in every section.
        var kinds = SupplementaryKindTable()
        /// The group solver, its scratch kept from section to section (`GroupSolver.begin`).
        var solver = GroupSolver(measured: .uniform(count: 0, size: .zero), kinds: SupplementaryKindTable())

        /// The template of `group` in `area` holding at most `limit` items
        /// (`GroupTemplateCache.template`), the solver begun on `measured`
        /// only when it is not kept: a section whose templates are kept
        /// (most sections of a page) hands the solver nothing.
        /// - Complexity: that of the cache's lookup; one solve on a miss.
        mutating func template(of group: CollectionLayoutGroup, in area: Size, limit: Int, measured: ItemSizes) throws(LayoutError) -> Int {
            if let kept = templates.kept(group, in: area, limit: limit) { return kept }
            solver.begin(measured: measured, kinds: kinds)
            return try templates.template(of: group, in: area, limit: limit, solver: &solver)
        }

        /// Solves one repetition of `group` from `firstItem` into `instance`,
        /// the solver begun on `measured`.
        /// - Complexity: O(items × depth) of the repetition.
        mutating func solveInstance(of group: CollectionLayoutGroup, in area: Size, firstItem: Int, limit: Int, measured: ItemSizes) throws(LayoutError) {
            solver.begin(measured: measured, kinds: kinds)
            try solver.solve(group, in: area, firstItem: firstItem, limit: limit, into: &instance)
        }
    }

    /// The section's description, held by reference (`DescriptionBox`) and
    /// read in place.
    var description: CollectionLayoutSection { _read { yield descriptionBox.value } }
    /// The box of `description`: a placement is copied for each section it
    /// lays out, and a description inline would be a dozen arrays retained
    /// and released per copy (perf: a fifth of the photo grid's prepare).
    private let descriptionBox: DescriptionBox
    /// Its data: the section being laid out's (a prepare keeps one placement
    /// per distinct description and sets the items of each of its sections).
    var items: ItemSizes
    /// The scroll axis.
    let axis: Axis
    /// The collection view's size.
    let bounds: Size
    /// What depends on the description and the builder alone (`Resolved`),
    /// once `resolve` is called (by a prepare, at the first section of the
    /// description with items); `nil`, each section resolves it again.
    var resolved: Resolved?
    /// The solutions of its group by its item's measured size, when the group
    /// holds one item with estimated content (`OneItemGroupMemo`); kept from
    /// section to section of the description.
    var oneItemSolutions: OneItemGroupMemo?
    /// The templates of its group it was given (`TemplateMemo`), kept from
    /// section to section of the description.
    var templateMemo = TemplateMemo()

    /// A placement of `items` after `description`.
    init(description: CollectionLayoutSection, items: ItemSizes, axis: Axis, bounds: Size) {
        self.descriptionBox = DescriptionBox(description)
        if !GroupTemplate.isTemplatable(description.group) { oneItemSolutions = OneItemGroupMemo(group: description.group) }
        self.items = items
        self.axis = axis
        self.bounds = bounds
    }

    /// The zIndex elements of the section are raised to: the highest
    /// background's, when the section has backgrounds and items.
    var backgroundZIndex: Int32? {
        guard items.count > 0 else { return nil }
        // Not `if let`: binding `resolved` would copy it, its arrays retained and released.
        if resolved != nil { return resolved?.highestBackground ?? nil }
        var highest: Int32?
        for decoration in description.decorationItems {
            let zIndex = Int32(truncatingIfNeeded: decoration.zIndex)
            if highest.map({ zIndex > $0 }) ?? true { highest = zIndex }
        }
        return highest
    }

    /// `zIndex` raised to the backgrounds' when it is below it (rule 9): an
    /// element never reports a zIndex under its section's background, and at
    /// an equal zIndex a decoration draws below the others
    /// (`LayoutAttributes.drawOrder`), so that a background with UIKit's
    /// default zIndex, 0, lies under cells that also have 0.
    @inline(__always)
    static func promoted(_ zIndex: Int32, above background: Int32?) -> Int32 {
        guard let background, zIndex < background else { return zIndex }
        return background
    }

    /// Lays the section out from `start` along the scroll axis into the
    /// builder's current section (begun by the caller) and returns its end.
    /// Mutating (it changes nothing) so that a prepare calls it in place
    /// on its placements: a non-mutating call copied the placement, with a
    /// retain and release of each of its arrays, per section.
    /// - Throws: `LayoutError` from the group solver, or for insets that exceed
    ///   the bounds, with a path relative to the section's description
    ///   (`group.subitems[0]`): the caller prefixes the section (`CompositionalLayout.inSection`),
    ///   so that no path is built for a section that has no error.
    /// - Complexity: O(items × depth) with estimated content, O(template + items) without.
    mutating func layOut(startingAt start: Double, scratch: inout Scratch, into builder: inout PreparedLayoutBuilder) throws(LayoutError) -> Double {
        let cross = axis.cross
        let insets = description.contentInsets
        let area = Size(main: bounds[axis] - insets.total(axis), cross: bounds[cross] - insets.total(cross), mainAxis: axis)
        guard area.width >= 0, area.height >= 0 else {
            throw LayoutError(path: [.key("contentInsets")], message: "the section's content insets exceed the collection view's size (\(bounds.width) x \(bounds.height))")
        }
        let background = backgroundZIndex
        let firstBackground = builder.count
        if background != nil {
            for offset in description.decorationItems.indices {
                let decoration = description.decorationItems[offset]
                let code = resolved?.decorationCodes[offset] ?? builder.code(for: .decoration, decoration.elementKind)
                builder.appendElement(kindCode: code, frame: Rect(mainStart: start, mainLength: 0, crossStart: 0, crossLength: 0, mainAxis: axis), lane: CompositionalLane.backgrounds.lane, zIndex: Int32(truncatingIfNeeded: decoration.zIndex))
            }
        }
        let boundaryContainer = Size(main: bounds[axis], cross: area[cross], mainAxis: axis)
        let (headerLength, footerLength) = resolved?.boundaryLengths ?? boundaryLengths(in: boundaryContainer)
        let groupsStart = start + headerLength + insets.before(axis)
        let firstBoundary = builder.count
        appendBoundaryItems(afterContent: false, main: { $0 == .before ? start : groupsStart }, crossStart: insets.before(cross), crossLength: area[cross], container: boundaryContainer, background: background, into: &builder)
        let groupsEnd = try layOutGroups(startingAt: groupsStart, area: area, background: background, scratch: &scratch, into: &builder)
        let footerStart = groupsEnd + insets.after(axis)
        let end = footerStart + footerLength
        let firstFooter = builder.count
        appendBoundaryItems(afterContent: true, main: { _ in footerStart }, sectionEnd: end, crossStart: insets.before(cross), crossLength: area[cross], container: boundaryContainer, background: background, into: &builder)
        pinBoundaryItems(firstSlot: firstBoundary, afterContent: false, start: start, end: end, container: boundaryContainer, into: &builder)
        pinBoundaryItems(firstSlot: firstFooter, afterContent: true, start: start, end: end, container: boundaryContainer, into: &builder)
        if background != nil {
            try placeBackgrounds(firstSlot: firstBackground, start: start, end: end, into: &builder)
        }
        if let handler = description.visibleItemsInvalidationHandler {
            builder.setVisibleItemsInvalidationHandler(handler, forSection: builder.sectionSlots.count - 1)
        }
        return end
    }

    /// Gives the backgrounds appended from `firstSlot` their frames: the
    /// section's extent along the scroll axis, the bounds across, inset by
    /// each background's content insets (rule 9).
    private func placeBackgrounds(firstSlot: Int, start: Double, end: Double, into builder: inout PreparedLayoutBuilder) throws(LayoutError) {
        let cross = axis.cross
        for offset in description.decorationItems.indices {
            let decoration = description.decorationItems[offset]
            let insets = decoration.contentInsets
            let frame = Rect(
                mainStart: start + insets.before(axis), mainLength: (end - start) - insets.total(axis),
                crossStart: insets.before(cross), crossLength: bounds[cross] - insets.total(cross), mainAxis: axis
            )
            guard frame.width >= 0, frame.height >= 0 else {
                throw LayoutError(path: [.key("decorationItems"), .index(offset), .key("contentInsets")], message: "the background's insets exceed its section (\(frame.width) x \(frame.height) left)")
            }
            builder.setFrame(frame, ofSlot: firstSlot + offset)
        }
    }
}

/// A section description in a box, so that copies of the placement that
/// holds it share it with one reference.
final class DescriptionBox {
    /// The description.
    let value: CollectionLayoutSection

    /// A box holding `value`.
    init(_ value: CollectionLayoutSection) { self.value = value }
}
