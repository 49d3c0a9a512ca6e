import CollectionLayout
import LayoutTestSupport
import Testing

/// Pinned headers while scrolling in both directions, by hand on
/// `CalendarWeekFixtures.grid` (content 330 × 260, bounds 200 × 100):
/// - day header d, natural (30 + 100·d, 0, 100, 20), pins along y:
///   `y = min(max(V.minY, 0), 260 - 20)`; its x moves with the content;
/// - hour header h, natural (0, 20 + 10·h, 30, 10), pins along x:
///   `x = min(max(V.minX, 0), 330 - 30)`; its y moves with the content.
@Suite("Calendar week: headers pinned to the top and leading edges")
struct CalendarWeekPinningTests {
    typealias F = CalendarWeekFixtures

    static let prepared = try! F.layout([F.event(1, 9, 2), F.event(1, 12, 1)]).prepare(boundsSize: F.bounds, index: .auto)

    @Test("Day headers stay at the top while the hours scroll and move with the days", arguments: [
        (0.0, 0.0, 0.0), (0.0, 70.0, 70.0), (50.0, 70.0, 70.0), (120.0, 160.0, 160.0),
        (0.0, 240.0, 240.0), (0.0, 250.0, 240.0), (0.0, -30.0, 0.0), (-40.0, 500.0, 240.0),
    ])
    func dayHeaders(visibleMinX: Double, visibleMinY: Double, y: Double) {
        let visible = Rect(x: visibleMinX, y: visibleMinY, width: 200, height: 100)
        #expect((0..<3).map { Self.prepared.dayHeaderFrame($0, visibleBounds: visible) } == [rect(30, y, 100, 20), rect(130, y, 100, 20), rect(230, y, 100, 20)])
    }

    @Test("Hour headers stay at the leading edge while the days scroll and move with the hours", arguments: [
        (0.0, 0.0, 0.0), (50.0, 0.0, 50.0), (50.0, 120.0, 50.0), (300.0, 40.0, 300.0),
        (310.0, 40.0, 300.0), (-15.0, 10.0, 0.0), (1000.0, -50.0, 300.0),
    ])
    func hourHeaders(visibleMinX: Double, visibleMinY: Double, x: Double) {
        let visible = Rect(x: visibleMinX, y: visibleMinY, width: 200, height: 100)
        #expect(Self.prepared.hourHeaderFrame(0, visibleBounds: visible) == rect(x, 20, 30, 10))
        #expect(Self.prepared.hourHeaderFrame(9, visibleBounds: visible) == rect(x, 110, 30, 10))
        #expect(Self.prepared.hourHeaderFrame(23, visibleBounds: visible) == rect(x, 250, 30, 10))
    }

    @Test("Events never pin")
    func eventsDoNotMove() {
        let visible = Rect(x: 90, y: 75, width: 200, height: 100)
        #expect(Self.prepared.attributesForItem(at: IndexPath(item: 0, section: 0), visibleBounds: visible)?.frame == rect(130, 110, 100, 20))
    }

    /// Scrolled to V = (150, 120, 200, 100): day headers at y 120, hour headers
    /// at x 150. The query (150, 120, 10, 10) meets day header 1 (130 ..< 230 ×
    /// 120 ..< 140), hour header 10 (150 ..< 180 × 120 ..< 130) and event 0
    /// (130 ..< 230 × 110 ..< 130); hour header 9 (110 ..< 120) only touches it.
    @Test("Rect queries find headers where they are pinned, with every strategy", arguments: IndexStrategy.allCases)
    func queriesSeePinnedHeaders(strategy: IndexStrategy) throws {
        let prepared = try F.layout([F.event(1, 9, 2), F.event(1, 12, 1)]).prepare(boundsSize: F.bounds, index: strategy)
        let visible = Rect(x: 150, y: 120, width: 200, height: 100)
        let found = prepared.elements(in: rect(150, 120, 10, 10), visibleBounds: visible).sorted(by: LayoutAttributes.outputOrder)
        #expect(found.map(\.kind) == [.cell, CalendarWeekLayout.dayHeaderKind, CalendarWeekLayout.hourHeaderKind])
        #expect(found.map(\.indexPath.item) == [0, 1, 10])
        #expect(found.map(\.frame) == [rect(130, 110, 100, 20), rect(130, 120, 100, 20), rect(150, 120, 30, 10)])
        // At rest the same rect meets no header: they sit at the top and the leading edge.
        let atRest = prepared.elements(in: rect(150, 120, 10, 10))
        #expect(atRest.map(\.kind) == [.cell])
        // The visible bounds themselves: 2 day headers, 10 hour headers, both events.
        let screen = prepared.elements(in: visible, visibleBounds: visible)
        #expect(screen.filter { $0.kind == CalendarWeekLayout.dayHeaderKind }.map(\.indexPath.item).sorted() == [1, 2])
        #expect(screen.filter { $0.kind == CalendarWeekLayout.hourHeaderKind }.map(\.indexPath.item).sorted() == Array(10...19))
        #expect(screen.filter { $0.category == .cell }.count == 2)
    }

    @Test("Every strategy agrees with the oracle at visible bounds across both axes, both index axes, with and without the corner",
          arguments: [Axis.vertical, .horizontal], [false, true])
    func oracleAcrossBothAxes(indexAxis: Axis, corner: Bool) {
        // 3 days across 200 points is vertical; 30 days is horizontal.
        let days = indexAxis == .vertical ? 3 : 30
        let layout = F.layout([F.event(0, 9, 2), F.event(1, 0, 24), F.event(days - 1, 23, 1)]) { $0.dayCount = days; $0.corner = corner }
        var queries: [LayoutQuery] = []
        let contentWidth = 30 + Double(days) * 100
        for x in stride(from: -50.0, through: contentWidth + 50, by: contentWidth / 40) {
            for y in stride(from: -40.0, through: 300, by: 23.5) {
                let visible = Rect(x: x, y: y, width: 200, height: 100)
                queries.append(LayoutQuery(rect: visible, visibleBounds: visible))
                queries.append(LayoutQuery(rect: rect(x + 10, y + 5, 25, 12), visibleBounds: visible))
            }
        }
        let report = OracleChecker().check(boundsSize: F.bounds, queries: queries) { layout }
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
        #expect(report.resultCount > queries.count)
        #expect((try? layout.prepare(boundsSize: F.bounds, index: .linear).scrollAxis) == indexAxis)
    }
}
