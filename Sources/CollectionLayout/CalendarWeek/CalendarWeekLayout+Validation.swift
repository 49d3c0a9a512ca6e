extension CalendarWeekLayout {
    /// The most day columns: 1,000,000 days (2,700 years) side by side; the
    /// day headers are elements too, and a prepared layout's memory grows with them.
    public static let maximumDayCount = 1_000_000

    /// Refuses what cannot be laid out, naming the spec path: a configuration
    /// out of range, days that do not fit the bounds when `dayWidth` is not
    /// given, and events that are not finite, have a negative duration, lie
    /// outside the week's days or hours, or are shorter than their insets.
    /// - Complexity: O(n)
    func validate(boundsSize: Size) throws(LayoutError) {
        try LayoutValidation.checkBounds(boundsSize)
        let c = configuration
        guard c.dayCount >= 1, c.dayCount <= Self.maximumDayCount else {
            throw LayoutError(path: "layout.dayCount", message: "must be from 1 to \(Self.maximumDayCount), got \(c.dayCount)")
        }
        if let dayWidth = c.dayWidth { try LayoutValidation.checkLength(dayWidth, path: "layout.dayWidth") }
        try LayoutValidation.checkLength(c.hourHeight, path: "layout.hourHeight")
        guard c.firstHour >= 0, c.firstHour <= 23 else {
            throw LayoutError(path: "layout.firstHour", message: "must be from 0 to 23, got \(c.firstHour)")
        }
        guard c.hourCount >= 1, c.firstHour + c.hourCount <= 24 else {
            throw LayoutError(
                path: "layout.hourCount",
                message: "must be from 1 to \(24 - c.firstHour) (the day ends at hour 24, firstHour is \(c.firstHour)), got \(c.hourCount)"
            )
        }
        try LayoutValidation.checkLength(c.dayHeaderHeight, path: "layout.dayHeaderHeight")
        try LayoutValidation.checkLength(c.hourHeaderWidth, path: "layout.hourHeaderWidth")
        try LayoutValidation.checkInsets(c.eventInset, path: "layout.eventInset")
        try LayoutValidation.checkFinite(c.eventSpacing, path: "layout.eventSpacing")
        if c.dayWidth == nil {
            let width = CalendarWeekGrid.fittingDayWidth(c, boundsWidth: boundsSize.width)
            guard width >= 0 else {
                throw LayoutError(
                    path: "layout.hourHeaderWidth",
                    message: "\(c.hourHeaderWidth) leaves no room for the days in width \(boundsSize.width) (give dayWidth to scroll horizontally)"
                )
            }
        }
        var events = 0
        for (index, section) in sections.enumerated() {
            for (item, event) in section.events.enumerated() {
                try validate(event, path: "sections[\(index)].events[\(item)]")
            }
            events += section.events.count
        }
        try LayoutValidation.checkElementCount(events + c.dayCount + c.hourCount)
    }

    /// One event's checks, in the order its keys are read: day, start, duration,
    /// then the span against the hours and the insets. The path is built only
    /// for an event that is refused: a string per event would cost more than
    /// the checks (as it did for waterfall item sizes, see `ItemSizes`).
    /// - Complexity: O(1)
    func validate(_ event: CalendarEvent, path makePath: @autoclosure () -> String) throws(LayoutError) {
        guard !isValid(event) else { return }
        let path = makePath()
        let c = configuration
        guard event.day >= 0, event.day < c.dayCount else {
            throw LayoutError(path: path + ".day", message: "must be from 0 to \(c.dayCount - 1) (dayCount is \(c.dayCount)), got \(event.day)")
        }
        try LayoutValidation.checkFinite(event.start, path: path + ".start")
        try LayoutValidation.checkLength(event.duration, path: path + ".duration")
        guard event.start >= Double(c.firstHour) else {
            throw LayoutError(path: path + ".start", message: "must be >= firstHour \(c.firstHour), got \(event.start)")
        }
        let lastHour = c.firstHour + c.hourCount
        guard event.end <= Double(lastHour) else {
            throw LayoutError(
                path: path, message: "ends at \(event.end), after the last hour shown (\(lastHour) = firstHour \(c.firstHour) + hourCount \(c.hourCount))"
            )
        }
        let insets = c.eventInset.top + c.eventInset.bottom
        guard event.duration * c.hourHeight >= insets else {
            throw LayoutError(
                path: path,
                message: "\(event.duration) h is \(event.duration * c.hourHeight) points tall, less than eventInset top + bottom (\(insets))"
            )
        }
    }

    /// Whether `event` passes every check of `validate(_:path:)`.
    /// - Complexity: O(1)
    @inline(__always)
    func isValid(_ event: CalendarEvent) -> Bool {
        let c = configuration
        return event.day >= 0 && event.day < c.dayCount && event.start.isFinite && event.duration.isFinite && event.duration >= 0
            && event.start >= Double(c.firstHour) && event.end <= Double(c.firstHour + c.hourCount)
            && event.duration * c.hourHeight >= c.eventInset.top + c.eventInset.bottom
    }
}
