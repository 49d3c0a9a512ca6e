import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Scrolling through the driver: bounds changes ask the layout, origin moves
/// never prepare, the visible elements are always exactly the scan's, and the
/// same query between invalidations returns the same attributes.
@Suite("Driver: scrolling")
struct DriverScrollingTests {
    @Test("Scrolling a 10^4-item grid never prepares; without pinning it never invalidates")
    func scrollingNeverPrepares() throws {
        var simulator = try CollectionViewSimulator(layout: Workload.grid.flowLayout(items: 10_000, seed: 1), bounds: DriverFixtures.phone)
        #expect(simulator.statistics.prepares == 1)
        let end = simulator.contentSize.height
        var y = -100.0
        while y < end + 100 {
            try simulator.scroll(to: Point(x: 0, y: y))
            y += 997
        }
        #expect(simulator.statistics.prepares == 1)
        #expect(simulator.statistics.boundsInvalidations == 0)
        #expect(simulator.state.counters.sectionsLaidOut == 10, "only the first prepare laid out sections")
        #expect(DriverFixtures.mismatches(simulator).isEmpty)
    }

    @Test("Pinned headers: each origin move is a bounds-only invalidation, still no prepare, and headers follow")
    func pinnedHeadersInvalidateBoundsOnly() throws {
        var simulator = try CollectionViewSimulator(layout: DriverFixtures.flow(pinned: true), bounds: DriverFixtures.phone)
        for (step, y) in [0.0, 250, 500, 1_234.5, 3, 3].enumerated() {
            try simulator.scroll(to: Point(x: 0, y: y))
            #expect(DriverFixtures.mismatches(simulator, label: "step \(step): ").isEmpty)
        }
        // Four moves: the first offset is the initial one and the last repeats the one before.
        #expect(simulator.statistics.boundsInvalidations == 4)
        #expect(simulator.statistics.prepares == 1)
        #expect(simulator.lastInvalidation?.invalidatedForBoundsChange == true)
        // Section 0: 20 items, 3 per line, 7 lines of 100 + 6 gaps of 10 after the 40-point header,
        // then the 10-point bottom inset: the header's limit is 40 + 760 + 10 = 810, so it stops at 770.
        try simulator.scroll(to: Point(x: 0, y: 500))
        let header = try #require(try simulator.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == Rect(x: 0, y: 500, width: 390, height: 40))
        try simulator.scroll(to: Point(x: 0, y: 790))
        #expect(try simulator.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: 0))?.frame.minY == 770)
    }

    @Test("A new bounds size prepares once and equals a fresh layout of that size")
    func resizingPrepares() throws {
        var simulator = try CollectionViewSimulator(layout: Workload.photos.waterfallLayout(items: 2_000, seed: 3), bounds: DriverFixtures.phone)
        try simulator.setBounds(Rect(x: 0, y: 400, width: 390, height: 500))
        #expect(simulator.statistics.prepares == 1, "a waterfall ignores a new height")
        try simulator.setBounds(Rect(x: 0, y: 400, width: 600, height: 500))
        #expect(simulator.statistics.prepares == 2)
        #expect(simulator.lastInvalidation?.invalidateEverything == true)
        #expect(simulator.state.boundsSize.width == 600)
        #expect(DriverFixtures.mismatches(simulator).isEmpty)
    }

    @Test("Seeded random scroll sequences over random layouts: visible elements are always the scan's", arguments: 0..<4)
    func randomScrollSequences(batch: UInt64) throws {
        for seed in (batch * 25)..<((batch + 1) * 25) {
            var random = RandomLayouts(seed: seed)
            let size = random.boundsSize()
            let bounds = Rect(origin: .zero, size: size)
            if seed % 2 == 0 {
                var simulator = try CollectionViewSimulator(layout: random.flowLayout(boundsSize: size), bounds: bounds, index: random.generator.pick(IndexStrategy.concrete))
                try scrollRandomly(&simulator, random: &random, label: "flow seed \(seed): ")
            } else {
                var simulator = try CollectionViewSimulator(layout: random.waterfallLayout(boundsSize: size), bounds: bounds, index: random.generator.pick(IndexStrategy.concrete))
                try scrollRandomly(&simulator, random: &random, label: "waterfall seed \(seed): ")
            }
        }
    }

