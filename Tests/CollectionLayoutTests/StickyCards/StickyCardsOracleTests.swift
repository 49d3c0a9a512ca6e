import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Property tests: seeded random sticky-card layouts (both scroll directions),
/// prepared with every
/// strategy and queried with random rects and random visible bounds (which
/// pin different prefixes of the stack); every strategy must return exactly
/// what the brute-force oracle returns (`PreparedLayoutOracle`: every placed
/// frame that intersects the rect, minus the pinned cards a later pinned card
/// covers), and lookups must agree with storage.
@Suite("Sticky cards: random layouts × random rects and visible bounds match the oracle")
struct StickyCardsOracleTests {
    static let layoutsPerBatch = 150
    static let queriesPerLayout = 32

    @Test("Random layouts", arguments: 0..<8)
    func randomLayouts(batch: Int) {
        var pinnedQueries = 0, coveredSeen = 0
        var axes: Set<Axis> = []
        var oracle = RandomOracleBatch("sticky")
        oracle.run(seeds: Self.seeds(batch: batch), layout: { $0.stickyCardsLayout(boundsSize: $1) }) { random, prepared in
            axes.insert(prepared.scrollAxis)
            let queries = random.queries(in: prepared, count: Self.queriesPerLayout)
            for query in queries {
                let visible = query.visibleBounds ?? prepared.defaultVisibleBounds
                if prepared.stickyCards?.pinnedCount(visibleBounds: visible) ?? 0 > 0 { pinnedQueries += 1 }
                coveredSeen += PreparedLayoutOracle.coveredStickyCards(of: prepared, visibleBounds: visible).count
            }
            return queries
        }
        let totals = oracle.totals
        // Not vacuous: queries find cards, often with some pinned and some covered.
        #expect(totals.resultCount > totals.queryCount)
        #expect(pinnedQueries > totals.queryCount / 4)
        #expect(coveredSeen > totals.queryCount)
        #expect(axes == [.horizontal, .vertical], "both scroll directions are exercised")
    }

    @Test("Lookups agree with storage for random layouts and visible bounds", arguments: 0..<2)
    func lookups(batch: Int) {
        RandomOracleBatch("sticky").checkLookups(seeds: Self.seeds(batch: batch), layout: { $0.stickyCardsLayout(boundsSize: $1) })
    }

    @Test("The cards workload, 3,000 cards, viewports along the whole scroll")
    func workload() {
        let layout = Workload.cards.stickyCardsLayout(items: 3000, seed: 4)
        let report = OracleChecker().check(boundsSize: Workload.phoneBounds, label: "cards: ", makeLayout: { layout }) { prepared in
            stride(from: -400.0, through: prepared.contentSize.height + 400, by: 997).map { minY in
                let visible = Rect(x: 0, y: minY, width: 390, height: 844)
                return LayoutQuery(rect: Rect(x: 0, y: minY - 422, width: 390, height: 1688), visibleBounds: visible)
            }
        }
        #expect(report.error == nil)
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
        #expect(report.resultCount > 5 * report.queryCount)
    }

    static func seeds(batch: Int) -> Range<UInt64> {
        let first = UInt64(100_000 + batch * layoutsPerBatch)
        return first..<(first + UInt64(layoutsPerBatch))
    }
}
