/// One event of a calendar week: which day column it sits in, when it starts
/// and how long it lasts, in hours (fractions allowed: 9.5 is 9:30).
///
/// The model of Ole Begemann's calendar week layout: days are
/// numbered from 0, times are hours of the day, with no calendar arithmetic.
public struct CalendarEvent: Hashable, Sendable {
    /// The day column, `0 ..< dayCount`.
    public var day: Int
    /// The start, in hours since midnight.
    public var start: Double
    /// The length, in hours (>= 0).
    public var duration: Double

    /// Creates an event.
    /// - Complexity: O(1)
    @inlinable
    public init(day: Int, start: Double, duration: Double) {
        self.day = day
        self.start = start
        self.duration = duration
    }

    /// The end, in hours since midnight: `start + duration`.
    /// - Complexity: O(1)
    @inlinable
    public var end: Double { start + duration }
}
