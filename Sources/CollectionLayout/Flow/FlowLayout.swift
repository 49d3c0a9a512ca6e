/// `UICollectionViewFlowLayout`, rebuilt: items flow into lines across the
/// cross axis, lines stack along the scroll axis, sections follow each other
/// with optional headers and footers, which may pin to the visible bounds.
///
/// The rules are the contract's (`docs/spec.md`, `"type": "flow"`), written
/// once against the scroll axis so both directions share the code.
///
/// Elements are emitted section by section (header, cells, footer) and line by
/// line, so main-axis starts are sorted up to the centring of items within a
/// line: `SortedColumnIndex` over one lane is the preferred index.
public struct FlowLayout: CollectionLayout, StorageReusingLayout {
    /// The layout-wide values.
    public var configuration: Configuration
    /// The data: one entry per section.
    public var sections: [Section]
    /// Whether `prepare` holds the cells of uniform sections in closed form
    /// (`UniformCells`): a section whose items share one size (`ItemSizes.uniform`)
    /// then stores no cell, its frames and rect queries are arithmetic in the
    /// item number, and such a layout prepares in O(sections). Its cells take
    /// slots past the stored elements (`PreparedLayout.closedFormCellCount`),
    /// so `frames` holds only the stored ones; frames, query results
    /// (as sets), lookups and the content size are otherwise bit for bit
    /// those of the materialised layout. Default `false`: every cell stored, in
    /// layout order. `layOutSection` (the driver's per-section path) always
    /// stores its cells.
    public var uniformSectionsInClosedForm = false

    /// Creates a flow layout.
    public init(configuration: Configuration = Configuration(), sections: [Section]) {
        self.configuration = configuration
        self.sections = sections
    }

    /// The strip directory: lines come in main-axis order and pinned headers'
    /// envelopes are long elements kept apart (see `StripDirectoryIndex`).
    public var preferredIndexStrategy: IndexStrategy { .stripDirectory }

    /// The zIndex of pinned headers and footers: above cells (zIndex 0).
    public static let pinnedZIndex: Int32 = 10

    /// Lays out every section.
    /// - Complexity: O(n) plus the index build; O(sections) plus the index
    ///   build over the headers and footers when every section is uniform and
    ///   `uniformSectionsInClosedForm` is on.
    public func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        var storage = PreparedLayoutStorage()
        return try prepare(boundsSize: boundsSize, index: index, reusing: &storage)
    }

    /// `prepare` writing into `storage`'s buffers (empty for a fresh one;
    /// see `StorageReusingLayout`).
    /// - Complexity: that of `prepare(boundsSize:index:)`.
    func prepare(boundsSize: Size, index: IndexStrategy, reusing storage: inout PreparedLayoutStorage) throws(LayoutError) -> PreparedLayout {
        try validate(boundsSize: boundsSize)
        let axis = configuration.scrollDirection
        let totalItems = sections.reduce(0) { total, section in
            if uniformSectionsInClosedForm, case .uniform = section.items { return total }
            return total + section.items.count
        }
        var builder = PreparedLayoutBuilder(
            scrollAxis: axis, boundsSize: boundsSize, strategy: resolve(index),
            laneCount: FlowElementKinds.laneCount(configuration),
            expectedElements: totalItems + 3 * sections.count, streamsIndex: true, reusing: &storage
        )
        // One block for the closed-form runs, not one per doubling.
        if uniformSectionsInClosedForm { builder.uniformRuns.reserveCapacity(sections.count) }
        let kinds = FlowElementKinds(builder: &builder, configuration: configuration)
        var cursor = 0.0
        // By index: `for section in sections` copies each section through its
        // value witness (1.6% of a 10^6 grid prepare under perf).
        for index in sections.indices {
            cursor = layOut(sections[index], startingAt: cursor, boundsSize: boundsSize, kinds: kinds, closedForm: uniformSectionsInClosedForm, into: &builder)
        }
        let contentSize = Size(main: cursor, cross: boundsSize[axis.cross], mainAxis: axis)
        return try builder.build(contentSize: contentSize)
    }

    /// Whether a bounds change needs a new prepare: a new size does (lines
    /// re-flow); with pinning, any move does, as in UIKit. (Pinned elements are
    /// placed at query time, so a moved origin alone does not need new frames;
    /// the driver's bounds-only invalidation relies on that.)
    /// - Complexity: O(1)
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        if newBounds.size != oldBounds.size { return true }
        let pins = configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
        return pins && newBounds.origin != oldBounds.origin
    }
}

/// The kind codes a flow layout registers.
struct FlowElementKinds {
    let header: UInt16
    let footer: UInt16
    let headerZIndex: Int32
    let footerZIndex: Int32
    let pinsHeaders: Bool
    let pinsFooters: Bool
    /// Section backgrounds, in lane 1, when the configuration asks for them.
    let background: SectionBackgroundPlacer?
    /// The `SortedColumnIndex` lane of headers and footers: the cells' (0)
    /// unless one of them is pinned, then the last lane. A pinned element is
    /// stored as its pin envelope, the whole section, and in the cells' lane it
    /// would stretch the running maximum of ends over the section, and a query
    /// in the middle of a long section would scan it from its start
    /// (`FlowPinnedHeaderComplexityTests` bounds the visits).
    let supplementaryLane: Int

    /// `supplementaryLane` for `configuration`: after the cells' lane (0) and
    /// the backgrounds' (1, when on).
    static func supplementaryLane(_ configuration: FlowLayout.Configuration) -> Int {
        let pins = configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
        return pins ? (configuration.sectionBackground ? 2 : 1) : 0
    }

    /// The lanes a flow layout's `SortedColumnIndex` needs (cells, then
    /// backgrounds and pinned headers and footers when there are any), or
    /// `nil` for one lane.
    static func laneCount(_ configuration: FlowLayout.Configuration) -> Int? {
        let count = Swift.max(supplementaryLane(configuration), configuration.sectionBackground ? 1 : 0) + 1
        return count > 1 ? count : nil
    }

    init(builder: inout PreparedLayoutBuilder, configuration: FlowLayout.Configuration) {
        pinsHeaders = configuration.sectionHeadersPinToVisibleBounds
        pinsFooters = configuration.sectionFootersPinToVisibleBounds
        header = builder.code(for: .supplementary, .header, isPinned: pinsHeaders)
        footer = builder.code(for: .supplementary, .footer, isPinned: pinsFooters)
        headerZIndex = pinsHeaders ? FlowLayout.pinnedZIndex : 0
        footerZIndex = pinsFooters ? FlowLayout.pinnedZIndex : 0
        background = configuration.sectionBackground
            ? SectionBackgroundPlacer(builder: &builder, lane: 1, axis: configuration.scrollDirection) : nil
        supplementaryLane = Self.supplementaryLane(configuration)
    }
}
