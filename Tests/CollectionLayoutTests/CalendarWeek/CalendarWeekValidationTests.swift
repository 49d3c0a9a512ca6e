import CollectionLayout
import Testing

/// Calendar week prepare refuses bad input with one `LayoutError` naming the
/// spec path, with the exact message: never a crash, never a clamped value.
@Suite("Calendar week: prepare errors")
struct CalendarWeekValidationTests {
    typealias F = CalendarWeekFixtures

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var error: String
        var boundsSize = CalendarWeekFixtures.bounds
        var configure: @Sendable (inout CalendarWeekLayout) -> Void
        var testDescription: String { name }
    }

    /// Two sections; events are replaced per case.
    static func layout() -> CalendarWeekLayout {
        CalendarWeekLayout(configuration: F.grid, sections: [.init(events: [F.event(0, 9, 1)]), .init(events: [F.event(1, 10, 1), F.event(2, 11, 1)])])
    }

    static let cases: [Case] = [
        Case(name: "negative duration", error: "sections[1].events[0].duration: must be finite and >= 0, got -1.0") { $0.sections[1].events[0].duration = -1 },
        Case(name: "NaN start", error: "sections[0].events[0].start: must be finite, got nan") { $0.sections[0].events[0].start = .nan },
        Case(name: "NaN duration", error: "sections[1].events[1].duration: must be finite and >= 0, got nan") { $0.sections[1].events[1].duration = .nan },
        Case(name: "infinite start", error: "sections[0].events[0].start: must be finite, got inf") { $0.sections[0].events[0].start = .infinity },
        Case(name: "day past the week", error: "sections[1].events[1].day: must be from 0 to 2 (dayCount is 3), got 3") { $0.sections[1].events[1].day = 3 },
        Case(name: "negative day", error: "sections[0].events[0].day: must be from 0 to 2 (dayCount is 3), got -1") { $0.sections[0].events[0].day = -1 },
        Case(name: "start before the hours", error: "sections[0].events[0].start: must be >= firstHour 8, got 7.5") {
            $0.configuration.firstHour = 8
            $0.configuration.hourCount = 10
            $0.sections[0].events[0] = F.event(0, 7.5, 1)
        },
        Case(name: "end after the hours", error: "sections[1].events[0]: ends at 18.25, after the last hour shown (18 = firstHour 8 + hourCount 10)") {
            $0.configuration.firstHour = 8
            $0.configuration.hourCount = 10
            $0.sections[0].events[0] = F.event(0, 9, 1)
            $0.sections[1].events[0] = F.event(1, 17.5, 0.75)
        },
        Case(name: "end past midnight", error: "sections[0].events[0]: ends at 25.0, after the last hour shown (24 = firstHour 0 + hourCount 24)") {
            $0.sections[0].events[0] = F.event(0, 23, 2)
        },
        Case(name: "negative start", error: "sections[0].events[0].start: must be >= firstHour 0, got -0.5") { $0.sections[0].events[0].start = -0.5 },
        Case(name: "shorter than its insets", error: "sections[1].events[1]: 0.1 h is 1.0 points tall, less than eventInset top + bottom (2.0)") {
            $0.configuration.eventInset = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
            $0.sections[1].events[1].duration = 0.1
        },
        Case(name: "too many side-by-side events", error: "sections[1].events[0]: 3 side-by-side events with eventSpacing 50.0 and eventInset left 5.0, right 5.0 do not fit in dayWidth 100.0 (event width -3.3333333333333335)") {
            $0.configuration.eventSpacing = 50
            $0.configuration.eventInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            $0.sections = [.init(events: [F.event(0, 1, 1)]), .init(events: [F.event(1, 9, 2), F.event(1, 10, 1), F.event(1, 9.5, 1)])]
        },
        Case(name: "zero days", error: "layout.dayCount: must be from 1 to 1000000, got 0") { $0.configuration.dayCount = 0 },
        Case(name: "too many days", error: "layout.dayCount: must be from 1 to 1000000, got 1000001") { $0.configuration.dayCount = 1_000_001 },
        Case(name: "negative day width", error: "layout.dayWidth: must be finite and >= 0, got -1.0") { $0.configuration.dayWidth = -1 },
        Case(name: "NaN hour height", error: "layout.hourHeight: must be finite and >= 0, got nan") { $0.configuration.hourHeight = .nan },
        Case(name: "first hour 24", error: "layout.firstHour: must be from 0 to 23, got 24") { $0.configuration.firstHour = 24 },
        Case(name: "hours past midnight", error: "layout.hourCount: must be from 1 to 4 (the day ends at hour 24, firstHour is 20), got 5") {
            $0.configuration.firstHour = 20
            $0.configuration.hourCount = 5
        },
        Case(name: "no hours", error: "layout.hourCount: must be from 1 to 24 (the day ends at hour 24, firstHour is 0), got 0") { $0.configuration.hourCount = 0 },
        Case(name: "negative header height", error: "layout.dayHeaderHeight: must be finite and >= 0, got -20.0") { $0.configuration.dayHeaderHeight = -20 },
        Case(name: "a corner without day headers", error: "layout.corner: needs both headers, where the corner sits (dayHeaderHeight 0.0, hourHeaderWidth 30.0)") {
            $0.configuration.corner = true
            $0.configuration.dayHeaderHeight = 0
        },
        Case(name: "infinite header width", error: "layout.hourHeaderWidth: must be finite and >= 0, got inf") { $0.configuration.hourHeaderWidth = .infinity },
        Case(name: "NaN inset", error: "layout.eventInset: every inset must be finite") { $0.configuration.eventInset.left = .nan },
        Case(name: "NaN spacing", error: "layout.eventSpacing: must be finite, got nan") { $0.configuration.eventSpacing = .nan },
        Case(name: "fitted days with no room", error: "layout.hourHeaderWidth: 250.0 leaves no room for the days in width 200.0 (give dayWidth to scroll horizontally)") {
            $0.configuration.dayWidth = nil
            $0.configuration.hourHeaderWidth = 250
        },
        Case(name: "negative bounds", error: "bounds: width must be finite and >= 0, got -1.0", boundsSize: Size(width: -1, height: 100)) { _ in },
        Case(name: "hour height that overflows", error: "the layout overflows to infinity (content size 330.0 x inf): sizes, spacings or insets are too large") {
            $0.configuration.hourHeight = .greatestFiniteMagnitude
        },
    ]

    @Test(arguments: cases)
    func refused(_ testCase: Case) {
        var layout = Self.layout()
        testCase.configure(&layout)
        for strategy in IndexStrategy.allCases {
            #expect(throws: LayoutError.self) { try layout.prepare(boundsSize: testCase.boundsSize, index: strategy) }
            do throws(LayoutError) {
                _ = try layout.prepare(boundsSize: testCase.boundsSize, index: strategy)
            } catch {
                #expect(error.description == testCase.error, "\(strategy)")
            }
        }
    }

    @Test("The first bad event in section and item order is reported")
    func firstBadEvent() {
        var layout = Self.layout()
        layout.sections[1].events[1].day = 9
        layout.sections[0].events[0].duration = -2
        #expect(throws: LayoutError(path: "sections[0].events[0].duration", message: "must be finite and >= 0, got -2.0")) {
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
