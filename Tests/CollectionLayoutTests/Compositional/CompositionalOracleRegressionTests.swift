import CollectionLayout
import LayoutTestSupport
import Testing

/// The cases `CompositionalOracleTests` found, each named by its seed and
/// reduced to the smallest layout that shows the bug.
@Suite("Compositional: oracle regressions")
struct CompositionalOracleRegressionTests {
    typealias F = CompositionalFixtures
    /// As many queries per layout as the oracle test makes, so that a seed replays its case.
    static let queriesPerLayout = 24

    /// Replays the oracle test's case for `seed` (scrolled to random offsets
    /// when `scrolled`) and returns its mismatches.
    static func replay(seed: UInt64, scrolled: Bool) -> OracleReport {
        var random = RandomLayouts(seed: seed)
        let bounds = random.compositionalBoundsSize()
        let layout = random.compositionalLayout(boundsSize: bounds, orthogonalChance: scrolled ? 0.7 : 0.4)
        return OracleChecker().check(
            boundsSize: bounds, label: "seed \(seed): ", makeLayout: { layout },
            orthogonalOffsets: { scrolled ? random.orthogonalOffsets(in: $0) : [:] }
        ) {
            scrolled ? random.scrolledQueries(in: $0, count: Self.queriesPerLayout) : random.queries(in: $0, count: Self.queriesPerLayout)
        }
    }

    /// Seed 300012: a layout of no sections whose layout-wide leading item
    /// pins crashed prepare (it pinned the item's slot although, with no
    /// section, no layout-wide item is appended).
    @Test func seed300012PinnedLayoutWideHeaderWithoutSections() throws {
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: F.size(.fractionalWidth(1), .absolute(40)), elementKind: .header, alignment: .top, pinToVisibleBounds: true
        )
        let layout = F.layout(CollectionLayoutSection(group: CompositionalSectionTests.fullRow), counts: [], configuration: .init(boundarySupplementaryItems: [header]))
        for strategy in IndexStrategy.allCases {
            let prepared = try layout.prepare(boundsSize: F.bounds, index: strategy)
            #expect(prepared.elementCount == 0 && prepared.contentSize.height == 0)
        }
        let report = Self.replay(seed: 300_012, scrolled: false)
        #expect(report.error == nil && report.mismatches.isEmpty, "\(report.mismatches)")
    }

    /// One orthogonal section of 300 x 100 custom groups, each with one cell
    /// at `cellX` (16.5 x 20), over four items: 1,200 points of content in a
    /// 400-point window, scrolled to `offset`.
    static func strip(cellX: Double, offset: Double, strategy: IndexStrategy) throws -> PreparedLayout {
        let group = CollectionLayoutGroup.custom(layoutSize: F.size(.absolute(300), .absolute(100)), itemProvider: .frames([.init(frame: Rect(x: cellX, y: 0, width: 16.5, height: 20))]))
        var prepared = try F.layout(CollectionLayoutSection(group: group, orthogonalScrollingBehavior: .continuous), counts: [4]).prepare(boundsSize: F.bounds, index: strategy)
        try prepared.setOrthogonalScrollOffset(offset, forSection: 0)
        return prepared
    }

    /// Seed 301602: a scrolled strip's query found a badge whose real frame
    /// (stored x 244, moved back by a third: it ends at 260.1666...63) only
    /// touches the rect starting there: the rect moved by the offset instead
    /// overlaps the stored frame by an ulp.
    @Test func seed301602ATouchingElementOfAScrolledStripIsNotFound() throws {
        for strategy in IndexStrategy.allCases {
            let prepared = try Self.strip(cellX: 244, offset: 1.0 / 3, strategy: strategy)
            let real = prepared.frame(ofSlot: 0, visibleBounds: prepared.defaultVisibleBounds)
            let rect = Rect(x: real.maxX, y: 0, width: 74, height: 100)
            // The trap: moving the rect instead of the frame makes them overlap.
            #expect(Rect(x: rect.minX + 1.0 / 3, y: 0, width: 74, height: 100).intersects(prepared.frames[0]))
            #expect(!prepared.elements(in: rect).contains { $0.indexPath.item == 0 }, "\(strategy)")
        }
        let report = Self.replay(seed: 301_602, scrolled: true)
        #expect(report.error == nil && report.mismatches.isEmpty, "\(report.mismatches)")
    }

    /// Seed 301674: the converse: a cell at stored x 0 scrolled by 100.7
    /// starts at -100.7, and a rect from -257.2, 156.5 wide, overlaps it by
    /// an ulp; the rect moved by the offset ends exactly at the stored
    /// frame's start, so the strip's query missed it.
    @Test func seed301674AnElementOverlappingByAnUlpIsFound() throws {
        for strategy in IndexStrategy.allCases {
            let prepared = try Self.strip(cellX: 0, offset: 100.7, strategy: strategy)
            let rect = Rect(x: -257.2, y: 0, width: 156.5, height: 100)
            #expect(prepared.frame(ofSlot: 0, visibleBounds: prepared.defaultVisibleBounds).intersects(rect))
            #expect(!Rect(x: rect.minX + 100.7, y: 0, width: 156.5, height: 100).intersects(prepared.frames[0]))
            #expect(prepared.elements(in: rect).contains { $0.indexPath.item == 0 }, "\(strategy)")
        }
        let report = Self.replay(seed: 301_674, scrolled: true)
        #expect(report.error == nil && report.mismatches.isEmpty, "\(report.mismatches)")
    }

    /// Seed 302620: a section provider pinned section 0's header and not
    /// section 1's; the two are stored under two kind codes, and the lookup
    /// of section 1's header asked only the first code, so it found nothing.
    @Test func seed302620AHeaderPinnedInOneSectionOnlyIsFoundInEvery() throws {
        let descriptions = [true, false].map { pinned in
            CollectionLayoutSection(group: CompositionalSectionTests.fullRow, boundarySupplementaryItems: [
                .init(layoutSize: F.size(.fractionalWidth(1), .absolute(40)), elementKind: .header, alignment: .top, pinToVisibleBounds: pinned),
            ])
        }
        let layout = CompositionalLayout(sections: [.init(count: 1), .init(count: 1), .init(count: 1)]) { index, _ in descriptions[index % 2] }
        let prepared = try F.prepare(layout)
        for section in 0..<3 {
            let header = prepared.attributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: section))
            #expect(header?.frame == Rect(x: 0, y: Double(section) * 140, width: 400, height: 40), "section \(section)")
        }
        var random = RandomLayouts(seed: 302_620)
        let bounds = random.compositionalBoundsSize()
        var scrolled = try random.compositionalLayout(boundsSize: bounds).prepare(boundsSize: bounds, index: .auto)
        for (section, offset) in random.orthogonalOffsets(in: scrolled) { try scrolled.setOrthogonalScrollOffset(offset, forSection: section) }
        let mismatches = LookupChecker.mismatches(in: scrolled, visibleBounds: random.visibleBounds(in: scrolled))
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
