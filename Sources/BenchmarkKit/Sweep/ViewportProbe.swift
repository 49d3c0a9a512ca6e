import BenchmarkHarness
import CollectionLayout

/// Where a benchmarked viewport query looks: the first screen, the middle of the
/// content, or the last screen.
public enum ContentPosition: String, Hashable, Sendable, CaseIterable {
    /// The first screen.
    case top
    /// A screen centred on the middle of the content.
    case middle
    /// The last screen.
    case bottom
}

/// The rect a collection view asks its layout for while showing one screen:
/// the visible bounds (an iPhone's 390 × 844 points) grown by a prefetch margin
/// of half a screen before and after along the scroll axis, as UIKit's
/// prefetching asks for more than what is visible.
public struct ViewportProbe: Sendable {
    /// The visible size.
    public var visibleSize: Size
    /// The margin added before and after the visible bounds along the scroll axis.
    public var prefetchMargin: Double

    /// An iPhone-sized viewport with half a screen of prefetch on each side.
    public static let phone = ViewportProbe(visibleSize: Size(width: 390, height: 844), prefetchMargin: 422)

    /// The probe in words for table titles, e.g. `390x844 visible + 422 pt
    /// prefetch above and below`.
    public var summary: String {
        func points(_ value: Double) -> String { DurationFormat.significant(value) }
        return "\(points(visibleSize.width))x\(points(visibleSize.height)) visible + \(points(prefetchMargin)) pt prefetch above and below"
    }

    /// Creates a probe.
    public init(visibleSize: Size, prefetchMargin: Double) {
        self.visibleSize = visibleSize
        self.prefetchMargin = prefetchMargin
    }

    /// The visible bounds at `position` in `layout`.
    /// - Complexity: O(1)
    public func visibleBounds(at position: ContentPosition, in layout: PreparedLayout) -> Rect {
        let axis = layout.scrollAxis
        let length = visibleSize[axis]
        let content = layout.contentSize[axis]
        let start: Double
        switch position {
        case .top: start = 0
        case .middle: start = Swift.max(0, (content - length) / 2)
        case .bottom: start = Swift.max(0, content - length)
        }
        return visibleBounds(mainStart: start, in: layout)
    }

    /// The visible bounds starting at `start` along `layout`'s scroll axis.
    /// - Complexity: O(1)
    public func visibleBounds(mainStart start: Double, in layout: PreparedLayout) -> Rect {
        let axis = layout.scrollAxis
        return Rect(mainStart: start, mainLength: visibleSize[axis], crossStart: 0, crossLength: visibleSize[axis.cross], mainAxis: axis)
    }

    /// The query rect for `visible`: grown by the prefetch margin along the scroll axis.
    /// - Complexity: O(1)
    public func queryRect(for visible: Rect, axis: Axis) -> Rect {
        Rect(
            mainStart: visible.min(axis) - prefetchMargin, mainLength: visible.size[axis] + 2 * prefetchMargin,
            crossStart: visible.min(axis.cross), crossLength: visible.size[axis.cross], mainAxis: axis
        )
    }

    /// The visible bounds at `position` in `layout` and the rect queried for them.
    /// - Complexity: O(1)
    public func frame(at position: ContentPosition, in layout: PreparedLayout) -> ScrollPath.Frame {
        frame(visible: visibleBounds(at: position, in: layout), in: layout)
    }

    /// The visible bounds starting at `start` along the scroll axis and the rect queried for them.
    /// - Complexity: O(1)
    public func frame(mainStart start: Double, in layout: PreparedLayout) -> ScrollPath.Frame {
        frame(visible: visibleBounds(mainStart: start, in: layout), in: layout)
    }

    private func frame(visible: Rect, in layout: PreparedLayout) -> ScrollPath.Frame {
        ScrollPath.Frame(visible: visible, query: queryRect(for: visible, axis: layout.scrollAxis))
    }
}
