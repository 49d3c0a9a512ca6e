import CollectionLayout

/// `"type": "calendarWeek"`: a week of events in day columns.
extension CalendarWeekLayout: SpecifiedEngineLayout {
    /// `"calendarWeek"`.
    public static var typeName: String { "calendarWeek" }

    /// Decodes a `"calendarWeek"` spec (`CalendarWeekSpecDecoder`).
    public static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> CalendarWeekLayout {
        try CalendarWeekSpecDecoder.decode(layout: layout, sections: sections)
    }

    /// The events of every section.
    /// - Complexity: O(sections)
    public var itemCount: Int { sections.reduce(0) { $0 + $1.events.count } }

    /// A section's items are its `events`.
    public var errorPaths: SpecErrorPaths {
        var paths = SpecErrorPaths()
        paths.itemList = "events"
        return paths
    }
}
