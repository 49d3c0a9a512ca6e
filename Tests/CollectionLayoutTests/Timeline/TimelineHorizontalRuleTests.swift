import CollectionLayout
import Testing

/// The horizontal timeline (seed 000, layout 2), checked against hand-computed frames.
///
/// Bounds 390 × 500; insets [20, 40, 20, 0]; leading dashed line 100, trailing
/// 35; node item 1, radius 10, line 2 thick; spacings 10. Each section is the
/// seed's milestone: date 120 × 21, node 120 × 120, name 120 × 21, picture (120
/// in section 0, 250 in sections 1 and 2), one column each.
/// - Packed from the top: date 20 ..< 41, node 51 ..< 171, name 181 ..< 202,
///   picture from 212. Mirrored within the insets (y' = 20 + 480 - maxY): date
///   459, node 329, name 298, picture 168 (120) or 38 (250).
/// - x: section 0's column at 100 + 40 = 140 (120 wide); section 1 at 260 + 40 =
///   300 (250 wide, the 120-wide items centred at 365); section 2 at 590 (655).
/// - Node centres 200, 425, 715; axis y = 449 - 10 = 439 (line at 438).
@Suite("Timeline, horizontal: mirrored columns, the axis through the nodes, dashed ends")
struct TimelineHorizontalRuleTests {
    static func milestone(picture: Double) -> ItemSizes {
        .list([Size(width: 120, height: 21), Size(width: 120, height: 120), Size(width: 120, height: 21), Size(width: picture, height: picture)])
    }

    static func layout() -> TimelineLayout {
        var configuration = TimelineLayout.Configuration()
        configuration.scrollDirection = .horizontal
        configuration.sectionInset = EdgeInsets(top: 20, left: 40, bottom: 20, right: 0)
        configuration.headerReferenceSize = Size(width: 100, height: 2)
        configuration.footerReferenceSize = Size(width: 35, height: 2)
        return TimelineLayout(configuration: configuration, sections: [
            .init(items: milestone(picture: 120)), .init(items: milestone(picture: 250)), .init(items: milestone(picture: 250)),
        ])
    }

    static let bounds = Size(width: 390, height: 500)

    @Test("Columns are mirrored within the insets: the date at the bottom, the picture on top")
    func mirroredCells() throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(140, 459, 120, 21), rect(140, 329, 120, 120), rect(140, 298, 120, 21), rect(140, 168, 120, 120)])
        #expect(prepared.cellFrames(section: 1) == [rect(365, 459, 120, 21), rect(365, 329, 120, 120), rect(365, 298, 120, 21), rect(300, 38, 250, 250)])
        #expect(prepared.cellFrames(section: 2) == [rect(655, 459, 120, 21), rect(655, 329, 120, 120), rect(655, 298, 120, 21), rect(590, 38, 250, 250)])
        // The seed's `fixedHeight - center.y` would put the date 40 points higher, its bottom at 440, not at the inset (480).
        #expect(prepared.cellFrames(section: 0).first?.maxY == Self.bounds.height - 20)
        #expect(prepared.contentSize == Size(width: 875, height: 500))
    }

    @Test("One line from the first node's centre to the last's, through the circles; dashed ends as header and footer")
    func axis() throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        let line = try #require(prepared.attributesForDecorationElement(ofKind: TimelineLayout.lineKind, at: IndexPath(item: 0, section: 0)))
        #expect(line.frame == rect(200, 438, 515, 2))
        #expect(line.zIndex == -1)
        #expect(prepared.attributesForDecorationElement(ofKind: TimelineLayout.lineKind, at: IndexPath(item: 0, section: 1)) == nil)
        // Header: from 0 to 200 - 10 + 1; footer: from 715 + 10 - 1 to the content's end.
        #expect(prepared.headerFrame(section: 0) == rect(0, 438, 191, 2))
        #expect(prepared.footerFrame(section: 2) == rect(724, 438, 151, 2))
        #expect(prepared.headerFrame(section: 1) == nil && prepared.footerFrame(section: 0) == nil)
    }

    @Test("A viewport between two nodes finds the line, whose ends are both off screen", arguments: IndexStrategy.allCases)
    func lineBetweenNodes(strategy: IndexStrategy) throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: strategy)
        let found = prepared.elements(in: rect(490, 400, 90, 100))
        #expect(found.map(\.kind) == [TimelineLayout.lineKind])
    }

    /// Bounds 200 tall, no insets, four 50 × 80 items: two per column (80 + 10 +
    /// 80 = 170 <= 200), columns at x = 0 and 60. Mirrored (y' = 200 - maxY): items
    /// 0 and 2 at 120, items 1 and 3 at 30. The node is item 1: axis y = 110 - 5.
    @Test("Several columns per section: every cell is mirrored; the node is found by its item")
    func severalColumns() throws {
        var configuration = TimelineLayout.Configuration()
        configuration.scrollDirection = .horizontal
        configuration.nodeRadius = 5
        let layout = TimelineLayout(configuration: configuration, sections: [.init(items: .uniform(count: 4, size: Size(width: 50, height: 80)))])
        let prepared = try layout.prepare(boundsSize: Size(width: 300, height: 200), index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(0, 120, 50, 80), rect(0, 30, 50, 80), rect(60, 120, 50, 80), rect(60, 30, 50, 80)])
        let line = prepared.attributesForDecorationElement(ofKind: TimelineLayout.lineKind, at: IndexPath(item: 0, section: 0))
        #expect(line?.frame == rect(25, 104, 0, 2))
        #expect(prepared.headerFrame(section: 0) == nil && prepared.footerFrame(section: 0) == nil)
    }
}
