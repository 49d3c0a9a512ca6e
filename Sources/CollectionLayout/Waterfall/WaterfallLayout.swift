/// The waterfall ("瀑布流") layout of CHTCollectionViewWaterfallLayout:
/// equal-width columns, each item placed in a
/// column chosen by `itemRenderDirection` and sized by its aspect ratio.
///
/// Scrolls vertically. The rules are the contract's (`"type": "waterfall"`).
/// Each column is a lane of `SortedColumnIndex` (items of a column are stacked,
/// so their starts are sorted), and headers and footers form one more lane.
public struct WaterfallLayout: CollectionLayout, StorageReusingLayout {
    /// The layout-wide values.
    public var configuration: Configuration
    /// The data: one entry per section.
    public var sections: [Section]

    /// The most columns a section may have.
    public static let maximumColumnCount = 10_000

    /// Creates a waterfall layout.
    public init(configuration: Configuration = Configuration(), sections: [Section]) {
        self.configuration = configuration
        self.sections = sections
    }

    /// The strip directory: shortest-first placement emits items in main-axis
    /// order, so its one sorted list serves every column (see `StripDirectoryIndex`).
    public var preferredIndexStrategy: IndexStrategy { .stripDirectory }

    /// Lays out every section.
    /// - Complexity: O(n·c) for `shortestFirst` with c columns (a scan of the
    ///   column heights per item), O(n) otherwise; plus the index build.
    public func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        var storage = PreparedLayoutStorage()
        return try prepare(boundsSize: boundsSize, index: index, reusing: &storage)
    }

    /// `prepare` writing into `storage`'s buffers (empty for a fresh one;
    /// see `StorageReusingLayout`).
    /// - Complexity: that of `prepare(boundsSize:index:)`.
    func prepare(boundsSize: Size, index: IndexStrategy, reusing storage: inout PreparedLayoutStorage) throws(LayoutError) -> PreparedLayout {
        try validateAllButSizes(boundsSize: boundsSize)
        let values = sections.map { ResolvedSection($0, configuration) }
        let maximumColumns = values.map(\.columnCount).max() ?? 1
        let supplementaryLane = maximumColumns
        var builder = PreparedLayoutBuilder(
            scrollAxis: .vertical, boundsSize: boundsSize, strategy: resolve(index), laneCount: maximumColumns + 1,
            expectedElements: sections.reduce(0) { $0 + $1.items.count } + 3 * sections.count, reusing: &storage
        )
        let kinds = ElementKinds(builder: &builder, supplementaryLane: supplementaryLane, sectionBackground: configuration.sectionBackground)
        var cursor = 0.0
        var columns = WaterfallColumns()
        // By index: iterating the sections copies each through its value witness.
        for index in sections.indices {
            try validateSectionSizes(at: index)
            cursor = layOut(sections[index], resolved: values[index], startingAt: cursor, boundsSize: boundsSize, kinds: kinds, columns: &columns, into: &builder)
        }
        builder.itemVisits += columns.heightsExamined
        return try builder.build(contentSize: Size(width: boundsSize.width, height: cursor))
    }

    /// A new width re-flows the columns; scrolling changes nothing.
    /// - Complexity: O(1)
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds.size.width != oldBounds.size.width
    }
}
