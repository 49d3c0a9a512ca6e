extension CalendarWeekLayout {
    /// The most day columns: 1,000,000 days (2,700 years) side by side; the
    /// day headers are elements too, and a prepared layout's memory grows with them.
    public static let maximumDayCount = 1_000_000

    /// Refuses what cannot be laid out, naming the value's path: a configuration
    /// out of range, days that do not fit the bounds when `dayWidth` is not
    /// given, and events that are not finite, have a negative duration, lie
    /// outside the week's days or hours, or are shorter than their insets.
    /// - Complexity: O(n)
    func validate(boundsSize: Size) throws(LayoutError) {
        try LayoutValidation.checkBounds(boundsSize)
        let c = configuration
        guard c.dayCount >= 1, c.dayCount <= Self.maximumDayCount else {
            throw LayoutError(path: [.configuration, .key("dayCount")], message: "must be from 1 to \(Self.maximumDayCount), got \(c.dayCount)")
        }
        if let dayWidth = c.dayWidth { try LayoutValidation.checkLength(dayWidth, path: [.configuration, .key("dayWidth")]) }
        try LayoutValidation.checkLength(c.hourHeight, path: [.configuration, .key("hourHeight")])
        guard c.firstHour >= 0, c.firstHour <= 23 else {
            throw LayoutError(path: [.configuration, .key("firstHour")], message: "must be from 0 to 23, got \(c.firstHour)")
        }
        guard c.hourCount >= 1, c.firstHour + c.hourCount <= 24 else {
            throw LayoutError(
                path: [.configuration, .key("hourCount")],
                message: "must be from 1 to \(24 - c.firstHour) (the day ends at hour 24, firstHour is \(c.firstHour)), got \(c.hourCount)"
            )
        }
        try LayoutValidation.checkLength(c.dayHeaderHeight, path: [.configuration, .key("dayHeaderHeight")])
        try LayoutValidation.checkLength(c.hourHeaderWidth, path: [.configuration, .key("hourHeaderWidth")])
        try LayoutValidation.checkInsets(c.eventInset, path: [.configuration, .key("eventInset")])
        try LayoutValidation.checkFinite(c.eventSpacing, path: [.configuration, .key("eventSpacing")])
        guard !c.corner || (c.dayHeaderHeight > 0 && c.hourHeaderWidth > 0) else {
            throw LayoutError(
                path: [.configuration, .key("corner")],
                message: "needs both headers, where the corner sits (dayHeaderHeight \(c.dayHeaderHeight), hourHeaderWidth \(c.hourHeaderWidth))"
            )
        }
        if c.dayWidth == nil {
            let width = CalendarWeekGrid.fittingDayWidth(c, boundsWidth: boundsSize.width)
            guard width >= 0 else {
                throw LayoutError(
                    path: [.configuration, .key("hourHeaderWidth")],
                    message: "\(c.hourHeaderWidth) leaves no room for the days in width \(boundsSize.width) (give dayWidth to scroll horizontally)"
                )
            }
        }
        var events = 0
        let limits = EventLimits(c)
        for (index, section) in sections.enumerated() {
            for item in section.events.indices where !limits.admit(section.events[item]) {
                throw refusal(of: section.events[item], path: [.section(index), .item(item)])
            }
            events += section.events.count
        }
        try LayoutValidation.checkElementCount(events + c.dayCount + c.hourCount)
    }

    /// Why `event` is refused, checked in the order its keys are read: day,
    /// start, duration, then its span against the hours and its insets.
    /// - Precondition: `EventLimits` does not admit the event.
    /// - Complexity: O(1)
    func refusal(of event: CalendarEvent, path: LayoutPath) -> LayoutError {
        let c = configuration
        guard event.day >= 0, event.day < c.dayCount else {
            return LayoutError(path: path + .key("day"), message: "must be from 0 to \(c.dayCount - 1) (dayCount is \(c.dayCount)), got \(event.day)")
        }
        guard event.start.isFinite else { return LayoutError(path: path + .key("start"), message: "must be finite, got \(event.start)") }
        guard event.duration.isFinite, event.duration >= 0 else {
            return LayoutError(path: path + .key("duration"), message: "must be finite and >= 0, got \(event.duration)")
        }
        guard event.start >= Double(c.firstHour) else {
            return LayoutError(path: path + .key("start"), message: "must be >= firstHour \(c.firstHour), got \(event.start)")
        }
        let lastHour = c.firstHour + c.hourCount
        guard event.end <= Double(lastHour) else {
            return LayoutError(
                path: path, message: "ends at \(event.end), after the last hour shown (\(lastHour) = firstHour \(c.firstHour) + hourCount \(c.hourCount))"
            )
        }
        let insets = c.eventInset.top + c.eventInset.bottom
        return LayoutError(
            path: path,
            message: "\(event.duration) h is \(event.duration * c.hourHeight) points tall, less than eventInset top + bottom (\(insets))"
        )
    }
}

/// What an event must satisfy, computed once per prepare so that the check of
/// each event is a few comparisons; the path and the message of a refusal are
/// built only for the event refused (`CalendarWeekLayout.refusal(of:path:)`).
/// A string per event cost more than the checks, as it did for waterfall item
/// sizes (`ItemSizes.validationError()`).
struct EventLimits {
    let dayCount: Int
    let firstHour: Double
    let lastHour: Double
    let hourHeight: Double
    let verticalInsets: Double

    init(_ c: CalendarWeekLayout.Configuration) {
        dayCount = c.dayCount
        firstHour = Double(c.firstHour)
        lastHour = Double(c.firstHour + c.hourCount)
        hourHeight = c.hourHeight
        verticalInsets = c.eventInset.top + c.eventInset.bottom
    }

    /// Whether `event` is in the days and hours, finite, not negative, and
    /// not shorter than its insets.
    /// - Complexity: O(1)
    @inline(__always)
    func admit(_ event: CalendarEvent) -> Bool {
        event.day >= 0 && event.day < dayCount && event.start >= firstHour && event.duration >= 0
            && event.start + event.duration <= lastHour && event.duration * hourHeight >= verticalInsets
    }
}
