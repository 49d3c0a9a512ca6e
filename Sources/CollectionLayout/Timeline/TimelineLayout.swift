/// Two timeline layouts, vertical and horizontal: a flow layout plus an axis
/// line made of decoration views (kind `timelineLine`). "The UIKit original"
/// below is the `UICollectionViewFlowLayout` subclass these reproduce.
///
/// - `.vertical`: every section has a header (a date, a
///   node); the line of section `s` runs from the centre of its header to the
///   centre of the next section's header, and the last section's line ends at
///   its footer, a short marker across the axis. See `prepareVertical`.
/// - `.horizontal`: each section is an event in columns;
///   the columns are mirrored top to bottom; item `nodeItem` of each section is
///   the node the axis passes through; one line joins the first node's centre
///   to the last node's; the first section's header and the last section's
///   footer are the dashed ends of the axis. See `prepareHorizontal`.
///
/// The UIKit original adds its lines in `layoutAttributesForElementsInRect:`, from the
/// headers UIKit returned for the rect, so a line whose header is off screen is
/// missing (its own caveat), and the last line stretches to the bottom of the
/// rect until the footer shows. Here lines are elements computed in prepare and
/// indexed like any other: a query finds every line that crosses its rect.
///
/// Lines are long (they span a section, or the whole content), so they are a
/// lane of their own for `SortedColumnIndex`; cells, headers and footers are the
/// other lane, in layout order.
public struct TimelineLayout: CollectionLayout {
    /// The layout-wide values.
    public var configuration: Configuration
    /// The data: one entry per section.
    public var sections: [Section]

    /// The kind of the axis line's decoration views.
    public static let lineKind = ElementKind("timelineLine")
    /// The zIndex of the axis line and of the dashed ends: below cells and
    /// headers (zIndex 0), so node views are drawn over the line.
    public static let lineZIndex: Int32 = -1

    /// The lane of cells, headers and footers.
    static let elementLane = 0
    /// The lane of the axis lines.
    static let lineLane = 1

    /// Creates a timeline layout.
    public init(configuration: Configuration = Configuration(), sections: [Section]) {
        self.configuration = configuration
        self.sections = sections
    }

    /// The strip directory, in both directions: the entries are short and in
    /// layout order, and the axis line, the one long element, sits on the
    /// directory's long side instead of widening every scan. Scrolling
    /// horizontally it answers slot queries (one rect, random jumps, a
    /// scroll) in 0.43x to 0.65x the time of the sorted columns it replaced
    /// and attribute queries and driver scrolls in 0.70x to 0.92x, from 10^2
    /// to 10^6 items, and keeps 45.6 bytes per item against 59.2 at 10^6, for
    /// a prepare 6 to 13 ns per item dearer (reference run at 3061815,
    /// `results/reference/`).
    public var preferredIndexStrategy: IndexStrategy { .stripDirectory }

    /// Lays out every section and the axis.
    /// - Complexity: O(n) plus the index build.
    public func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        try validate(boundsSize: boundsSize)
        switch configuration.scrollDirection {
        case .vertical: return try prepareVertical(boundsSize: boundsSize, strategy: resolve(index))
        case .horizontal: return try prepareHorizontal(boundsSize: boundsSize, strategy: resolve(index))
        }
    }

    /// Only a new size moves anything: lines are computed in prepare, not from
    /// the visible bounds. (The UIKit original returns YES for every change because its
    /// lines are patched in per query; a moved origin needs nothing here.)
    /// - Complexity: O(1)
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds.size != oldBounds.size
    }

    /// A builder with the two lanes and the kinds a timeline emits, its frames
    /// reserved for exactly the elements the direction emits: the storage is
    /// most of a prepared timeline's bytes, and room for a header and a line
    /// per section that a horizontal timeline does not have was a third more
    /// than it uses (16 bytes per item at 10^6 milestones).
    func makeBuilder(boundsSize: Size, strategy: IndexStrategy) -> (PreparedLayoutBuilder, TimelineKinds) {
        var builder = PreparedLayoutBuilder(
            scrollAxis: configuration.scrollDirection, boundsSize: boundsSize, strategy: strategy,
            laneCount: 2, expectedElements: elementCount
        )
        // A run of implied cells per section with items, and a section table
        // entry per section: reserved, not grown by doubling, which left up
        // to half of each unused (about 2 bytes per item at 10^6 events).
        builder.keys.reserveCapacity(runs: sections.count)
        builder.sectionSlots.reserveCapacity(sections.count)
        let kinds = TimelineKinds(
            header: builder.code(for: .supplementary, .header),
            footer: builder.code(for: .supplementary, .footer),
            line: builder.code(for: .decoration, Self.lineKind)
        )
        return (builder, kinds)
    }

    /// The number of elements `prepare` emits (`PreparedLayout.elementCount`),
    /// known before it runs so that it reserves exactly that storage: the
    /// items, and scrolling vertically a line per section, a header per
    /// section when headers have a height and the footer when it has one;
    /// scrolling horizontally one line and the dashed ends that have a width.
    /// - Complexity: O(sections)
    public var elementCount: Int {
        let items = sections.reduce(0) { $0 + $1.items.count }
        guard !sections.isEmpty else { return 0 }
        let header = configuration.headerReferenceSize, footer = configuration.footerReferenceSize
        switch configuration.scrollDirection {
        case .vertical:
            return items + sections.count * (header.height > 0 ? 2 : 1) + (footer.height > 0 ? 1 : 0)
        case .horizontal:
            return items + 1 + (header.width > 0 ? 1 : 0) + (footer.width > 0 ? 1 : 0)
        }
    }

    /// The axis segment between `start` and `end` along the scroll axis (in
    /// either order: a segment between two points, never a negative length),
    /// `lineThickness` thick and centred on `crossCentre`.
    /// - Complexity: O(1)
    func segment(from start: Double, to end: Double, crossCentre: Double) -> Rect {
        let thickness = configuration.lineThickness
        return Rect(
            mainStart: Swift.min(start, end), mainLength: Swift.abs(end - start),
            crossStart: crossCentre - thickness / 2, crossLength: thickness, mainAxis: configuration.scrollDirection
        )
    }
}

/// The kind codes a timeline registers.
struct TimelineKinds {
    let header: UInt16
    let footer: UInt16
    let line: UInt16
}
