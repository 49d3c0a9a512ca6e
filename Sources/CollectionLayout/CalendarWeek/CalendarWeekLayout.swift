/// The calendar week of Ole Begemann's "Custom Collection View Layouts",
/// with JZCalendarWeekView's pinned headers: days are columns,
/// hours are rows, each event is a cell placed by its day, start and duration;
/// overlapping events of a day share its width side by side
/// (`CalendarOverlapColumns`).
///
/// Supplementary views, in section 0: one `dayHeader` per day (item = day)
/// along the top, pinned to the top of the visible bounds while the hours
/// scroll and moving with the days; one `hourHeader` per hour shown (item = the
/// hour of the day, 0 to 23) along the leading edge, pinned to the leading
/// edge of the visible bounds while the days scroll. Each pins along one axis
/// (`PinnedPlacement`), so scrolling in either direction never re-prepares.
/// With `configuration.corner`, one `corner` (item 0) where the two meet,
/// natural frame `(0, 0, hourHeaderWidth, dayHeaderHeight)`, pinned on both
/// axes: at `(min(max(V.minX, 0), contentWidth - hourHeaderWidth),
/// min(max(V.minY, 0), contentHeight - dayHeaderHeight))`, above both header
/// rows. A calendar without sections has no section to hold them and no elements.
///
/// Frames (`CalendarWeekGrid` holds the arithmetic), for an event in a cluster
/// of `c` columns, taking column `j`, with insets `i` and spacing `s`:
/// - `w = (dayWidth - i.left - i.right - (c - 1)·s) / c`;
/// - `x = hourHeaderWidth + day·dayWidth + i.left + j·(w + s)`;
/// - `y = dayHeaderHeight + (start - firstHour)·hourHeight + i.top`;
/// - `height = duration·hourHeight - i.top - i.bottom`.
///
/// The content scrolls in both directions; `PreparedLayout.scrollAxis` is the
/// index's axis, the one with more screens of content
/// (`CalendarWeekGrid.indexAxis(contentSize:boundsSize:)`).
public struct CalendarWeekLayout: CollectionLayout {
    /// The layout-wide values.
    public var configuration: Configuration
    /// The events, in sections.
    public var sections: [Section]

    /// The element kind of the day headers.
    public static let dayHeaderKind = ElementKind("dayHeader")
    /// The element kind of the hour headers.
    public static let hourHeaderKind = ElementKind("hourHeader")
    /// The zIndex of the day headers: above the hour headers, so the header row
    /// covers the hour labels scrolled under it.
    public static let dayHeaderZIndex: Int32 = 20
    /// The zIndex of the hour headers: above the events (zIndex 0).
    public static let hourHeaderZIndex: Int32 = 10
    /// The element kind of the corner where the header row and column meet.
    public static let cornerKind = ElementKind("corner")
    /// The zIndex of the corner: above the day and hour headers, which scroll under it.
    public static let cornerZIndex: Int32 = 30
    /// Per-day lanes for `SortedColumnIndex` up to this many days (when the
    /// index runs vertically); beyond it one lane, so that a query does not
    /// binary-search thousands of lanes.
    static let maximumDayLanes = 64

    /// Creates a calendar week layout.
    public init(configuration: Configuration = Configuration(), sections: [Section]) {
        self.configuration = configuration
        self.sections = sections
    }

    /// The strip directory: events listed in any order cost it one sort by
    /// start (as they cost the interval tree), the pinned headers' envelopes,
    /// which span the whole content across one axis, go to its long side, and
    /// a query reads one directory entry and scans on; sorted columns would
    /// scan what lies between unsorted starts. In the reference run it answers
    /// every query 0.67x to 0.94x the interval tree's time at 10^2 to 10^6
    /// items (`results/reference/`).
    public var preferredIndexStrategy: IndexStrategy { .stripDirectory }

