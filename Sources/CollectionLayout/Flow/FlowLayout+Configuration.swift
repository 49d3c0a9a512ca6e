/// How the items of a flow line share the line's cross-axis space.
public enum LineAlignment: String, Hashable, Sendable, CaseIterable {
    /// Items spread so the first touches the leading inset and the last the
    /// trailing one (UIKit's behaviour); a line with one item centres it.
    case justified
    /// Items packed from the leading inset, `minimumInteritemSpacing` apart.
    case leading
    /// Items packed `minimumInteritemSpacing` apart, centred in the line.
    case center
    /// Items packed `minimumInteritemSpacing` apart against the trailing inset.
    case trailing
}

extension FlowLayout {
    /// The layout-wide values of `UICollectionViewFlowLayout`, with UIKit's names
    /// and defaults, plus the line alignments.
    public struct Configuration: Hashable, Sendable {
        /// The size of items whose section gives none. Default 50 × 50.
        public var itemSize = Size(width: 50, height: 50)
        /// When set, items whose section gives no size start at this estimate
        /// (UIKit's first self-sizing pass). Default `nil` (off).
        public var estimatedItemSize: Size?
        /// Space between lines (rows when scrolling vertically). Default 10.
        public var minimumLineSpacing: Double = 10
        /// Minimum space between items of a line. Default 10.
        public var minimumInteritemSpacing: Double = 10
        /// Section header size; only the scroll-axis extent counts. Default 0 × 0 (none).
        public var headerReferenceSize = Size.zero
        /// Section footer size; only the scroll-axis extent counts. Default 0 × 0 (none).
        public var footerReferenceSize = Size.zero
        /// Insets around each section's items. Default zero.
        public var sectionInset = EdgeInsets.zero
        /// The scroll axis. Default `.vertical`.
        public var scrollDirection = Axis.vertical
        /// Whether headers stick to the leading edge of the visible bounds. Default false.
        public var sectionHeadersPinToVisibleBounds = false
        /// Whether footers stick to the trailing edge of the visible bounds. Default false.
        public var sectionFootersPinToVisibleBounds = false
        /// Alignment of every line but a section's last. Default `.justified`.
        public var lineAlignment = LineAlignment.justified
        /// Alignment of a section's last line. Default `.leading`.
        public var lastLineAlignment = LineAlignment.leading
        /// Whether every section with items gets a background decoration
        /// behind its items, as in a bookshelf (`SectionBackground`). Default false.
        public var sectionBackground = false

        /// The configuration with UIKit's defaults.
        public init() {}
    }

    /// One section's data and its overrides of the layout-wide values (UIKit's
    /// `UICollectionViewDelegateFlowLayout` methods); `nil` means "use the layout's".
    public struct Section: Hashable, Sendable {
        /// The items' sizes.
        public var items: ItemSizes
        /// Overrides `sectionInset` (`insetForSectionAt`).
        public var inset: EdgeInsets?
        /// Overrides `headerReferenceSize` (`referenceSizeForHeaderInSection`).
        public var headerReferenceSize: Size?
        /// Overrides `footerReferenceSize` (`referenceSizeForFooterInSection`).
        public var footerReferenceSize: Size?
        /// Overrides `minimumLineSpacing` (`minimumLineSpacingForSectionAt`).
        public var minimumLineSpacing: Double?
        /// Overrides `minimumInteritemSpacing` (`minimumInteritemSpacingForSectionAt`).
        public var minimumInteritemSpacing: Double?

        /// Creates a section.
        public init(
            items: ItemSizes, inset: EdgeInsets? = nil, headerReferenceSize: Size? = nil,
            footerReferenceSize: Size? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil
        ) {
            self.items = items
            self.inset = inset
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
        }
    }
}
