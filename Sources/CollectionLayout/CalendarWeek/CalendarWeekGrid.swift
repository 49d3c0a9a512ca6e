/// The resolved geometry of a calendar week: where each day column and each
/// hour row lies, the content size, and the axis the rect index runs along.
///
/// Content size = (`hourHeaderWidth + dayCount × dayWidth`,
/// `dayHeaderHeight + hourCount × hourHeight`).
public struct CalendarWeekGrid: Hashable, Sendable {
    /// The width of one day column.
    public let dayWidth: Double
    /// The height of one hour.
    public let hourHeight: Double
    /// The first hour shown.
    public let firstHour: Int
    /// The number of hours shown.
    public let hourCount: Int
    /// The number of day columns.
    public let dayCount: Int
    /// The height of the day header row.
    public let dayHeaderHeight: Double
    /// The width of the hour header column.
    public let hourHeaderWidth: Double
    /// The size of the scrollable content.
    public let contentSize: Size
    /// The axis the rect index runs along (`PreparedLayout.scrollAxis`).
    public let indexAxis: Axis

    /// The grid of `configuration` in a collection view of `boundsSize`.
    /// - Precondition: the configuration was validated (`dayWidth` resolves to >= 0).
    /// - Complexity: O(1)
    public init(_ configuration: CalendarWeekLayout.Configuration, boundsSize: Size) {
        dayWidth = configuration.dayWidth ?? Self.fittingDayWidth(configuration, boundsWidth: boundsSize.width)
        hourHeight = configuration.hourHeight
        firstHour = configuration.firstHour
        hourCount = configuration.hourCount
        dayCount = configuration.dayCount
        dayHeaderHeight = configuration.dayHeaderHeight
        hourHeaderWidth = configuration.hourHeaderWidth
        contentSize = Size(
            width: hourHeaderWidth + Double(dayCount) * dayWidth,
            height: dayHeaderHeight + Double(hourCount) * hourHeight
        )
        indexAxis = Self.indexAxis(contentSize: contentSize, boundsSize: boundsSize)
    }

    /// The day width when none is given: the bounds' width minus the hour
    /// headers, shared by the days (may be negative; validation refuses that).
    /// - Complexity: O(1)
    static func fittingDayWidth(_ configuration: CalendarWeekLayout.Configuration, boundsWidth: Double) -> Double {
        (boundsWidth - configuration.hourHeaderWidth) / Double(configuration.dayCount)
    }

    /// The index axis: the one along which the content spans more screens.
    ///
    /// An index prunes along its own axis only: every element that meets the
    /// query's span along it is examined, and tested across. A week whose days
    /// fit the bounds' width (Ole Begemann's layout) scrolls through hours,
    /// vertically: a vertical index examines the few hours on screen, whereas a
    /// horizontal one would examine every event of the week. Days side by side
    /// (JZCalendarWeekView; our `meetings` workload at 10^6 events, 130,000
    /// days) grow the content horizontally while the hours stay 24: a vertical
    /// index would examine every event of every day in the visible hours
    /// (`CalendarWeekComplexityTests` counts 1.27 million visits for one
    /// viewport at 10^6 meetings, against 198 horizontally), a horizontal
    /// one only the events of the visible days. Comparing screens of content
    /// (`content / bounds` per axis, cross-multiplied so zero bounds are no
    /// division) picks the right one in both regimes; ties go vertical, the
    /// scroll direction of Ole Begemann's week.
    /// - Complexity: O(1)
    static func indexAxis(contentSize: Size, boundsSize: Size) -> Axis {
        contentSize.width * boundsSize.height > contentSize.height * boundsSize.width ? .horizontal : .vertical
    }

    /// The x of day column `day`'s leading edge.
    /// - Complexity: O(1)
    @inlinable
    public func dayMinX(_ day: Int) -> Double { hourHeaderWidth + Double(day) * dayWidth }

    /// The y of the time `hour` (hours since midnight, fractions allowed).
    /// - Complexity: O(1)
    @inlinable
    public func y(ofHour hour: Double) -> Double { dayHeaderHeight + (hour - Double(firstHour)) * hourHeight }

    /// The hour the grid ends at: `firstHour + hourCount`.
    public var lastHour: Int { firstHour + hourCount }
}
