import CollectionLayout

/// The calendars the rule tests compute frames for by hand.
///
/// `grid`: 3 days of 100 points after a 30-point hour header column, hours of
/// 10 points under a 20-point day header row, all 24 hours, no insets or
/// spacing: day `d` starts at x = 30 + 100·d, hour `h` at y = 20 + 10·h;
/// content (30 + 300, 20 + 240) = (330, 260). Bounds 200 × 100.
enum CalendarWeekFixtures {
    static let bounds = Size(width: 200, height: 100)

    static var grid: CalendarWeekLayout.Configuration {
        var c = CalendarWeekLayout.Configuration()
        c.dayCount = 3
        c.dayWidth = 100
        c.hourHeight = 10
        c.dayHeaderHeight = 20
        c.hourHeaderWidth = 30
        return c
    }

    /// `grid` with `events` in one section.
    static func layout(_ events: [CalendarEvent], configure: (inout CalendarWeekLayout.Configuration) -> Void = { _ in }) -> CalendarWeekLayout {
        var c = grid
        configure(&c)
        return CalendarWeekLayout(configuration: c, sections: [.init(events: events)])
    }

    /// An event.
    static func event(_ day: Int, _ start: Double, _ duration: Double) -> CalendarEvent {
        CalendarEvent(day: day, start: start, duration: duration)
    }
}

extension PreparedLayout {
    /// The frame of the day header of `day` for `visibleBounds`.
    func dayHeaderFrame(_ day: Int, visibleBounds: Rect? = nil) -> Rect? {
        attributesForSupplementaryElement(ofKind: CalendarWeekLayout.dayHeaderKind, at: IndexPath(item: day, section: 0), visibleBounds: visibleBounds)?.frame
    }

    /// The frame of the hour header of `hour` (of the day) for `visibleBounds`.
    func hourHeaderFrame(_ hour: Int, visibleBounds: Rect? = nil) -> Rect? {
        attributesForSupplementaryElement(ofKind: CalendarWeekLayout.hourHeaderKind, at: IndexPath(item: hour, section: 0), visibleBounds: visibleBounds)?.frame
    }
}
