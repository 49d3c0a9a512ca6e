import CollectionLayout
import Testing

/// Overlapping events of a day share its width (`CalendarOverlapColumns`):
/// clusters of transitively overlapping events, the first free column in start
/// order, the cluster's column count dividing the day. Frames by hand on
/// `CalendarWeekFixtures.grid`: day 0 spans x 30 ..< 130, hour h starts at
/// y = 20 + 10·h.
@Suite("Calendar week: overlapping events side by side")
struct CalendarWeekOverlapTests {
    typealias F = CalendarWeekFixtures

    func frames(_ events: [CalendarEvent], configure: (inout CalendarWeekLayout.Configuration) -> Void = { _ in }) throws -> [Rect] {
        try F.layout(events, configure: configure).prepare(boundsSize: F.bounds, index: .auto).cellFrames(section: 0)
    }

    @Test("Two overlapping events: two columns of 50")
    func twoOverlapping() throws {
        // 9-11 and 10-12.
        #expect(try frames([F.event(0, 9, 2), F.event(0, 10, 2)]) == [rect(30, 110, 50, 20), rect(80, 120, 50, 20)])
    }

    @Test("A chain of three: the third reuses the first's column, two columns in all")
    func chainOfThree() throws {
        // 9-10, 9:30-11, 10:30-12: the first and third do not overlap, but the
        // second links them into one cluster; at 10:30 column 0 is free again.
        #expect(try frames([F.event(0, 9, 1), F.event(0, 9.5, 1.5), F.event(0, 10.5, 1.5)])
            == [rect(30, 110, 50, 10), rect(80, 115, 50, 15), rect(30, 125, 50, 15)])
    }

    @Test("Nested events: inside a long one, one after the other in the second column")
    func nested() throws {
        // 9-13 holds 10-11 and 11:30-12:30.
        #expect(try frames([F.event(0, 9, 4), F.event(0, 10, 1), F.event(0, 11.5, 1)])
            == [rect(30, 110, 50, 40), rect(80, 120, 50, 10), rect(80, 135, 50, 10)])
    }

    @Test("Touching events (end == start) do not overlap: both full width")
    func touching() throws {
        #expect(try frames([F.event(0, 9, 1), F.event(0, 10, 1)]) == [rect(30, 110, 100, 10), rect(30, 120, 100, 10)])
    }

    @Test("Three at once: three columns of a day 90 wide")
    func threeAtOnce() throws {
        #expect(try frames([F.event(0, 13, 2), F.event(0, 13.5, 1), F.event(0, 14, 2)]) { $0.dayWidth = 90 }
            == [rect(30, 150, 30, 20), rect(60, 155, 30, 10), rect(90, 160, 30, 20)])
    }

    @Test("The first free column is the lowest, not the last freed")
    func firstFreeColumn() throws {
        // 9-12 (col 0), 9-10 (col 1), 9:30-11 (col 2), 10-11 (col 1 again:
        // freed at 10), 11-12 (cols 1 and 2 freed at 11: takes 1). Three
        // columns of a day 90 wide. Listed out of order: start order decides.
        let events = [F.event(0, 11, 1), F.event(0, 9, 3), F.event(0, 10, 1), F.event(0, 9, 1), F.event(0, 9.5, 1.5)]
        #expect(try frames(events) { $0.dayWidth = 90 }
            == [rect(60, 130, 30, 10), rect(30, 110, 30, 30), rect(60, 120, 30, 10), rect(60, 110, 30, 10), rect(90, 115, 30, 15)])
    }

    @Test("Equal starts: the longer event takes the lower column; equal events go by item")
    func equalStarts() throws {
        #expect(try frames([F.event(0, 9, 1), F.event(0, 9, 3)]) == [rect(80, 110, 50, 10), rect(30, 110, 50, 30)])
        #expect(try frames([F.event(0, 9, 1), F.event(0, 9, 1)]) == [rect(30, 110, 50, 10), rect(80, 110, 50, 10)])
    }

    @Test("A cluster's width does not spread to later events of the day")
    func separateClusters() throws {
        // 9-10 and 9:30-10:30 share; 11-12 alone is full width.
        #expect(try frames([F.event(0, 9, 1), F.event(0, 9.5, 1), F.event(0, 11, 1)])
            == [rect(30, 110, 50, 10), rect(80, 115, 50, 10), rect(30, 130, 100, 10)])
    }

    @Test("Events of different days never share; events of different sections do")
    func daysAndSections() throws {
        #expect(try frames([F.event(0, 9, 2), F.event(1, 9, 2)]) == [rect(30, 110, 100, 20), rect(130, 110, 100, 20)])
        let layout = CalendarWeekLayout(configuration: F.grid, sections: [.init(events: [F.event(2, 9, 2)]), .init(events: [F.event(2, 10, 2)])])
        let prepared = try layout.prepare(boundsSize: F.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(230, 110, 50, 20)])
        #expect(prepared.cellFrames(section: 1) == [rect(280, 120, 50, 20)])
    }

    @Test("A zero-length event inside another shares its cluster; one at its end does not")
    func zeroLength() throws {
        #expect(try frames([F.event(0, 9, 2), F.event(0, 10, 0)]) == [rect(30, 110, 50, 20), rect(80, 120, 50, 0)])
        #expect(try frames([F.event(0, 9, 2), F.event(0, 11, 0)]) == [rect(30, 110, 100, 20), rect(30, 130, 100, 0)])
    }

    @Test("Spacing and insets: w = (dayWidth - left - right - (c - 1)·spacing) / c")
    func spacingAndInsets() throws {
        // (100 - 2 - 2 - 4) / 2 = 46; column 1 at 30 + 2 + 46 + 4 = 82.
        #expect(try frames([F.event(0, 9, 2), F.event(0, 10, 2)]) {
            $0.eventInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
            $0.eventSpacing = 4
        } == [rect(32, 111, 46, 18), rect(82, 121, 46, 18)])
        // Negative spacing overlaps the columns: (100 + 10) / 2 = 55, column 1 at 30 + 45.
        #expect(try frames([F.event(0, 9, 2), F.event(0, 10, 2)]) { $0.eventSpacing = -10 } == [rect(30, 110, 55, 20), rect(75, 120, 55, 20)])
    }

    @Test("A thousand simultaneous events: a thousand columns, no quadratic scan")
    func wideCluster() throws {
        let events = (0..<1000).map { _ in F.event(0, 8, 4) }
        let result = try frames(events) { $0.dayWidth = 1000 }
        #expect(result.map(\.minX) == (0..<1000).map { 30 + Double($0) })
        #expect(result.allSatisfy { $0.width == 1 && $0.minY == 100 && $0.height == 40 })
    }
}
