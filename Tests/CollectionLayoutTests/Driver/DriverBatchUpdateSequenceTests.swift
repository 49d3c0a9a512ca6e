import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Seeded random sequences of batch updates (sections and items deleted,
/// inserted, moved and reloaded) on flow and waterfall layouts. After each
/// update: the mapping sends every item where its identity went; the state
/// equals a fresh layout of the data, bit for bit; exactly the sections the
/// update touched were laid out.
@Suite("Driver: random batch-update sequences")
struct DriverBatchUpdateSequenceTests {
    /// An item's size from its identity and version: integers, so flow frames are exact.
    static func flowSize(_ item: ItemIdentityModel.Item) -> Size {
        Size(width: Double(30 + (item.id * 37 + item.version * 11) % 120), height: Double(20 + (item.id * 53 + item.version * 7) % 90))
    }

    static func waterfallSize(_ item: ItemIdentityModel.Item) -> Size {
        Size(width: Double([3, 4, 9, 16][(item.id + item.version) % 4]), height: Double(1 + (item.id * 13 + item.version) % 16))
    }

    static func flowSections(_ model: ItemIdentityModel) -> [FlowLayout.Section] {
        model.sections.map { section in
            FlowLayout.Section(items: .list(section.items.map(flowSize)), inset: EdgeInsets(top: Double(section.id % 3) * 8, left: 10, bottom: 6, right: 10))
        }
    }

    static func waterfallSections(_ model: ItemIdentityModel) -> [WaterfallLayout.Section] {
        model.sections.map { section in
            WaterfallLayout.Section(items: .list(section.items.map(waterfallSize)), columnCount: 1 + section.id % 3)
        }
    }

    func run<Layout: SectionedLayout>(
        _ layout: Layout, seed: UInt64, model: inout ItemIdentityModel, sections makeSections: (ItemIdentityModel) -> [Layout.Section]
    ) throws {
        var simulator = try CollectionViewSimulator(layout: layout, bounds: Rect(x: 0, y: 120, width: 390, height: 500), index: model.generator.pick(IndexStrategy.concrete))
        for step in 0..<15 {
            let label = "seed \(seed) step \(step): "
            let old = model.sections
            let update = model.randomUpdate()
            let sections = makeSections(model)
            let before = simulator.state.counters
            let transition = try simulator.performBatchUpdates(update, sections: sections)
            let mismatches = DriverFixtures.mismatches(simulator, label: label)
            #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
            let expected = ItemIdentityModel.expectedNewPaths(old: old, new: model.sections, reloadedSections: Set(update.reloadedSections))
            for (oldPath, newPath) in expected {
                #expect(try transition.mapping.newIndexPath(forOld: oldPath) == newPath, "\(label)item \(oldPath)")
                if let newPath { #expect(try transition.mapping.oldIndexPath(forNew: newPath) == oldPath, "\(label)item \(newPath)") }
            }
            let relaid = transition.mapping.reusableSections.indices.filter { transition.mapping.reusableSections[$0] == nil }
            #expect(simulator.state.counters.sectionsLaidOut - before.sectionsLaidOut == relaid.count, "\(label)sections laid out")
            #expect(simulator.state.counters.itemsLaidOut - before.itemsLaidOut == relaid.reduce(0) { $0 + model.sections[$1].items.count }, "\(label)items laid out")
            #expect(!transition.animations().isEmpty || simulator.visibleElements.isEmpty)
        }
        #expect(simulator.statistics.prepares == 1 && simulator.statistics.batchUpdates == 15)
    }

    @Test("Flow", arguments: 0..<20)
    func flow(seed: UInt64) throws {
        var model = ItemIdentityModel(seed: seed, sections: 4)
        var layout = DriverFixtures.flow(sections: 0, pinned: seed % 2 == 0)
        layout.sections = Self.flowSections(model)
        try run(layout, seed: seed, model: &model, sections: Self.flowSections)
    }

    @Test("Waterfall", arguments: 0..<20)
    func waterfall(seed: UInt64) throws {
        var model = ItemIdentityModel(seed: 1_000 + seed, sections: 4)
        var configuration = WaterfallLayout.Configuration()
        configuration.headerHeight = 30
        configuration.footerHeight = seed % 2 == 0 ? 12 : 0
        let layout = WaterfallLayout(configuration: configuration, sections: Self.waterfallSections(model))
        try run(layout, seed: seed, model: &model, sections: Self.waterfallSections)
    }
}

extension DriverBatchUpdateSequenceTests {
    @Test("The random updates reach every kind of change")
    func generatorCoversEveryChange() {
        var totals = [Int](repeating: 0, count: 8)
        for seed in 0..<20 as Range<UInt64> {
            var model = ItemIdentityModel(seed: seed, sections: 4)
            for _ in 0..<15 {
                let update = model.randomUpdate()
                let counts = [update.deletedSections.count, update.insertedSections.count, update.reloadedSections.count, update.movedSections.count,
                              update.deletedItems.count, update.insertedItems.count, update.reloadedItems.count, update.movedItems.count]
                for (index, count) in counts.enumerated() { totals[index] += count }
            }
        }
        #expect(totals.allSatisfy { $0 >= 5 }, "section deletes, inserts, reloads, moves; item deletes, inserts, reloads, moves: \(totals)")
        #expect(totals[7] > 100, "item moves, many across sections: \(totals)")
    }
}
