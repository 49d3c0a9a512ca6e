import CollectionLayout
import LayoutWorkloads
import Testing

/// The sticky-card query's complexity at 10^6 cards, asserted by counting
/// (`VisitCounter`: binary-search steps, index nodes and elements, jump and
/// chain steps), never by timing: visits <= a·log2(n) + b·k with a = 6, b = 2,
/// as `IndexComplexityTests` asserts for the plain indexes.
///
/// The `cards` workload (160 to 240 tall, spacing -100, so 60 to 140 apart)
/// pins about 12,000 cards at the middle and 10^6 at the bottom; a layout that
/// returned every pinned card (UIKit's behaviour) would return them all. Here
/// the pinned cards returned are the staircase of strictly decreasing heights,
/// at most 81 (the distinct heights) and in practice a handful.
///
/// Measured (viewport plus 422 points above and below, at the top / middle /
/// bottom): sorted columns 73 / 76 / 53 visits for k = 12 / 15 / 8, interval
/// tree 67 / 81 / 75; bounds 6·20 + 2k = 144 / 150 / 136. Pinned cards there:
/// 1 / 500,058 / 999,994.
@Suite("Sticky cards: query complexity at 10^6 cards, in visits")
struct StickyCardsComplexityTests {
    static let cardCount = 1_000_000
    static let a = 6.0
    static let b = 2.0

    /// The workload prepared once per strategy (thread-safe lazy statics).
    static let prepared: [IndexStrategy: PreparedLayout] = {
        let layout = Workload.cards.stickyCardsLayout(items: cardCount, seed: 1)
        var prepared: [IndexStrategy: PreparedLayout] = [:]
        for strategy in IndexStrategy.concrete { prepared[strategy] = try? layout.prepare(boundsSize: Workload.phoneBounds, index: strategy) }
        return prepared
    }()

    static func log2(_ n: Int) -> Double { Double(Int.bitWidth - (n - 1).leadingZeroBitCount) }

    /// Visible bounds whose minY is `fraction` of the scrollable distance.
    static func visible(at fraction: Double, in prepared: PreparedLayout) -> Rect {
        let minY = ((prepared.contentSize.height - Workload.phoneBounds.height) * fraction).rounded()
        return Rect(x: 0, y: minY, width: 390, height: 844)
    }

    /// The viewport grown by half a screen above and below, as UIKit prefetches.
    static func prefetchRect(_ visible: Rect) -> Rect { Rect(x: 0, y: visible.minY - 422, width: 390, height: 1688) }

    @Test("Viewport queries along the scroll stay within a·log2(n) + b·k", arguments: [0.0, 0.001, 0.25, 0.5, 0.999, 1.0])
    func viewportQueries(fraction: Double) throws {
        for strategy in [IndexStrategy.sortedColumns, .intervalTree] {
            let prepared = try #require(Self.prepared[strategy])
            let visible = Self.visible(at: fraction, in: prepared)
            for rect in [Self.prefetchRect(visible), visible] {
                let (visits, results) = prepared.visits(in: rect, visibleBounds: visible)
                #expect(results > 0)
                let bound = Self.a * Self.log2(prepared.elementCount) + Self.b * Double(results)
                #expect(Double(visits) <= bound, "\(strategy) at \(fraction), rect \(rect): \(visits) visits for k = \(results)")
            }
        }
    }

    @Test("Rects that start below the pin line skip the short pinned cards by jump pointers", arguments: [0.5, 1.0])
    func rectsBelowThePinLine(fraction: Double) throws {
        let prepared = try #require(Self.prepared[.intervalTree])
        let visible = Self.visible(at: fraction, in: prepared)
        for offset in [100.0, 170.0, 200.0, 239.0, 300.0] {
            let rect = Rect(x: 0, y: visible.minY + offset, width: 390, height: 10)
            let (visits, results) = prepared.visits(in: rect, visibleBounds: visible)
            let bound = Self.a * Self.log2(prepared.elementCount) + Self.b * Double(results)
            #expect(Double(visits) <= bound, "at \(fraction) + \(offset): \(visits) visits for k = \(results)")
        }
    }

    @Test("At the bottom every card is pinned, yet a handful are returned")
    func bottomOfTheStack() throws {
        let prepared = try #require(Self.prepared[.sortedColumns])
        let stack = try #require(prepared.stickyCards)
        let visible = Self.visible(at: 1, in: prepared)
        #expect(stack.pinnedCount(visibleBounds: visible) > Self.cardCount - 20)
        let returned = prepared.elements(in: Self.prefetchRect(visible), visibleBounds: visible)
        #expect(returned.count >= 2 && returned.count <= 81, "\(returned.count) cards")
        // They are the staircase: the last card first, each earlier one strictly taller.
        let heights = returned.filter { $0.frame.minY == visible.minY }.sorted { $0.indexPath.item > $1.indexPath.item }.map(\.frame.height)
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// n = 2^17 cards, each 1 point shorter than the one before (2n down to n + 1),
    /// spacing -(n - 1), so card i starts n + 1 - i points after card i - 1: at
    /// the bottom every card is pinned and every one sticks out 1 point below the
    /// later ones, so the visible stack is all of them. A rect that only the ten
    /// tallest reach must not walk the other 131,062 (without the jump pointers
    /// this query made 131,106 visits): they skip them.
    @Test("A staircase of 2^17 visible pinned cards: a rect only the 10 tallest reach costs O(log n)")
    func jumpPointersSkipTheStaircase() throws {
        let n = 1 << 17
        var configuration = StickyCardsLayout.Configuration()
        configuration.lineSpacing = -Double(n - 1)
        let heights = (0..<n).map { Size(width: 0, height: Double(2 * n - $0)) }
        let layout = StickyCardsLayout(configuration: configuration, sections: [.init(items: .list(heights))])
        let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .sortedColumns)
        let visible = Rect(x: 0, y: prepared.contentSize.height, width: 390, height: 844)
        #expect(prepared.stickyCards?.pinnedCount(visibleBounds: visible) == n)
        // Card i reaches visible.minY + 2n - i: the rect 2n - 10 ..< 2n + 5 below the pin line meets cards 0 to 9.
        let rect = Rect(x: 0, y: visible.minY + Double(2 * n - 10), width: 390, height: 15)
        let (visits, results) = prepared.visits(in: rect, visibleBounds: visible)
        #expect(results == 10)
        #expect(Double(visits) <= Self.a * Self.log2(n) + Self.b * Double(results), "\(visits) visits")
        #expect(prepared.elements(in: rect, visibleBounds: visible).map(\.indexPath.item).sorted() == Array(0..<10))
    }

    @Test("The linear scan visits every card and returns the same cards (the counter counts)")
    func linearScan() throws {
        let linear = try #require(Self.prepared[.linear])
        let indexed = try #require(Self.prepared[.sortedColumns])
        let visible = Self.visible(at: 0.5, in: linear)
        let (visits, results) = linear.visits(in: Self.prefetchRect(visible), visibleBounds: visible)
        #expect(visits >= Self.cardCount)
        #expect(indexed.visits(in: Self.prefetchRect(visible), visibleBounds: visible).results == results)
    }

    @Test("The stack's own memory is 8 bytes per card")
    func memory() throws {
        let stack = try #require(Self.prepared[.sortedColumns]?.stickyCards)
        #expect(stack.bytes == 8 * Self.cardCount)
    }
}
