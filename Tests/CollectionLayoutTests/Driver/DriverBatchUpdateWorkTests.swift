import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Batch updates on a compositional page: after every random update (section
/// and item deletes, inserts, moves, reloads) the driver's state equals a
/// fresh layout of the data and a full `prepare` of it; and an update that
/// keeps the sections in place does work in the sections it touches and the
/// offset tree's path to them, never in every section.
@Suite("Driver: compositional batch updates and their work")
struct DriverBatchUpdateWorkTests {
    /// The App Store page's section kinds (a provider: carousels, lists, grids) over the model's sections.
    static func appStoreSections(_ model: ItemIdentityModel) -> [CompositionalLayout.Section] {
        model.sections.map { CompositionalLayout.Section(items: .list($0.items.map(DriverBatchUpdateSequenceTests.flowSize))) }
    }

    @Test("Random sequences on the App Store page equal a fresh layout and a full prepare", arguments: 0..<12)
    func appStore(seed: UInt64) throws {
        var model = ItemIdentityModel(seed: 2_000 + seed, sections: 6)
        var layout = Workload.appStore.appStoreLayout(items: 0, seed: 1)
        layout.sections = Self.appStoreSections(model)
        var simulator = try CollectionViewSimulator(layout: layout, bounds: Rect(x: 0, y: 200, width: 390, height: 600), index: model.generator.pick(IndexStrategy.concrete))
        var inPlace = 0, reordered = 0
        for step in 0..<15 {
            let label = "seed \(seed) step \(step): "
            let update = model.randomUpdate()
            let transition = try simulator.performBatchUpdates(update, sections: Self.appStoreSections(model))
            if transition.mapping.keepsSectionOrder { inPlace += 1 } else { reordered += 1 }
            // Every attribute against a fresh layout of the data (not `DriverFixtures.mismatches`'
            // visible-elements scan: on this page it differs before any update, from the carousels).
            let mismatches = SegmentedChecker.differences(simulator.state, try DriverFixtures.fresh(simulator), visibleBounds: simulator.bounds, label: label)
            #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
            let prepared = try simulator.layout.prepare(boundsSize: simulator.state.boundsSize, index: .linear)
            let differences = SegmentedChecker.differences(simulator.state, prepared: prepared, label: label)
            #expect(differences.isEmpty, "\(differences.prefix(5).joined(separator: "\n"))")
            #expect(transition.mapping.relaidSections == transition.mapping.reusableSections.indices.filter { transition.mapping.reusableSections[$0] == nil })
        }
        #expect(inPlace > 0 && reordered > 0, "both paths: \(inPlace) in place, \(reordered) reordering")
    }

    /// 20,000 sections of 2 items (a 32,768-leaf offset tree): deleting and
    /// inserting an item in section 10,000 lays out that section alone and
    /// writes its leaf and 15 ancestors, and the snapshot the transition keeps
    /// is the layout before the update.
    @Test("An update inside one of 20,000 sections visits that section and its 16 tree nodes")
    func workIsTouchedSectionsTimesLogS() throws {
        let count = 20_000
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)),
            subitems: [.item(CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))))]
        )
        let layout = CompositionalLayout(
            section: CollectionLayoutSection(group: row, interGroupSpacing: 4),
            sections: (0..<count).map { CompositionalLayout.Section(items: .list([Size(width: 0, height: 40 + Double($0 % 7)), Size(width: 0, height: 50)])) }
        )
        var simulator = try CollectionViewSimulator(layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844), index: .intervalTree)
        let before = simulator.state.counters
        var data = simulator.layout.sections
        data[10_000].items = .list([Size(width: 0, height: 50), Size(width: 0, height: 90)])
        var update = BatchUpdate()
        update.deleteItems(at: [IndexPath(item: 0, section: 10_000)])
        update.insertItems(at: [IndexPath(item: 1, section: 10_000)])
        let transition = try simulator.performBatchUpdates(update, sections: data)
        let after = simulator.state.counters
        #expect(transition.mapping.keepsSectionOrder && transition.mapping.relaidSections == [10_000])
        #expect(after.sectionsLaidOut - before.sectionsLaidOut == 1)
        #expect(after.itemsLaidOut - before.itemsLaidOut == 2)
        #expect(after.offsetNodesWritten - before.offsetNodesWritten == 16)
        #expect(transition.before.offset(ofSection: 10_001) != transition.after.offset(ofSection: 10_001))
        #expect(transition.before.offset(ofSection: 10_000) == transition.after.offset(ofSection: 10_000))
        let fresh = try SegmentedLayout(layout: simulator.layout, boundsSize: simulator.state.boundsSize, index: .intervalTree)
        #expect(fresh.offset(ofSection: count) == simulator.state.offset(ofSection: count))
        #expect((try? simulator.layoutAttributesForItem(at: IndexPath(item: 1, section: 10_000)).frame.height) == 90)
    }
}
