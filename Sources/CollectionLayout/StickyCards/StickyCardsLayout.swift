/// The sticky-card layout ("卡片吸顶", cards pinned at the top): full-width cards stacked
/// along the vertical scroll axis, overlapping when `lineSpacing` is negative; a
/// card that reaches the top of the visible bounds (plus `topInset`) stays
/// pinned there and the later cards slide over it. "The UIKit original"
/// below is the `UICollectionViewFlowLayout` subclass this reproduces.
///
/// Rules (vertical; sections follow each other as in flow):
/// 1. A section starts where the previous one ended; its first card starts at
///    `start + inset.top`, each next card `previous height + lineSpacing` after
///    the previous card's start. Cards are `(inset.left, y, boundsWidth -
///    inset.left - inset.right, height)`; only an item size's height counts.
/// 2. A section ends at the largest end of its cards plus `inset.bottom`
///    (`start + inset.top + inset.bottom` without cards); `contentSize` is
///    `(boundsWidth, end of the last section)`.
/// 3. Cards must start in order: `height + lineSpacing >= 0` between the cards of
///    a section, and no section may start its first card before the last card
///    of the previous one (negative insets); anything else is refused, because a
///    card that started before its predecessor could not slide over it.
/// 4. zIndex is the card's position among all cards (0, 1, 2, ...): later cards
///    are above earlier ones, as the UIKit original's `zIndex = indexPath.row`.
/// 5. For visible bounds `V`, a card whose natural minY is at or above
///    `V.minY + topInset` is placed at that y; the others keep their frame. A rect
///    query leaves out pinned cards covered completely by a later pinned card
///    (see `StickyCardStack` for why and how).
///
/// The UIKit original pins only the cards that UIKit's flow layout returned for the rect
/// (their natural frame intersects it), so a card that scrolled far enough
/// vanishes from the pinned stack; here every pinned card keeps its place until
/// a later one covers it. The UIKit original's `shouldInvalidateLayout` returns YES for
/// every bounds change and re-prepares each frame; here the prepared layout
/// places cards at query time, so a scroll frame is one O(log n + k) query.
public struct StickyCardsLayout: CollectionLayout {
    /// The layout-wide values.
    public var configuration: Configuration
    /// The data: one entry per section.
    public var sections: [Section]

    /// Creates a sticky-card layout.
    public init(configuration: Configuration = Configuration(), sections: [Section]) {
        self.configuration = configuration
        self.sections = sections
    }

    /// The cards' starts are sorted and their ends nearly so: one lane of sorted
    /// columns answers the unpinned part of a query with two binary searches.
    public var preferredIndexStrategy: IndexStrategy { .sortedColumns }

    /// Lays out every card and declares them a `StickyCardStack`.
    /// - Throws: `LayoutError` for invalid values or cards out of order (rule 3).
    /// - Complexity: O(n) plus the index build.
    public func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        try validate(boundsSize: boundsSize)
        let inset = configuration.sectionInset
        let cardX = inset.left, cardWidth = boundsSize.width - inset.left - inset.right
        let total = sections.reduce(0) { $0 + $1.items.count }
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: boundsSize, strategy: resolve(index), expectedElements: total)
        var cursor = 0.0
        var previous: (start: Double, section: Int)?
        var ordinal: Int32 = 0
        for (sectionIndex, section) in sections.enumerated() {
            builder.beginSection(itemCount: section.items.count)
            let spacing = section.lineSpacing ?? configuration.lineSpacing
            var y = cursor + inset.top
            var end = y
            for item in 0..<section.items.count {
                let height = section.items[item].height
                if item > 0 {
                    let step = section.items[item - 1].height + spacing
                    guard step >= 0 else { throw spacingError(section: sectionIndex, item: item, previousHeight: section.items[item - 1].height, spacing: spacing) }
                    y += step
                } else if let previous, y < previous.start {
                    throw LayoutError(
                        path: [.configuration, .key("sectionInset")],
                        message: "the first card of section \(sectionIndex) would start \(previous.start - y) points above the last card of section \(previous.section) (insets top \(inset.top) and bottom \(inset.bottom)); sticky cards must start in scroll order"
                    )
                }
                builder.appendCell(frame: Rect(x: cardX, y: y, width: cardWidth, height: height), item: item, zIndex: ordinal)
                end = Swift.max(end, y + height)
                ordinal &+= 1
                previous = (y, sectionIndex)
            }
            cursor = end + inset.bottom
        }
        builder.declareStickyCards(firstSlot: 0, count: total, pinInset: configuration.topInset)
        return try builder.build(contentSize: Size(width: boundsSize.width, height: cursor))
    }

    /// Cards move with every scroll, as the UIKit original's `shouldInvalidateLayoutForBoundsChange`
    /// says (it returns YES). Only their placement changes, which queries compute
    /// from the visible bounds, so a driver needs no new prepare unless the size changed.
    /// - Complexity: O(1)
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds != oldBounds
    }

    /// Rule 3's refusal between two cards of one section.
    private func spacingError(section: Int, item: Int, previousHeight: Double, spacing: Double) -> LayoutError {
        LayoutError(
            path: sections[section].lineSpacing == nil ? [.configuration, .key("lineSpacing")] : [.section(section), .key("lineSpacing")],
            message: "card \(item) of section \(section) would start \(-(previousHeight + spacing)) points above card \(item - 1) (height \(previousHeight) + lineSpacing \(spacing) < 0); sticky cards must start in scroll order"
        )
    }
}
