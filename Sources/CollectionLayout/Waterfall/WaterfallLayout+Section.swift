extension WaterfallLayout {
    /// The kind codes a waterfall registers, and the lane its supplementary views go in.
    struct ElementKinds {
        let header: UInt16
        let footer: UInt16
        /// The lane of headers and footers: one past the last column lane.
        let supplementaryLane: Int
        /// Section backgrounds (in the supplementary lane), when the configuration asks for them.
        let background: SectionBackgroundPlacer?

        init(builder: inout PreparedLayoutBuilder, supplementaryLane: Int, sectionBackground: Bool) {
            header = builder.code(for: .supplementary, .header)
            footer = builder.code(for: .supplementary, .footer)
            self.supplementaryLane = supplementaryLane
            background = sectionBackground ? SectionBackgroundPlacer(builder: &builder, lane: supplementaryLane, axis: .vertical) : nil
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
        let reservation = kinds.background?.reserve(itemCount: section.items.count, start: cursor + resolved.headerHeight, into: &builder)
        let columnWidth = resolved.columnWidth(boundsWidth: boundsSize.width)
        // Columns are filled in the section's own coordinates (from 0) and moved
        // to `start` when appended: the shortest-column choice then compares the
        // same sums whether the section is laid out alone (the incremental
        // `SegmentedLayout`) or after others (`prepare`). Compared at their
        // absolute positions, near-equal column heights rounded differently and
        // a tie flipped (`SegmentedLayoutOracleTests`, the cards workload: item
        // [8, 22] went to column 0 in one and column 1 in the other).
        let top = resolved.headerHeight + resolved.inset.top
        columns.reset(count: resolved.columnCount, top: top)
        let geometry = WaterfallColumns.Geometry(
            left: resolved.inset.left, pitch: columnWidth + resolved.columnSpacing, width: columnWidth,
            spacing: resolved.interitemSpacing, start: start
        )
        builder.appendCells { cells in
            columns.place(section.items, direction: configuration.itemRenderDirection, geometry: geometry, into: &cells)
        }
        cursor = start + (columns.maximumHeight + resolved.inset.bottom)
        kinds.background?.place(reservation, end: cursor, crossLength: boundsSize.width, into: &builder)
        if resolved.footerHeight > 0 {
            let frame = Rect(x: 0, y: cursor, width: boundsSize.width, height: resolved.footerHeight)
            builder.appendElement(kindCode: kinds.footer, frame: frame, lane: kinds.supplementaryLane)
            cursor += resolved.footerHeight
        }
        return cursor
    }
}
