import CollectionLayout
import LayoutSpec
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// `"type": "calendarWeek"`: every key, the defaults, sections of events, the
/// `meetings` workload, and a round trip of random calendars through specs.
@Suite struct CalendarWeekSpecDecodingTests {
    static func calendar(_ json: String) throws -> CalendarWeekLayout { try SpecDocuments.layout(json) }

    static func spec(sections: String = #"[{"events": []}]"#, layout: String = #"{"type": "calendarWeek"}"#) -> String {
        SpecDocuments.spec(bounds: #"{"width": 390, "height": 844}"#, sections: sections, layout: layout)
    }

    @Test func defaults() throws {
        let layout = try Self.calendar(Self.spec())
        #expect(layout.configuration == CalendarWeekLayout.Configuration())
        let c = layout.configuration
        #expect(c.dayCount == 7 && c.dayWidth == nil && c.hourHeight == 60 && c.firstHour == 0 && c.hourCount == 24)
        #expect(c.dayHeaderHeight == 40 && c.hourHeaderWidth == 50 && c.eventInset == .zero && c.eventSpacing == 0 && !c.corner)
        #expect(layout.sections == [CalendarWeekLayout.Section(events: [])])
    }

    @Test func everyLayoutKeyAndEvents() throws {
        let layout = try Self.calendar(Self.spec(
            sections: """
            [{"events": [{"day": 0, "start": 9.5, "duration": 1.5}, {"duration": 0, "start": 8, "day": 4}]},
             {"events": []},
             {"events": [{"day": 2, "start": 17.25, "duration": 0.75}]}]
            """,
            layout: """
            {"type": "calendarWeek", "dayCount": 5, "dayWidth": 120, "hourHeight": 48, "firstHour": 8, "hourCount": 10,
             "dayHeaderHeight": 30, "hourHeaderWidth": 44, "eventInset": [1, 2, 3, 4], "eventSpacing": -1.5, "corner": true}
            """
        ))
        var expected = CalendarWeekLayout.Configuration()
        expected.dayCount = 5
        expected.dayWidth = 120
        expected.hourHeight = 48
        expected.firstHour = 8
        expected.hourCount = 10
        expected.dayHeaderHeight = 30
        expected.hourHeaderWidth = 44
        expected.eventInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expected.eventSpacing = -1.5
        expected.corner = true
        #expect(layout.configuration == expected)
        #expect(layout.sections.map(\.events) == [
            [CalendarEvent(day: 0, start: 9.5, duration: 1.5), CalendarEvent(day: 4, start: 8, duration: 0)], [],
            [CalendarEvent(day: 2, start: 17.25, duration: 0.75)],
        ])
    }

    @Test("The meetings workload gives the events, and its days unless dayCount is given")
    func meetingsWorkload() throws {
        let layout = try Self.calendar(Self.spec(sections: #"{"workload": "meetings", "items": 250, "seed": 3}"#, layout: #"{"type": "calendarWeek", "dayWidth": 100}"#))
        let (sections, days) = Workload.meetings.calendarSections(items: 250, seed: 3)
        #expect(layout.sections == sections)
        #expect(layout.configuration.dayCount == days)
        #expect(days == 35)
        let explicit = try Self.calendar(Self.spec(sections: #"{"workload": "meetings", "items": 250, "seed": 3}"#, layout: #"{"type": "calendarWeek", "dayCount": 50}"#))
        #expect(explicit.configuration.dayCount == 50)
        #expect(SpecDocuments.refusal(Self.spec(sections: #"{"workload": "meetings", "items": 250, "seed": 3}"#, layout: #"{"type": "calendarWeek", "dayCount": 7}"#))
            == "sections[0].events[49].day: must be from 0 to 6 (dayCount is 7), got 7")
    }

    @Test("Specs written from random calendars decode to the same layout and frames", arguments: 0..<40)
    func roundTrip(seed: UInt64) throws {
        let (layout, specification) = try SpecRoundTripTests.roundTrip(seed: seed, layout: { $0.calendarWeekLayout(boundsSize: $1) }, write: Self.document)
        #expect(specification.itemCount == layout.sections.reduce(0) { $0 + $1.events.count })
    }

    /// `layout` as a spec with every key spelt out.
    static func document(bounds: Size, layout: CalendarWeekLayout) -> String {
        let c = layout.configuration
        var keys = [
            #""type": "calendarWeek""#, #""dayCount": \#(c.dayCount)"#, #""hourHeight": \#(c.hourHeight)"#,
            #""firstHour": \#(c.firstHour)"#, #""hourCount": \#(c.hourCount)"#, #""dayHeaderHeight": \#(c.dayHeaderHeight)"#,
            #""hourHeaderWidth": \#(c.hourHeaderWidth)"#, #""eventSpacing": \#(c.eventSpacing)"#, #""corner": \#(c.corner)"#,
            #""eventInset": [\#(c.eventInset.top), \#(c.eventInset.left), \#(c.eventInset.bottom), \#(c.eventInset.right)]"#,
        ]
        if let dayWidth = c.dayWidth { keys.append(#""dayWidth": \#(dayWidth)"#) }
        let sections = layout.sections.map { section in
            let events = section.events.map { #"{"day": \#($0.day), "start": \#($0.start), "duration": \#($0.duration)}"# }
            return #"{"events": [\#(events.joined(separator: ", "))]}"#
        }
        return """
        {"bounds": {"width": \(bounds.width), "height": \(bounds.height)},
         "sections": [\(sections.joined(separator: ",\n  "))],
         "layout": {\(keys.joined(separator: ", "))}}
        """
    }
}
