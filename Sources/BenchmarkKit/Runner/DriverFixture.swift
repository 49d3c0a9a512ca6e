import BenchmarkHarness
import CollectionLayout
import LayoutWorkloads

/// The collection-view driver of one layout, workload, item count, seed and
/// index strategy, and the inputs of the driver operations: built once,
/// outside every timed region (the simulator's first layout is a prepare).
///
/// Each body owns its own copy of the simulator (a value: copies share the
/// sections until one of them changes), so operations that change the layout
/// do not disturb one another.
public struct DriverFixture {
    /// Makes the timed body of a driver operation.
    let makeBody: (BenchmarkOperation) -> (Int) -> Void
    /// What one operation yields, per operation: items laid out per change or
    /// update (what the incremental machinery costs), 1 or 0 for a hit test.
    public let resultCounts: [BenchmarkOperation: Int]

    /// Builds the driver over the family's layout of the workload.
    /// - Throws: `LayoutError` if the workload cannot be laid out, or the
    ///   family has no driver (`LayoutFamily.runsDriverOperations`).
    /// - Complexity: O(items) (the first layout), plus one run of each operation.
    public init(_ key: CaseFixture.Key, strategy: IndexStrategy) throws(LayoutError) {
        let (workload, items, seed) = (key.workload, key.items, key.seed)
        switch key.layout {
        case .flow: self = try Self.make(workload.flowLayout(items: items, seed: seed), strategy: strategy)
        case .waterfall: self = try Self.make(workload.waterfallLayout(items: items, seed: seed), strategy: strategy)
        case .compositional: self = try Self.make(workload.appStoreLayout(items: items, seed: seed), strategy: strategy)
        case .compositionalPhotos: self = try Self.make(workload.photoGridLayout(items: items, seed: seed), strategy: strategy)
        default:
            throw LayoutError(path: [], message: "the \(key.layout.rawValue) layout has no collection-view driver (it is not a SectionedLayout)")
        }
    }

    init(makeBody: @escaping (BenchmarkOperation) -> (Int) -> Void, resultCounts: [BenchmarkOperation: Int]) {
        self.makeBody = makeBody
        self.resultCounts = resultCounts
    }

    static func make<Layout: SectionedLayout>(_ layout: Layout, strategy: IndexStrategy) throws(LayoutError) -> DriverFixture {
        let simulator: CollectionViewSimulator<Layout>
        do {
            simulator = try CollectionViewSimulator(layout: layout, bounds: Rect(origin: .zero, size: CaseFixture.boundsSize), index: strategy)
        } catch {
            if case .layout(let error) = error { throw error }
            throw LayoutError(path: [], message: error.description)
        }
        guard (0..<simulator.numberOfSections).contains(where: { (try? simulator.numberOfItems(inSection: $0)) ?? 0 > 0 }) else {
            return DriverFixture(makeBody: { _ in { _ in } }, resultCounts: [:])
        }
        let inputs = DriverInputs(simulator)
        var counts: [BenchmarkOperation: Int] = [:]
        for operation in [BenchmarkOperation.selfSize, .batchUpdate] {
            var probe = simulator
            let before = probe.state.counters.itemsLaidOut
            inputs.apply(operation, phase: 0, to: &probe)
            counts[operation] = probe.state.counters.itemsLaidOut - before
        }
        counts[.hitTest] = simulator.state.indexPathForItem(at: inputs.hitPoint) == nil ? 0 : 1
        return DriverFixture(makeBody: { operation in OperationBodies.driver(simulator, operation: operation, inputs: inputs) }, resultCounts: counts)
    }
}

/// The inputs of the driver operations for one simulator, precomputed.
struct DriverInputs<Layout: SectionedLayout> {
    /// The item whose height alternates, in the middle of the content, and its two sizes.
    let resized: IndexPath
    let heights: [Size]
    /// The data before and after "delete 3, insert 3" in the middle section, and the updates both ways.
    let data: [[Layout.Section]]
    let updates: [BatchUpdate]
    /// The centre of the middle item.
    let hitPoint: Point

