extension PreparedLayout {
    /// The number of cells held in closed form (at virtual slots
    /// `frames.count ..< elementCount`); 0 when every element is stored.
    public var closedFormCellCount: Int { uniformCells?.cellCount ?? 0 }

    /// Every element's frame, by slot (`frames`, then the closed-form cells'
    /// or the implied trails'), with pinned elements at their stored envelope
    /// and orthogonal sections' content at its stored place: for tools that
    /// need every frame (frame dumps, peers built from frames), explicitly at O(n).
    /// - Complexity: O(n)
    public func materializedFrames() -> [Rect] {
        if impliedTrails != nil {
            var all = frames
            appendImpliedTrailFrames(to: &all)
            return all
        }
        guard let uniformCells else { return frames }
        var all = frames
        all.reserveCapacity(elementCount)
        for run in uniformCells.runs {
            for item in 0..<run.itemCount { all.append(run.frame(ofItem: item)) }
        }
        return all
    }

    /// Every element's identity, by slot, as `materializedFrames()` orders them.
    /// - Complexity: O(n)
    public func materializedKeys() -> [ElementKey] {
        var all = (0..<frames.count).map { key(ofSlot: $0) }
        appendImpliedTrailKeys(to: &all)
        guard let uniformCells else { return all }
        all.reserveCapacity(elementCount)
        for run in uniformCells.runs {
            for item in 0..<run.itemCount {
                all.append(ElementKey(section: run.section, item: Int32(truncatingIfNeeded: item), kindCode: 0, zIndex: 0))
            }
        }
        return all
    }

    /// Appends the slots and attributes of the closed-form cells that
    /// intersect `rect` to `buffer` (after the stored elements' results),
    /// then drops the attributes `buffer` holds beyond its slots.
    ///
    /// As the stored elements' are, the attributes are written over those
    /// the buffer already holds past the stored results (which
    /// `appendAttributesAtStoredFrames` leaves in place for this), a line of
    /// cells at a time, five stores per cell (`overwriteLineCells`), and the
    /// kind only where `LayoutAttributes.holdsCellKind` says it is not the
    /// cell kind; attributes are appended only where the buffer holds too
    /// few. Each run is lent by pointer and each line's cross positions too,
    /// so that no run or table is copied (no reference count per line).
    /// - Precondition: the attributes held have the default alpha, hidden
    ///   flag and transform (the stored elements' pass has reset them).
    /// - Complexity: O(log sections + sections met + lines met + k)
    func appendClosedFormCells(in rect: Rect, to buffer: inout QueryBuffer) {
        let first = buffer.slots.count
        var end = first, cellKinds = true
        if let uniformCells {
            var probe = NoProbe()
            uniformCells.forEachCellLine(intersecting: rect, probe: &probe) { run, base, line, columns, positions in
                let lineItem = line * run.pointee.columns
                for column in columns { buffer.slots.append(Int32(truncatingIfNeeded: base + lineItem + column)) }
                let lineEnd = end + columns.count
                QueryBuffer.grow(&buffer.attributes, to: lineEnd)
                let lineCellKinds = buffer.attributes.withUnsafeMutableBufferPointer { attributes in
                    (attributes.baseAddress! + end).overwriteLineCells(
                        columns, of: run, section: Int(run.pointee.section), lineItem: lineItem,
                        mainStart: run.pointee.firstLineStart + Double(line) * run.pointee.linePitch, crossPositions: positions
                    )
                }
                cellKinds = cellKinds && lineCellKinds
                end = lineEnd
            }
        }
        if buffer.attributes.count > end { buffer.attributes.removeLast(buffer.attributes.count - end) }
        guard !cellKinds else { return }
        for position in first..<end where !buffer.attributes[position].holdsCellKind { buffer.attributes[position].kind = .cell }
    }
}

extension UnsafeMutablePointer where Pointee == LayoutAttributes {
    /// Makes the attributes from here those of the cells in `columns` of
    /// the line of `run` whose first item is `lineItem`, starting at
    /// `mainStart` along the scroll axis (as `UniformCellRun.frame(line:column:)`
    /// computes it), their cross starts read from `crossPositions`:
    /// category, index path, frame and zIndex written, the kind left as it
    /// is. The technique of `overwriteCells(count:section:firstItem:frames:)`,
    /// with the frame computed rather than read: the index path in a two-lane
    /// vector moved by one vector add, and five stores per cell.
    /// - Returns: whether every one of them already held the cell kind
    ///   (`LayoutAttributes.holdsCellKind`); if not, the caller assigns it.
    /// - Complexity: O(columns.count)
    @inline(__always)
    func overwriteLineCells(
        _ columns: Range<Int>, of run: UnsafePointer<UniformCellRun>, section: Int, lineItem: Int,
        mainStart: Double, crossPositions: UnsafePointer<Double>
    ) -> Bool {
        var path = unsafeBitCast(IndexPath(item: lineItem + columns.lowerBound, section: section), to: SIMD2<Int>.self)
        let nextItem = unsafeBitCast(IndexPath(item: 1, section: 0), to: SIMD2<Int>.self)
        let mainLength = run.pointee.mainLength, crossLength = run.pointee.crossLength, axis = run.pointee.axis
        var cellKinds: UInt8 = 1
        var result = self
        for column in columns {
            // The flag's byte read as a byte, before the category beside it is stored.
            cellKinds &= UnsafeRawPointer(result).load(fromByteOffset: LayoutAttributes.holdsCellKindOffset, as: UInt8.self)
            result.pointee.category = .cell
            UnsafeMutableRawPointer(result).storeBytes(of: path, toByteOffset: LayoutAttributes.indexPathOffset, as: SIMD2<Int>.self)
            result.pointee.frame = Rect(
                mainStart: mainStart, mainLength: mainLength, crossStart: crossPositions[column], crossLength: crossLength, mainAxis: axis
            )
            result.pointee.zIndex = 0
            path &+= nextItem
            result += 1
        }
        return cellKinds != 0
    }
}
