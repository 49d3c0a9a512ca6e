extension TimelineLayout {
    /// The horizontal timeline: a horizontal flow whose columns are mirrored top to
    /// bottom, with one axis line through the node cells and dashed ends.
    ///
    /// Rules (`H` = bounds height, `n` = `nodeItem`, `r` = `nodeRadius`, `t` = `lineThickness`):
    /// 1. Sections follow each other along x as in a horizontal flow: lines are
    ///    columns filled top to bottom, packed from `inset.top` with
    ///    `minimumInteritemSpacing` gaps, a section's items span `x0 + inset.left ..< lastColumnMaxX
    ///    + inset.right`. Only the first section has a header (its width `hw =
    ///    headerReferenceSize.width` is reserved before its items) and only the
    ///    last a footer (its width `fw` is reserved after its items).
    /// 2. Mirroring: every cell's frame is reflected within its section's
    ///    insets: `y' = inset.top + (H - inset.bottom) - maxY`. The first item of
    ///    a column ends at the bottom, below the node (the UIKit original's date), the items
    ///    after the node above it (its name and picture). The UIKit original reflects with
    ///    `center.y' = (H - top - bottom) - center.y`, which is a reflection only
    ///    when the insets are zero: with its 20-point insets every cell lands 40
    ///    points too high; we reflect within the insets.
    /// 3. Every section must hold its node, item `n`. The axis is at `yA =
    ///    node.maxY - r` of the first section's node (the centre of the circle
    ///    drawn at the bottom of the node cell), as the UIKit original's `timelineY + t/2`.
    /// 4. The line (decoration `timelineLine`, section 0, item 0, zIndex -1) is
    ///    `(cx0, yA - t/2, cxN - cx0, t)` from the first node's centre x `cx0` to
    ///    the last node's `cxN`.
    /// 5. The header (when `hw > 0`) is the leading dashed line `(0, yA - t/2,
    ///    cx0 - r + 1, t)`, from the content's start to 1 point inside the first
    ///    node's circle; the footer (when `fw > 0`) the trailing one, from `cxN +
    ///    r - 1` to the content's end. (The UIKit original overlaps the circles by a point
    ///    so that no gap shows.) Both have zIndex -1, like the line. A segment
    ///    whose end comes before its start spans between the two.
    /// 6. `contentSize = (end of the last section, H)`.
    /// - Complexity: O(n) plus the index build (which sorts: the mirrored cells,
    ///   the line and the dashed ends do not come in start order).
    func prepareHorizontal(boundsSize: Size, strategy: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        var (builder, kinds) = makeBuilder(boundsSize: boundsSize, strategy: strategy)
        let headerLength = configuration.headerReferenceSize.width
        let footerLength = configuration.footerReferenceSize.width
        let radius = configuration.nodeRadius
        var cursor = 0.0
        var headerSlot: Int?, lineSlot: Int?, footerSlot: Int?
        var firstNodeCentre = 0.0, lastNodeCentre = 0.0, axisY = 0.0
        for (index, section) in sections.enumerated() {
            builder.beginSection(itemCount: section.items.count)
            if index == 0 {
                if headerLength > 0 {
                    headerSlot = builder.count
                    builder.appendElement(kindCode: kinds.header, frame: .zero, lane: Self.elementLane, zIndex: Self.lineZIndex)
                }
                lineSlot = builder.count
                builder.appendElement(kindCode: kinds.line, frame: .zero, lane: Self.lineLane, zIndex: Self.lineZIndex)
            }
            let inset = section.inset ?? configuration.sectionInset
            let firstCell = builder.count
            var lines = lineFiller(for: section, lineStart: cursor + (index == 0 ? headerLength : 0) + inset.left, boundsSize: boundsSize)
            cursor = lines.placeAll(into: &builder) + inset.right
            let mirrorSum = inset.top + (boundsSize.height - inset.bottom)
            for slot in firstCell..<builder.count {
                var frame = builder.frame(ofSlot: slot)
                frame.origin.y = mirrorSum - frame.maxY
                builder.setFrame(frame, ofSlot: slot)
            }
            let node = builder.frame(ofSlot: firstCell + configuration.nodeItem)
            let centre = node.minX + node.width / 2
            if index == 0 {
                firstNodeCentre = centre
                axisY = node.maxY - radius
            }
            lastNodeCentre = centre
            if index == sections.count - 1, footerLength > 0 {
                footerSlot = builder.count
                builder.appendElement(kindCode: kinds.footer, frame: .zero, lane: Self.elementLane, zIndex: Self.lineZIndex)
                cursor += footerLength
            }
        }
        if let lineSlot { builder.setFrame(segment(from: firstNodeCentre, to: lastNodeCentre, crossCentre: axisY), ofSlot: lineSlot) }
        if let headerSlot { builder.setFrame(segment(from: 0, to: firstNodeCentre - radius + 1, crossCentre: axisY), ofSlot: headerSlot) }
        if let footerSlot { builder.setFrame(segment(from: lastNodeCentre + radius - 1, to: cursor, crossCentre: axisY), ofSlot: footerSlot) }
        return try builder.build(contentSize: Size(width: cursor, height: boundsSize.height))
    }
}