    /// Lays out the events and the headers.
    /// - Complexity: O(n log n) (the start-order sort, skipped for events that
    ///   come in start order; O(n log c) for the columns), plus the index build.
    public func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        try validate(boundsSize: boundsSize)
        let grid = CalendarWeekGrid(configuration, boundsSize: boundsSize)
        let events = sections.flatMap(\.events)
        let columns = CalendarOverlapColumns(events: events)
        let lanes = CalendarWeekLanes(grid: grid, corner: configuration.corner)
        var builder = PreparedLayoutBuilder(
            scrollAxis: grid.indexAxis, boundsSize: boundsSize, strategy: resolve(index), laneCount: lanes.count,
            expectedElements: events.count + grid.dayCount + grid.hourCount + 1
        )
        let headerCount = (grid.dayHeaderHeight > 0 ? grid.dayCount : 0) + (grid.hourHeaderWidth > 0 ? grid.hourCount : 0) + (configuration.corner ? 1 : 0)
        builder.reserveCapacity(pinned: headerCount)
        let dayHeader = builder.code(for: .supplementary, Self.dayHeaderKind, isPinned: true)
        let hourHeader = builder.code(for: .supplementary, Self.hourHeaderKind, isPinned: true)
        var number = 0
        for (sectionIndex, section) in sections.enumerated() {
            builder.beginSection(itemCount: section.events.count)
            if sectionIndex == 0 {
                // Headers first: the events then are one run of slots, a lane
                // `SortedColumnIndex` keeps without a slot list.
                appendHeaders(grid: grid, lanes: lanes, dayHeader: dayHeader, hourHeader: hourHeader, into: &builder)
                if let lane = lanes.corner { appendCorner(grid: grid, lane: lane, into: &builder) }
            }
            for (item, event) in section.events.enumerated() {
                let columnCount = columns.columnCount[number]
                let frame = eventFrame(event, column: columns.column[number], of: columnCount, grid: grid)
                guard frame.width >= 0 else {
                    throw crowdedDayError(columnCount: columnCount, width: frame.width, grid: grid, path: [.section(sectionIndex), .item(item)])
                }
                builder.appendCell(frame: frame, item: item, lane: lanes.lane(ofDay: event.day))
                number += 1
            }
        }
        return try builder.build(contentSize: grid.contentSize)
    }

    /// The frame of `event`, in `column` of a cluster of `columnCount` columns;
    /// its width is negative when the cluster's columns do not fit the day.
    /// - Complexity: O(1)
    @inline(__always)
    func eventFrame(_ event: CalendarEvent, column: Int32, of columnCount: Int32, grid: CalendarWeekGrid) -> Rect {
        let inset = configuration.eventInset, spacing = configuration.eventSpacing
        let count = Double(columnCount)
        let width = (grid.dayWidth - inset.left - inset.right - (count - 1) * spacing) / count
        return Rect(
            x: grid.dayMinX(event.day) + inset.left + Double(column) * (width + spacing),
            y: grid.y(ofHour: event.start) + inset.top,
            width: width,
            height: event.duration * grid.hourHeight - inset.top - inset.bottom
        )
    }

    /// The refusal of an event whose cluster's columns do not fit its day.
    func crowdedDayError(columnCount: Int32, width: Double, grid: CalendarWeekGrid, path: LayoutPath) -> LayoutError {
        let inset = configuration.eventInset
        return LayoutError(
            path: path,
            message: "\(columnCount) side-by-side events with eventSpacing \(configuration.eventSpacing) and eventInset left \(inset.left), right \(inset.right) do not fit in dayWidth \(grid.dayWidth) (event width \(width))"
        )
    }

    /// Appends the day headers (pinned to the top) and the hour headers (pinned
    /// to the leading edge); headers of zero height or width do not exist.
    /// - Complexity: O(days + hours)
    func appendHeaders(grid: CalendarWeekGrid, lanes: CalendarWeekLanes, dayHeader: UInt16, hourHeader: UInt16, into builder: inout PreparedLayoutBuilder) {
        if grid.dayHeaderHeight > 0 {
            for day in 0..<grid.dayCount {
                let frame = Rect(x: grid.dayMinX(day), y: 0, width: grid.dayWidth, height: grid.dayHeaderHeight)
                let pin = PinnedPlacement(naturalFrame: frame, edge: .leading, limit: grid.contentSize.height, axis: .vertical)
                builder.appendElement(kindCode: dayHeader, frame: frame, item: day, lane: lanes.dayHeaders, zIndex: Self.dayHeaderZIndex, pin: pin)
            }
        }
        if grid.hourHeaderWidth > 0 {
            for hour in grid.firstHour..<grid.lastHour {
                let frame = Rect(x: 0, y: grid.y(ofHour: Double(hour)), width: grid.hourHeaderWidth, height: grid.hourHeight)
                let pin = PinnedPlacement(naturalFrame: frame, edge: .leading, limit: grid.contentSize.width, axis: .horizontal)
                builder.appendElement(kindCode: hourHeader, frame: frame, item: hour, lane: lanes.hourHeaders, zIndex: Self.hourHeaderZIndex, pin: pin)
            }
        }
    }

    /// Appends the corner, pinned to the top along y and to the leading edge
    /// along x. Its pin envelope is the whole content (it can be anywhere), so
    /// it has a lane of its own: in a lane of headers it would stretch the
    /// running maximum of their ends over every header after it.
    /// - Complexity: O(1)
    func appendCorner(grid: CalendarWeekGrid, lane: Int, into builder: inout PreparedLayoutBuilder) {
        let corner = builder.code(for: .supplementary, Self.cornerKind, isPinned: true)
        let frame = Rect(x: 0, y: 0, width: grid.hourHeaderWidth, height: grid.dayHeaderHeight)
        let pin = PinnedPlacement(naturalFrame: frame, edge: .leading, limit: grid.contentSize.height, axis: .vertical, crossAxisLimit: grid.contentSize.width)
        builder.appendElement(kindCode: corner, frame: frame, item: 0, lane: lane, zIndex: Self.cornerZIndex, pin: pin)
    }

    /// A new size changes the fitted day width and may change the index axis;
    /// scrolling changes nothing: the headers are pinned at query time.
    /// - Complexity: O(1)
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds.size != oldBounds.size
    }
}

/// The lanes `SortedColumnIndex` gets: where the index runs vertically (a week
/// that fits across), one lane per day, whose events come in start order when
/// listed so; where it runs horizontally, one lane for every event (listed day
/// by day, their x starts are nearly sorted); then one lane of day headers and
/// one of hour headers, whose envelopes span the content and would otherwise
/// stretch an event lane's running maximum over everything after them.
struct CalendarWeekLanes {
    /// Whether each day has its own lane.
    let perDay: Bool
    /// The day headers' lane.
    let dayHeaders: Int
    /// The hour headers' lane.
    let hourHeaders: Int
    /// The corner's lane, when there is a corner.
    let corner: Int?

    init(grid: CalendarWeekGrid, corner hasCorner: Bool) {
        perDay = grid.indexAxis == .vertical && grid.dayCount <= CalendarWeekLayout.maximumDayLanes
        dayHeaders = perDay ? grid.dayCount : 1
        hourHeaders = dayHeaders + 1
        corner = hasCorner ? hourHeaders + 1 : nil
    }

    /// The number of lanes.
    var count: Int { (corner ?? hourHeaders) + 1 }

    /// The lane of an event on `day`.
    /// - Complexity: O(1)
    func lane(ofDay day: Int) -> Int { perDay ? day : 0 }
}
