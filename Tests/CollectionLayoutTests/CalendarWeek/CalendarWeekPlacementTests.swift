import CollectionLayout
import LayoutTestSupport
import Testing

/// Placement of events and headers, the content size, and the index axis, with
/// frames computed by hand on `CalendarWeekFixtures.grid` (day d at
/// x = 30 + 100·d, hour h at y = 20 + 10·h).
@Suite("Calendar week: placement")
struct CalendarWeekPlacementTests {
    typealias F = CalendarWeekFixtures

    @Test("An event is placed by its day, start and duration")
    func eventPlacement() throws {
        // Day 1, 9:30 for 1.5 h: x = 30 + 100, y = 20 + 95, height 15.
        let prepared = try F.layout([F.event(1, 9.5, 1.5), F.event(2, 0, 24), F.event(0, 23.75, 0.25)])
            .prepare(boundsSize: F.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(130, 115, 100, 15), rect(230, 20, 100, 240), rect(30, 257.5, 100, 2.5)])
        #expect(prepared.contentSize == Size(width: 330, height: 260))
    }

    @Test("Content size = (hourHeaderWidth + days × dayWidth, dayHeaderHeight + hours × hourHeight)")
    func contentSize() throws {
        let prepared = try F.layout([]) {
            $0.dayCount = 5
            $0.dayWidth = 80
            $0.firstHour = 8
            $0.hourCount = 10
            $0.hourHeight = 48
        }.prepare(boundsSize: F.bounds, index: .auto)
        #expect(prepared.contentSize == Size(width: 30 + 5 * 80, height: 20 + 10 * 48))
    }

    @Test("firstHour shifts times: 9:00 is the second row when the grid starts at 8:00")
    func firstHour() throws {
        let prepared = try F.layout([F.event(0, 9, 1), F.event(0, 8, 0.5)]) {
            $0.firstHour = 8
            $0.hourCount = 10
        }.prepare(boundsSize: F.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(30, 30, 100, 10), rect(30, 20, 100, 5)])
        #expect(prepared.hourHeaderFrame(8) == rect(0, 20, 30, 10))
        #expect(prepared.hourHeaderFrame(17) == rect(0, 110, 30, 10))
        #expect(prepared.hourHeaderFrame(7) == nil)
        #expect(prepared.hourHeaderFrame(18) == nil)
    }

    @Test("Insets shrink an event inside its slot")
    func insets() throws {
        // Slot (130, 110, 100, 20); insets top 1, left 2, bottom 3, right 4.
        let prepared = try F.layout([F.event(1, 9, 2)]) {
            $0.eventInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }.prepare(boundsSize: F.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(132, 111, 94, 16)])
    }

    @Test("Headers at rest: a day header per day along the top, an hour header per hour along the leading edge")
    func headersAtRest() throws {
        let prepared = try F.layout([]).prepare(boundsSize: F.bounds, index: .auto)
        #expect((0..<3).map { prepared.dayHeaderFrame($0) } == [rect(30, 0, 100, 20), rect(130, 0, 100, 20), rect(230, 0, 100, 20)])
        #expect(prepared.hourHeaderFrame(0) == rect(0, 20, 30, 10))
        #expect(prepared.hourHeaderFrame(23) == rect(0, 250, 30, 10))
        #expect(prepared.supplementaryCount == 3 + 24)
        let kinds = prepared.allElements().filter { $0.category == .supplementary }
        #expect(kinds.filter { $0.kind == CalendarWeekLayout.dayHeaderKind }.allSatisfy { $0.zIndex == 20 })
        #expect(kinds.filter { $0.kind == CalendarWeekLayout.hourHeaderKind }.allSatisfy { $0.zIndex == 10 })
        #expect(prepared.allElements().filter { $0.category == .cell }.allSatisfy { $0.zIndex == 0 })
    }

    @Test("Headers of zero height or width do not exist")
    func absentHeaders() throws {
        let noDays = try F.layout([]) { $0.dayHeaderHeight = 0 }.prepare(boundsSize: F.bounds, index: .auto)
        #expect(noDays.dayHeaderFrame(0) == nil)
        #expect(noDays.supplementaryCount == 24)
        #expect(noDays.hourHeaderFrame(0) == rect(0, 0, 30, 10))
        let noHours = try F.layout([]) { $0.hourHeaderWidth = 0 }.prepare(boundsSize: F.bounds, index: .auto)
        #expect(noHours.supplementaryCount == 3)
        #expect(noHours.dayHeaderFrame(0) == rect(0, 0, 100, 20))
    }

    @Test("Without dayWidth the days share the bounds' width (Ole Begemann's week)")
    func fittedDays() throws {
        // (200 - 30) / 2 = 85 per day.
        let prepared = try F.layout([F.event(1, 0, 1)]) {
            $0.dayCount = 2
            $0.dayWidth = nil
        }.prepare(boundsSize: F.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(115, 20, 85, 10)])
        #expect(prepared.contentSize == Size(width: 200, height: 260))
    }

    @Test("Sections only group events: items keep their section and item, headers belong to section 0")
    func sections() throws {
        let layout = CalendarWeekLayout(configuration: F.grid, sections: [.init(events: [F.event(0, 1, 1)]), .init(events: []), .init(events: [F.event(2, 3, 1), F.event(1, 2, 1)])])
        let prepared = try layout.prepare(boundsSize: F.bounds, index: .auto)
        #expect(prepared.numberOfSections == 3)
        #expect(prepared.cellFrames(section: 2) == [rect(230, 50, 100, 10), rect(130, 40, 100, 10)])
        #expect(prepared.attributesForSupplementaryElement(ofKind: CalendarWeekLayout.dayHeaderKind, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(LookupChecker.mismatches(in: prepared).isEmpty)
    }

    @Test("A calendar without sections has no section to hold headers: no elements, the full grid's size")
    func noSections() throws {
        let prepared = try CalendarWeekLayout(configuration: F.grid, sections: []).prepare(boundsSize: F.bounds, index: .auto)
        #expect(prepared.elementCount == 0)
        #expect(prepared.contentSize == Size(width: 330, height: 260))
    }

    @Test("The index runs along the axis with more screens of content; ties go vertical")
    func indexAxis() throws {
        // 330 / 200 = 1.65 screens across, 260 / 100 = 2.6 down: vertical.
        #expect(try F.layout([]).prepare(boundsSize: F.bounds, index: .auto).scrollAxis == .vertical)
        // 30 + 30 × 100 = 3,030 / 200 = 15 screens across: horizontal.
        #expect(try F.layout([]) { $0.dayCount = 30 }.prepare(boundsSize: F.bounds, index: .auto).scrollAxis == .horizontal)
        // Ole Begemann's week: the days fit the width, one screen across.
        #expect(try CalendarWeekLayout(sections: [.init(events: [])]).prepare(boundsSize: Size(width: 390, height: 844), index: .auto).scrollAxis == .vertical)
        // 260 / 130 = 2 screens each way: a tie.
        #expect(try F.layout([]).prepare(boundsSize: Size(width: 165, height: 130), index: .auto).scrollAxis == .vertical)
        // Zero bounds: no screens to compare.
        #expect(try F.layout([]).prepare(boundsSize: Size(width: 0, height: 0), index: .auto).scrollAxis == .vertical)
    }

    @Test("The strip directory is the preferred index; every strategy stores the same frames")
    func strategies() throws {
        let layout = F.layout([F.event(0, 9, 2), F.event(0, 10, 1), F.event(2, 0, 3)])
        #expect(layout.preferredIndexStrategy == .stripDirectory)
        #expect(try layout.prepare(boundsSize: F.bounds, index: .auto).index.strategy == .stripDirectory)
        let frames = try IndexStrategy.concrete.map { try layout.prepare(boundsSize: F.bounds, index: $0).frames }
        #expect(Set(frames).count == 1)
    }

    @Test("Only a new size invalidates: scrolling either way re-places the pinned headers at query time")
    func invalidation() {
        let layout = F.layout([])
        let start = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(!layout.shouldInvalidate(forBoundsChange: Rect(x: 120, y: 40, width: 200, height: 100), from: start))
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 201, height: 100), from: start))
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 200, height: 90), from: start))
    }
}
