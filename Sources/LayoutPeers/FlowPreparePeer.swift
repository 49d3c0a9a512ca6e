import CLayoutPeers
import CollectionLayout

/// The `prepare` peer of a flow layout: a C++ loop computing the same frames as
/// `FlowLayout.prepare` (frames only: no keys, no index), for the layouts it
/// models: vertical, justified lines with a leading last line, headers, no
/// footers, pinning, backgrounds or per-section overrides (the benchmark's flow
/// workloads, `Workload.flowLayout`).
public struct FlowPreparePeer: PreparePeer {
    /// The layout-wide values, in C.
    private let configuration: layout_peer_flow_configuration
    /// The item sizes, in C, and how many frames they make.
    private let sections: PeerSections
    /// Whether a section of one size has its first line measured once and
    /// repeated (`layout_peer_flow_frames_uniform`, as `FlowLayout` does)
    /// rather than every line measured from its items' sizes.
    public let repeatsUniformLines: Bool

    /// The frames the peer writes: the items, plus a header per section when headers are on.
    public var elementCount: Int { sections.elementCount }

    /// Converts `layout` for bounds of `boundsSize`, or `nil` when it uses
    /// something the peer does not model; with `repeatsUniformLines`, a
    /// section of one size has its first line measured and repeated.
    /// - Complexity: O(listed item sizes)
    public init?(layout: FlowLayout, boundsSize: Size, repeatsUniformLines: Bool = false) {
        let c = layout.configuration
        let plain = layout.sections.allSatisfy { $0 == FlowLayout.Section(items: $0.items) }
        guard plain, c.scrollDirection == .vertical, c.lineAlignment == .justified, c.lastLineAlignment == .leading,
              c.footerReferenceSize.height <= 0, !c.sectionHeadersPinToVisibleBounds, !c.sectionFootersPinToVisibleBounds,
              !c.sectionBackground
        else { return nil }
        configuration = layout_peer_flow_configuration(
            bounds_width: boundsSize.width, header_height: c.headerReferenceSize.height,
            inset_top: c.sectionInset.top, inset_left: c.sectionInset.left, inset_bottom: c.sectionInset.bottom, inset_right: c.sectionInset.right,
            minimum_line_spacing: c.minimumLineSpacing, minimum_interitem_spacing: c.minimumInteritemSpacing
        )
        sections = PeerSections(layout.sections.map(\.items), headers: c.headerReferenceSize.height > 0)
        self.repeatsUniformLines = repeatsUniformLines
    }

    /// Writes the frames, in `FlowLayout`'s slot order, to `frames` and
    /// returns the content height.
    /// - Precondition: `frames.count >= elementCount`.
    /// - Complexity: O(n)
    public func frames(into frames: UnsafeMutableBufferPointer<Rect>) -> Double {
        var configuration = configuration
        return repeatsUniformLines
            ? sections.write(elementCount, into: frames) { layout_peer_flow_frames_uniform(&configuration, $0, $1, $2, $3) }
            : sections.write(elementCount, into: frames) { layout_peer_flow_frames(&configuration, $0, $1, $2, $3) }
    }
}
