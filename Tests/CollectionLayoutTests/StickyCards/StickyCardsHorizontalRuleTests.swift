import CollectionLayout
import Testing

/// Sticky cards scrolling horizontally, checked against hand-computed frames:
/// cards stack left to right, span the bounds' height minus the top and bottom
/// insets, and pin to the left edge of the visible bounds (plus `topInset`).
///
/// Layout: bounds 400 × 300; insets [20, 10, 30, 15] (cards y = 20, height 300
/// - 20 - 30 = 250); lineSpacing -30; widths 100, 60, 90, 120. Natural starts
/// (x): 10; 10 + 100 - 30 = 80; 80 + 60 - 30 = 110; 110 + 90 - 30 = 170. Ends
/// 110, 140, 200, 290; content width 290 + 15 = 305, height 300.
@Suite("Sticky cards, horizontal: frames, pinning to the left edge, covering")
struct StickyCardsHorizontalRuleTests {
    static let widths: [Double] = [100, 60, 90, 120]
    static let bounds = Size(width: 400, height: 300)

    static func layout(topInset: Double = 0) -> StickyCardsLayout {
        var configuration = StickyCardsLayout.Configuration()
        configuration.scrollDirection = .horizontal
        configuration.lineSpacing = -30
        configuration.sectionInset = EdgeInsets(top: 20, left: 10, bottom: 30, right: 15)
        configuration.topInset = topInset
        // The heights are ignored: only the width counts when scrolling horizontally.
        return StickyCardsLayout(configuration: configuration, sections: [.init(items: .list(widths.map { Size(width: $0, height: 999) }))])
    }

    /// Visible bounds at `minX`, the collection view's size.
    static func visible(_ minX: Double) -> Rect { rect(minX, 0, 400, 300) }

    @Test("Natural frames run along x, overlapping by the negative spacing; the content ends after the last card and the right inset")
    func naturalFrames() throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.scrollAxis == .horizontal)
        #expect(prepared.frames == [rect(10, 20, 100, 250), rect(80, 20, 60, 250), rect(110, 20, 90, 250), rect(170, 20, 120, 250)])
        #expect(prepared.contentSize == Size(width: 305, height: 300))
        #expect(prepared.allElements().map(\.zIndex) == [0, 1, 2, 3])
    }

    /// (visible minX, topInset, expected frame x of each card).
    static let pinningCases: [(Double, Double, [Double])] = [
        (0, 0, [10, 80, 110, 170]),
        (10, 0, [10, 80, 110, 170]),  // card 0 starts exactly at the pin line
        (90, 0, [90, 90, 110, 170]),
        (120, 0, [120, 120, 120, 170]),
        (250, 0, [250, 250, 250, 250]),
        (60, 50, [110, 110, 110, 170]),  // pin line 110 = card 2's start
        (-40, 0, [10, 80, 110, 170]),  // rubber-banding before the content
        (100, -50, [50, 80, 110, 170]),  // a negative inset pins left of the visible edge
    ]

    @Test("A card whose x is at or before V.minX + topInset sits at that x; the others keep their frame", arguments: pinningCases)
    func pinning(visibleMinX: Double, topInset: Double, xs: [Double]) throws {
        let prepared = try Self.layout(topInset: topInset).prepare(boundsSize: Self.bounds, index: .auto)
        let expected = zip(xs, Self.widths).map { rect($0, 20, $1, 250) }
        #expect(prepared.cellFrames(section: 0, visibleBounds: Self.visible(visibleMinX)) == expected)
    }

    /// At minX 120, cards 0, 1, 2 are pinned at x 120 (widths 100, 60, 90):
    /// card 1 (60) is covered by card 2 (90, later and wider); card 0 (100)
    /// sticks out 10 points past card 2 and is returned. At minX 250 all four
    /// are pinned and card 3 (120) covers the rest.
    @Test("Pinned cards covered by a later, at least as wide pinned card are not returned; every strategy agrees")
    func covering() throws {
        for strategy in IndexStrategy.allCases {
            let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: strategy)
            let items = { (query: Rect, minX: Double) in prepared.elements(in: query, visibleBounds: Self.visible(minX)).map(\.indexPath.item).sorted() }
            #expect(items(Self.visible(120), 120) == [0, 2, 3], "\(strategy)")
            // Only the 10 points of card 0 past card 2's end: x 210 ..< 220.
            #expect(items(rect(211, 0, 5, 300), 120) == [0, 3], "\(strategy)")
            #expect(items(Self.visible(250), 250) == [3], "\(strategy)")
            // A rect beside the cards across (below y 270) finds nothing.
            #expect(items(rect(0, 271, 400, 29), 120) == [], "\(strategy)")
        }
    }
}
