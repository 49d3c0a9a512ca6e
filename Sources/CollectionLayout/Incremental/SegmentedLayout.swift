/// A prepared layout kept section by section, so that a change re-lays out
/// only what it moves: the incremental counterpart of `PreparedLayout` that
/// the collection-view driver keeps.
///
/// Each section is prepared alone in its own coordinates (starting at 0 along
/// the scroll axis) with its own index (`LayoutSegment`); a `SectionOffsetTree`
/// over the sections' lengths says where each one starts. A content frame is
/// its section's offset plus its local frame, always computed the same way
/// (`Rect.movedAlong(_:by:)`), so an incrementally updated layout equals a fresh
/// one of the same data bit for bit, and `flattened(index:)` gives the same
/// frames as a `PreparedLayout` for the oracle tests. Against the layout's own
/// `prepare`, which adds section starts into a running cursor, frames agree to
/// within the rounding of that summation (see the README's driver section).
///
/// - One item's size changes: its section is re-laid out (O(section items)
///   plus its index) and one leaf of the offset tree changes (O(log S)).
/// - A rect query finds the sections it crosses through the offset tree
///   (O(log S)), then queries each one's index with the rect moved into its
///   coordinates: O(log S + sections crossed × log(section) + k).
public struct SegmentedLayout<Layout: SectionedLayout>: Sendable {
    /// How much work the layout has done since it was built: what the tests
    /// assert instead of timing (one self-sizing change lays out one section).
    public struct WorkCounters: Hashable, Sendable {
        /// Sections laid out, the initial build included.
        public var sectionsLaidOut = 0
        /// Items laid out, the initial build included.
        public var itemsLaidOut = 0
        /// Offset-tree nodes written by batch updates that keep the sections
        /// in order (a leaf and its ancestors per section laid out).
        public var offsetNodesWritten = 0
    }

    /// The layout and its data.
    public internal(set) var layout: Layout
    /// The collection view's size the sections are laid out for.
    public let boundsSize: Size
    /// The concrete index strategy of every section.
    public let strategy: IndexStrategy
    /// The scroll axis.
    public let scrollAxis: Axis
    /// Work done so far.
    public internal(set) var counters = WorkCounters()
    /// The sections' layouts, chunked so that a snapshot shares them and an
    /// update copies only the chunks it writes.
    var segments: ChunkedArray<LayoutSegment>
    var offsets: SectionOffsetTree
    /// Each section's item count (what a batch update checks, read without
    /// visiting the segments).
    var itemCounts: [Int]
    /// The number of elements of every section together.
    var elementTotal: Int

    /// Lays out every section of `layout` for `boundsSize`, each with an index of
    /// `index` (`.auto`: the layout's preferred strategy).
    /// - Throws: `LayoutError` as the layout's `prepare` would (the same paths
    ///   and messages for bad values).
    /// - Complexity: O(n) plus the section indexes.
    public init(layout: Layout, boundsSize: Size, index: IndexStrategy) throws(LayoutError) {
        try layout.validateConfiguration(boundsSize: boundsSize)
        var segments: [LayoutSegment] = []
        segments.reserveCapacity(layout.sections.count)
        var elements = 0
        var counters = WorkCounters()
        for section in layout.sections.indices {
            let segment = LayoutSegment(try layout.layOutSection(section, boundsSize: boundsSize, index: index))
            elements += segment.prepared.elementCount
            counters.sectionsLaidOut += 1
            counters.itemsLaidOut += segment.itemCount
            segments.append(segment)
        }
        try LayoutValidation.checkElementCount(elements)
        self.layout = layout
        self.boundsSize = boundsSize
        self.strategy = layout.resolve(index)
        self.scrollAxis = layout.scrollAxis
        self.segments = ChunkedArray(segments)
        self.offsets = SectionOffsetTree(segments.map { $0.extent })
        self.itemCounts = segments.map(\.itemCount)
        self.elementTotal = elements
        self.counters = counters
        try checkFinite()
    }

    /// The size of the scrollable content.
    /// - Complexity: O(log S)
    public var contentSize: Size {
        Size(main: offsets.totalLength, cross: boundsSize[scrollAxis.cross], mainAxis: scrollAxis)
    }

    /// The number of sections.
    /// - Complexity: O(1)
    public var numberOfSections: Int { segments.count }

    /// The number of items in `section`, or `nil` if there is no such section.
    /// - Complexity: O(1)
    public func numberOfItems(inSection section: Int) -> Int? {
        itemCounts.indices.contains(section) ? itemCounts[section] : nil
    }

    /// The number of elements (cells, supplementary and decoration views).
    /// - Complexity: O(1)
    public var elementCount: Int { elementTotal }

    /// Where `section` starts along the scroll axis.
    /// - Precondition: `0 <= section <= numberOfSections`.
    /// - Complexity: O(log S)
    public func offset(ofSection section: Int) -> Double { offsets.offset(of: section) }

    /// The visible bounds assumed when none are given: the bounds at the origin.
    public var defaultVisibleBounds: Rect { Rect(origin: .zero, size: boundsSize) }

    /// Whether every coordinate of `tree`'s sections is finite: every offset is
    /// at most the sum of the absolute section lengths, and every local
    /// coordinate at most the largest overhang past it.
    /// - Complexity: O(1)
    static func isBounded(_ tree: SectionOffsetTree) -> Bool {
        (tree.magnitude + tree.maximumLeadingOverhang + tree.maximumTrailingOverhang).isFinite
    }

    /// Refuses content whose coordinates could overflow: every offset is at
    /// most the sum of the absolute section lengths, and every local
    /// coordinate at most the largest overhang past it.
    /// - Complexity: O(1)
    func checkFinite() throws(LayoutError) {
        guard Self.isBounded(offsets) else {
            let size = contentSize
            throw LayoutError(
                path: [],
                message: "the layout overflows to infinity (content size \(size.width) x \(size.height)): sizes, spacings or insets are too large"
            )
        }
    }
}
