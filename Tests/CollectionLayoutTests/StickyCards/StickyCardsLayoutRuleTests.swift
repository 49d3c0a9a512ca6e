import CollectionLayout
import Testing

/// Sticky cards (seed 001), checked against hand-computed frames.
///
/// Layout: bounds 300 × 400; insets [10, 20, 10, 30] (cards x = 20, width 300 -
/// 20 - 30 = 250); lineSpacing -40; heights 100, 150, 100, 80, 120. Natural
/// starts: 10; 10 + 100 - 40 = 70; 70 + 150 - 40 = 180; 180 + 100 - 40 = 240;
/// 240 + 80 - 40 = 280. Ends 110, 220, 280, 320, 400; content 400 + 10 = 410.
@Suite("Sticky cards: frames, pinning, covering and zIndex")
struct StickyCardsLayoutRuleTests {
    static let heights: [Double] = [100, 150, 100, 80, 120]
    static let bounds = Size(width: 300, height: 400)

    static func layout(topInset: Double = 0, lineSpacing: Double = -40) -> StickyCardsLayout {
        var configuration = StickyCardsLayout.Configuration()
        configuration.lineSpacing = lineSpacing
        configuration.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
        configuration.topInset = topInset
        return StickyCardsLayout(configuration: configuration, sections: [.init(items: .list(heights.map { Size(width: 0, height: $0) }))])
    }

    static func prepared(topInset: Double = 0, index: IndexStrategy = .auto) throws -> PreparedLayout {
        try layout(topInset: topInset).prepare(boundsSize: bounds, index: index)
    }

    /// Visible bounds at `minY`, the collection view's size.
    static func visible(_ minY: Double) -> Rect { rect(0, minY, 300, 400) }

    /// The items returned for `query` at `visible`, sorted, with every strategy agreeing.
    static func returnedItems(_ query: Rect, visible: Rect, topInset: Double = 0) throws -> [Int] {
        var answers: Set<[Int]> = []
        for strategy in IndexStrategy.allCases {
            let items = try prepared(topInset: topInset, index: strategy).elements(in: query, visibleBounds: visible).map(\.indexPath.item).sorted()
            answers.insert(items)
        }
        #expect(answers.count == 1, "strategies disagree: \(answers)")
        return answers.first ?? []
    }

    @Test("Natural frames overlap by the negative line spacing; content ends after the last card and the inset")
    func naturalFrames() throws {
        let prepared = try Self.prepared()
        #expect(prepared.frames == [rect(20, 10, 250, 100), rect(20, 70, 250, 150), rect(20, 180, 250, 100), rect(20, 240, 250, 80), rect(20, 280, 250, 120)])
        #expect(prepared.contentSize == Size(width: 300, height: 410))
        // At the top nothing is pinned: the frames are the natural ones.
        #expect(prepared.cellFrames(section: 0) == prepared.frames)
        #expect(prepared.stickyCards?.pinnedCount(visibleBounds: Self.visible(0)) == 0)
    }

    /// (visible minY, topInset, expected frame y of each card).
    static let pinningCases: [(Double, Double, [Double])] = [
        (0, 0, [10, 70, 180, 240, 280]),
        (10, 0, [10, 70, 180, 240, 280]),  // card 0 starts exactly at the pin line: pinned where it is
        (50, 0, [50, 70, 180, 240, 280]),
        (200, 0, [200, 200, 200, 240, 280]),
        (300, 0, [300, 300, 300, 300, 300]),
        (150, 30, [180, 180, 180, 240, 280]),  // pin line 180 = card 2's start
        (-50, 0, [10, 70, 180, 240, 280]),  // rubber-banding above the content
        (100, -60, [40, 70, 180, 240, 280]),  // a negative top inset pins above the visible top
    ]

    @Test("A card at or above V.minY + topInset sits at that y; the others keep their frame", arguments: pinningCases)
    func pinning(visibleMinY: Double, topInset: Double, ys: [Double]) throws {
        let prepared = try Self.prepared(topInset: topInset)
        let expected = zip(ys, Self.heights).map { rect(20, $0, 250, $1) }
        #expect(prepared.cellFrames(section: 0, visibleBounds: Self.visible(visibleMinY)) == expected)
    }

