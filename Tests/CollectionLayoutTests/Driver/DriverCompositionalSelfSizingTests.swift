import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Self-sizing a compositional layout through the driver: estimated heights
/// converge, and the driver's state equals a fresh prepare of the final sizes.
@Suite("Driver: compositional self-sizing")
struct DriverCompositionalSelfSizingTests {
    @Test("Estimated item heights converge; the state is a fresh layout of the measured sizes")
    func estimatedHeightsConverge() throws {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)),
            subitems: [.item(CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(60))))]
        )
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: .header, alignment: .top)
        let section = CollectionLayoutSection(group: group, contentInsets: .init(top: 0, leading: 10, bottom: 10, trailing: 10), interGroupSpacing: 8, boundarySupplementaryItems: [header])
        let layout = CompositionalLayout(section: section, configuration: .init(interSectionSpacing: 16), sections: (0..<3).map { _ in .init(count: 40) })
        let sizing = SelfSizing { indexPath, attributes in Size(width: attributes.frame.width, height: 40 + Double((indexPath.item * 13 + indexPath.section) % 9) * 8) }
        var simulator = try CollectionViewSimulator(layout: layout, bounds: DriverFixtures.phone, selfSizing: sizing)
        let report = try #require(simulator.lastSelfSizing)
        #expect(report.passes >= 2 && report.resizedItems > 0)
        for cell in simulator.visibleElements where cell.category == .cell {
            #expect(cell.frame.height == sizing.preferredSize(cell.indexPath, cell).height)
        }
        #expect(DriverFixtures.mismatches(simulator).isEmpty)
        try simulator.scroll(to: Point(x: 0, y: 1_500))
        #expect(DriverFixtures.mismatches(simulator).isEmpty)
        let prepared = try simulator.layout.prepare(boundsSize: Workload.phoneBounds, index: .auto)
        #expect(SegmentedChecker.differences(simulator.state, prepared: prepared, tolerance: 0).isEmpty)
        #expect(simulator.statistics.prepares == 1)
    }
}
