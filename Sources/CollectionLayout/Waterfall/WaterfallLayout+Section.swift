extension WaterfallLayout {
    /// The kind codes a waterfall registers, and the lane its supplementary views go in.
    struct ElementKinds {
        let header: UInt16
        let footer: UInt16
        /// The lane of headers and footers: one past the last column lane.
        let supplementaryLane: Int

        init(builder: inout PreparedLayoutBuilder, supplementaryLane: Int) {
            header = builder.code(for: .supplementary, .header)
            footer = builder.code(for: .supplementary, .footer)
            self.supplementaryLane = supplementaryLane
        }
    }

    /// Lays out one section from `start` along the scroll axis (rules 1 to 6 of
    /// the contract) and returns where the next section starts.
    /// - Complexity: O(items·c) for `shortestFirst` with c columns, O(items) otherwise.
    func layOut(
        _ section: Section, resolved: ResolvedSection, startingAt start: Double, boundsSize: Size,
        kinds: ElementKinds, columns: inout WaterfallColumns, into builder: inout PreparedLayoutBuilder
    ) -> Double {
        var cursor = start
        builder.beginSection(itemCount: section.items.count)
        if resolved.headerHeight > 0 {
            let frame = Rect(x: 0, y: cursor, width: boundsSize.width, height: resolved.headerHeight)
            builder.appendElement(kindCode: kinds.header, frame: frame, lane: kinds.supplementaryLane)
        }
        let columnWidth = resolved.columnWidth(boundsWidth: boundsSize.width)
        columns.reset(count: resolved.columnCount, top: cursor + resolved.headerHeight + resolved.inset.top)
        for item in 0..<section.items.count {
            let size = section.items[item]
            let height = size.height * columnWidth / size.width
            let column = columns.column(forItem: item, direction: configuration.itemRenderDirection)
            let y = columns.place(height: height, in: column, spacing: resolved.interitemSpacing)
            let x = resolved.inset.left + Double(column) * (columnWidth + resolved.columnSpacing)
            builder.appendCell(frame: Rect(x: x, y: y, width: columnWidth, height: height), item: item, lane: column)
        }
        cursor = columns.maximumHeight + resolved.inset.bottom
        if resolved.footerHeight > 0 {
            let frame = Rect(x: 0, y: cursor, width: boundsSize.width, height: resolved.footerHeight)
            builder.appendElement(kindCode: kinds.footer, frame: frame, lane: kinds.supplementaryLane)
            cursor += resolved.footerHeight
        }
        return cursor
    }
}
