extension TimelineLayout {
    /// The vertical timeline: a vertical flow with a header per section and one
    /// line per section along the axis.
    ///
    /// Rules (`h` = `headerReferenceSize.height`, `x` = `axisOffset`, `t` = `lineThickness`):
    /// 1. Sections stack as in flow: a header `(0, y0, boundsWidth, h)` when
    ///    `h > 0`, items in lines from `y0 + h + inset.top` (flow's rules 3 and 4,
    ///    every line packed from `inset.left` with `minimumInteritemSpacing`
    ///    gaps), the section's items end at `lastLineMaxY + inset.bottom`.
    /// 2. Only the last section has a footer: the marker `(x - w/2, itemsEnd, w,
    ///    f)` for `footerReferenceSize = [w, f]` when `f > 0`; the next section
    ///    (none) or the content ends after it.
    /// 3. Section `s`'s line (decoration `timelineLine`, item 0, zIndex -1) is
    ///    `(x - t/2, a, t, b - a)` from its header's centre `a = y0 + h/2` to the
    ///    next section's header centre `b = y0' + h/2`; the last section's line
    ///    ends at the top of its footer (its items end). When negative insets put
    ///    `b` above `a`, the line spans `b ..< a`.
    /// 4. `contentSize = (boundsWidth, end of the last section)`.
    ///
    /// Each line is appended right after its header, where it starts, and given
    /// its frame once the next header's place is known (`setFrame`): elements
    /// stay in start order, so the interval tree builds without a sort.
    /// - Complexity: O(n) plus the index build.
    func prepareVertical(boundsSize: Size, strategy: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        let axis = configuration.scrollDirection
        var (builder, kinds) = makeBuilder(boundsSize: boundsSize, strategy: strategy)
        let headerLength = configuration.headerReferenceSize[axis]
        let footer = configuration.footerReferenceSize
        let crossLength = boundsSize[axis.cross]
        let axisCentre = configuration.axisOffset
        var cursor = 0.0
        for (index, section) in sections.enumerated() {
            builder.beginSection(itemCount: section.items.count)
            let anchor = cursor + headerLength / 2
            if headerLength > 0 {
                let frame = Rect(mainStart: cursor, mainLength: headerLength, crossStart: 0, crossLength: crossLength, mainAxis: axis)
                builder.appendElement(kindCode: kinds.header, frame: frame, lane: Self.elementLane)
            }
            let lineSlot = builder.count
            builder.appendElement(kindCode: kinds.line, frame: segment(from: anchor, to: anchor, crossCentre: axisCentre), lane: Self.lineLane, zIndex: Self.lineZIndex)
            let inset = section.inset ?? configuration.sectionInset
            var lines = lineFiller(for: section, lineStart: cursor + headerLength + inset.leading(axis), boundsSize: boundsSize)
            let itemsEnd = lines.placeAll(into: &builder) + inset.trailing(axis)
            cursor = itemsEnd
            let isLast = index == sections.count - 1
            if isLast, footer[axis] > 0 {
                let frame = Rect(
                    mainStart: itemsEnd, mainLength: footer[axis],
                    crossStart: axisCentre - footer[axis.cross] / 2, crossLength: footer[axis.cross], mainAxis: axis
                )
                builder.appendElement(kindCode: kinds.footer, frame: frame, lane: Self.elementLane)
                cursor += footer[axis]
            }
            let lineEnd = isLast ? itemsEnd : cursor + headerLength / 2
            builder.setFrame(segment(from: anchor, to: lineEnd, crossCentre: axisCentre), ofSlot: lineSlot)
        }
        return try builder.build(contentSize: Size(main: cursor, cross: crossLength, mainAxis: axis))
    }
}
