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
}
