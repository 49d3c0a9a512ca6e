extension PreparedLayout {
    /// The number of cells held in closed form (at virtual slots
    /// `frames.count ..< elementCount`); 0 when every element is stored.
    public var closedFormCellCount: Int { uniformCells?.cellCount ?? 0 }

    /// Every element's frame, by slot (`frames`, then the closed-form cells'),
    /// with pinned elements at their stored envelope: for tools that need every
    /// frame (frame dumps, peers built from frames), explicitly at O(n).
    /// - Complexity: O(n)
    public func materializedFrames() -> [Rect] {
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
    /// intersect `rect` to `buffer` (after the stored elements' results).
    /// - Complexity: O(log sections + sections met + k)
    func appendClosedFormCells(in rect: Rect, to buffer: inout QueryBuffer) {
        guard let uniformCells else { return }
        let entry = kinds[0]
        var probe = NoProbe()
        uniformCells.forEachCellRange(intersecting: rect, probe: &probe) { run, base, items in
            let cells = uniformCells.runs[run]
            for item in items {
                buffer.slots.append(Int32(truncatingIfNeeded: base + item))
                buffer.attributes.append(LayoutAttributes(
                    category: entry.category, kind: entry.kind, indexPath: IndexPath(item: item, section: Int(cells.section)),
                    frame: cells.frame(ofItem: item), zIndex: 0
                ))
            }
        }
    }
}
