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
    /// - Parameter previous: the previous closed-form section, whose cross
    ///   position tables are shared when this one's are the same.
    /// - Complexity: O(items per line), O(1) when the tables are shared.
    func uniformCellRun(section: Int, previous: UniformCellRun?) -> UniformCellRun? {
        guard case .uniform(let count, let size) = sizes, count > 0 else { return nil }
        let mainLength = size[axis], crossLength = size[axis.cross]
        let pitch = mainLength + lineSpacing
        guard pitch > 0, Self.isExact(lineStart), Self.isExact(mainLength), Self.isExact(lineSpacing), Self.isExact(pitch) else { return nil }
        let full = measureLine(from: 0)
        let columns = full.end
        let lines = (count + columns - 1) / columns
        guard columns <= Self.closedFormColumnLimit,
              Swift.abs(lineStart) + Double(lines) * (Swift.abs(mainLength) + Swift.abs(lineSpacing)) < Self.exactBound,
              let last = crossPositions(
                  of: measureLine(from: (lines - 1) * columns), alignment: lastLineAlignment,
                  reusing: previous.map { ($0.lastLineCrossPositions, $0.lastLineCrossStep) })
        else { return nil }
        let fullTable = lines == 1
            ? last
            : crossPositions(of: full, alignment: lineAlignment, reusing: previous.map { ($0.crossPositions, $0.crossStep) })
        guard let fullTable else { return nil }
        return UniformCellRun(
            section: Int32(truncatingIfNeeded: section), itemCount: count, columns: columns, firstLineStart: lineStart,
            linePitch: pitch, mainLength: mainLength, crossLength: crossLength,
            crossPositions: fullTable.positions, crossStep: fullTable.step,
            lastLineCrossPositions: last.positions, lastLineCrossStep: last.step, axis: axis
        )
    }

    /// The cross-axis start of each item of `line`, by the running sum
    /// `place` computes (each next start is the previous plus `step`, the
    /// item's cross length plus the gap), or `nil` when they decrease, are
    /// not finite, or absorb the item's length. A table starting at the same place with the same step and
    /// count as `previous` is `previous`'s (shared storage, no work).
    /// - Complexity: O(items in the line), O(1) when `previous` is reused.
    func crossPositions(
        of line: Line, alignment: LineAlignment, reusing previous: (positions: [Double], step: Double)?
    ) -> (positions: [Double], step: Double)? {
        let crossLength = sizes[line.start][axis.cross]
        let (firstCross, gap) = crossPlacement(of: line, alignment: alignment)
        let step = crossLength + gap
        guard step >= 0 else { return nil }
        let count = line.end - line.start
        if let previous, previous.positions.count == count, previous.step.bitPattern == step.bitPattern,
           previous.positions[0].bitPattern == firstCross.bitPattern {
            return previous
        }
        var positions: [Double] = []
        positions.reserveCapacity(count)
        var cross = firstCross
        for _ in 0..<count {
            // A length absorbed by a large start would make `start + length == start`:
            // the query's column search assumes a positive length is a positive extent.
            guard (cross + crossLength).isFinite, crossLength == 0 || cross + crossLength > cross else { return nil }
            positions.append(cross)
            cross += step
        }
        return (positions, step)
    }
}
