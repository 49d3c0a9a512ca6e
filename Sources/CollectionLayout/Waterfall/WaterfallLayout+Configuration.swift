extension WaterfallLayout {
    /// Which column receives the next item.
    public enum ItemRenderDirection: String, Hashable, Sendable, CaseIterable {
        /// The column with the smallest current height; ties go to the lowest
        /// column index (the true minimum, not the first column found smaller
        /// than the one before it).
        case shortestFirst
        /// Column `i % c`.
        case leftToRight
        /// Column `c - 1 - i % c`.
        case rightToLeft
    }

    /// The layout-wide values of `CHTCollectionViewWaterfallLayout`.
    public struct Configuration: Hashable, Sendable {
        /// Columns per section. Default 2.
        public var columnCount = 2
        /// Space between columns. Default 10.
        public var columnSpacing: Double = 10
        /// Space between consecutive items of a column. Default 10.
        public var interitemSpacing: Double = 10
        /// Insets around each section's columns. Default zero.
        public var sectionInset = EdgeInsets.zero
        /// Section header height (0: none). Default 0.
        public var headerHeight: Double = 0
        /// Section footer height (0: none). Default 0.
        public var footerHeight: Double = 0
        /// Which column receives the next item. Default `.shortestFirst`.
        public var itemRenderDirection = ItemRenderDirection.shortestFirst
        /// Whether every section with items gets a background decoration
        /// behind its items, as in a bookshelf (`SectionBackground`). Default false.
        public var sectionBackground = false

        /// The configuration with the defaults above.
        public init() {}
    }

    /// One section's data and its overrides; `nil` means "use the layout's".
    public struct Section: Hashable, Sendable {
        /// The items' sizes: only their aspect ratio counts (width must be > 0).
        public var items: ItemSizes
        /// Overrides `columnCount`.
        public var columnCount: Int?
        /// Overrides `sectionInset`.
        public var inset: EdgeInsets?
        /// Overrides `columnSpacing`.
        public var columnSpacing: Double?
        /// Overrides `interitemSpacing`.
        public var interitemSpacing: Double?
        /// Overrides `headerHeight`.
        public var headerHeight: Double?
        /// Overrides `footerHeight`.
        public var footerHeight: Double?

        /// Creates a section.
        public init(
            items: ItemSizes, columnCount: Int? = nil, inset: EdgeInsets? = nil, columnSpacing: Double? = nil,
            interitemSpacing: Double? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil
        ) {
            self.items = items
            self.columnCount = columnCount
            self.inset = inset
            self.columnSpacing = columnSpacing
            self.interitemSpacing = interitemSpacing
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
        }
    }

    /// The values in force for one section.
    struct ResolvedSection {
        let columnCount: Int
        let inset: EdgeInsets
        let columnSpacing: Double
        let interitemSpacing: Double
        let headerHeight: Double
        let footerHeight: Double

        init(_ section: Section, _ configuration: Configuration) {
            columnCount = section.columnCount ?? configuration.columnCount
            inset = section.inset ?? configuration.sectionInset
            columnSpacing = section.columnSpacing ?? configuration.columnSpacing
            interitemSpacing = section.interitemSpacing ?? configuration.interitemSpacing
            headerHeight = section.headerHeight ?? configuration.headerHeight
            footerHeight = section.footerHeight ?? configuration.footerHeight
        }

        /// The width of one column (rule 1).
        func columnWidth(boundsWidth: Double) -> Double {
            (boundsWidth - inset.left - inset.right - Double(columnCount - 1) * columnSpacing) / Double(columnCount)
        }
    }
}
