extension SegmentedLayout {
    /// Replaces the sizes of some items of `section` and re-lays out that
    /// section alone: what one self-sizing change costs.
    /// - Throws: `LayoutError` for an index path that does not exist or a size
    ///   the layout refuses; the layout is then unchanged.
    /// - Complexity: O(items in the section) plus its index, and O(log S) for the offsets.
    public mutating func setItemSizes(_ changes: [(item: Int, size: Size)], inSection section: Int) throws(LayoutError) {
        try checkSection(section)
        for change in changes { try checkItem(IndexPath(item: change.item, section: section)) }
        let previous = layout.sections[section].items
        for change in changes { layout.sections[section].items.setSize(change.size, at: change.item) }
        do {
            try relayOut([section])
        } catch {
            layout.sections[section].items = previous
            throw error
        }
    }

    /// Moves one item (UIKit's `moveItem(at:to:)`): removes it at `source`, then
    /// inserts it at `destination`, an index path in the data after the removal.
    /// Re-lays out the one or two sections concerned.
    /// - Throws: `LayoutError` when either index path does not exist; the layout is then unchanged.
    /// - Complexity: O(items of the two sections) plus their indexes, O(log S) for the offsets.
    public mutating func moveItem(from source: IndexPath, to destination: IndexPath) throws(LayoutError) {
        try checkItem(source)
        try checkSection(destination.section)
        let limit = segments[destination.section].itemCount - (source.section == destination.section ? 1 : 0)
        guard destination.item >= 0, destination.item <= limit else {
            throw LayoutError(
                path: [.section(destination.section)],
                message: "cannot move an item to item \(destination.item): the section has \(limit) items besides the moved one"
            )
        }
        let sections = source.section == destination.section ? [source.section] : [source.section, destination.section]
        let previous = sections.map { layout.sections[$0].items }
        let size = layout.sections[source.section].items.remove(at: source.item)
        layout.sections[destination.section].items.insert(size, at: destination.item)
        do {
            try relayOut(sections)
        } catch {
            for (section, items) in zip(sections, previous) { layout.sections[section].items = items }
            throw error
        }
    }

    /// Replaces the data with `sections` and keeps, for each new section whose
    /// `origins` entry names an old section, that section's layout as it is (a
    /// section that moved or did not change); every other section is laid out
    /// anew. What a batch update costs: the sections it touches.
    /// - Precondition: `origins.count == sections.count`; each origin is an old section.
    /// - Throws: `LayoutError` for data the layout refuses; the layout is then unchanged.
    /// - Complexity: O(items of the sections laid out, plus their indexes), plus
    ///   O(S) when sections were inserted, deleted or moved (the offset tree is
    ///   rebuilt), else O(log S) per section laid out.
    public mutating func replaceSections(_ sections: [Layout.Section], reusing origins: [Int?]) throws(LayoutError) {
        precondition(origins.count == sections.count, "one origin per new section")
        var updated = layout
        updated.sections = sections
        var fresh: [LayoutSegment] = []
        fresh.reserveCapacity(sections.count)
        var work = counters
        for (section, origin) in origins.enumerated() {
            if let origin, updated.canReuseSectionLayout(from: origin, of: segments.count, as: section, of: sections.count) {
                fresh.append(segments[origin])
            } else {
                let segment = LayoutSegment(try updated.layOutSection(section, boundsSize: boundsSize, index: strategy))
                work.sectionsLaidOut += 1
                work.itemsLaidOut += segment.itemCount
                fresh.append(segment)
            }
        }
        let elements = fresh.reduce(0) { $0 + $1.prepared.elementCount }
        try LayoutValidation.checkElementCount(elements)
        let tree = SectionOffsetTree(fresh.map { $0.extent })
        try Self.checkFinite(tree)
        layout = updated
        segments = ChunkedArray(fresh)
        offsets = tree
        itemCounts = fresh.map(\.itemCount)
        elementTotal = elements
        counters = work
    }

