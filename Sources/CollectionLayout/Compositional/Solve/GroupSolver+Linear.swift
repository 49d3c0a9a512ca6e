extension GroupSolver {
    /// A `subitems`, `equalSubitems` or `repeatingSubitem` group along `axis`
    /// (rule 3): children are solved and fitted in order, then sized
    /// (`uniformAcrossSiblings`), spaced (flexible spacing shares the room
    /// left over) and moved into place.
    /// - Complexity: O(items × depth)
    mutating func solveLinear(
        _ group: CollectionLayoutGroup, axis a: Axis, proposed: Size, inner: Size, firstItem: Int, limit: Int, into out: inout GroupSolution
    ) throws(LayoutError) -> Size {
        let arrangement = group.arrangement
        let spacing = group.interItemSpacing?.minimum ?? 0
        var maximumChildren = Int.max
        var equalLength: Double?
        var mustFit = false
        switch arrangement {
        case .equalSubitems(_, let count, _):
            maximumChildren = count
            let length = (inner[a] - Double(count - 1) * spacing) / Double(count)
            guard length >= 0 else {
                throw error([], "\(count) equal subitems and their spacing need more than the group's \(inner[a]) points")
            }
            equalLength = length
        case .repeatingSubitem(_, let count, _):
            maximumChildren = count
            mustFit = true
        case .subitems, .custom:
            break
        }
        let recordBase = records.count, itemBase = childItems.count
        var cursor = 0.0
        var items = 0
        var step = 0
        while step < maximumChildren, items < limit {
            let (child, component) = child(step, of: arrangement)
            let cellMark = out.cells.count, badgeMark = out.supplementaries.count
            let edges = child.edgeSpacing
            let before = (step > 0 ? spacing : 0) + (edges?.before(a)?.minimum ?? 0)
            var record: ChildRecord
            switch child {
            case .item(let item):
                let index = firstItem + items
                var room = DimensionResolver.size(item.layoutSize, in: inner, measured: measured[index])
                if let equalLength { room[a] = equalLength }
                out.cells.append(PlacedCell(frame: .zero, zIndex: 0))
                let offset = Int32(truncatingIfNeeded: index - rootFirstItem)
                for badge in item.supplementaryItems {
                    out.supplementaries.append(PlacedSupplementary(frame: .zero, kindCode: kinds.code(for: badge.elementKind), zIndex: Int32(truncatingIfNeeded: badge.zIndex), item: offset))
                }
                record = ChildRecord(itemIndex: Int32(truncatingIfNeeded: childItems.count), edgeSpacing: edges, size: room, cells: cellMark..<cellMark + 1, supplementaries: badgeMark..<out.supplementaries.count, component: component)
                record.uniformWidth = DimensionResolver.isUniform(item.layoutSize.widthDimension)
                record.uniformHeight = DimensionResolver.isUniform(item.layoutSize.heightDimension)
            case .group(let nested):
                var childProposed = DimensionResolver.size(nested.layoutSize, in: inner)
                if let equalLength { childProposed[a] = equalLength }
                path.append(component)
                let size = try solveGroup(nested, proposed: childProposed, firstItem: firstItem + items, limit: limit - items, into: &out)
                path.removeLast()
                record = ChildRecord(itemIndex: -1, edgeSpacing: edges, size: size, cells: cellMark..<out.cells.count, supplementaries: badgeMark..<out.supplementaries.count, component: component)
            }
            let length = record.size[a]
            if equalLength == nil, cursor + before + length > inner[a] + 1e-9 {
                if step == 0 {
                    throw error([], "the group cannot fit its first item: it needs \(before + length) points along its axis and has \(inner[a])")
                }
                if mustFit {
                    throw error([], "\(maximumChildren) repeated subitems do not fit: the group has \(inner[a]) points along its axis")
                }
                out.cells.removeLast(out.cells.count - cellMark)
                out.supplementaries.removeLast(out.supplementaries.count - badgeMark)
                break
            }
            cursor += before + length + (edges?.after(a)?.minimum ?? 0)
            items += record.cells.count
            if case .item(let item) = child { childItems.append(item) }
            records.append(record)
            step += 1
        }
        let size = try arrange(group, axis: a, proposed: proposed, inner: inner, recordBase: recordBase, into: &out)
        records.removeLast(records.count - recordBase)
        childItems.removeLast(childItems.count - itemBase)
        return size
    }

    /// Sizes, spaces and moves the children in `records[recordBase...]` and
    /// returns the group's size.
    private mutating func arrange(
        _ group: CollectionLayoutGroup, axis a: Axis, proposed: Size, inner: Size, recordBase: Int, into out: inout GroupSolution
    ) throws(LayoutError) -> Size {
        let c = a.cross
        let children = recordBase..<records.count
        for axis in Axis.allCases {
            var largest = -Double.infinity
            for i in children where records[i].isUniform(along: axis) {
                largest = Swift.max(largest, records[i].size[axis])
            }
            guard largest > -Double.infinity else { continue }
            for i in children where records[i].isUniform(along: axis) {
                records[i].size[axis] = largest
            }
        }
        // Along the group axis: minimums first, then the left-over room shared by the flexible spacings.
        let gap = group.interItemSpacing
        var used = 0.0, flexible = 0
        for i in children {
            let edges = records[i].edgeSpacing
            if i > recordBase { used += gap?.minimum ?? 0; if gap?.isFlexible == true { flexible += 1 } }
            used += (edges?.before(a)?.minimum ?? 0) + records[i].size[a] + (edges?.after(a)?.minimum ?? 0)
            if edges?.before(a)?.isFlexible == true { flexible += 1 }
            if edges?.after(a)?.isFlexible == true { flexible += 1 }
        }
        let estimatedAlong = group.layoutSize[a].isEstimated
        let share = !estimatedAlong && flexible > 0 ? Swift.max(0, inner[a] - used) / Double(flexible) : 0
        var position = 0.0
        for i in children {
            let edges = records[i].edgeSpacing
            if i > recordBase { position += (gap?.minimum ?? 0) + (gap?.isFlexible == true ? share : 0) }
            position += Self.length(edges?.before(a), share: share)
            records[i].along = position
            position += records[i].size[a] + Self.length(edges?.after(a), share: share)
        }
        // Across: edge spacing offsets, flexible on both sides centres, flexible before only pushes to the end.
        let estimatedAcross = group.layoutSize[c].isEstimated
        var innerAcross = inner[c]
        if estimatedAcross {
            innerAcross = 0
            for i in children {
                let edges = records[i].edgeSpacing
                innerAcross = Swift.max(innerAcross, (edges?.before(c)?.minimum ?? 0) + records[i].size[c] + (edges?.after(c)?.minimum ?? 0))
            }
        }
        for i in children {
            let leading = records[i].edgeSpacing?.before(c), trailing = records[i].edgeSpacing?.after(c)
            let low = leading?.minimum ?? 0, high = trailing?.minimum ?? 0, length = records[i].size[c]
            switch (leading?.isFlexible == true, trailing?.isFlexible == true) {
            case (true, true): records[i].across = low + (innerAcross - low - high - length) / 2
            case (true, false): records[i].across = innerAcross - high - length
            default: records[i].across = low
            }
        }
        var size = proposed
        let insets = group.contentInsets
        if estimatedAlong { size[a] = position + insets.total(a) }
        if estimatedAcross { size[c] = innerAcross + insets.total(c) }
        let base = Point(x: insets.leading, y: insets.top)
        for i in children {
            let origin = base.adding(Point(main: records[i].along, cross: records[i].across, mainAxis: a))
            if records[i].itemIndex >= 0 {
                try placeItem(childItems[Int(records[i].itemIndex)], room: Rect(origin: origin, size: records[i].size), record: records[i], into: &out)
            } else {
                for cell in records[i].cells { out.cells[cell].frame = out.cells[cell].frame.offsetBy(origin) }
                for badge in records[i].supplementaries { out.supplementaries[badge].frame = out.supplementaries[badge].frame.offsetBy(origin) }
            }
        }
        return size
    }

    /// A spacing's minimum plus its share of the left-over room when flexible.
    @inline(__always)
    static func length(_ spacing: CollectionLayoutSpacing?, share: Double) -> Double {
        guard let spacing else { return 0 }
        return spacing.minimum + (spacing.isFlexible ? share : 0)
    }

    /// Gives an item child its cell (its room minus its content insets, except
    /// on an estimated axis) and places its badges on the cell.
    private mutating func placeItem(_ item: CollectionLayoutItem, room: Rect, record: ChildRecord, into out: inout GroupSolution) throws(LayoutError) {
        var cell = room
        let insets = item.contentInsets
        if !item.layoutSize.widthDimension.isEstimated {
            cell.origin.x += insets.leading
            cell.size.width -= insets.leading + insets.trailing
        }
        if !item.layoutSize.heightDimension.isEstimated {
            cell.origin.y += insets.top
            cell.size.height -= insets.top + insets.bottom
        }
        guard cell.width >= 0, cell.height >= 0 else {
            path.append(record.component)
            defer { path.removeLast() }
            throw error([], "the item's cell has a negative size (\(cell.width) x \(cell.height)) after its content insets")
        }
        out.cells[record.cells.lowerBound].frame = cell
        for (offset, badge) in item.supplementaryItems.enumerated() {
            out.supplementaries[record.supplementaries.lowerBound + offset].frame = SupplementaryPlacement.frame(of: badge, on: cell)
        }
    }
}
