@testable import CollectionLayout
import Testing

/// `PreparedLayout.indexBytes` with orthogonal sections: it counts every
/// array the strips hold, the carousel directory and the slot-to-strip
/// lookup included, beside the main index's own bytes.
@Suite("Orthogonal sections: bytes reported")
struct OrthogonalSectionsBytesTests {
    @Test("indexBytes adds the main index's bytes and every array of the strips", arguments: [IndexStrategy.stripDirectory, .intervalTree])
    func everyArrayCounted(strategy: IndexStrategy) throws {
        let bounds = Size(width: 400, height: 800)
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: bounds, strategy: strategy)
        let header = builder.code(for: .supplementary, ElementKind("header"))
        // Twelve sections: a header in the main index, then an orthogonal
        // strip of five cells, every third section's strip empty.
        let sectionCount = 12, cellsPerStrip = 5
        var y = 0.0
        for section in 0..<sectionCount {
            let cells = section % 3 == 2 ? 0 : cellsPerStrip
            builder.beginSection(itemCount: cells)
            builder.appendElement(kindCode: header, frame: Rect(x: 0, y: y, width: 400, height: 40))
            let first = builder.count
            for item in 0..<cells { builder.appendCell(frame: Rect(x: Double(item) * 300, y: y + 40, width: 290, height: 100), item: item) }
            builder.declareOrthogonalSection(OrthogonalSectionDeclaration(
                section: section, slots: first..<builder.count, behavior: .continuous, viewportStart: 0, viewportLength: 400,
                contentLength: Double(cells) * 300, leadingInset: 0, groupStarts: [0, 300], groupEnds: [290, 590]
            ))
            y += 150
        }
        let prepared = try builder.build(contentSize: Size(width: 400, height: y))
        let strips = sectionCount, nonEmpty = sectionCount - sectionCount / 3, entries = nonEmpty * cellsPerStrip
        var expected = prepared.index.indexBytes + strips * MemoryLayout<OrthogonalStrip>.stride
        // Each declaration lists its groups, so it is its own template (kept whole) beside its record.
        expected += strips * (MemoryLayout<OrthogonalDeclarationTable.Record>.stride + MemoryLayout<OrthogonalSectionDeclaration>.stride)
        expected += strips * (2 + 2) * 8 // each declaration's two group starts and ends, listed as given
        expected += entries * (2 + 4) // cross-axis order (16-bit distances) and running cross ends (a Float each)
        expected += strips * 8 + (strips + 1) * 4 // running main-axis ends and their directory (one strip per end, plus the end entry)
        expected += sectionCount * 4 + nonEmpty * (4 + 4) // strip of each section, first slots and their strips
        if strategy != .stripDirectory { expected += sectionCount * 4 } // the slot map, given up by the strip directory
        #expect(prepared.orthogonal!.endDirectory.entries.count == strips + 1)
        #expect(prepared.indexBytes == expected)
    }
}
