import BenchmarkHarness
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
    /// `CompositionalLayout`, the App Store page (`AppStorePage`: featured and
    /// shelf carousels, a self-sizing list under a pinned header, a badged
    /// grid), from `Workload.appStoreLayout(items:seed:)`.
    case compositional
    /// `CompositionalLayout`, the photo grid (`PhotoGridPage`: nested groups
    /// under pinned day headers), from `Workload.photoGridLayout(items:seed:)`.
    case compositionalPhotos
    /// `FlowLayout` with `uniformSectionsInClosedForm` on (the `flow` family's
    /// layout otherwise): uniform sections' cells are arithmetic, not stored,
    /// so its prepare is O(sections); the `flow` family keeps measuring the
    /// materialised prepare, the same work as the C++ loop's.
    case flowClosedForm
    /// `CompositionalLayout` with `impliesTrailFrames` on (the `compositional`
    /// family's App Store page otherwise): badges and price tags their cells'
    /// frames imply are held without frames, so the two families show what
    /// the memory saved costs the queries.
    case compositionalImpliedTrails

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
        case .compositional: .appStore
        case .compositionalPhotos: .photoGrid
        case .flowClosedForm: .grid
        case .compositionalImpliedTrails: .appStore
        }
    }

    /// Whether the family can lay out `workload` at every item count but 1
    /// (a horizontal timeline refuses a lone item, which cannot hold its node):
    /// a calendar needs events (`Workload.hasCalendarEvents`); a horizontal
    /// timeline needs every section to hold its node, which only `milestones`
    /// promises (other workloads end on a section of one item at some counts,
    /// `events` draws them); sticky cards need every item taller than the
    /// cards overlap (`Workload.stickyCardsOverlap`, else a card would start
    /// above the one before it). Every other family takes any item sizes (a
    /// compositional page lays out any workload's sections in its own section
    /// kinds, `Workload.compositionalSections`).
    /// - Complexity: O(1)
    public func accepts(_ workload: Workload) -> Bool {
        switch self {
        case .calendarWeek: workload.hasCalendarEvents
        case .timelineHorizontal: workload == .milestones
        case .stickyCards: workload.shortestItemHeight >= Workload.stickyCardsOverlap
        default: true
        }
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
        case .compositional: workload.appStoreLayout(items: items, seed: seed)
        case .compositionalPhotos: workload.photoGridLayout(items: items, seed: seed)
        case .flowClosedForm:
            {
                var layout = workload.flowLayout(items: items, seed: seed)
                layout.uniformSectionsInClosedForm = true
                return layout
            }()
        case .compositionalImpliedTrails:
            {
                var layout = workload.appStoreLayout(items: items, seed: seed)
                layout.impliesTrailFrames = true
                return layout
            }()
        }
    }
}
