/// The sticky-card layout ("卡片吸顶", cards pinned at the top): cards spanning
/// the bounds across the scroll axis, stacked along it, overlapping when
/// `lineSpacing` is negative; a card that reaches the leading edge of the
/// visible bounds (plus `topInset`) stays pinned there and the later cards
/// slide over it. "The UIKit original" below is the `UICollectionViewFlowLayout`
/// subclass this reproduces; it scrolls vertically, and `scrollDirection:
/// .horizontal` is the same layout with the axes swapped (cards stack left to
/// right and pin to the left edge).
///
/// Rules, along the scroll axis (main) and across it (cross); vertically main is
/// y and a length is a height (sections follow each other as in flow):
/// 1. A section starts where the previous one ended; its first card starts at
///    `start + inset.leading(main)`, each next card `previous length +
///    lineSpacing` after the previous card's start. A card spans
///    `inset.leading(cross) ..< bounds[cross] - inset.trailing(cross)` across;
///    only an item size's main-axis length counts (vertical: `(inset.left, y,
///    boundsWidth - inset.left - inset.right, height)`).
/// 2. A section ends at the largest end of its cards plus `inset.trailing(main)`
///    (`start + inset.leading + inset.trailing` without cards); `contentSize`
///    is the bounds' cross-axis length by the end of the last section.
/// 3. Cards must start in order: `length + lineSpacing >= 0` between the cards
///    of a section, and no section may start its first card before the last
///    card of the previous one (negative insets); anything else is refused,
///    because a card that started before its predecessor could not slide over it.
/// 4. zIndex is the card's position among all cards (0, 1, 2, ...): later cards
///    are above earlier ones, as the UIKit original's `zIndex = indexPath.row`.
/// 5. For visible bounds `V`, a card whose natural main-axis start is at or
///    before `V.min(main) + topInset` is placed there; the others keep their
///    frame. A rect query leaves out pinned cards covered completely by a later
///    pinned card (see `StickyCardStack` for why and how).
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
        let axis = configuration.scrollDirection
        let crossStart = inset.leading(axis.cross)
        let crossLength = boundsSize[axis.cross] - crossStart - inset.trailing(axis.cross)
        let total = sections.reduce(0) { $0 + $1.items.count }
        var builder = PreparedLayoutBuilder(scrollAxis: axis, boundsSize: boundsSize, strategy: resolve(index), expectedElements: total)
        var cursor = 0.0
        var previous: (start: Double, section: Int)?
        for (sectionIndex, section) in sections.enumerated() {
            let items = section.items, itemCount = items.count
            builder.beginSection(itemCount: itemCount)
            guard itemCount > 0 else {
                cursor += inset.leading(axis) + inset.trailing(axis)
                continue
            }
            let spacing = section.lineSpacing ?? configuration.lineSpacing
            var start = cursor + inset.leading(axis)
            if let previous, start < previous.start {
                throw sectionOrderError(section: sectionIndex, distance: previous.start - start, previousSection: previous.section)
            }
            var end = start, previousLength = 0.0
            for item in 0..<itemCount {
                let length = items[item][axis]
                if item > 0 {
                    let step = previousLength + spacing
                    guard step >= 0 else { throw spacingError(section: sectionIndex, item: item, previousLength: previousLength, spacing: spacing) }
                    start += step
                }
                let frame = Rect(mainStart: start, mainLength: length, crossStart: crossStart, crossLength: crossLength, mainAxis: axis)
                // The stack gives each card its zIndex (`StickyCardStack.zIndex(ofSlot:)`),
                // so the card's key is implied by its slot and nothing is stored.
                builder.appendCell(frame: frame, item: item)
                end = Swift.max(end, start + length)
                previousLength = length
            }
            previous = (start, sectionIndex)
            cursor = end + inset.trailing(axis)
        }
        builder.declareStickyCards(firstSlot: 0, count: total, pinInset: configuration.topInset)
        return try builder.build(contentSize: Size(main: cursor, cross: boundsSize[axis.cross], mainAxis: axis))
    }

    /// Cards move with every scroll, as the UIKit original's `shouldInvalidateLayoutForBoundsChange`
    /// says (it returns YES). Only their placement changes, which queries compute
    /// from the visible bounds, so a driver needs no new prepare unless the size changed.
    /// - Complexity: O(1)
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds != oldBounds
    }

    /// Rule 3's refusal between two cards of one section.
    private func spacingError(section: Int, item: Int, previousLength: Double, spacing: Double) -> LayoutError {
        let (before, length) = configuration.scrollDirection == .vertical ? ("above", "height") : ("before", "width")
        return LayoutError(
            path: sections[section].lineSpacing == nil ? [.configuration, .key("lineSpacing")] : [.section(section), .key("lineSpacing")],
            message: "card \(item) of section \(section) would start \(-(previousLength + spacing)) points \(before) card \(item - 1) (\(length) \(previousLength) + lineSpacing \(spacing) < 0); sticky cards must start in scroll order"
        )
    }

    /// Rule 3's refusal of a section whose first card starts before the last card of the previous one.
    private func sectionOrderError(section: Int, distance: Double, previousSection: Int) -> LayoutError {
        let inset = configuration.sectionInset, axis = configuration.scrollDirection
        let (before, leading, trailing) = axis == .vertical ? ("above", "top", "bottom") : ("before", "left", "right")
        return LayoutError(
            path: [.configuration, .key("sectionInset")],
            message: "the first card of section \(section) would start \(distance) points \(before) the last card of section \(previousSection) (insets \(leading) \(inset.leading(axis)) and \(trailing) \(inset.trailing(axis))); sticky cards must start in scroll order"
        )
    }
}
