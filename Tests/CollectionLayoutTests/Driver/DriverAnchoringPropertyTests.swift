import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Property test of content-offset anchoring: seeded random sequences of
/// self-sizing changes (anywhere, above the viewport half the time) and batch
/// updates (`ItemIdentityModel`: items and sections deleted, inserted, moved,
/// reloaded) on flow (both scroll directions) and waterfall layouts, scrolled
/// to random offsets. The anchor is found by identity, not through the
/// driver's mapping: the first visible cell (index-path order) whose item
/// survives the change and is not moved by it. After each change its start on
/// screen (start minus offset, along the scroll axis) is unchanged whenever the
/// offset that keeps it still lies in the valid range; otherwise the offset
/// is at the end of the range it was clamped to. Without an anchor, or when
/// the anchor did not move, the offset is unchanged; across the scroll axis
/// it never changes.
@Suite("Driver: random self-sizing and batch-update sequences keep the anchor still")
struct DriverAnchoringPropertyTests {
    /// What the checks saw, so that a run that never anchors cannot pass.
    struct Tally {
        var kept = 0, clamped = 0, unmoved = 0, withoutAnchor = 0
    }

    func run<Layout: SectionedLayout>(
        _ layout: Layout, seed: UInt64, model: inout ItemIdentityModel, sections makeSections: (ItemIdentityModel) -> [Layout.Section]
    ) throws -> Tally {
        let bounds = layout.scrollAxis == .vertical ? Rect(x: 0, y: 0, width: 390, height: 500) : Rect(x: 0, y: 0, width: 500, height: 390)
        var simulator = try CollectionViewSimulator(layout: layout, bounds: bounds, index: model.generator.pick(IndexStrategy.concrete))
        let axis = simulator.state.scrollAxis
        var tally = Tally()
        for step in 0..<24 {
            let label = "seed \(seed) step \(step): "
            if step % 3 == 0 {
                // Somewhere along the content, now and then at either end.
                let end = Swift.max(0, simulator.contentSize[axis] - bounds.size[axis])
                var offset = Point.zero
                offset[axis] = model.generator.chance(0.2) ? model.generator.pick([0, end]) : model.generator.length(in: 0...end)
                try simulator.scroll(to: offset)
            }
            let old = model.sections, oldOffset = simulator.contentOffset
            let visible = simulator.elements(in: simulator.bounds).filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
            var excluded: Set<Int> = []
            if model.generator.chance(0.5) {
                let changes = try randomSizes(simulator, generator: &model.generator)
                try simulator.invalidateItems(withPreferredSizes: changes)
            } else {
                let update = model.randomUpdate()
                for move in update.movedItems { excluded.insert(old[move.from.section].items[move.from.item].id) }
                for move in update.movedSections { excluded.formUnion(old[move.from].items.map(\.id)) }
                try simulator.performBatchUpdates(update, sections: makeSections(model))
            }
            let newPaths = Self.paths(of: model.sections)
            let anchor = visible.lazy.compactMap { cell -> (start: Double, path: IndexPath)? in
                let id = old[cell.indexPath.section].items[cell.indexPath.item].id
                guard !excluded.contains(id), let path = newPaths[id] else { return nil }
                return (cell.frame.min(axis), path)
            }.first
            let offset = simulator.contentOffset
            #expect(offset[axis.cross] == oldOffset[axis.cross], "\(label)offset across")
            guard let anchor else {
                tally.withoutAnchor += 1
                #expect(offset == oldOffset, "\(label)no anchor, yet the offset moved")
                continue
            }
            let start = try simulator.layoutAttributesForItem(at: anchor.path).frame.min(axis)
            guard start != anchor.start else {
                tally.unmoved += 1
                #expect(offset == oldOffset, "\(label)the anchor did not move, yet the offset did")
                continue
            }
            let target = oldOffset[axis] + (start - anchor.start)
            let end = Swift.max(0, simulator.contentSize[axis] - bounds.size[axis])
            if target >= 0 && target <= end {
                tally.kept += 1
                #expect(Swift.abs((start - offset[axis]) - (anchor.start - oldOffset[axis])) < 1e-9, "\(label)anchor \(anchor.path) moved on screen")
            } else {
                tally.clamped += 1
                #expect(offset[axis] == (target < 0 ? 0 : end), "\(label)clamped offset \(offset[axis]) for target \(target) in 0 ... \(end)")
            }
        }
        return tally
    }

