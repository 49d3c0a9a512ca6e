import CollectionLayout
import LayoutTestSupport
import Testing

/// The corner element, by hand on `CalendarWeekFixtures.grid` (content 330 ×
/// 260, bounds 200 × 100, hour headers 30 wide, day headers 20 tall) with
/// `corner: true`: natural frame (0, 0, 30, 20), pinned on both axes,
/// `x = min(max(V.minX, 0), 330 - 30)`, `y = min(max(V.minY, 0), 260 - 20)`,
/// zIndex 30 (above the day headers' 20 and the hour headers' 10). The oracle
/// checks with a corner are `CalendarWeekPinningTests.oracleAcrossBothAxes`
/// and the random calendars of `CalendarWeekOracleTests`.
@Suite("Calendar week: the corner pinned on both axes")
struct CalendarWeekCornerTests {
    typealias F = CalendarWeekFixtures

    static func layout(corner: Bool = true) -> CalendarWeekLayout {
        F.layout([F.event(0, 0, 2), F.event(1, 9, 2)]) { $0.corner = corner }
    }

    static func cornerFrame(_ prepared: PreparedLayout, _ visible: Rect?) -> Rect? {
        prepared.attributesForSupplementaryElement(ofKind: CalendarWeekLayout.cornerKind, at: IndexPath(item: 0, section: 0), visibleBounds: visible)?.frame
    }

    /// (visible minX, visible minY, corner x, corner y): at rest, scrolled along
    /// each axis, both, clamped at the content's far ends, and rubber-banding
    /// before the start (it stays at the content's origin).
    static let cornerPositions: [(Double, Double, Double, Double)] = [
        (0, 0, 0, 0), (0, 70, 0, 70), (50, 0, 50, 0), (120, 160, 120, 160),
        (310, 40, 300, 40), (20, 250, 20, 240), (1000, 1000, 300, 240), (-15, -30, 0, 0), (-40, 500, 0, 240),
    ]

    @Test("The corner follows the visible bounds' top-leading corner, clamped to the content", arguments: cornerPositions)
    func positions(visibleMinX: Double, visibleMinY: Double, x: Double, y: Double) throws {
        let visible = Rect(x: visibleMinX, y: visibleMinY, width: 200, height: 100)
        for strategy in IndexStrategy.allCases {
            let prepared = try Self.layout().prepare(boundsSize: F.bounds, index: strategy)
            #expect(Self.cornerFrame(prepared, visible) == rect(x, y, 30, 20), "\(strategy)")
            // A rect query of the visible bounds finds it there, once; scrolled
            // past the content's far end, the clamped corner is out of view.
            let corners = prepared.elements(in: visible, visibleBounds: visible).filter { $0.kind == CalendarWeekLayout.cornerKind }
            let inView = visibleMinX < 330 && visibleMinY < 260
            #expect(corners.map(\.frame) == (inView ? [rect(x, y, 30, 20)] : []), "\(strategy)")
            #expect(corners.allSatisfy { $0.zIndex == 30 })
        }
    }

    /// Scrolled to V = (150, 120): the corner covers 150 ..< 180 × 120 ..< 140.
    /// The rect (175, 135, 10, 10) meets it; (180, 120, 10, 10) and (150, 140,
    /// 10, 10) only touch it; at rest, the same rects are far from (0, 0, 30, 20).
    @Test("Rect queries find the corner where it is pinned, and only there", arguments: IndexStrategy.allCases)
    func queries(strategy: IndexStrategy) throws {
        let prepared = try Self.layout().prepare(boundsSize: F.bounds, index: strategy)
        let visible = Rect(x: 150, y: 120, width: 200, height: 100)
        let kinds = { (query: Rect, visible: Rect?) in prepared.elements(in: query, visibleBounds: visible).map(\.kind) }
        #expect(kinds(rect(175, 135, 10, 10), visible).contains(CalendarWeekLayout.cornerKind))
        #expect(!kinds(rect(180, 120, 10, 10), visible).contains(CalendarWeekLayout.cornerKind))
        #expect(!kinds(rect(150, 140, 10, 10), visible).contains(CalendarWeekLayout.cornerKind))
        #expect(!kinds(rect(175, 135, 10, 10), nil).contains(CalendarWeekLayout.cornerKind))
        #expect(kinds(rect(5, 5, 1, 1), nil) == [CalendarWeekLayout.cornerKind])
    }

    @Test("Where the headers meet, the corner is drawn above both")
    func drawnAboveTheHeaders() throws {
        let prepared = try Self.layout().prepare(boundsSize: F.bounds, index: .auto)
        let visible = Rect(x: 150, y: 120, width: 200, height: 100)
        // Day header 1 (130 ..< 230 × 120 ..< 140) and hour header 10 (150 ..< 180 × 120 ..< 130) sit under it.
        let under = prepared.elements(in: rect(160, 125, 1, 1), visibleBounds: visible).sorted { $0.zIndex > $1.zIndex }
        #expect(under.map(\.kind) == [CalendarWeekLayout.cornerKind, CalendarWeekLayout.dayHeaderKind, CalendarWeekLayout.hourHeaderKind, .cell])
    }

    @Test("Off by default: no corner, the other elements unchanged")
    func optIn() throws {
        let without = try Self.layout(corner: false).prepare(boundsSize: F.bounds, index: .auto)
        let with = try Self.layout().prepare(boundsSize: F.bounds, index: .auto)
        #expect(Self.cornerFrame(without, nil) == nil)
        #expect(with.elementCount == without.elementCount + 1)
        #expect(with.allElements().filter { $0.kind != CalendarWeekLayout.cornerKind } == without.allElements())
        // A calendar without sections has no section 0 to hold it.
        var empty = Self.layout()
        empty.sections = []
        #expect(try empty.prepare(boundsSize: F.bounds, index: .auto).elementCount == 0)
    }
}
