import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Self-sizing through the driver: cells shown report preferred sizes, the
/// layout re-lays out only their sections, the result equals a fresh layout
/// of the final sizes (exactly: the sizes are integers), convergence is
/// guarded, and one change at 10^5 and 10^6 items lays out one section.
@Suite("Driver: self-sizing")
struct DriverSelfSizingTests {
    /// A flow layout whose items start at the estimate (UIKit's first pass).
    static func estimatedFlow(sections: Int = 4, count: Int = 60) -> FlowLayout {
        var layout = DriverFixtures.flow(sections: 0)
        layout.configuration.estimatedItemSize = Size(width: 50, height: 50)
        layout.sections = (0..<sections).map { _ in FlowLayout.Section(items: .uniform(count: count, size: Size(width: 50, height: 50))) }
        return layout
    }

    /// Integer sizes that depend on the index path only, as Auto Layout's would on content.
    static let contentSizes = SelfSizing { indexPath, _ in
        Size(width: 50 + Double((indexPath.item * 7) % 5) * 10, height: 40 + Double((indexPath.item * 13 + indexPath.section) % 9) * 8)
    }

    @Test("Flow with estimatedItemSize: shown cells take their preferred sizes; the state is a fresh layout of them")
    func flowConverges() throws {
        var simulator = try CollectionViewSimulator(layout: Self.estimatedFlow(), bounds: DriverFixtures.phone, selfSizing: Self.contentSizes)
        let report = try #require(simulator.lastSelfSizing)
        #expect(report.passes >= 2 && report.resizedItems > 0)
        for cell in simulator.visibleElements where cell.category == .cell {
            #expect(cell.frame.size == Self.contentSizes.preferredSize(cell.indexPath, cell))
        }
        // Items never shown keep the estimate.
        #expect(try simulator.layoutAttributesForItem(at: IndexPath(item: 59, section: 3)).frame.size == Size(width: 50, height: 50))
        #expect(DriverFixtures.mismatches(simulator).isEmpty)
        let prepared = try simulator.layout.prepare(boundsSize: Workload.phoneBounds, index: .auto)
        #expect(SegmentedChecker.differences(simulator.state, prepared: prepared, tolerance: 0).isEmpty)

        // Scrolling measures the cells it brings into view, and never prepares.
        let resized = simulator.statistics.selfSizingInvalidations
        for y in stride(from: 400.0, through: simulator.contentSize.height, by: 600) {
            try simulator.scroll(to: Point(x: 0, y: y))
            #expect(DriverFixtures.mismatches(simulator, label: "y \(y): ").isEmpty)
        }
        #expect(simulator.statistics.selfSizingInvalidations > resized)
        #expect(simulator.statistics.prepares == 1)
        #expect(simulator.lastInvalidation?.invalidateEverything == false)
    }

