extension FlowLayout {
    /// The values in force for one section: its overrides, else the layout's.
    struct ResolvedSection {
        let inset: EdgeInsets
        let headerLength: Double
        let footerLength: Double
        let lineSpacing: Double
        let interitemSpacing: Double

        init(_ section: Section, _ configuration: Configuration) {
            let axis = configuration.scrollDirection
            inset = section.inset ?? configuration.sectionInset
            headerLength = (section.headerReferenceSize ?? configuration.headerReferenceSize)[axis]
            footerLength = (section.footerReferenceSize ?? configuration.footerReferenceSize)[axis]
            lineSpacing = section.minimumLineSpacing ?? configuration.minimumLineSpacing
            interitemSpacing = section.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing
        }
    }

    /// Lays out one section from `start` along the scroll axis (rules 1, 2, 6 and
    /// 8 of the contract) and returns where the next section starts.
    /// - Parameter closedForm: whether its cells may be given in closed form
    ///   (`FlowLineFiller.uniformCellRun`) rather than appended.
    /// - Complexity: O(items in the section), O(items per line) in closed form.
    func layOut(_ section: Section, startingAt start: Double, boundsSize: Size, kinds: FlowElementKinds, closedForm: Bool = false, into builder: inout PreparedLayoutBuilder) -> Double {
        let axis = configuration.scrollDirection
        let values = ResolvedSection(section, configuration)
        let crossLength = boundsSize[axis.cross]
        builder.beginSection(itemCount: section.items.count)

        var headerSlot: Int?
        var headerFrame = Rect.zero
        if values.headerLength > 0 {
            headerSlot = builder.count
            headerFrame = Rect(mainStart: start, mainLength: values.headerLength, crossStart: 0, crossLength: crossLength, mainAxis: axis)
            builder.appendElement(kindCode: kinds.header, frame: headerFrame, lane: kinds.supplementaryLane, zIndex: kinds.headerZIndex)
        }
        let background = kinds.background?.reserve(itemCount: section.items.count, start: start + values.headerLength, into: &builder)
        let itemsStart = start + values.headerLength + values.inset.leading(axis)
        var lines = FlowLineFiller(
            axis: axis, sizes: section.items, lineStart: itemsStart,
            crossStart: values.inset.leading(axis.cross),
            available: crossLength - values.inset.leading(axis.cross) - values.inset.trailing(axis.cross),
            lineSpacing: values.lineSpacing, interitemSpacing: values.interitemSpacing,
            lineAlignment: configuration.lineAlignment, lastLineAlignment: configuration.lastLineAlignment
        )
        let itemsEnd: Double
        if closedForm, let run = lines.uniformCellRun(section: builder.sectionCount - 1, previous: builder.lastUniformRun) {
            builder.appendUniformCells(run)
            itemsEnd = run.mainEnd + values.inset.trailing(axis)
        } else {
            itemsEnd = lines.placeAll(into: &builder) + values.inset.trailing(axis)
            builder.itemVisits += lines.itemReads
        }
        kinds.background?.place(background, end: itemsEnd, crossLength: crossLength, into: &builder)

        if let headerSlot, kinds.pinsHeaders {
            let placement = PinnedPlacement(naturalFrame: headerFrame, edge: .leading, limit: itemsEnd, axis: axis)
            builder.pin(slot: headerSlot, placement)
        }
        guard values.footerLength > 0 else { return itemsEnd }
        let footerFrame = Rect(mainStart: itemsEnd, mainLength: values.footerLength, crossStart: 0, crossLength: crossLength, mainAxis: axis)
        let pin = kinds.pinsFooters
            ? PinnedPlacement(naturalFrame: footerFrame, edge: .trailing, limit: start + values.headerLength, axis: axis)
            : nil
        builder.appendElement(kindCode: kinds.footer, frame: footerFrame, lane: kinds.supplementaryLane, zIndex: kinds.footerZIndex, pin: pin)
        return itemsEnd + values.footerLength
    }
}
