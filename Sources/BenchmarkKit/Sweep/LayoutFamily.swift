import CollectionLayout
import LayoutWorkloads

/// A layout the harness knows how to build from a workload.
public enum LayoutFamily: String, Hashable, Sendable, CaseIterable {
    /// `FlowLayout`, vertical, from `Workload.flowLayout(items:seed:)`.
    case flow
    /// `WaterfallLayout`, two columns, from `Workload.waterfallLayout(items:seed:)`.
    case waterfall
    /// `StickyCardsLayout`, from `Workload.stickyCardsLayout(items:seed:)`: its
    /// scroll is the figure to watch (every frame places the pinned stack).
    case stickyCards
    /// `TimelineLayout`, vertical, from `Workload.timelineLayout(items:seed:)`.
    case timeline
    /// `TimelineLayout`, horizontal, from `Workload.horizontalTimelineLayout(items:seed:)`.
    case timelineHorizontal
    /// `CalendarWeekLayout`, weeks of meetings side by side, from `Workload.calendarWeekLayout(items:seed:)`.
    case calendarWeek
    /// `WaterfallLayout` with a background decoration behind each section
    /// (seed 004): the waterfall family with `sectionBackground` on, so the
    /// cost of the backgrounds is the difference between the two families.
    case waterfallBackgrounds

    /// The workload each family is measured with by default.
    public var defaultWorkload: Workload {
        switch self {
        case .flow: .grid
        case .waterfall: .photos
        case .stickyCards: .cards
        case .timeline: .events
        case .timelineHorizontal: .milestones
        case .calendarWeek: .meetings
        case .waterfallBackgrounds: .photos
        }
    }

    /// Whether the family can lay out `workload`: a calendar needs events
    /// (`Workload.hasCalendarEvents`); flow and waterfall take any item sizes.
    /// - Complexity: O(1)
    public func accepts(_ workload: Workload) -> Bool {
        self == .calendarWeek ? workload.hasCalendarEvents : true
    }

    /// The layout of `items` items of `workload`, generated from `seed`.
    /// - Precondition: `accepts(workload)` (`BenchmarkCase(name:)` refuses other pairs).
    /// - Complexity: O(items)
    public func makeLayout(workload: Workload, items: Int, seed: UInt64) -> any CollectionLayout {
        switch self {
        case .flow: workload.flowLayout(items: items, seed: seed)
        case .waterfall: workload.waterfallLayout(items: items, seed: seed)
        case .stickyCards: workload.stickyCardsLayout(items: items, seed: seed)
        case .timeline: workload.timelineLayout(items: items, seed: seed)
        case .timelineHorizontal: workload.horizontalTimelineLayout(items: items, seed: seed)
        case .calendarWeek: workload.calendarWeekLayout(items: items, seed: seed)
        case .waterfallBackgrounds:
            {
                var layout = workload.waterfallLayout(items: items, seed: seed)
                layout.configuration.sectionBackground = true
                return layout
            }()
        }
    }
}
