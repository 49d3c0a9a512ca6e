extension FlowLineFiller {
    /// The most items a closed-form line may hold: its cross positions are a
    /// table (`UniformCellRun.crossPositions`), kept O(1) per section.
    static let closedFormColumnLimit = 1024

    /// The scale and bound of exact main-axis arithmetic: a value that is a
    /// multiple of 2^-20 and below 2^31 in magnitude has at most 51
    /// significant bits, so sums and integer multiples of such values below
    /// the bound are exact, and line `l`'s start is the same whether summed
    /// line by line (`placeAll`) or computed as `start + l × pitch`.
    static let exactScale = 1_048_576.0
    static let exactBound = 2_147_483_648.0

    /// Whether `value` is a multiple of 2^-20 below 2^31 in magnitude.
    /// - Complexity: O(1)
    static func isExact(_ value: Double) -> Bool {
        let scaled = value * exactScale
        return Swift.abs(value) < exactBound && scaled == scaled.rounded()
    }

    /// The section's cells in closed form, or `nil` when they cannot be: items
    /// of differing sizes (a size list), no items, a line spacing that does not
    /// move lines forward, main-axis values where `start + l × pitch` could
    /// differ from the running sum `placeAll` computes, more than
    /// `closedFormColumnLimit` items per line, or cross positions that do not
    /// increase along a line. Its frames are then those `placeAll` would
    /// append, bit for bit: lines and cross positions come from this filler's
    /// own `measureLine` and `crossPlacement`.
    /// - Complexity: O(items per line).
    func uniformCellRun(section: Int) -> UniformCellRun? {
        guard case .uniform(let count, let size) = sizes, count > 0 else { return nil }
        let mainLength = size[axis], crossLength = size[axis.cross]
        let pitch = mainLength + lineSpacing
        guard pitch > 0, Self.isExact(lineStart), Self.isExact(mainLength), Self.isExact(lineSpacing), Self.isExact(pitch) else { return nil }
        let full = measureLine(from: 0)
        let columns = full.end
        let lines = (count + columns - 1) / columns
        guard columns <= Self.closedFormColumnLimit,
              Swift.abs(lineStart) + Double(lines) * (Swift.abs(mainLength) + Swift.abs(lineSpacing)) < Self.exactBound,
              let last = crossPositions(of: measureLine(from: (lines - 1) * columns), alignment: lastLineAlignment)
        else { return nil }
        let fullPositions = lines == 1 ? last : crossPositions(of: full, alignment: lineAlignment)
        guard let fullPositions else { return nil }
        return UniformCellRun(
            section: Int32(truncatingIfNeeded: section), itemCount: count, columns: columns, firstLineStart: lineStart,
            linePitch: pitch, mainLength: mainLength, crossLength: crossLength,
            crossPositions: fullPositions, lastLineCrossPositions: last, axis: axis
        )
    }

    /// The cross-axis start of each item of `line`, by the running sum
    /// `place` computes, or `nil` when they decrease or are not finite.
    /// - Complexity: O(items in the line)
    func crossPositions(of line: Line, alignment: LineAlignment) -> [Double]? {
        let crossLength = sizes[line.start][axis.cross]
        let (firstCross, gap) = crossPlacement(of: line, alignment: alignment)
        guard crossLength + gap >= 0 else { return nil }
        var positions: [Double] = []
        positions.reserveCapacity(line.end - line.start)
        var cross = firstCross
        for _ in line.start..<line.end {
            guard (cross + crossLength).isFinite else { return nil }
            positions.append(cross)
            cross += crossLength + gap
        }
        return positions
    }
}
