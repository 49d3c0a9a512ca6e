/// The cells of one section whose items all have one size, in closed form:
/// no frame is stored, each is arithmetic in the item number.
///
/// Items fill lines of `columns` (the last line may hold fewer); line `l`
/// starts `firstLineStart + l × linePitch` along the scroll axis, item `c`
/// of a full line at `crossPositions[c]` across it, of the last line at
/// `lastLineCrossPositions[c]`. The cross positions are tables, computed by
/// the same running sum the materialised layout uses, so frames are equal bit
/// for bit; the main-axis product is exact because a run is only made when
/// every main-axis value is a multiple of 2^-20 below 2^31
/// (`isExactLineArithmetic`), where every sum and product is exact.
///
/// Prior art: a `UICollectionViewFlowLayout` subclass that computes a grid's
/// frames from the item number (the usual "fixed-size grid" tutorial layout)
/// does the same for one section; here it is a prepared layout's storage, and
/// queries are answered from it too.
@usableFromInline
struct UniformCellRun: Sendable {
    /// The section the cells belong to.
    @usableFromInline let section: Int32
    /// The number of cells.
    @usableFromInline let itemCount: Int
    /// Items per line (every line but possibly the last).
    @usableFromInline let columns: Int
    /// Where line 0 starts along the scroll axis.
    @usableFromInline let firstLineStart: Double
    /// The distance between two lines' starts: item length plus line spacing.
    @usableFromInline let linePitch: Double
    /// The items' length along the scroll axis.
    @usableFromInline let mainLength: Double
    /// The items' length across the scroll axis.
    @usableFromInline let crossLength: Double
    /// The cross-axis start of each item of a full line, by column.
    @usableFromInline let crossPositions: [Double]
    /// The distance between two items' starts in a full line (`crossPositions`
    /// is the running sum of it): with the first position and the count, what
    /// makes two tables equal.
    let crossStep: Double
    /// The cross-axis start of each item of the last line, by column.
    @usableFromInline let lastLineCrossPositions: [Double]
    /// `crossStep` of the last line.
    let lastLineCrossStep: Double
    /// The scroll axis.
    @usableFromInline let axis: Axis

    /// The number of lines.
    @usableFromInline var lineCount: Int { (itemCount + columns - 1) / columns }

    /// Where the last line ends along the scroll axis (what the line filler's
    /// `placeAll` returns for the same items).
    @usableFromInline var mainEnd: Double { firstLineStart + Double(lineCount - 1) * linePitch + mainLength }

    /// The frame of item `item` (`0 ..< itemCount`).
    /// - Complexity: O(1)
    @inlinable
    func frame(ofItem item: Int) -> Rect {
        let line = item / columns
        let column = item - line * columns
        return frame(line: line, column: column)
    }

    /// The frame of the item in `column` of `line`.
    /// - Complexity: O(1)
    @inlinable
    func frame(line: Int, column: Int) -> Rect {
        let positions = line == lineCount - 1 ? lastLineCrossPositions : crossPositions
        return Rect(
            mainStart: firstLineStart + Double(line) * linePitch, mainLength: mainLength,
            crossStart: positions[column], crossLength: crossLength, mainAxis: axis
        )
    }

    /// Calls `body` with the line and columns of the cells whose frames
    /// intersect `rect`, one call per line, in item order, with the line's
    /// cross positions (`crossPositions` or `lastLineCrossPositions`) lent
    /// by pointer, so that a caller computing the frames copies no table.
    ///
    /// The lines that can meet `rect` are computed from its main-axis extent
    /// (one line more on each side, for rounding) and each is tested as
    /// `Rect.intersects` tests a frame along the axis; the columns are found by
    /// binary search in the line's cross positions, with the same comparisons
    /// across the axis (positive overlap: `start < rect end`, `rect start <
    /// start + length`, both lengths positive), so the result is exactly the
    /// linear scan's. A rect with a NaN coordinate, which the arithmetic cannot
    /// place, is tested against every cell with `Rect.intersects`, a call per cell.
    /// - Complexity: O(lines met × log columns + k) for k results (O(1) lines
    ///   examined beyond those with results, each one visit of `probe`); O(n)
    ///   for a NaN rect.
    @inlinable
    func forEachLine<Probe: IndexProbe>(
        intersecting rect: Rect, probe: inout Probe, _ body: (_ line: Int, _ columns: Range<Int>, _ positions: UnsafePointer<Double>) -> Void
    ) {
        guard itemCount > 0 else { return }
        let lines = lineCount
        let rectStart = rect.min(axis), rectEnd = rect.max(axis)
        let crossStart = rect.min(axis.cross), crossEnd = rect.max(axis.cross)
        crossPositions.withUnsafeBufferPointer { fullLine in
        lastLineCrossPositions.withUnsafeBufferPointer { lastLine in
            guard !(rectStart.isNaN || rectEnd.isNaN || crossStart.isNaN || crossEnd.isNaN) else {
                for item in 0..<itemCount where frame(ofItem: item).intersects(rect) {
                    let line = item / columns, column = item - line * columns
                    body(line, column..<column + 1, (line == lines - 1 ? lastLine : fullLine).baseAddress!)
                }
                return
            }
            // Positive overlap across the axis needs both extents positive.
            guard crossStart < crossEnd, crossLength > 0, rectStart < rectEnd, mainLength > 0 else { return }
            let first = Self.lineIndex((rectStart - mainLength - firstLineStart) / linePitch, lines: lines) - 1
            let last = Self.lineIndex((rectEnd - firstLineStart) / linePitch, lines: lines) + 1
            for line in Swift.max(first, 0)...Swift.min(last, lines - 1) {
                probe.visit()
                // As `frame(line:column:)` computes it.
                let mainStart = firstLineStart + Double(line) * linePitch
                guard mainStart < rectEnd, rectStart < mainStart + mainLength else { continue }
                let isLast = line == lines - 1
                let positions = isLast ? lastLine : fullLine
                let lineItems = isLast ? itemCount - line * columns : columns
                let low = Self.firstColumn(endingAfter: crossStart, positions: positions, count: lineItems, length: crossLength)
                var high = low
                while high < lineItems, positions[high] < crossEnd { high += 1 }
                if low < high { body(line, low..<high, positions.baseAddress!) }
            }
        }
        }
    }

    /// The line `position` (a line number in `Double`, not NaN) falls in,
    /// clamped to `0 ..< lines`.
    @inlinable
    static func lineIndex(_ position: Double, lines: Int) -> Int {
        if position <= 0 { return 0 }
        if position >= Double(lines) { return lines - 1 }
        return Int(position)
    }

    /// The first column whose cell ends past `start` across the axis (binary
    /// search: positions increase along a line).
    @inlinable
    static func firstColumn(endingAfter start: Double, positions: UnsafeBufferPointer<Double>, count: Int, length: Double) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] + length > start { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
