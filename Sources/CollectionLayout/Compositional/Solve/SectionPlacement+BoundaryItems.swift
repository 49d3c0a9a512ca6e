extension SectionPlacement {
    /// A boundary supplementary item of the description as every section
    /// lays it out: its placement, size and offset against the section's
    /// boundary container (the collection view's length along the scroll
    /// axis, the content area's across it: the same for every section of
    /// the description), kind code, zIndex and flags. Only its position
    /// along the scroll axis differs from section to section.
    ///
    /// Why: read from the description per section, each item is copied
    /// (its kind's string retained and released) and its placement and
    /// size worked out again, in both passes over the items (the headers
    /// and the footers) and in both pin passes: about 300 instructions a
    /// section on the App Store page, whose sections have no footer.
    struct BoundaryItem {
        /// Where it sits.
        let placement: BoundaryPlacement
        /// Its size in the section's boundary container.
        let size: Size
        /// Its `absoluteOffset`.
        let offset: Point
        /// Its kind's code, once registered (`resolve`); `nil` read from
        /// the description, whose layout registers it when it appends it.
        var code: UInt16?
        /// Its zIndex, before a background raises it.
        let zIndex: Int32
        /// Whether it makes room for itself along the scroll axis.
        let extendsBoundary: Bool
        /// Whether it pins to the visible bounds.
        let pins: Bool

        /// `item` laid out in `container` along `axis`, with kind code `code`.
        /// - Complexity: O(1)
        init(_ item: CollectionLayoutBoundarySupplementaryItem, code: UInt16?, container: Size, axis: Axis) {
            placement = BoundaryPlacement(item.alignment, scrollAxis: axis)
            size = DimensionResolver.size(item.layoutSize, in: container)
            offset = item.absoluteOffset
            self.code = code
            zIndex = Int32(truncatingIfNeeded: item.zIndex)
            extendsBoundary = item.extendsBoundary
            pins = item.pinToVisibleBounds
        }

        /// Whether it comes after the content (a footer) rather than before or beside it.
        var isAfterContent: Bool { placement.side == .after }
    }

    /// Boundary item `offset` of the description: the resolved one, else
    /// read from the description against `container`.
    /// - Complexity: O(1)
    @inline(__always)
    func boundaryItem(_ offset: Int, container: Size) -> BoundaryItem {
        // Not `if let`: binding `resolved` would copy it, its arrays retained and released.
        if resolved != nil { return resolved!.boundaryItems[offset] }
        return BoundaryItem(description.boundarySupplementaryItems[offset], code: nil, container: container, axis: axis)
    }

    /// Appends the boundary items after the content (`afterContent`: the
    /// bottom ones) or the others (top and side), in their declared order, at
    /// `main(side)` along the scroll axis; a bottom item that does not extend
    /// the boundary ends at `sectionEnd` instead, over the section's content
    /// (as UIKit aligns it), rather than hanging past the section.
    /// - Complexity: O(boundary items)
    func appendBoundaryItems(
        afterContent: Bool, main: (BoundaryPlacement.Side) -> Double, sectionEnd: Double? = nil, crossStart: Double, crossLength: Double,
        container: Size, background: Int32?, into builder: inout PreparedLayoutBuilder
    ) {
        for offset in 0..<description.boundarySupplementaryItems.count {
            let item = boundaryItem(offset, container: container)
            guard item.isAfterContent == afterContent else { continue }
            var mainStart = main(item.placement.side)
            if item.isAfterContent, !item.extendsBoundary, let sectionEnd {
                mainStart = sectionEnd - item.size[axis]
            }
            let frame = item.placement.frame(main: mainStart, size: item.size, offset: item.offset, crossStart: crossStart, crossLength: crossLength, axis: axis)
            let code = item.code ?? builder.code(for: .supplementary, description.boundarySupplementaryItems[offset].elementKind, isPinned: item.pins)
            builder.appendElement(kindCode: code, frame: frame, lane: CompositionalLane.boundaryItems.lane, zIndex: Self.promoted(item.zIndex, above: background))
        }
    }

    /// Pins the pinned items among those appended from `firstSlot` by
    /// `appendBoundaryItems(afterContent:)` (rule 10): their limits are known
    /// once the section's end is.
    /// - Complexity: O(boundary items)
    func pinBoundaryItems(
        firstSlot: Int, afterContent: Bool, start: Double, end: Double, container: Size, into builder: inout PreparedLayoutBuilder
    ) {
        var slot = firstSlot
        for offset in 0..<description.boundarySupplementaryItems.count {
            let item = boundaryItem(offset, container: container)
            guard item.isAfterContent == afterContent else { continue }
            if item.pins {
                builder.pin(slot: slot, item.placement.pin(frame: builder.frame(ofSlot: slot), sectionStart: start, end: end, axis: axis))
            }
            slot += 1
        }
    }
}
