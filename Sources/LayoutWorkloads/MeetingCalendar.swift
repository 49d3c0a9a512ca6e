import CollectionLayout

/// The `meetings` workload: a seeded calendar of meetings, day after day, for
/// the calendar week layout (and, as agenda cards, for any other layout).
///
/// Each day gets a number of meetings: 4 to 16 on weekdays (days 0 to 4 of
/// each week), 0 to 3 at weekends (days 5 and 6), uniformly, until the count is
/// reached. A meeting lasts 15 minutes to 3 hours, on a quarter-hour grid,
/// mostly half an hour or an hour (weights below); 85% start between 8:00 and
/// 18:00 and end by 18:00, the others anywhere from 6:00 to 22:00. Meetings of
/// one day overlap freely (about 10 in a 10-hour day, half an hour to an hour
/// each, make clusters of two to five side by side).
///
/// At any count the calendar is whole weeks side by side: the day count is
/// rounded up to a multiple of 7 (at least one week). About 53 meetings a week:
/// 10^2 meetings fill 2 weeks, 10^6 about 18,900 weeks (132,000 days). More
/// days rather than a denser week: a week of 10^6 meetings would put 140,000 a
/// day in clusters thousands of columns wide, which no calendar shows.
///
/// Events come in start order (day, start, the longer first), the order the
/// layout's overlap columns need, so the layout skips its sort.
public struct MeetingCalendar: Sendable {
    /// The meetings, in start order.
    public let events: [CalendarEvent]
    /// The number of days: whole weeks, at least 7.
    public let dayCount: Int

    /// Meeting lengths in quarter hours, each listed as often as it is likely:
    /// 15 min 10%, 30 min 30%, 45 min 10%, 1 h 25%, 1.5 h 10%, 2 h 10%, 3 h 5%.
    static let quarterHourWeights: [(quarters: Int, weight: Int)] = [(1, 2), (2, 6), (3, 2), (4, 5), (6, 2), (8, 2), (12, 1)]

    /// Generates `meetings` meetings from `seed`.
    /// - Precondition: `0 <= meetings <= Workload.maximumItemCount`.
    /// - Complexity: O(meetings)
    public init(meetings: Int, seed: UInt64) {
        precondition(meetings >= 0 && meetings <= Workload.maximumItemCount, "meeting count out of range")
        var generator = SeededGenerator(seed: seed)
        let lengths = Self.quarterHourWeights.flatMap { Array(repeating: $0.quarters, count: $0.weight) }
        var events: [CalendarEvent] = []
        events.reserveCapacity(meetings)
        var day = 0
        var dayEvents: [CalendarEvent] = []
        while events.count < meetings {
            let isWeekday = day % 7 < 5
            let wanted = isWeekday ? Int.random(in: 4...16, using: &generator) : Int.random(in: 0...3, using: &generator)
            dayEvents.removeAll(keepingCapacity: true)
            for _ in 0..<Swift.min(wanted, meetings - events.count) {
                let quarters = lengths[Int.random(in: 0..<lengths.count, using: &generator)]
                let workingHours = Double.random(in: 0..<1, using: &generator) < 0.85
                // In quarter hours: 8:00 to 18:00 (32 to 72), or 6:00 to 22:00 (24 to 88).
                let first: Int = workingHours ? 32 : 24, last: Int = workingHours ? 72 : 88
                let start = Int.random(in: first...(last - quarters), using: &generator)
                dayEvents.append(CalendarEvent(day: day, start: Double(start) / 4, duration: Double(quarters) / 4))
            }
            dayEvents.sort { $0.start != $1.start ? $0.start < $1.start : $0.duration > $1.duration }
            events += dayEvents
            day += 1
        }
        self.events = events
        dayCount = Swift.max(7, (day + 6) / 7 * 7)
    }

    /// The meetings in sections of `itemsPerSection` (the last holds the rest).
    /// - Complexity: O(meetings)
    public func sections(itemsPerSection: Int) -> [ArraySlice<CalendarEvent>] {
        stride(from: 0, to: events.count, by: itemsPerSection).map {
            events[$0..<Swift.min($0 + itemsPerSection, events.count)]
        }
    }

    /// The meetings as agenda cards, for layouts that take item sizes: 370
    /// points wide (a phone's width less margins), a point per minute tall.
    /// - Complexity: O(meetings)
    public func agendaSections(itemsPerSection: Int) -> [ItemSizes] {
        sections(itemsPerSection: itemsPerSection).map { section in
            .list(section.map { Size(width: 370, height: $0.duration * 60) })
        }
    }
}
