import CollectionLayout
import LayoutWorkloads
import Testing

/// The sticky-card query's complexity at 10^6 cards, asserted by counting
/// (`VisitCounter`: binary-search steps, index nodes and elements, jump and
/// chain steps), never by timing: visits <= a·log2(n) + b·k with a = 6, b = 2,
/// as `IndexComplexityTests` asserts for the plain indexes. Both scroll
/// directions: horizontally the same workload transposed (cards as wide as the
/// vertical ones are tall, in landscape bounds 844 × 390), so the stack and the
/// index face the same arithmetic along x.
///
/// The `cards` workload (160 to 240 tall, spacing -100, so 60 to 140 apart)
/// pins about 12,000 cards at the middle and 10^6 at the bottom; a layout that
/// returned every pinned card (UIKit's behaviour) would return them all. Here
/// the pinned cards returned are the staircase of strictly decreasing lengths,
/// at most 81 (the distinct lengths) and in practice a handful.
///
/// Measured (viewport plus 422 points before and after, at the top / middle /
/// bottom): sorted columns 73 / 76 / 53 visits for k = 12 / 15 / 8, interval
/// tree 67 / 81 / 75; bounds 6·20 + 2k = 144 / 150 / 136. Pinned cards there:
/// 1 / 500,058 / 999,994. Horizontally the same counts, query for query (the
/// transposed workload; `transposedVisitsAlike` asserts it).
@Suite("Sticky cards: query complexity at 10^6 cards, in visits")
struct StickyCardsComplexityTests {
    static let cardCount = 1_000_000
    static let a = 6.0
    static let b = 2.0

    /// The workload prepared once per scroll axis and strategy (thread-safe lazy statics).
    static let prepared: [Axis: [IndexStrategy: PreparedLayout]] = {
        var prepared: [Axis: [IndexStrategy: PreparedLayout]] = [:]
        for axis in Axis.allCases {
            let layout = cards(scrolling: axis)
            for strategy in IndexStrategy.concrete { prepared[axis, default: [:]][strategy] = try? layout.prepare(boundsSize: bounds(axis), index: strategy) }
        }
        return prepared
    }()

    /// The `cards` workload scrolling along `axis`: as generated when vertical,
    /// transposed (sizes and insets) when horizontal.
    static func cards(scrolling axis: Axis) -> StickyCardsLayout {
        var layout = Workload.cards.stickyCardsLayout(items: cardCount, seed: 1)
        guard axis == .horizontal else { return layout }
        layout.configuration.scrollDirection = .horizontal
        let inset = layout.configuration.sectionInset
        layout.configuration.sectionInset = EdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
        for index in layout.sections.indices {
            layout.sections[index].items = switch layout.sections[index].items {
            case .uniform(let count, let size): .uniform(count: count, size: transposed(size))
            case .list(let sizes): .list(sizes.map(transposed))
            }
        }
        return layout
    }

    static func transposed(_ size: Size) -> Size { Size(width: size.height, height: size.width) }

    /// The phone's bounds, in landscape when scrolling horizontally.
    static func bounds(_ axis: Axis) -> Size { axis == .vertical ? Workload.phoneBounds : transposed(Workload.phoneBounds) }

    static func log2(_ n: Int) -> Double { Double(Int.bitWidth - (n - 1).leadingZeroBitCount) }

    /// Visible bounds whose start along the scroll axis is `fraction` of the scrollable distance.
    static func visible(at fraction: Double, in prepared: PreparedLayout) -> Rect {
        let axis = prepared.scrollAxis
        let start = ((prepared.contentSize[axis] - prepared.boundsSize[axis]) * fraction).rounded()
        return Rect(mainStart: start, mainLength: 844, crossStart: 0, crossLength: 390, mainAxis: axis)
    }

    /// The viewport grown by half a screen before and after, as UIKit prefetches.
    static func prefetchRect(_ visible: Rect, axis: Axis) -> Rect {
        Rect(mainStart: visible.min(axis) - 422, mainLength: 1688, crossStart: 0, crossLength: 390, mainAxis: axis)
    }

