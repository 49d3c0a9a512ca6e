import CollectionLayout
import Testing

/// Calendar week prepare refuses bad input with one `LayoutError` naming the
/// value (its path in the model's terms), with the exact message: never a crash, never a clamped value.
@Suite("Calendar week: prepare errors")
struct CalendarWeekValidationTests {
    typealias F = CalendarWeekFixtures

    typealias Case = ValidationCase<CalendarWeekLayout>

    /// Two sections; events are replaced per case.
    static func layout() -> CalendarWeekLayout {
        CalendarWeekLayout(configuration: F.grid, sections: [.init(events: [F.event(0, 9, 1)]), .init(events: [F.event(1, 10, 1), F.event(2, 11, 1)])])
    }

    static let cases: [Case] = [
        Case(name: "negative duration", path: "sections[1].items[0].duration", message: "must be finite and >= 0, got -1.0") { $0.sections[1].events[0].duration = -1 },
        Case(name: "NaN start", path: "sections[0].items[0].start", message: "must be finite, got nan") { $0.sections[0].events[0].start = .nan },
        Case(name: "NaN duration", path: "sections[1].items[1].duration", message: "must be finite and >= 0, got nan") { $0.sections[1].events[1].duration = .nan },
        Case(name: "infinite start", path: "sections[0].items[0].start", message: "must be finite, got inf") { $0.sections[0].events[0].start = .infinity },
        Case(name: "day past the week", path: "sections[1].items[1].day", message: "must be from 0 to 2 (dayCount is 3), got 3") { $0.sections[1].events[1].day = 3 },
        Case(name: "negative day", path: "sections[0].items[0].day", message: "must be from 0 to 2 (dayCount is 3), got -1") { $0.sections[0].events[0].day = -1 },
        Case(name: "start before the hours", path: "sections[0].items[0].start", message: "must be >= firstHour 8, got 7.5") {
            $0.configuration.firstHour = 8
            $0.configuration.hourCount = 10
            $0.sections[0].events[0] = F.event(0, 7.5, 1)
        },
        Case(name: "end after the hours", path: "sections[1].items[0]", message: "ends at 18.25, after the last hour shown (18 = firstHour 8 + hourCount 10)") {
            $0.configuration.firstHour = 8
            $0.configuration.hourCount = 10
            $0.sections[0].events[0] = F.event(0, 9, 1)
            $0.sections[1].events[0] = F.event(1, 17.5, 0.75)
        },
        Case(name: "end past midnight", path: "sections[0].items[0]", message: "ends at 25.0, after the last hour shown (24 = firstHour 0 + hourCount 24)") {
            $0.sections[0].events[0] = F.event(0, 23, 2)
        },
        Case(name: "negative start", path: "sections[0].items[0].start", message: "must be >= firstHour 0, got -0.5") { $0.sections[0].events[0].start = -0.5 },
        Case(name: "shorter than its insets", path: "sections[1].items[1]", message: "0.1 h is 1.0 points tall, less than eventInset top + bottom (2.0)") {
            $0.configuration.eventInset = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
            $0.sections[1].events[1].duration = 0.1
        },
        Case(name: "too many side-by-side events", path: "sections[1].items[0]", message: "3 side-by-side events with eventSpacing 50.0 and eventInset left 5.0, right 5.0 do not fit in dayWidth 100.0 (event width -3.3333333333333335)") {
            $0.configuration.eventSpacing = 50
            $0.configuration.eventInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            $0.sections = [.init(events: [F.event(0, 1, 1)]), .init(events: [F.event(1, 9, 2), F.event(1, 10, 1), F.event(1, 9.5, 1)])]
        },
        Case(name: "zero days", path: "configuration.dayCount", message: "must be from 1 to 1000000, got 0") { $0.configuration.dayCount = 0 },
        Case(name: "too many days", path: "configuration.dayCount", message: "must be from 1 to 1000000, got 1000001") { $0.configuration.dayCount = 1_000_001 },
        Case(name: "negative day width", path: "configuration.dayWidth", message: "must be finite and >= 0, got -1.0") { $0.configuration.dayWidth = -1 },
        Case(name: "NaN hour height", path: "configuration.hourHeight", message: "must be finite and >= 0, got nan") { $0.configuration.hourHeight = .nan },
        Case(name: "first hour 24", path: "configuration.firstHour", message: "must be from 0 to 23, got 24") { $0.configuration.firstHour = 24 },
        Case(name: "hours past midnight", path: "configuration.hourCount", message: "must be from 1 to 4 (the day ends at hour 24, firstHour is 20), got 5") {
            $0.configuration.firstHour = 20
            $0.configuration.hourCount = 5
        },
        Case(name: "no hours", path: "configuration.hourCount", message: "must be from 1 to 24 (the day ends at hour 24, firstHour is 0), got 0") { $0.configuration.hourCount = 0 },
        Case(name: "negative header height", path: "configuration.dayHeaderHeight", message: "must be finite and >= 0, got -20.0") { $0.configuration.dayHeaderHeight = -20 },
        Case(name: "a corner without day headers", path: "configuration.corner", message: "needs both headers, where the corner sits (dayHeaderHeight 0.0, hourHeaderWidth 30.0)") {
            $0.configuration.corner = true
            $0.configuration.dayHeaderHeight = 0
        },
        Case(name: "infinite header width", path: "configuration.hourHeaderWidth", message: "must be finite and >= 0, got inf") { $0.configuration.hourHeaderWidth = .infinity },
        Case(name: "NaN inset", path: "configuration.eventInset", message: "every inset must be finite") { $0.configuration.eventInset.left = .nan },
        Case(name: "NaN spacing", path: "configuration.eventSpacing", message: "must be finite, got nan") { $0.configuration.eventSpacing = .nan },
        Case(name: "fitted days with no room", path: "configuration.hourHeaderWidth", message: "250.0 leaves no room for the days in width 200.0 (give dayWidth to scroll horizontally)") {
            $0.configuration.dayWidth = nil
            $0.configuration.hourHeaderWidth = 250
        },
        Case(name: "negative bounds", path: "boundsSize", message: "width must be finite and >= 0, got -1.0", boundsSize: Size(width: -1, height: 100)) { _ in },
        Case(name: "hour height that overflows", path: "", message: "the layout overflows to infinity (content size 330.0 x inf): sizes, spacings or insets are too large") {
            $0.configuration.hourHeight = .greatestFiniteMagnitude
        },
    ]