    /// Replaces the data with `sections`, which has as many sections in the
    /// same order, and lays out anew only `relaidSections` (sorted, distinct):
    /// every other section keeps its layout, its offset moved by the offset
    /// tree. What a batch update without section inserts, deletes, moves or
    /// reloads costs: the touched sections, never a walk over every section.
    /// - Precondition: `sections.count == numberOfSections`; `itemCounts` is each
    ///   of `sections`' item count, and equals the current one outside `relaidSections`.
    /// - Throws: `LayoutError` for data the layout refuses; the layout is then unchanged.
    /// - Complexity: O(items of the sections laid out, plus their indexes, plus
    ///   log S each), plus O(S / 256) chunk references copied when a snapshot
    ///   of the layout shares them; `counters.offsetNodesWritten` grows by
    ///   about log2(S) per section laid out.
    public mutating func replaceSections(_ sections: [Layout.Section], relayingOut relaidSections: [Int], itemCounts: [Int]) throws(LayoutError) {
        precondition(sections.count == segments.count && itemCounts.count == segments.count, "the same number of sections")
        var updated = layout
        updated.sections = sections
        var fresh: [LayoutSegment] = []
        fresh.reserveCapacity(relaidSections.count)
        var elements = elementTotal
        for section in relaidSections {
            let segment = LayoutSegment(try updated.layOutSection(section, boundsSize: boundsSize, index: strategy))
            elements += segment.prepared.elementCount - segments[section].prepared.elementCount
            fresh.append(segment)
        }
        try LayoutValidation.checkElementCount(elements)
        var tree = offsets
        for (section, segment) in zip(relaidSections, fresh) {
            counters.offsetNodesWritten += tree.setExtent(segment.extent, of: section)
        }
        try Self.checkFinite(tree)
        layout = updated
        for (section, segment) in zip(relaidSections, fresh) {
            segments[section] = segment
            counters.sectionsLaidOut += 1
            counters.itemsLaidOut += segment.itemCount
        }
        offsets = tree
        self.itemCounts = itemCounts
        elementTotal = elements
    }

    /// Fails when `tree`'s offsets could overflow (see `checkFinite()`).
    static func checkFinite(_ tree: SectionOffsetTree) throws(LayoutError) {
        guard isBounded(tree) else {
            throw LayoutError(path: [], message: "the layout overflows to infinity (content size after the update is not finite): sizes, spacings or insets are too large")
        }
    }

    /// Lays out `sections` anew and updates their offsets, all or nothing.
    mutating func relayOut(_ sections: [Int]) throws(LayoutError) {
        var fresh: [LayoutSegment] = []
        for section in sections {
            fresh.append(LayoutSegment(try layout.layOutSection(section, boundsSize: boundsSize, index: strategy)))
        }
        let previous = sections.map { segments[$0] }
        for (section, segment) in zip(sections, fresh) {
            segments[section] = segment
            offsets.setExtent(segment.extent, of: section)
        }
        do {
            try checkFinite()
        } catch {
            for (section, segment) in zip(sections, previous) {
                segments[section] = segment
                offsets.setExtent(segment.extent, of: section)
            }
            throw error
        }
        for (section, (old, segment)) in zip(sections, zip(previous, fresh)) {
            itemCounts[section] = segment.itemCount
            elementTotal += segment.prepared.elementCount - old.prepared.elementCount
            counters.sectionsLaidOut += 1
            counters.itemsLaidOut += segment.itemCount
        }
    }

    /// Fails unless `section` exists.
    func checkSection(_ section: Int) throws(LayoutError) {
        guard segments.indices.contains(section) else {
            throw LayoutError(path: [.section(section)], message: "no such section: the layout has \(segments.count) sections")
        }
    }

    /// Fails unless the item at `indexPath` exists.
    func checkItem(_ indexPath: IndexPath) throws(LayoutError) {
        try checkSection(indexPath.section)
        let count = segments[indexPath.section].itemCount
        guard indexPath.item >= 0, indexPath.item < count else {
            throw LayoutError(path: [.section(indexPath.section)], message: "no item \(indexPath.item): the section has \(count) items")
        }
    }
}