    /// One to four preferred sizes, half of them for cells above the viewport.
    func randomSizes<Layout>(_ simulator: CollectionViewSimulator<Layout>, generator: inout SeededGenerator) throws -> [(IndexPath, Size)] {
        let axis = simulator.state.scrollAxis
        let all = (0..<simulator.numberOfSections).flatMap { section in
            (0..<((try? simulator.numberOfItems(inSection: section)) ?? 0)).map { IndexPath(item: $0, section: section) }
        }
        guard !all.isEmpty else { return [] }
        let above = try all.filter { try simulator.layoutAttributesForItem(at: $0).frame.max(axis) <= simulator.contentOffset[axis] }
        return (0..<generator.int(in: 1...4)).map { _ in
            let path = !above.isEmpty && generator.chance(0.5) ? generator.pick(above) : generator.pick(all)
            return (path, Size(width: Double(generator.int(in: 20...150)), height: Double(generator.int(in: 10...160))))
        }
    }

    /// Where every item identity is.
    static func paths(of sections: [ItemIdentityModel.Section]) -> [Int: IndexPath] {
        var paths: [Int: IndexPath] = [:]
        for (section, value) in sections.enumerated() {
            for (item, identity) in value.items.enumerated() { paths[identity.id] = IndexPath(item: item, section: section) }
        }
        return paths
    }

    @Test("Flow, vertical and horizontal, and waterfall", arguments: 0..<12)
    func sequences(seed: UInt64) throws {
        var totals = Tally()
        func add(_ tally: Tally) {
            totals.kept += tally.kept; totals.clamped += tally.clamped; totals.unmoved += tally.unmoved; totals.withoutAnchor += tally.withoutAnchor
        }
        var model = ItemIdentityModel(seed: 7_000 + seed, sections: 4)
        var flow = DriverFixtures.flow(sections: 0, pinned: seed % 2 == 0)
        flow.sections = DriverBatchUpdateSequenceTests.flowSections(model)
        add(try run(flow, seed: seed, model: &model, sections: DriverBatchUpdateSequenceTests.flowSections))

        model = ItemIdentityModel(seed: 8_000 + seed, sections: 4)
        flow.configuration.scrollDirection = .horizontal
        flow.sections = DriverBatchUpdateSequenceTests.flowSections(model)
        add(try run(flow, seed: seed, model: &model, sections: DriverBatchUpdateSequenceTests.flowSections))

        model = ItemIdentityModel(seed: 9_000 + seed, sections: 4)
        var configuration = WaterfallLayout.Configuration()
        configuration.headerHeight = 30
        let waterfall = WaterfallLayout(configuration: configuration, sections: DriverBatchUpdateSequenceTests.waterfallSections(model))
        add(try run(waterfall, seed: seed, model: &model, sections: DriverBatchUpdateSequenceTests.waterfallSections))

        // Not vacuous: most changes move the anchor and are kept still.
        #expect(totals.kept >= 12, "\(totals)")
        #expect(totals.kept + totals.clamped + totals.unmoved + totals.withoutAnchor == 72)
    }

    @Test("Across the seeds, every edge case is reached")
    func edgeCasesReached() throws {
        var totals = Tally()
        for seed in 0..<12 as Range<UInt64> {
            var model = ItemIdentityModel(seed: 7_000 + seed, sections: 4)
            var flow = DriverFixtures.flow(sections: 0)
            flow.sections = DriverBatchUpdateSequenceTests.flowSections(model)
            let tally = try run(flow, seed: seed, model: &model, sections: DriverBatchUpdateSequenceTests.flowSections)
            totals.kept += tally.kept; totals.clamped += tally.clamped; totals.unmoved += tally.unmoved; totals.withoutAnchor += tally.withoutAnchor
        }
        #expect(totals.kept > 0 && totals.clamped > 0 && totals.unmoved > 0, "\(totals)")
    }
}