    @Test("Waterfall with estimated heights: only the height is taken, the column fixes the width")
    func waterfallConverges() throws {
        var configuration = WaterfallLayout.Configuration()
        configuration.headerHeight = 44
        configuration.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 10, right: 10)
        // Column width (390 - 20 - 10) / 2 = 180; the estimate is 200 points tall.
        let layout = WaterfallLayout(configuration: configuration, sections: (0..<3).map { _ in .init(items: .uniform(count: 40, size: Size(width: 180, height: 200))) })
        let sizing = SelfSizing { indexPath, _ in Size(width: 999, height: 100 + Double((indexPath.item * 37 + indexPath.section) % 150)) }
        var simulator = try CollectionViewSimulator(layout: layout, bounds: DriverFixtures.phone, selfSizing: sizing)
        for cell in simulator.visibleElements where cell.category == .cell {
            #expect(cell.frame.width == 180)
            #expect(cell.frame.height == sizing.preferredSize(cell.indexPath, cell).height)
        }
        try simulator.scroll(to: Point(x: 0, y: 2_500))
        #expect(DriverFixtures.mismatches(simulator).isEmpty)
        let prepared = try simulator.layout.prepare(boundsSize: Workload.phoneBounds, index: .auto)
        #expect(SegmentedChecker.differences(simulator.state, prepared: prepared, tolerance: 0).isEmpty)
        #expect(simulator.statistics.prepares == 1)
    }

    @Test("Sizes within the tolerance (1/3 pt) start no pass")
    func toleranceAbsorbsNoise() throws {
        let noisy = SelfSizing { _, attributes in Size(width: attributes.frame.width + 0.25, height: attributes.frame.height - 0.33) }
        let simulator = try CollectionViewSimulator(layout: Self.estimatedFlow(), bounds: DriverFixtures.phone, selfSizing: noisy)
        #expect(simulator.lastSelfSizing == SelfSizingReport(passes: 1, resizedItems: 0))
        #expect(simulator.statistics.selfSizingInvalidations == 0)
    }

    @Test("A cell whose size cycles is reported as oscillating, not looped on")
    func oscillationIsAnError() throws {
        let flipping = SelfSizing { _, attributes in Size(width: 50, height: attributes.frame.height == 50 ? 80 : 50) }
        let error = #expect(throws: CollectionViewError.self) {
            try CollectionViewSimulator(layout: Self.estimatedFlow(), bounds: DriverFixtures.phone, selfSizing: flipping)
        }
        #expect(error == .selfSizingOscillates(IndexPath(item: 0, section: 0), sizes: [Size(width: 50, height: 50), Size(width: 50, height: 80), Size(width: 50, height: 50)]))
        #expect(error?.description == "self-sizing does not converge: item [0, 0] cycles through sizes 50.0 x 50.0, 50.0 x 80.0, 50.0 x 50.0")
    }

    @Test("Cells that keep growing stop after the most passes, with an error naming them")
    func passesAreBounded() throws {
        let growing = SelfSizing(maximumPasses: 3) { _, attributes in Size(width: 50, height: attributes.frame.height + 1) }
        let error = #expect(throws: CollectionViewError.self) {
            try CollectionViewSimulator(layout: Self.estimatedFlow(sections: 1, count: 4), bounds: DriverFixtures.phone, selfSizing: growing)
        }
        #expect(error?.description == "self-sizing did not settle after 3 passes: 4 items still change size ([0, 0], [0, 1], [0, 2], [0, 3])")
    }

    @Test("Bad preferred sizes and index paths are errors that change nothing")
    func badPreferredSizes() throws {
        let broken = SelfSizing { _, _ in Size(width: 50, height: .nan) }
        let error = #expect(throws: CollectionViewError.self) {
            try CollectionViewSimulator(layout: Self.estimatedFlow(), bounds: DriverFixtures.phone, selfSizing: broken)
        }
        #expect(error?.description == "the preferred size of item [0, 0] must be finite and >= 0, got 50.0 x nan")
        var simulator = try CollectionViewSimulator(layout: Self.estimatedFlow(), bounds: DriverFixtures.phone)
        let before = simulator.state.counters
        #expect(throws: CollectionViewError.itemOutOfRange(IndexPath(item: 60, section: 0), itemCount: 60)) {
            try simulator.invalidateItems(withPreferredSizes: [(IndexPath(item: 3, section: 0), Size(width: 9, height: 9)), (IndexPath(item: 60, section: 0), Size(width: 9, height: 9))])
        }
        #expect(throws: CollectionViewError.invalidPreferredSize(IndexPath(item: 1, section: 1), Size(width: -1, height: 9))) {
            try simulator.invalidateItems(withPreferredSizes: [(IndexPath(item: 1, section: 1), Size(width: -1, height: 9))])
        }
        #expect(simulator.state.counters == before)
        #expect(simulator.layout.sections == Self.estimatedFlow().sections)
    }

    @Test("A size the layout refuses (the section overflows) is rolled back: data, frames and offsets")
    func refusedSizesRollBack() throws {
        var simulator = try CollectionViewSimulator(layout: Self.estimatedFlow(), bounds: DriverFixtures.phone)
        let before = simulator.state.allElements()
        // Two items on different lines, each 1e308 tall: their lines add up past the largest Double.
        let error = #expect(throws: CollectionViewError.self) {
            try simulator.invalidateItems(withPreferredSizes: [
                (IndexPath(item: 0, section: 1), Size(width: 50, height: 1e308)), (IndexPath(item: 30, section: 1), Size(width: 50, height: 1e308)),
            ])
        }
        #expect(error?.description.hasPrefix("the layout overflows to infinity") == true, "\(String(describing: error))")
        #expect(simulator.layout.sections == Self.estimatedFlow().sections)
        #expect(simulator.state.allElements() == before)
        #expect(DriverFixtures.mismatches(simulator).isEmpty)
    }

    /// One item's new height at `items` items: exactly one section laid out,
    /// no prepare, and the sections after it moved by the section's change.
    func oneChangeLaysOutOneSection<Layout: SectionedLayout>(_ layout: Layout, items: Int, sectionSize: Int, compareWithFresh: Bool) throws {
        var simulator = try CollectionViewSimulator(layout: layout, bounds: DriverFixtures.phone)
        let middle = IndexPath(item: sectionSize / 2, section: simulator.numberOfSections / 2)
        let later = IndexPath(item: 3, section: simulator.numberOfSections - 1)
        let laterBefore = try simulator.layoutAttributesForItem(at: later).frame
        let old = try simulator.layoutAttributesForItem(at: middle).frame
        let before = simulator.state.counters
        try simulator.invalidateItems(withPreferredSizes: [(middle, Size(width: old.width, height: old.height + 37))])
        #expect(simulator.state.counters.sectionsLaidOut - before.sectionsLaidOut == 1)
        #expect(simulator.state.counters.itemsLaidOut - before.itemsLaidOut == sectionSize, "items laid out for one change at \(items) items")
        #expect(simulator.statistics.prepares == 1)
        let context = try #require(simulator.lastInvalidation)
        #expect(context.invalidatedSections == [middle.section] && context.invalidatedItemIndexPaths == [middle])
        #expect(context.contentSizeAdjustment > 0)
        #expect(try simulator.layoutAttributesForItem(at: middle).frame.height == old.height + 37)
        let laterAfter = try simulator.layoutAttributesForItem(at: later).frame
        #expect(Swift.abs(laterAfter.minY - laterBefore.minY - context.contentSizeAdjustment) <= 1e-6)
        if compareWithFresh { #expect(DriverFixtures.mismatches(simulator).isEmpty) }
    }

    @Test("One self-sizing change at 10^5 items lays out one section (flow grid, photo waterfall)")
    func oneChangeAtHundredThousand() throws {
        try oneChangeLaysOutOneSection(Workload.grid.flowLayout(items: 100_000, seed: 1), items: 100_000, sectionSize: 1_000, compareWithFresh: true)
        try oneChangeLaysOutOneSection(Workload.photos.waterfallLayout(items: 100_000, seed: 1), items: 100_000, sectionSize: 500, compareWithFresh: true)
    }

    @Test("One self-sizing change at 10^6 items lays out one section (flow grid, photo waterfall)")
    func oneChangeAtAMillion() throws {
        try oneChangeLaysOutOneSection(Workload.grid.flowLayout(items: 1_000_000, seed: 1), items: 1_000_000, sectionSize: 1_000, compareWithFresh: false)
        try oneChangeLaysOutOneSection(Workload.photos.waterfallLayout(items: 1_000_000, seed: 1), items: 1_000_000, sectionSize: 500, compareWithFresh: false)
    }
}