    init(_ simulator: CollectionViewSimulator<Layout>) {
        let counts = (0..<simulator.numberOfSections).map { try! simulator.numberOfItems(inSection: $0) }
        let section = Self.resizedSection(of: simulator, counts: counts)
        let count = counts[section]
        resized = IndexPath(item: count / 2, section: section)
        let frame = try! simulator.layoutAttributesForItem(at: resized).frame
        heights = [Size(width: frame.width, height: frame.height + 37), frame.size]
        hitPoint = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        // Delete k = 3 items at [a, a+k) and insert k at [b, b+k) (after the deletion), then the
        // reverse; fewer in sections of fewer than 6 items, a reload in a section of one.
        let k = Swift.min(3, count / 2)
        let a = count / 4, b = Swift.max(0, count * 3 / 4 - k)
        let original = simulator.layout.sections
        var changed = original
        let removed = (a..<(a + k)).reversed().map { changed[section].items.remove(at: $0) }
        for (offset, size) in removed.reversed().enumerated() { changed[section].items.insert(size, at: b + offset) }
        var forward = BatchUpdate(), backward = BatchUpdate()
        forward.deleteItems(at: (a..<(a + k)).map { IndexPath(item: $0, section: section) })
        forward.insertItems(at: (b..<(b + k)).map { IndexPath(item: $0, section: section) })
        backward.deleteItems(at: (b..<(b + k)).map { IndexPath(item: $0, section: section) })
        backward.insertItems(at: (a..<(a + k)).map { IndexPath(item: $0, section: section) })
        if k == 0 {
            forward.reloadItems(at: [IndexPath(item: 0, section: section)])
            backward = forward
        }
        data = [changed, original]
        updates = [forward, backward]
    }

    /// The section of the changed items: the middle section, or the largest
    /// when the middle one is a short remainder; but where the middle item of
    /// that section keeps its frame whatever its preferred size (a
    /// compositional section with nothing estimated), the nearest of the 8
    /// sections from the middle on whose middle item follows it, so that a
    /// self-sizing change moves something (the App Store page's lists).
    /// - Complexity: at most 8 section layouts.
    static func resizedSection(of simulator: CollectionViewSimulator<Layout>, counts: [Int]) -> Int {
        var section = counts.count / 2
        if counts[section] < 8 { section = counts.indices.max { counts[$0] < counts[$1] }! }
        func follows(_ candidate: Int) -> Bool {
            let item = IndexPath(item: counts[candidate] / 2, section: candidate)
            var probe = simulator
            let frame = try! probe.layoutAttributesForItem(at: item).frame
            try! probe.invalidateItems(withPreferredSizes: [(item, Size(width: frame.width, height: frame.height + 37))])
            return try! probe.layoutAttributesForItem(at: item).frame != frame
        }
        guard !follows(section) else { return section }
        let middle = counts.count / 2
        return (middle..<Swift.min(counts.count, middle + 8)).first { counts[$0] >= 8 && follows($0) } ?? section
    }

    /// Runs phase `phase` (0 or 1) of a changing operation on `simulator`.
    /// Every phase is a real change; two phases bring the data back.
    @inline(__always)
    func apply(_ operation: BenchmarkOperation, phase: Int, to simulator: inout CollectionViewSimulator<Layout>) {
        do {
            switch operation {
            case .selfSize: try simulator.invalidateItems(withPreferredSizes: [(resized, heights[phase])])
            case .batchUpdate: blackHole(try simulator.performBatchUpdates(updates[phase], sections: data[phase]).mapping.newItemCounts.count)
            default: preconditionFailure("\(operation) does not change the layout")
            }
        } catch {
            preconditionFailure("\(operation) failed: \(error)")
        }
    }
}
