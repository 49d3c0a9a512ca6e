extension SectionPlacement {
    /// What a section's layout takes from its description and the builder
    /// alone, the same for every section of one description in one prepare:
    /// kind codes, the boundary items' lengths, whether the group is
    /// templatable. Resolved once per description rather than per section
    /// (a photo library's 44,000 days would otherwise look up each kind by
    /// name and walk the group tree 44,000 times).
    struct Resolved {
        /// The highest background zIndex (`backgroundZIndex` for a section with items).
        var highestBackground: Int32?
        /// The builder's code of each decoration item, in declaration order.
        var decorationCodes: [UInt16] = []
        /// The boundary items, laid out in the section's boundary container
        /// with their codes, in declaration order.
        var boundaryItems: [BoundaryItem] = []
        /// The lengths along the scroll axis of the header and footer room.
        var boundaryLengths = (0.0, 0.0)
        /// Whether the group is templatable (`GroupTemplate.isTemplatable`).
        var isTemplatable = false
        /// Whether its cells can carry a zIndex (`GroupTemplate.hasCustomItems`).
        var hasCustomItems = true
    }

    /// Resolves `resolved`, registering kinds with the builder in the order
    /// a section's layout registers them (decorations, top and side boundary
    /// items, the group's badges, bottom boundary items), so that codes are
    /// those an unresolved layout gives.
    /// - Precondition: the section has items (a section without registers
    ///   neither its backgrounds nor its group's badges).
    /// - Complexity: O(description × kinds)
    mutating func resolve(scratch: inout Scratch, builder: inout PreparedLayoutBuilder) {
        var result = Resolved()
        result.highestBackground = backgroundZIndex
        result.decorationCodes = description.decorationItems.map { builder.code(for: .decoration, $0.elementKind) }
        let insets = description.contentInsets
        let crossRoom = bounds[axis.cross] - insets.total(axis.cross)
        let container = Size(main: bounds[axis], cross: crossRoom, mainAxis: axis)
        result.boundaryItems = description.boundarySupplementaryItems.map { BoundaryItem($0, code: nil, container: container, axis: axis) }
        for afterContent in [false, true] {
            if afterContent { scratch.kinds.register(description.group, builder: &builder) }
            for (offset, item) in description.boundarySupplementaryItems.enumerated() where result.boundaryItems[offset].isAfterContent == afterContent {
                result.boundaryItems[offset].code = builder.code(for: .supplementary, item.elementKind, isPinned: item.pinToVisibleBounds)
            }
        }
        result.boundaryLengths = boundaryLengths(in: container)
        result.isTemplatable = GroupTemplate.isTemplatable(description.group)
        result.hasCustomItems = GroupTemplate.hasCustomItems(description.group)
        resolved = result
    }

    /// The room the header and footer boundary items take along the scroll
    /// axis: the longest extending item on each side.
    /// - Complexity: O(boundary items)
    func boundaryLengths(in container: Size) -> (Double, Double) {
        var headerLength = 0.0, footerLength = 0.0
        for item in description.boundarySupplementaryItems where item.extendsBoundary {
            let length = DimensionResolver.size(item.layoutSize, in: container)[axis]
            switch BoundaryPlacement(item.alignment, scrollAxis: axis).side {
            case .before: headerLength = Swift.max(headerLength, length)
            case .after: footerLength = Swift.max(footerLength, length)
            case .beside: break
            }
        }
        return (headerLength, footerLength)
    }
}
