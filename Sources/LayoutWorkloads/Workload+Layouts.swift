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
}
