import CollectionLayout
import LayoutWorkloads
import Testing

/// The `meetings` workload: deterministic, in start order, within its stated
/// shape (lengths, hours, days, weeks).
@Suite("Workload: meetings")
struct MeetingCalendarTests {
    @Test("The same seed gives the same calendar; another seed another")
    func deterministic() {
        #expect(MeetingCalendar(meetings: 500, seed: 4).events == MeetingCalendar(meetings: 500, seed: 4).events)
        #expect(MeetingCalendar(meetings: 500, seed: 4).events != MeetingCalendar(meetings: 500, seed: 5).events)
    }

    @Test("Meetings last 15 min to 3 h on quarter hours, between 6:00 and 22:00, mostly 8:00 to 18:00", arguments: [1, 100, 20_000])
    func shape(count: Int) {
        let calendar = MeetingCalendar(meetings: count, seed: 1)
        #expect(calendar.events.count == count)
        #expect(calendar.events.allSatisfy { [0.25, 0.5, 0.75, 1, 1.5, 2, 3].contains($0.duration) })
        #expect(calendar.events.allSatisfy { $0.start >= 6 && $0.end <= 22 && ($0.start * 4).rounded() == $0.start * 4 })
        #expect(calendar.dayCount % 7 == 0 && calendar.dayCount >= 7)
        #expect(calendar.events.allSatisfy { $0.day >= 0 && $0.day < calendar.dayCount })
        if count >= 20_000 {
            let working = calendar.events.filter { $0.start >= 8 && $0.end <= 18 }.count
            #expect(Double(working) / Double(count) > 0.85, "85% drawn in working hours, some others fall in them too")
            let weekend = calendar.events.filter { $0.day % 7 >= 5 }.count
            #expect(Double(weekend) / Double(count) < 0.1)
            // About 53 a week: 20,000 meetings fill about 377 weeks.
            #expect((360...395).contains(calendar.dayCount / 7), "\(calendar.dayCount / 7) weeks")
        }
    }

    @Test("Events come in the layout's start order: day, start, the longer first")
    func startOrder() {
        let events = MeetingCalendar(meetings: 5_000, seed: 2).events
        let ordered = zip(events, events.dropFirst()).allSatisfy { lhs, rhs in
            lhs.day != rhs.day ? lhs.day < rhs.day : lhs.start != rhs.start ? lhs.start < rhs.start : lhs.duration >= rhs.duration
        }
        #expect(ordered)
    }

    @Test("Zero meetings: one empty week")
    func empty() {
        let calendar = MeetingCalendar(meetings: 0, seed: 1)
        #expect(calendar.events.isEmpty && calendar.dayCount == 7)
        #expect(Workload.meetings.sections(items: 0, seed: 1).isEmpty)
    }

    @Test("As item sizes: agenda cards 370 wide, a point per minute, 100 per section")
    func agendaSizes() {
        let sections = Workload.meetings.sections(items: 250, seed: 3)
        let events = MeetingCalendar(meetings: 250, seed: 3).events
        #expect(sections.map(\.count) == [100, 100, 50])
        let sizes = sections.flatMap { section in (0..<section.count).map { section[$0] } }
        #expect(sizes == events.map { Size(width: 370, height: $0.duration * 60) })
    }

    @Test("The benchmark's calendar: the workload's days, sections of 100, 100-point days")
    func calendarLayout() {
        let layout = Workload.meetings.calendarWeekLayout(items: 250, seed: 3)
        #expect(layout.sections.map(\.events.count) == [100, 100, 50])
        #expect(layout.sections.flatMap(\.events) == MeetingCalendar(meetings: 250, seed: 3).events)
        #expect(layout.configuration.dayCount == MeetingCalendar(meetings: 250, seed: 3).dayCount)
        #expect(layout.configuration.dayWidth == 100)
        #expect(Workload.meetings.hasCalendarEvents && !Workload.grid.hasCalendarEvents)
    }
}
