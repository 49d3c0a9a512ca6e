import CollectionLayout
import LayoutWorkloads

/// Reads a `"type": "calendarWeek"` layout (`CalendarWeekLayout`, Ole Begemann's calendar
/// week) and its sections of events.
///
/// `sections` is an array of `{"events": [{"day": D, "start": H, "duration": H}, ...]}`
/// objects, or the workload object `{"workload": "meetings", "items": N, "seed": S}`,
/// whose days, when the layout gives no `dayCount`, set it (whole weeks).
/// Types (numbers, whole numbers) are checked here; ranges (a day in the week,
/// times in the hours shown) by the engine, whose messages name the same paths.
enum CalendarWeekSpecDecoder {
    /// The keys of the layout object.
    static let layoutKeys = [
        "type", "dayCount", "dayWidth", "hourHeight", "firstHour", "hourCount", "dayHeaderHeight", "hourHeaderWidth",
        "eventInset", "eventSpacing", "corner",
    ]

    /// The keys of a listed section.
    static let sectionKeys = ["events"]

    /// The keys of an event.
    static let eventKeys = ["day", "start", "duration"]

    /// The range whole numbers are read in before the engine checks them: wide
    /// enough that every out-of-range value reaches the engine's message.
    static let wholeNumbers = -(1 << 53)...(1 << 53)

    /// The calendar week layout that `layout` and `sections` describe.
    /// - Complexity: O(events listed in the spec), plus a workload's generation.
    static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> CalendarWeekLayout {
        let object = try SpecObject(layout, path: "layout", allowedKeys: layoutKeys)
        var c = CalendarWeekLayout.Configuration()
        let dayCount = try object.optional("dayCount", wholeNumber)
        if let value = try object.optional("dayWidth", SpecValues.length) { c.dayWidth = value }
        if let value = try object.optional("hourHeight", SpecValues.length) { c.hourHeight = value }
        if let value = try object.optional("firstHour", wholeNumber) { c.firstHour = value }
        if let value = try object.optional("hourCount", wholeNumber) { c.hourCount = value }
        if let value = try object.optional("dayHeaderHeight", SpecValues.length) { c.dayHeaderHeight = value }
        if let value = try object.optional("hourHeaderWidth", SpecValues.length) { c.hourHeaderWidth = value }
        if let value = try object.optional("eventInset", SpecValues.insets) { c.eventInset = value }
        if let value = try object.optional("eventSpacing", SpecValues.finite) { c.eventSpacing = value }
        if let value = try object.optional("corner", SpecValues.bool) { c.corner = value }
        let (decoded, workloadDays) = try self.sections(sections)
        c.dayCount = dayCount ?? workloadDays ?? c.dayCount
        return CalendarWeekLayout(configuration: c, sections: decoded)
    }

    /// The sections, and the workload's day count when they are generated.
    private static func sections(_ value: JSONValue) throws(SpecError) -> ([CalendarWeekLayout.Section], Int?) {
        switch value {
        case .array(let elements):
            var budget = ItemBudget()
            var sections: [CalendarWeekLayout.Section] = []
            sections.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                let object = try SpecObject(
                    element, path: SpecPath.element(index, of: "sections"), allowedKeys: sectionKeys,
                    description: #"a section object {"events": [...]}"#
                )
                let events = try object.required("events", expected: #"an array of events {"day": D, "start": H, "duration": H}"#)
                sections.append(CalendarWeekLayout.Section(events: try self.events(events, path: object.path(of: "events"), budget: &budget)))
            }
            return (sections, nil)
        case .object:
            let (workload, items, seed) = try SectionsDecoder.workloadSelection(value)
            guard workload.hasCalendarEvents else {
                let names = Workload.allCases.filter(\.hasCalendarEvents).map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
                throw SpecError(
                    path: "sections.workload",
                    message: "\(JSONText.quoted(workload.rawValue)) has item sizes, not calendar events (a calendarWeek takes \(names))"
                )
            }
            let (sections, dayCount) = workload.calendarSections(items: items, seed: seed)
            return (sections, dayCount)
        default:
            throw SpecError(
                path: "sections",
                message: #"expected an array of sections {"events": [...]} or a workload object {"workload": "meetings", "items": N, "seed": S}, got "# + value.kindDescription
            )
        }
    }

    /// An array of event objects.
    private static func events(_ value: JSONValue, path: String, budget: inout ItemBudget) throws(SpecError) -> [CalendarEvent] {
        guard case .array(let elements) = value else {
            throw SpecError(path: path, message: "expected an array of events, got \(value.kindDescription)")
        }
        try budget.add(elements.count)
        var events: [CalendarEvent] = []
        events.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let object = try SpecObject(
                element, path: SpecPath.element(index, of: path), allowedKeys: eventKeys,
                description: #"an event {"day": D, "start": H, "duration": H}"#
            )
            events.append(CalendarEvent(
                day: try wholeNumber(try object.required("day", expected: "a day number from 0"), path: object.path(of: "day")),
                start: try SpecValues.number(try object.required("start", expected: "the start in hours, e.g. 9.5"), path: object.path(of: "start")),
                duration: try SpecValues.number(try object.required("duration", expected: "the length in hours, e.g. 1.5"), path: object.path(of: "duration"))
            ))
        }
        return events
    }

    /// A whole number; its range is the engine's to check.
    private static func wholeNumber(_ value: JSONValue, path: String) throws(SpecError) -> Int {
        try SpecValues.wholeNumber(value, path: path, in: wholeNumbers)
    }
}
