import CollectionLayout
import Testing

/// Flow rule 5: placement across a line for every alignment, justified with one
/// item centred, and `lastLineAlignment` for the last line of each section.
///
/// bounds width 300, inset left 10, right 20: A = 270; interitem spacing 10,
/// line spacing 10, items 10 tall. A line of widths 50, 60, 70 has W = 180 and
/// packed length 50 + 10 + 60 + 10 + 70 = 200.
@Suite("Flow rule 5: line alignment")
struct FlowLayoutAlignmentTests {
    static func prepare(_ widths: [Double], line: LineAlignment, lastLine: LineAlignment, sections: Int = 1) throws -> PreparedLayout {
        var configuration = FlowLayout.Configuration()
        configuration.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        configuration.lineAlignment = line
        configuration.lastLineAlignment = lastLine
        let items = ItemSizes.list(widths.map { Size(width: $0, height: 10) })
        return try FlowLayout(configuration: configuration, sections: Array(repeating: .init(items: items), count: sections))
            .prepare(boundsSize: Size(width: 300, height: 600), index: .auto)
    }

    /// The x of items 50, 60, 70 on one line, for each alignment.
    static let threeItemLine: [(LineAlignment, [Double])] = [
        // justified, k = 3: gaps (270 - 180) / 2 = 45 → 10, 10 + 50 + 45 = 105, 105 + 60 + 45 = 210 (ends at 280 = 300 - 20).
        (.justified, [10, 105, 210]),
        // leading: 10, 10 + 50 + 10 = 70, 70 + 60 + 10 = 140.
        (.leading, [10, 70, 140]),
        // center: start 10 + (270 - 200) / 2 = 45 → 45, 105, 175.
        (.center, [45, 105, 175]),
        // trailing: start 10 + 270 - 200 = 80 → 80, 140, 210.
        (.trailing, [80, 140, 210]),
    ]

    @Test("Every alignment of a line that is not the last", arguments: threeItemLine)
    func lineAlignment(alignment: LineAlignment, xs: [Double]) throws {
        // 200 + 10 + 200 > 270: the 200-wide item makes a second, last line (leading: x = 10, y = 10 + 10).
        let prepared = try Self.prepare([50, 60, 70, 200], line: alignment, lastLine: .leading)
        #expect(prepared.cellFrames(section: 0) == [
            rect(xs[0], 0, 50, 10), rect(xs[1], 0, 60, 10), rect(xs[2], 0, 70, 10), rect(10, 20, 200, 10),
        ])
    }

    @Test("Every alignment of a section's last line (lastLineAlignment)", arguments: threeItemLine)
    func lastLineAlignment(alignment: LineAlignment, xs: [Double]) throws {
        // The only line is the last: lineAlignment (trailing here) must not apply.
        let prepared = try Self.prepare([50, 60, 70], line: alignment == .trailing ? .leading : .trailing, lastLine: alignment)
        #expect(prepared.cellFrames(section: 0) == [rect(xs[0], 0, 50, 10), rect(xs[1], 0, 60, 10), rect(xs[2], 0, 70, 10)])
    }

    /// The x of a lone 200-wide item on the last line, for each alignment:
    /// leading 10; center 10 + (270 - 200) / 2 = 45; trailing 10 + 270 - 200 = 80;
    /// justified with k = 1 centres it: 45.
    static let loneItem: [(LineAlignment, Double)] = [(.justified, 45), (.leading, 10), (.center, 45), (.trailing, 80)]

    @Test("Justified with one item centres it; a lone item on the last line follows lastLineAlignment", arguments: loneItem)
    func loneItems(lastLine: LineAlignment, x: Double) throws {
        // 71 + 10 + 200 = 281 > 270: line 1 holds only the 71-wide item, justified k = 1:
        // centred at 10 + (270 - 71) / 2 = 109.5. Line 2 (the last) at y = 20.
        let prepared = try Self.prepare([71, 200], line: .justified, lastLine: lastLine)
        #expect(prepared.cellFrames(section: 0) == [rect(109.5, 0, 71, 10), rect(x, 20, 200, 10)])
    }

    @Test("lastLineAlignment applies to the last line of every section, not only the layout's")
    func lastLinePerSection() throws {
        // Each section: [200] (trailing: x = 80) then [200] (last, leading: x = 10); 200 + 10 + 200 > 270.
        // Section 0: y 0 and 20, ends at 30; section 1 starts at 30: y 30 and 50.
        let prepared = try Self.prepare([200, 200], line: .trailing, lastLine: .leading, sections: 2)
        #expect(prepared.cellFrames(section: 0) == [rect(80, 0, 200, 10), rect(10, 20, 200, 10)])
        #expect(prepared.cellFrames(section: 1) == [rect(80, 30, 200, 10), rect(10, 50, 200, 10)])
    }
}
