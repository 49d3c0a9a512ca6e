extension TimelineLayout {
    /// The layout-wide values: a flow layout's (UIKit's names and defaults)
    /// plus the axis line and, scrolling horizontally, each section's node cell.
    public struct Configuration: Hashable, Sendable {
        /// The scroll axis: sections of dated entries down a line (`.vertical`), or events in columns along it (`.horizontal`). Default `.vertical`.
        public var scrollDirection = Axis.vertical
        /// The size of items whose section gives none. Default 50 × 50.
        public var itemSize = Size(width: 50, height: 50)
        /// Space between lines (rows when vertical, columns when horizontal). Default 10.
        public var minimumLineSpacing: Double = 10
        /// Minimum space between the items of a line. Default 10.
        public var minimumInteritemSpacing: Double = 10
        /// Insets around each section's items. Default zero.
        public var sectionInset = EdgeInsets.zero
        /// Vertical: every section's header (only the height counts; the line
        /// runs between header centres). Horizontal: the first section's header,
        /// the leading dashed line (only the width counts). Default 0 × 0 (none).
        public var headerReferenceSize = Size.zero
        /// The last section's footer. Vertical: the short marker where the line
        /// ends, of this size, centred on the axis (both extents count).
        /// Horizontal: the trailing dashed line (only the width counts).
        /// Default 0 × 0 (none).
        public var footerReferenceSize = Size.zero
        /// Vertical only: the x of the axis line's centre (the UIKit original's
        /// `decorationLineXOffset`). Default 18.
        public var axisOffset: Double = 18
        /// The thickness of the axis line and of the dashed ends. Default 2.
        public var lineThickness: Double = 2
        /// Horizontal only: which item of each section is the node the axis
        /// passes through (the UIKit original's item 1). Default 1.
        public var nodeItem = 1
        /// Horizontal only: the radius of the node's circle, drawn at the bottom
        /// of the node cell; the axis passes through its centre. Default 10.
        public var nodeRadius: Double = 10

        /// The configuration with the defaults above.
        public init() {}
    }

    /// One section's items and its overrides of the layout's values.
    public struct Section: Hashable, Sendable {
        /// The items' sizes.
        public var items: ItemSizes
        /// Overrides `sectionInset`.
        public var inset: EdgeInsets?
        /// Overrides `minimumLineSpacing`.
        public var minimumLineSpacing: Double?
        /// Overrides `minimumInteritemSpacing`.
        public var minimumInteritemSpacing: Double?

        /// Creates a section.
        public init(items: ItemSizes, inset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil) {
            self.items = items
            self.inset = inset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
        }
    }

    /// The line filler of one section, with the section's values in force:
    /// every line packed from the leading inset (a timeline reads along its
    /// axis; flow's justified lines would centre a lone item).
    func lineFiller(for section: Section, lineStart: Double, boundsSize: Size) -> FlowLineFiller {
        let axis = configuration.scrollDirection
        let inset = section.inset ?? configuration.sectionInset
        return FlowLineFiller(
            axis: axis, sizes: section.items, lineStart: lineStart,
            crossStart: inset.leading(axis.cross),
            available: boundsSize[axis.cross] - inset.leading(axis.cross) - inset.trailing(axis.cross),
            lineSpacing: section.minimumLineSpacing ?? configuration.minimumLineSpacing,
            interitemSpacing: section.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing,
            lineAlignment: .leading, lastLineAlignment: .leading
        )
    }
}