    @Test("Viewport queries along the scroll stay within a·log2(n) + b·k", arguments: Axis.allCases, [0.0, 0.001, 0.25, 0.5, 0.999, 1.0])
    func viewportQueries(axis: Axis, fraction: Double) throws {
        for strategy in [IndexStrategy.sortedColumns, .intervalTree] {
            let prepared = try #require(Self.prepared[axis]?[strategy])
            #expect(prepared.scrollAxis == axis)
            let visible = Self.visible(at: fraction, in: prepared)
            for rect in [Self.prefetchRect(visible, axis: axis), visible] {
                let (visits, results) = prepared.visits(in: rect, visibleBounds: visible)
                #expect(results > 0)
                let bound = Self.a * Self.log2(prepared.elementCount) + Self.b * Double(results)
                #expect(Double(visits) <= bound, "\(axis) \(strategy) at \(fraction), rect \(rect): \(visits) visits for k = \(results)")
            }
        }
    }

    @Test("Scrolling horizontally, the transposed workload costs exactly the vertical visits", arguments: [0.0, 0.25, 0.5, 1.0])
    func transposedVisitsAlike(fraction: Double) throws {
        for strategy in [IndexStrategy.sortedColumns, .intervalTree] {
            let vertical = try #require(Self.prepared[.vertical]?[strategy]), horizontal = try #require(Self.prepared[.horizontal]?[strategy])
            let visible = (Self.visible(at: fraction, in: vertical), Self.visible(at: fraction, in: horizontal))
            #expect(visible.0.minY == visible.1.minX)
            let counts = (
                vertical.visits(in: Self.prefetchRect(visible.0, axis: .vertical), visibleBounds: visible.0),
                horizontal.visits(in: Self.prefetchRect(visible.1, axis: .horizontal), visibleBounds: visible.1)
            )
            #expect(counts.0.visits == counts.1.visits && counts.0.results == counts.1.results, "\(strategy) at \(fraction): \(counts)")
        }
    }

    @Test("Rects that start past the pin line skip the short pinned cards by jump pointers", arguments: Axis.allCases, [0.5, 1.0])
    func rectsPastThePinLine(axis: Axis, fraction: Double) throws {
        let prepared = try #require(Self.prepared[axis]?[.intervalTree])
        let visible = Self.visible(at: fraction, in: prepared)
        for offset in [100.0, 170.0, 200.0, 239.0, 300.0] {
            let rect = Rect(mainStart: visible.min(axis) + offset, mainLength: 10, crossStart: 0, crossLength: 390, mainAxis: axis)
            let (visits, results) = prepared.visits(in: rect, visibleBounds: visible)
            let bound = Self.a * Self.log2(prepared.elementCount) + Self.b * Double(results)
            #expect(Double(visits) <= bound, "\(axis) at \(fraction) + \(offset): \(visits) visits for k = \(results)")
        }
    }

    @Test("At the end every card is pinned, yet a handful are returned", arguments: Axis.allCases)
    func endOfTheStack(axis: Axis) throws {
        let prepared = try #require(Self.prepared[axis]?[.sortedColumns])
        let stack = try #require(prepared.stickyCards)
        let visible = Self.visible(at: 1, in: prepared)
        #expect(stack.pinnedCount(visibleBounds: visible) > Self.cardCount - 20)
        let returned = prepared.elements(in: Self.prefetchRect(visible, axis: axis), visibleBounds: visible)
        #expect(returned.count >= 2 && returned.count <= 81, "\(returned.count) cards")
        // They are the staircase: the last card first, each earlier one strictly longer.
        let lengths = returned.filter { $0.frame.min(axis) == visible.min(axis) }.sorted { $0.indexPath.item > $1.indexPath.item }.map(\.frame.size[axis])
        #expect(lengths.count >= 2)
        #expect(zip(lengths, lengths.dropFirst()).allSatisfy { $0 < $1 })
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

    @Test("The linear scan visits every card and returns the same cards (the counter counts)", arguments: Axis.allCases)
    func linearScan(axis: Axis) throws {
        let linear = try #require(Self.prepared[axis]?[.linear])
        let indexed = try #require(Self.prepared[axis]?[.sortedColumns])
        let visible = Self.visible(at: 0.5, in: linear)
        let (visits, results) = linear.visits(in: Self.prefetchRect(visible, axis: axis), visibleBounds: visible)
        #expect(visits >= Self.cardCount)
        #expect(indexed.visits(in: Self.prefetchRect(visible, axis: axis), visibleBounds: visible).results == results)
    }

    @Test("The stack's own memory is 8 bytes per card", arguments: Axis.allCases)
    func memory(axis: Axis) throws {
        let stack = try #require(Self.prepared[axis]?[.sortedColumns]?.stickyCards)
        #expect(stack.bytes == 8 * Self.cardCount)
    }
}