    func scrollRandomly<Layout>(_ simulator: inout CollectionViewSimulator<Layout>, random: inout RandomLayouts, label: String) throws {
        let axis = simulator.state.scrollAxis
        for step in 0..<12 {
            var offset = Point.zero
            offset[axis] = random.generator.length(between: -200, and: simulator.contentSize[axis] + 200)
            try simulator.scroll(to: offset)
            let mismatches = DriverFixtures.mismatches(simulator, label: "\(label)step \(step): ")
            #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        }
        #expect(simulator.statistics.prepares == 1, "\(label)scrolling prepared")
    }

    @Test("Between invalidations, the same query returns identical attributes")
    func queriesAreStable() throws {
        var simulator = try CollectionViewSimulator(layout: DriverFixtures.flow(pinned: true), bounds: DriverFixtures.phone)
        try simulator.scroll(to: Point(x: 0, y: 300))
        let rect = Rect(x: 0, y: 0, width: 390, height: 2_000)
        let first = simulator.elements(in: rect)
        #expect(!first.isEmpty)
        #expect(simulator.elements(in: rect) == first)
        let visible = simulator.visibleElements
        try simulator.layoutVisibleElements()
        #expect(simulator.visibleElements == visible)
        #expect(try simulator.layoutAttributesForItem(at: IndexPath(item: 7, section: 1)) == simulator.layoutAttributesForItem(at: IndexPath(item: 7, section: 1)))
    }

    @Test("Bad bounds and out-of-range index paths are errors with their message, never crashes")
    func badInput() throws {
        var simulator = try CollectionViewSimulator(layout: DriverFixtures.flow(), bounds: DriverFixtures.phone)
        let nan = Point(x: 0, y: .nan)
        // NaN is not equal to itself, so the error is compared by its message.
        let error = #expect(throws: CollectionViewError.self) { try simulator.scroll(to: nan) }
        #expect(error?.description == "bounds (0.0, nan, 390.0, 844.0) must be finite with a width and height >= 0")
        #expect(simulator.bounds == DriverFixtures.phone)
        #expect(CollectionViewError.invalidBounds(Rect(x: 0, y: 0, width: -1, height: 5)).description == "bounds (0.0, 0.0, -1.0, 5.0) must be finite with a width and height >= 0")
        #expect(throws: CollectionViewError.itemOutOfRange(IndexPath(item: 20, section: 2), itemCount: 20)) {
            try simulator.layoutAttributesForItem(at: IndexPath(item: 20, section: 2))
        }
        #expect(CollectionViewError.itemOutOfRange(IndexPath(item: 20, section: 2), itemCount: 20).description == "index path [2, 20] is out of range: section 2 has 20 items")
        #expect(throws: CollectionViewError.sectionOutOfRange(3, sectionCount: 3)) { try simulator.layoutAttributesForItem(at: IndexPath(item: 0, section: 3)) }
        #expect(CollectionViewError.sectionOutOfRange(-1, sectionCount: 3).description == "section -1 is out of range: the collection view has 3 sections")
        #expect(throws: CollectionViewError.itemOutOfRange(IndexPath(item: -1, section: 0), itemCount: 20)) {
            try simulator.layoutAttributesForItem(at: IndexPath(item: -1, section: 0))
        }
        var bad = DriverFixtures.flow()
        bad.sections[1].items = .list([Size(width: .infinity, height: 1)])
        #expect(throws: CollectionViewError.layout(LayoutError(path: [.section(1), .item(0)], message: "width must be finite and >= 0, got inf"))) {
            try CollectionViewSimulator(layout: bad, bounds: DriverFixtures.phone)
        }
        #expect(throws: CollectionViewError.self) { try simulator.reloadData(bad) }
        #expect(simulator.layout.sections == DriverFixtures.flow().sections, "a refused reload leaves the data as it was")
    }
}
