/// Which side-by-side column each event takes in its day, and how many
/// columns share the day's width where it is.
///
/// The classic calendar algorithm (as in Google Calendar and JZCalendarWeekView's
/// overlap grouping; the heap formulation is interval-partitioning's, from
/// Kleinberg and Tardos, *Algorithm Design*, 4.1):
/// 1. Events are taken day by day in *start order*: by start, then the longer
///    first (so a long event takes the leftmost column of its group), then by
///    section and item.
/// 2. A *cluster* is a maximal run of transitively overlapping events: an event
///    joins the current cluster when it starts before the cluster's latest end
///    (an event starting exactly when another ends does not overlap it).
/// 3. Each event takes the *first free column* of its cluster: the lowest
///    column whose last event ended at or before this one starts; a new column
///    when none is free.
/// 4. Every event of a cluster is as wide as the day's width divided by the
///    cluster's column count.
///
/// - Complexity: O(n log n) for the start-order sort (O(n) when the events
///   already come in start order, as the `meetings` workload's do), plus
///   O(n log c) for c columns: the free and busy columns are heaps, so a
///   cluster of thousands of events costs no quadratic scan.
struct CalendarOverlapColumns {
    /// Per event (numbered across sections in section, item order): its column.
    private(set) var column: [Int32]
    /// Per event: the column count of its cluster.
    private(set) var columnCount: [Int32]

    /// A busy column: when its last event ends.
    private struct BusyColumn: Comparable {
        var end: Double
        var column: Int32
        static func < (lhs: BusyColumn, rhs: BusyColumn) -> Bool {
            lhs.end < rhs.end || (lhs.end == rhs.end && lhs.column < rhs.column)
        }
    }

    /// Assigns the columns of `events` (validated: finite starts and durations).
    /// - Complexity: see the type.
    init(events: [CalendarEvent]) {
        let count = events.count
        column = [Int32](repeating: 0, count: count)
        columnCount = [Int32](repeating: 0, count: count)
        let order = Self.startOrder(events)
        @inline(__always) func event(at position: Int) -> Int { order.isEmpty ? position : Int(order[position]) }

        var busy = MinimumHeap<BusyColumn>()
        var free = MinimumHeap<Int32>()
        var clusterStart = 0
        var clusterEnd = -Double.infinity
        var clusterDay = Int.min
        var columnsUsed: Int32 = 0
        for position in 0..<count {
            let index = event(at: position)
            let current = events[index]
            if current.day != clusterDay || current.start >= clusterEnd {
                for earlier in clusterStart..<position { columnCount[event(at: earlier)] = columnsUsed }
                busy.removeAll()
                free.removeAll()
                clusterStart = position
                clusterEnd = -.infinity
                clusterDay = current.day
                columnsUsed = 0
            }
            while let earliest = busy.minimum, earliest.end <= current.start {
                _ = busy.removeMinimum()
                free.insert(earliest.column)
            }
            let taken: Int32
            if let lowest = free.removeMinimum() {
                taken = lowest
            } else {
                taken = columnsUsed
                columnsUsed += 1
            }
            column[index] = taken
            busy.insert(BusyColumn(end: current.end, column: taken))
            clusterEnd = Swift.max(clusterEnd, current.end)
        }
        for earlier in clusterStart..<count { columnCount[event(at: earlier)] = columnsUsed }
    }

    /// The events' numbers in start order (step 1), or empty when they already
    /// are in that order (checked in O(n), which spares the sort for sorted input).
    /// - Complexity: O(n) if sorted, else O(n log n).
    static func startOrder(_ events: [CalendarEvent]) -> [Int32] {
        func precedes(_ lhs: CalendarEvent, _ left: Int, _ rhs: CalendarEvent, _ right: Int) -> Bool {
            if lhs.day != rhs.day { return lhs.day < rhs.day }
            if lhs.start != rhs.start { return lhs.start < rhs.start }
            if lhs.duration != rhs.duration { return lhs.duration > rhs.duration }
            return left < right
        }
        var sorted = true
        for index in events.indices.dropFirst() where !precedes(events[index - 1], index - 1, events[index], index) {
            sorted = false
            break
        }
        if sorted { return [] }
        return (0..<Int32(events.count)).sorted { precedes(events[Int($0)], Int($0), events[Int($1)], Int($1)) }
    }
}
