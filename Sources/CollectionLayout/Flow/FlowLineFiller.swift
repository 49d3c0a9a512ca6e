/// Fills one section's items into lines (rules 3 to 5 of the contract).
///
/// Greedy, in item order: an item joins the line if
/// `lineLength + interitemSpacing + itemLength <= available` (the first item of a
/// line always joins). A line is as long along the scroll axis as its longest
/// item; each item is centred in it. Across the line, items are placed by the
/// line's alignment; the section's last line uses `lastLineAlignment`.
struct FlowLineFiller {
    let axis: Axis
    let sizes: ItemSizes
    /// Where the next line starts along the scroll axis.
    var lineStart: Double
    /// The cross-axis coordinate of the leading inset.
    let crossStart: Double
    /// The cross-axis space between the insets (`A` in the contract).
    let available: Double
    let lineSpacing: Double
    let interitemSpacing: Double
    let lineAlignment: LineAlignment
    let lastLineAlignment: LineAlignment
    /// The item sizes `placeAll` read: for listed sizes each item's to measure
    /// its line and to place it, and the first of the next line's once more;
    /// in a uniform section's repeated lines each cell once. The prepare's
    /// work, which `PrepareComplexityTests` counts.
    var itemReads = 0

    /// Places every item, appending its cell to `builder`, and returns where the
    /// last line ends (or the first line's start when there are no items).
    /// - Complexity: O(items): each listed item is read twice, once to fill
    ///   its line and once to place it; uniform items once, to place them
    ///   (`placeUniformLines`).
    mutating func placeAll(into builder: inout PreparedLayoutBuilder) -> Double {
        builder.appendCells { cells in
            switch sizes {
            case .uniform(let count, let size): placeUniformLines(count: count, size: size, into: &cells)
            case .list(let list): list.withUnsafeBufferPointer { list in placeAll(into: &cells) { list[$0] } }
            }
        }
    }

    /// `placeAll(into:)` from item `first` on, its line's first, ending
    /// where the last line ends (`lineEnd` when there are no items from
    /// `first` on), reading item sizes with `sizeOf`, which the optimiser
    /// specialises for uniform and listed sizes (no per-item test of which they are).
    @inline(__always)
    mutating func placeAll(into cells: inout CellFrameWriter, from first: Int = 0, lineEnd: Double? = nil, sizeOf: (Int) -> Size) -> Double {
        let count = sizes.count
        var lineEnd = lineEnd ?? lineStart
        var first = first
        var reads = 0
        while first < count {
            let line = measureLine(from: first, sizeOf: sizeOf)
            let alignment = line.end == count ? lastLineAlignment : lineAlignment
            place(line, alignment: alignment, into: &cells, sizeOf: sizeOf)
            reads += line.reads + (line.end - line.start)
            lineEnd = lineStart + line.mainLength
            lineStart = lineEnd + lineSpacing
            first = line.end
        }
        itemReads += reads
        return lineEnd
    }

    /// The items `start..<end` that share a line, their total cross-axis length
    /// and the line's scroll-axis length.
    struct Line {
        var start: Int
        var end: Int
        var itemsCrossLength: Double
        var mainLength: Double
        /// The item sizes read to measure it.
        var reads = 1
    }

    /// The line starting at item `first`.
    /// - Complexity: O(items in the line)
    func measureLine(from first: Int) -> Line {
        measureLine(from: first) { sizes[$0] }
    }

    @inline(__always)
    func measureLine(from first: Int, sizeOf: (Int) -> Size) -> Line {
        let crossAxis = axis.cross
        let count = sizes.count
        let firstSize = sizeOf(first)
        var lineLength = firstSize[crossAxis]
        var line = Line(start: first, end: first + 1, itemsCrossLength: lineLength, mainLength: firstSize[axis])
        while line.end < count {
            let size = sizeOf(line.end)
            line.reads &+= 1
            let candidate = lineLength + interitemSpacing + size[crossAxis]
            guard candidate <= available else { break }
            lineLength = candidate
            line.itemsCrossLength += size[crossAxis]
            line.mainLength = Swift.max(line.mainLength, size[axis])
            line.end &+= 1
        }
        return line
    }

    /// The cross-axis position of the line's first item and the gap between items.
    @inline(__always)
    func crossPlacement(of line: Line, alignment: LineAlignment) -> (start: Double, gap: Double) {
        let itemCount = line.end - line.start
        let packedLength = line.itemsCrossLength + Double(itemCount - 1) * interitemSpacing
        switch alignment {
        case .justified:
            if itemCount == 1 { return (crossStart + (available - line.itemsCrossLength) / 2, 0) }
            return (crossStart, (available - line.itemsCrossLength) / Double(itemCount - 1))
        case .leading: return (crossStart, interitemSpacing)
        case .center: return (crossStart + (available - packedLength) / 2, interitemSpacing)
        case .trailing: return (crossStart + available - packedLength, interitemSpacing)
        }
    }

    @inline(__always)
    private func place(_ line: Line, alignment: LineAlignment, into cells: inout CellFrameWriter, sizeOf: (Int) -> Size) {
        let crossAxis = axis.cross
        let (firstCross, gap) = crossPlacement(of: line, alignment: alignment)
        var cross = firstCross
        for item in line.start..<line.end {
            let size = sizeOf(item)
            let main = lineStart + (line.mainLength - size[axis]) / 2
            cells.append(Rect(mainStart: main, mainLength: size[axis], crossStart: cross, crossLength: size[crossAxis], mainAxis: axis))
            cross += size[crossAxis] + gap
        }
    }
}
