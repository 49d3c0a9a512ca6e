import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random calendar week for a collection view of `boundsSize`: 1 to 10
    /// days, fitted (`dayWidth` nil) or given widths (zero now and then), any
    /// hour span, headers on and off (and the corner, pinned on both axes, where
    /// both exist), insets and spacings of either sign, and
    /// events that overlap, nest, chain, touch, repeat exactly or last zero
    /// hours, listed in any order across up to four sections. Times lie on a
    /// quarter-hour grid and lengths on a half-point grid, so frames meant to
    /// touch touch exactly.
    ///
    /// Not every calendar prepares: side-by-side events can outnumber a narrow
    /// day's room for the spacing, which the layout refuses (as it must).
    /// - Complexity: O(events)
    public mutating func calendarWeekLayout(boundsSize: Size) -> CalendarWeekLayout {
        var c = CalendarWeekLayout.Configuration()
        c.dayCount = generator.int(in: 1...10)
        if generator.chance(0.7) { c.dayWidth = generator.chance(0.05) ? 0 : generator.length(in: 10...160) }
        c.hourHeight = generator.chance(0.05) ? 0 : generator.length(in: 4...80)
        c.firstHour = generator.chance(0.6) ? 0 : generator.int(in: 0...20)
        c.hourCount = generator.chance(0.6) ? 24 - c.firstHour : generator.int(in: 1...(24 - c.firstHour))
        c.dayHeaderHeight = generator.chance(0.2) ? 0 : generator.length(in: 0.5...60)
        c.hourHeaderWidth = generator.chance(0.2) ? 0 : generator.length(in: 0.5...Swift.max(0.5, Swift.min(60, boundsSize.width)))
        c.corner = c.dayHeaderHeight > 0 && c.hourHeaderWidth > 0 && generator.chance(0.5)
        if generator.chance(0.4) {
            let edge = { (generator: inout SeededGenerator) in generator.chance(0.5) ? 0 : generator.length(in: -2...3) }
            c.eventInset = EdgeInsets(top: 0, left: edge(&generator), bottom: 0, right: edge(&generator))
        }
        if generator.chance(0.4) { c.eventSpacing = generator.length(in: -2...4) }
        var sections: [CalendarWeekLayout.Section] = []
        for _ in 0..<(generator.chance(0.05) ? 0 : generator.int(in: 1...4)) {
            sections.append(CalendarWeekLayout.Section(events: calendarEvents(c)))
        }
        return CalendarWeekLayout(configuration: c, sections: sections)
    }

    /// Up to 40 events inside the configuration's days and hours: fresh ones,
    /// and copies of earlier ones shifted to touch, nest or repeat them.
    mutating func calendarEvents(_ c: CalendarWeekLayout.Configuration) -> [CalendarEvent] {
        let quarters = c.hourCount * 4
        var events: [CalendarEvent] = []
        for _ in 0..<(generator.chance(0.1) ? 0 : generator.int(in: 1...40)) {
            var event: CalendarEvent
            if let earlier = events.last, generator.chance(0.4) {
                event = earlier
                switch generator.int(in: 0...3) {
                case 0: event.start = earlier.end; event.duration = 0.25  // touches it
                case 1: event.duration = 0                                 // zero length at its start
                case 2: event.start += earlier.duration / 2; event.duration /= 2  // nested in it
                default: break                                             // the same event again
                }
                if event.end > Double(c.firstHour + c.hourCount) { event = CalendarEvent(day: event.day, start: Double(c.firstHour), duration: 0.25) }
            } else {
                let length = generator.int(in: (generator.chance(0.05) ? 0 : 1)...Swift.min(quarters, 16))
                let start = generator.int(in: 0...(quarters - length))
                event = CalendarEvent(day: generator.int(in: 0...(c.dayCount - 1)), start: Double(c.firstHour) + Double(start) / 4, duration: Double(length) / 4)
            }
            events.append(event)
        }
        return events
    }

    /// Random visible bounds for a layout that scrolls both ways: `nil` now and
    /// then, otherwise the bounds' size at a random offset along both axes, from
    /// before the content's start to past its end (rubber-banding included).
    /// - Complexity: O(1)
    public mutating func visibleBoundsInBothDirections(in prepared: PreparedLayout) -> Rect? {
        if generator.chance(0.15) { return nil }
        var bounds = Rect(origin: .zero, size: prepared.boundsSize)
        for axis in Axis.allCases {
            if generator.chance(0.1) { bounds.size[axis] = generator.length(in: 0...400) }
            bounds.origin[axis] = generator.length(between: -prepared.boundsSize[axis], and: prepared.contentSize[axis] + 100)
        }
        return bounds
    }

    /// `count` random queries of `prepared` with visible bounds moved along both axes.
    /// - Complexity: O(count)
    public mutating func queriesInBothDirections(in prepared: PreparedLayout, count: Int) -> [LayoutQuery] {
        (0..<count).map { _ in
            let visible = visibleBoundsInBothDirections(in: prepared)
            // A third of the rects are the visible bounds themselves: what a
            // collection view asks for, where the pinned headers are.
            let rect = visible.flatMap { generator.chance(0.33) ? $0 : nil } ?? queryRect(in: prepared)
            return LayoutQuery(rect: rect, visibleBounds: visible)
        }
    }
}
