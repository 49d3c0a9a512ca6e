import LayoutSpec
import Testing

/// Bad calendar week specs, refused with the JSON path and the exact problem:
/// types by the decoder, ranges by the engine (the same paths).
@Suite struct CalendarWeekSpecRefusalTests {
    static func spec(sections: String = #"[{"events": [{"day": 0, "start": 9, "duration": 1}]}]"#, layout: String = #"{"type": "calendarWeek"}"#) -> String {
        CalendarWeekSpecDecodingTests.spec(sections: sections, layout: layout)
    }

    static func events(_ events: String) -> String { spec(sections: #"[{"events": [{"day": 1, "start": 8, "duration": 1}, \#(events)]}]"#) }

    static let layoutKeys = "type, dayCount, dayWidth, hourHeight, firstHour, hourCount, dayHeaderHeight, hourHeaderWidth, eventInset, eventSpacing, corner"

    static let cases: [RefusedSpec] = [
        RefusedSpec("negative duration", events(#"{"day": 0, "start": 9, "duration": -0.5}"#), "sections[0].events[1].duration: must be finite and >= 0, got -0.5"),
        RefusedSpec("day past the week", events(#"{"day": 7, "start": 9, "duration": 1}"#), "sections[0].events[1].day: must be from 0 to 6 (dayCount is 7), got 7"),
        RefusedSpec("negative day", events(#"{"day": -1, "start": 9, "duration": 1}"#), "sections[0].events[1].day: must be from 0 to 6 (dayCount is 7), got -1"),
        RefusedSpec("fractional day", events(#"{"day": 1.5, "start": 9, "duration": 1}"#), "sections[0].events[1].day: must be a whole number, got 1.5"),
        RefusedSpec("start before the hours shown", spec(layout: #"{"type": "calendarWeek", "firstHour": 10, "hourCount": 8}"#),
                    "sections[0].events[0].start: must be >= firstHour 10, got 9.0"),
        RefusedSpec("end after the hours shown", events(#"{"day": 0, "start": 23.5, "duration": 1}"#),
                    "sections[0].events[1]: ends at 24.5, after the last hour shown (24 = firstHour 0 + hourCount 24)"),
        RefusedSpec("NaN is not JSON", events(#"{"day": 0, "start": NaN, "duration": 1}"#),
                    "malformed JSON at line 1, column 127: expected a value (object, array, string, number, true, false or null), found 'N'"),
        RefusedSpec("start as a string", events(#"{"day": 0, "start": "9:30", "duration": 1}"#), "sections[0].events[1].start: expected a number, got a string"),
        RefusedSpec("missing duration", events(#"{"day": 0, "start": 9}"#), "sections[0].events[1].duration: missing (expected the length in hours, e.g. 1.5)"),
        RefusedSpec("unknown event key", events(#"{"day": 0, "start": 9, "duration": 1, "title": "1:1"}"#),
                    "sections[0].events[1].title: unknown key (expected one of day, start, duration)"),
        RefusedSpec("an end key instead of duration", events(#"{"day": 0, "start": 9, "end": 10}"#),
                    "sections[0].events[1].end: unknown key (expected one of day, start, duration)"),
        RefusedSpec("event not an object", events("[0, 9, 1]"), #"sections[0].events[1]: expected an event {"day": D, "start": H, "duration": H}, got an array"#),
        RefusedSpec("events not an array", spec(sections: #"[{"events": {"day": 0}}]"#), "sections[0].events: expected an array of events, got an object"),
        RefusedSpec("section without events", spec(sections: #"[{}]"#), #"sections[0].events: missing (expected an array of events {"day": D, "start": H, "duration": H})"#),
        RefusedSpec("flow section keys", spec(sections: #"[{"count": 3}]"#), "sections[0].count: unknown key (expected one of events)"),
        RefusedSpec("sections as a number", spec(sections: "3"),
                    #"sections: expected an array of sections {"events": [...]} or a workload object {"workload": "meetings", "items": N, "seed": S}, got a number"#),
        RefusedSpec("a workload without events", spec(sections: #"{"workload": "grid", "items": 10}"#),
                    #"sections.workload: "grid" has item sizes, not calendar events (a calendarWeek takes "meetings")"#),
        RefusedSpec("unknown layout key", spec(layout: #"{"type": "calendarWeek", "hourWidth": 40}"#), "layout.hourWidth: unknown key (expected one of \(layoutKeys))"),
        RefusedSpec("flow key in a calendar", spec(layout: #"{"type": "calendarWeek", "itemSize": [1, 1]}"#), "layout.itemSize: unknown key (expected one of \(layoutKeys))"),
        RefusedSpec("zero days", spec(layout: #"{"type": "calendarWeek", "dayCount": 0}"#), "layout.dayCount: must be from 1 to 1000000, got 0"),
        RefusedSpec("fractional first hour", spec(layout: #"{"type": "calendarWeek", "firstHour": 7.5}"#), "layout.firstHour: must be a whole number, got 7.5"),
        RefusedSpec("hours past midnight", spec(layout: #"{"type": "calendarWeek", "firstHour": 6, "hourCount": 20}"#),
                    "layout.hourCount: must be from 1 to 18 (the day ends at hour 24, firstHour is 6), got 20"),
        RefusedSpec("negative day width", spec(layout: #"{"type": "calendarWeek", "dayWidth": -100}"#), "layout.dayWidth: must be finite and >= 0, got -100.0"),
        RefusedSpec("negative hour height", spec(layout: #"{"type": "calendarWeek", "hourHeight": -1}"#), "layout.hourHeight: must be finite and >= 0, got -1.0"),
        RefusedSpec("inset of three numbers", spec(layout: #"{"type": "calendarWeek", "eventInset": [1, 2, 3]}"#),
                    "layout.eventInset: expected [top, left, bottom, right] (4 numbers), got 3 elements"),
        RefusedSpec("corner as a number", spec(layout: #"{"type": "calendarWeek", "corner": 1}"#), "layout.corner: expected true or false, got a number"),
        RefusedSpec("corner without hour headers", spec(layout: #"{"type": "calendarWeek", "corner": true, "hourHeaderWidth": 0}"#),
                    "layout.corner: needs both headers, where the corner sits (dayHeaderHeight 40.0, hourHeaderWidth 0.0)"),
        RefusedSpec("spacing as a string", spec(layout: #"{"type": "calendarWeek", "eventSpacing": "2"}"#), "layout.eventSpacing: expected a number, got a string"),
        RefusedSpec("hour headers wider than the bounds", spec(layout: #"{"type": "calendarWeek", "hourHeaderWidth": 400}"#),
                    "layout.hourHeaderWidth: 400.0 leaves no room for the days in width 390.0 (give dayWidth to scroll horizontally)"),
        RefusedSpec("events too short for their insets", spec(layout: #"{"type": "calendarWeek", "eventInset": [40, 0, 30, 0]}"#),
                    "sections[0].events[0]: 1.0 h is 60.0 points tall, less than eventInset top + bottom (70.0)"),
        RefusedSpec("too many side by side", spec(
            sections: #"[{"events": [{"day": 0, "start": 9, "duration": 1}, {"day": 0, "start": 9, "duration": 1}, {"day": 0, "start": 9, "duration": 1}]}]"#,
            layout: #"{"type": "calendarWeek", "dayWidth": 20, "eventSpacing": 12}"#
        ), "sections[0].events[0]: 3 side-by-side events with eventSpacing 12.0 and eventInset left 0.0, right 0.0 do not fit in dayWidth 20.0 (event width -1.3333333333333333)"),
    ]

    @Test(arguments: cases)
    func refused(_ spec: RefusedSpec) {
        #expect(SpecDocuments.refusal(spec.json) == spec.error)
    }
}
