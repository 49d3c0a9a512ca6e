import CollectionLayout
import LayoutTestSupport
import Testing

/// Orthogonal sections declared through `PreparedLayoutBuilder` directly,
/// as any layout may: shapes the compositional layout never declares.
@Suite("Prepared layouts: orthogonal sections declared by hand")
struct PreparedLayoutOrthogonalTests {
    static let bounds = Size(width: 400, height: 800)

    static func declaration(section: Int, slots: Range<Int>, contentLength: Double) -> OrthogonalSectionDeclaration {
        OrthogonalSectionDeclaration(
            section: section, slots: slots, behavior: .continuous, viewportStart: 0, viewportLength: bounds.width,
            contentLength: contentLength, leadingInset: 0, groupStarts: [], groupEnds: []
        )
    }

    /// Section 0 declares an empty strip at slot 0; section 1's strip also
    /// starts at slot 0 and, starting above the content (y -10), sorts
    /// before the empty strip. The slot-to-strip lookup took the empty strip
    /// for the one holding slot 0, so section 1's cells were not moved by
    /// its offset: their attributes disagreed with the queries.
    @Test(arguments: IndexStrategy.allCases)
    func anEmptyStripDoesNotHideTheNextStrip(strategy: IndexStrategy) throws {
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Self.bounds, strategy: strategy == .auto ? .intervalTree : strategy)
        builder.beginSection(itemCount: 0)
        builder.declareOrthogonalSection(Self.declaration(section: 0, slots: 0..<0, contentLength: 0))
        builder.beginSection(itemCount: 2)
        builder.appendCell(frame: Rect(x: 0, y: -10, width: 300, height: 100), item: 0)
        builder.appendCell(frame: Rect(x: 300, y: -10, width: 300, height: 100), item: 1)
        builder.declareOrthogonalSection(Self.declaration(section: 1, slots: 0..<2, contentLength: 600))
        var prepared = try builder.build(contentSize: Size(width: 400, height: 90))
        try prepared.setOrthogonalScrollOffset(100, forSection: 1)
        #expect(prepared.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: -100, y: -10, width: 300, height: 100))
        #expect(prepared.attributesForItem(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 200, y: -10, width: 300, height: 100))
        let found = prepared.elements(in: Rect(x: 0, y: 0, width: 400, height: 800)).map(\.frame)
        #expect(found.sorted { $0.minX < $1.minX } == [Rect(x: -100, y: -10, width: 300, height: 100), Rect(x: 200, y: -10, width: 300, height: 100)])
        #expect(PreparedLayoutOracle.realFrames(of: prepared, visibleBounds: prepared.defaultVisibleBounds) == found.sorted { $0.minX < $1.minX })
    }
}
