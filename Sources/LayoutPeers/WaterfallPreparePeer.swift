import CLayoutPeers
import CollectionLayout

/// The `prepare` peer of a waterfall: a C++ loop computing the same frames as
/// `WaterfallLayout.prepare` (frames only: no keys, no index), for the layouts
/// it models: shortest-first columns, headers, no footers, backgrounds or
/// per-section overrides (the benchmark's waterfall workloads, `Workload.waterfallLayout`).
public struct WaterfallPreparePeer: PreparePeer {
    /// The layout-wide values, in C.
    private let configuration: layout_peer_waterfall_configuration
    /// The item sizes, in C, and how many frames they make.
    private let sections: PeerSections

    /// The frames the peer writes: the items, plus a header per section when headers are on.
    public var elementCount: Int { sections.elementCount }

    /// Converts `layout` for bounds of `boundsSize`, or `nil` when it uses
    /// something the peer does not model.
    /// - Complexity: O(listed item sizes)
    public init?(layout: WaterfallLayout, boundsSize: Size) {
        let c = layout.configuration
        let plain = layout.sections.allSatisfy { $0 == WaterfallLayout.Section(items: $0.items) }
        guard plain, c.itemRenderDirection == .shortestFirst, c.footerHeight <= 0, !c.sectionBackground, c.columnCount >= 1 else { return nil }
        configuration = layout_peer_waterfall_configuration(
            bounds_width: boundsSize.width, header_height: c.headerHeight,
            inset_top: c.sectionInset.top, inset_left: c.sectionInset.left, inset_bottom: c.sectionInset.bottom, inset_right: c.sectionInset.right,
            column_count: Int64(c.columnCount), column_spacing: c.columnSpacing, interitem_spacing: c.interitemSpacing
        )
        sections = PeerSections(layout.sections.map(\.items), headers: c.headerHeight > 0)
    }

    /// Writes the frames, in `WaterfallLayout`'s slot order, to `frames` and
    /// returns the content height.
    /// - Precondition: `frames.count >= elementCount`.
    /// - Complexity: O(n·c) for c columns.
    public func frames(into frames: UnsafeMutableBufferPointer<Rect>) -> Double {
        var configuration = configuration
        return sections.write(elementCount, into: frames) { layout_peer_waterfall_frames(&configuration, $0, $1, $2, $3) }
    }
}