    @Test(arguments: cases)
    func refused(_ testCase: Case) {
        testCase.checkRefusal(of: Self.layout(), boundsSize: F.bounds)
    }

    @Test("The first bad event in section and item order is reported")
    func firstBadEvent() {
        var layout = Self.layout()
        layout.sections[1].events[1].day = 9
        layout.sections[0].events[0].duration = -2
        #expect(throws: LayoutError(path: [.section(0), .item(0), .key("duration")], message: "must be finite and >= 0, got -2.0")) {
            try layout.prepare(boundsSize: F.bounds, index: .auto)
        }
    }

    @Test("Limits themselves are accepted: events on the first and last instants, zero-length, zero-size grid")
    func limitsAccepted() throws {
        var layout = Self.layout()
        layout.configuration.firstHour = 23
        layout.configuration.hourCount = 1
        layout.sections = [.init(events: [F.event(0, 23, 1), F.event(2, 24, 0), F.event(1, 23, 0)])]
        #expect(throws: Never.self) { try layout.prepare(boundsSize: F.bounds, index: .auto) }
        layout.configuration.hourHeight = 0
        layout.configuration.dayWidth = 0
        let prepared = try layout.prepare(boundsSize: .zero, index: .auto)
        #expect(prepared.contentSize == Size(width: 30, height: 20))
    }
}
