extension CalendarWeekLayout {
    /// The layout-wide values. Names follow Ole Begemann's layout
    /// and JZCalendarWeekView's (`hourHeight`, `dayHeaderHeight`).
    public struct Configuration: Hashable, Sendable {
        /// The number of day columns. Default 7 (a week); more days sit side by
        /// side (weeks after weeks).
        public var dayCount = 7
        /// The width of one day column; `nil` (the default) shares the bounds'
        /// width minus `hourHeaderWidth` among the days, so the whole week fits
        /// across and only the hours scroll (Ole Begemann's layout).
        public var dayWidth: Double?
        /// The height of one hour. Default 60 (a point per minute).
        public var hourHeight: Double = 60
        /// The first hour shown (a whole hour, 0 to 23). Default 0.
        public var firstHour = 0
        /// The number of hours shown (whole, `firstHour + hourCount <= 24`). Default 24.
        public var hourCount = 24
        /// The height of the day headers along the top. Default 40 (0: none).
        public var dayHeaderHeight: Double = 40
        /// The width of the hour headers along the leading edge. Default 50 (0: none).
        public var hourHeaderWidth: Double = 50
        /// Insets of each event inside its slot (its time span and its share of
        /// the day's width). Default zero.
        public var eventInset = EdgeInsets.zero
        /// The space between side-by-side (overlapping) events. Default 0.
        public var eventSpacing: Double = 0
        /// Whether the calendar has a `corner` element: the cell where the day
        /// header row and the hour header column meet, pinned on both axes and
        /// drawn above both (a time-zone label, say). It needs both headers
        /// (`dayHeaderHeight` and `hourHeaderWidth` above 0). Default false.
        public var corner = false

        /// The configuration with the defaults above.
        public init() {}
    }

    /// One section of events. Sections only group events (a spec's listing, a
    /// workload's chunks); events of every section share the day columns, and
    /// overlapping events of different sections are laid side by side too.
    public struct Section: Hashable, Sendable {
        /// The events; item `i` of the section is `events[i]`.
        public var events: [CalendarEvent]

        /// Creates a section.
        public init(events: [CalendarEvent]) {
            self.events = events
        }
    }
}
