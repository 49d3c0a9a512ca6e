import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Helpers shared by the driver tests.
enum DriverFixtures {
    /// The phone's bounds at the origin.
    static let phone = Rect(origin: .zero, size: Workload.phoneBounds)

    /// A fresh segmented layout of the simulator's current data: what the
    /// incremental state must equal bit for bit.
    static func fresh<Layout>(_ simulator: CollectionViewSimulator<Layout>) throws -> SegmentedLayout<Layout> {
        try SegmentedLayout(layout: simulator.layout, boundsSize: simulator.state.boundsSize, index: simulator.indexStrategy)
    }

    /// Differences between the simulator's state and a fresh layout of its data
    /// (every attribute for the current bounds), and between its visible
    /// elements and a linear scan of its flattened frames.
    static func mismatches<Layout>(_ simulator: CollectionViewSimulator<Layout>, label: String = "") -> [String] {
        do {
            let fresh = try fresh(simulator)
            var found = SegmentedChecker.differences(simulator.state, fresh, visibleBounds: simulator.bounds, label: label)
            let flat = try simulator.state.flattened(index: .linear)
            let expected = flat.elements(in: simulator.queryRect, visibleBounds: simulator.bounds).sorted(by: LayoutAttributes.outputOrder)
            if simulator.visibleElements.sorted(by: LayoutAttributes.outputOrder) != expected {
                found.append("\(label)visible elements: \(simulator.visibleElements.count), a scan of \(simulator.queryRect) finds \(expected.count)")
            }
            return found
        } catch {
            return ["\(label)\(error)"]
        }
    }

    /// A small vertical flow layout on a binary grid (exact arithmetic): 3
    /// sections of `count` items whose sizes come from `size(section, item)`.
    static func flow(sections: Int = 3, count: Int = 20, pinned: Bool = false, size: (Int, Int) -> Size = { _, _ in Size(width: 100, height: 100) }) -> FlowLayout {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        configuration.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 10, right: 10)
        configuration.sectionHeadersPinToVisibleBounds = pinned
        return FlowLayout(configuration: configuration, sections: (0..<sections).map { section in
            FlowLayout.Section(items: .list((0..<count).map { size(section, $0) }))
        })
    }
}
