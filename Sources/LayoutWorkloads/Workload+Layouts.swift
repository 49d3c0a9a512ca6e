import CollectionLayout

extension Workload {
    /// An iPhone-sized collection view (390 × 844 points), the size every
    /// benchmark and example uses unless it says otherwise.
    public static let phoneBounds = Size(width: 390, height: 844)

    /// The workload as a vertical flow layout with 44-point section headers and
    /// 10-point spacing (UIKit's defaults otherwise).
    /// - Complexity: O(items)
    public func flowLayout(items: Int, seed: UInt64) -> FlowLayout {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 0, height: 44)
        configuration.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 10, right: 10)
        let sections = self.sections(items: items, seed: seed).map { FlowLayout.Section(items: $0) }
        return FlowLayout(configuration: configuration, sections: sections)
    }

    /// The workload as a two-column shortest-first waterfall with 44-point section headers.
    /// - Complexity: O(items)
    public func waterfallLayout(items: Int, seed: UInt64) -> WaterfallLayout {
        var configuration = WaterfallLayout.Configuration()
        configuration.headerHeight = 44
        configuration.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 10, right: 10)
        let sections = self.sections(items: items, seed: seed).map { WaterfallLayout.Section(items: $0) }
        return WaterfallLayout(configuration: configuration, sections: sections)
    }

    /// The smallest height an item of the workload can have, as item sizes
    /// (`sections(items:seed:)`): what decides whether sticky cards that
    /// overlap can stack it.
    /// - Complexity: O(1)
    public var shortestItemHeight: Double {
        switch self {
        case .grid: 100
        case .feed: 80
        case .photos: 120
        case .cards: 160
        case .events: 44
        case .milestones: 21
        case .meetings: 15
        case .appStore: Double(AppStorePage.rowHeights.lowerBound)
        case .photoGrid: 128
        }
    }

    /// How far each sticky card overlaps the one before it: 100 points.
    public static let stickyCardsOverlap = 100.0

    /// The workload as sticky cards (seed 001): a line spacing of -100 (cards
    /// overlap; `cards` heights of 160 to 240 still start in order), insets
    /// [0, 10, 0, 10], cards pinned at the top of the visible bounds. The
    /// layout refuses a workload with an item shorter than the overlap
    /// (`shortestItemHeight`): that card would start above the one before it.
    /// - Complexity: O(items)
    public func stickyCardsLayout(items: Int, seed: UInt64) -> StickyCardsLayout {
        var configuration = StickyCardsLayout.Configuration()
        configuration.lineSpacing = -Self.stickyCardsOverlap
        configuration.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let sections = self.sections(items: items, seed: seed).map { StickyCardsLayout.Section(items: $0) }
        return StickyCardsLayout(configuration: configuration, sections: sections)
    }

    /// The workload as seed 000's vertical timeline (layout 1): insets [10, 48,
    /// 10, 50], 40-point headers, the axis at x = 18, a 20 × 2 end marker.
    /// - Complexity: O(items)
    public func timelineLayout(items: Int, seed: UInt64) -> TimelineLayout {
        var configuration = TimelineLayout.Configuration()
        configuration.sectionInset = EdgeInsets(top: 10, left: 48, bottom: 10, right: 50)
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        configuration.footerReferenceSize = Size(width: 20, height: 2)
        let sections = self.sections(items: items, seed: seed).map { TimelineLayout.Section(items: $0) }
        return TimelineLayout(configuration: configuration, sections: sections)
    }

    /// The workload as seed 000's horizontal timeline (layout 2): insets [20,
    /// 40, 20, 0], a 100-point leading and a 35-point trailing dashed line, the
    /// node in item 1 with a 10-point circle.
    /// - Complexity: O(items)
    public func horizontalTimelineLayout(items: Int, seed: UInt64) -> TimelineLayout {
        var configuration = TimelineLayout.Configuration()
        configuration.scrollDirection = .horizontal
        configuration.sectionInset = EdgeInsets(top: 20, left: 40, bottom: 20, right: 0)
        configuration.headerReferenceSize = Size(width: 100, height: 2)
        configuration.footerReferenceSize = Size(width: 35, height: 2)
        let sections = self.sections(items: items, seed: seed).map { TimelineLayout.Section(items: $0) }
        return TimelineLayout(configuration: configuration, sections: sections)
    }
}
