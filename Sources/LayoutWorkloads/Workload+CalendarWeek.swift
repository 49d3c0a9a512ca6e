import CollectionLayout

extension Workload {
    /// The workloads that carry calendar events: `meetings` only (the others
    /// are item sizes, with no day or time).
    /// - Complexity: O(1)
    public var hasCalendarEvents: Bool { self == .meetings }

    /// The calendar of `items` meetings, generated from `seed`.
    /// - Precondition: `hasCalendarEvents`, and `0 <= items <= maximumItemCount`.
    /// - Complexity: O(items)
    public func meetingCalendar(items: Int, seed: UInt64) -> MeetingCalendar {
        precondition(hasCalendarEvents, "\(rawValue) has no calendar events")
        return MeetingCalendar(meetings: items, seed: seed)
    }

    /// The workload's events in its sections (`itemsPerSection` each), for a
    /// calendar week layout.
    /// - Precondition: `hasCalendarEvents`.
    /// - Complexity: O(items)
    public func calendarSections(items: Int, seed: UInt64) -> (sections: [CalendarWeekLayout.Section], dayCount: Int) {
        let calendar = meetingCalendar(items: items, seed: seed)
        let sections = calendar.sections(itemsPerSection: itemsPerSection).map { CalendarWeekLayout.Section(events: Array($0)) }
        return (sections, calendar.dayCount)
    }

    /// The workload as the benchmark's calendar: days 100 points wide (three
    /// and a half on a phone, as JZCalendarWeekView's three-day view), an hour
    /// 60 points tall, 40-point day headers, 50-point hour headers, events inset
    /// by 1 point and 2 points apart. The index runs horizontally: the weeks
    /// side by side span far more screens than the 24 hours.
    /// - Precondition: `hasCalendarEvents`.
    /// - Complexity: O(items)
    public func calendarWeekLayout(items: Int, seed: UInt64) -> CalendarWeekLayout {
        let (sections, dayCount) = calendarSections(items: items, seed: seed)
        var configuration = CalendarWeekLayout.Configuration()
        configuration.dayCount = dayCount
        configuration.dayWidth = 100
        configuration.eventInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        configuration.eventSpacing = 2
        return CalendarWeekLayout(configuration: configuration, sections: sections)
    }
}