    @Test("zIndex follows the card: later cards slide over earlier ones, across sections too")
    func zIndexOrder() throws {
        var layout = Self.layout()
        layout.sections.append(.init(items: .uniform(count: 3, size: Size(width: 0, height: 60))))
        let prepared = try layout.prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.allElements().map(\.zIndex) == Array(0..<8))
        // Section 1 starts at 400 + 10 (bottom) + 10 (top) = 420, cards 60 - 40 = 20 apart.
        #expect(prepared.cellFrames(section: 1) == [rect(20, 420, 250, 60), rect(20, 440, 250, 60), rect(20, 460, 250, 60)])
    }

    @Test("A pinned card that a later pinned card covers (as long or longer) is not returned")
    func coveredCardsAreLeftOut() throws {
        // Pin line 200: cards 0, 1, 2 pinned at 200 (ends 300, 350, 300). Card 2 covers card 0
        // (equal lengths); card 1 sticks out below card 2 and stays.
        #expect(try Self.returnedItems(Self.visible(200), visible: Self.visible(200)) == [1, 2, 3, 4])
        // Pin line 300: every card pinned; card 4 (120) covers 0, 2, 3; card 1 (150) still shows.
        #expect(try Self.returnedItems(Self.visible(300), visible: Self.visible(300)) == [1, 4])
        // The pin line at 180 (visible 150, topInset 30): cards 0, 1, 2 pinned, 0 covered by 2.
        #expect(try Self.returnedItems(Self.visible(150), visible: Self.visible(150), topInset: 30) == [1, 2, 3, 4])
        // Lookups still place a covered card.
        let prepared = try Self.prepared()
        #expect(prepared.attributesForItem(at: IndexPath(item: 0, section: 0), visibleBounds: Self.visible(300))?.frame == rect(20, 300, 250, 100))
    }

    @Test("Rects that start below the pin line find only the pinned cards that reach them")
    func rectsBelowThePinLine() throws {
        let visible = Self.visible(300)
        // Pinned: card 4 spans 300 ..< 420, card 1 300 ..< 450.
        #expect(try Self.returnedItems(rect(0, 410, 300, 20), visible: visible) == [1, 4])
        #expect(try Self.returnedItems(rect(0, 425, 300, 50), visible: visible) == [1])
        #expect(try Self.returnedItems(rect(0, 450, 300, 10), visible: visible) == [])  // touches card 1's end only
        #expect(try Self.returnedItems(rect(0, 200, 300, 100), visible: visible) == [])  // ends at the pin line
        #expect(try Self.returnedItems(rect(0, 0, 20, 1000), visible: visible) == [])  // beside the cards
        #expect(try Self.returnedItems(rect(19, 0, 2, 1000), visible: visible) == [1, 4])  // one point into them
        #expect(try Self.returnedItems(rect(0, 300, 300, 0), visible: visible) == [])  // no area
    }

    @Test("Without overlap (positive spacing) the stack pins the same way")
    func positiveSpacing() throws {
        // Spacing 20: starts 10, 130, 300, 420, 520; pin line 350: cards 0, 1, 2 pinned.
        let prepared = try Self.layout(lineSpacing: 20).prepare(boundsSize: Self.bounds, index: .intervalTree)
        #expect(prepared.cellFrames(section: 0, visibleBounds: Self.visible(350)).map(\.minY) == [350, 350, 350, 420, 520])
        let items = prepared.elements(in: Self.visible(350), visibleBounds: Self.visible(350)).map(\.indexPath.item).sorted()
        #expect(items == [1, 2, 3, 4])
    }

    @Test("Moving the bounds invalidates, as the seed's shouldInvalidateLayoutForBoundsChange says")
    func invalidation() {
        let layout = Self.layout()
        #expect(layout.shouldInvalidate(forBoundsChange: Self.visible(1), from: Self.visible(0)))
        #expect(!layout.shouldInvalidate(forBoundsChange: Self.visible(0), from: Self.visible(0)))
    }
}

extension PreparedLayout {
    /// The frames of `section`'s cells for `visibleBounds`, in item order.
    func cellFrames(section: Int, visibleBounds: Rect) -> [Rect] {
        (0..<(numberOfItems(inSection: section) ?? 0)).compactMap {
            attributesForItem(at: IndexPath(item: $0, section: section), visibleBounds: visibleBounds)?.frame
        }
    }
}
