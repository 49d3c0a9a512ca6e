import BenchmarkHarness
import CollectionLayout

extension BenchmarkOperation {
    /// One item's height changed through the collection-view driver (a
    /// cell's preferred size), applied incrementally: its section laid out
    /// again, the section offsets updated, the visible rect queried. Two
    /// heights alternate so every iteration is a real change.
    public static let selfSize = driverOperation(
        "self-size", unit: "change", isChange: true,
        table: "one item's height changed through the driver (two heights alternate, so each change is real): its section laid out again, offsets updated, visible rect queried; laid out = items per change",
        chart: "one self-sizing change applied incrementally (driver), cost per change"
    )

    /// One batch update through the driver: 3 items deleted and 3 inserted
    /// in the middle section, alternating with the reverse update so every
    /// iteration is a real change of the same size.
    public static let batchUpdate = driverOperation(
        "batch-update", unit: "update", isChange: true,
        table: "one batch update through the driver: 3 items deleted and 3 inserted in the middle section (alternating with the reverse update), counts checked, the section laid out again, visible rect queried; laid out = items per update",
        chart: "one batch update (3 deleted + 3 inserted, driver), cost per update"
    )

    /// One `indexPathForItem(at:)` through the driver at the centre of an
    /// item in the middle of the content: a point query through the index.
    public static let hitTest = driverOperation(
        "hit-test", unit: "query", isChange: false,
        table: "indexPathForItem(at:) through the driver at an item in the middle of the content (offset tree, then one section's index; linear scans that section)",
        chart: "indexPathForItem(at:) through the driver, cost per hit test"
    )

    /// An operation on the family's collection-view driver (`DriverFixture`
    /// builds its body and counts its results). A change (self-size, batch
    /// update) allocates new section storage by design and is compared with a
    /// full prepare; a hit test allocates nothing and must find what the
    /// linear scan finds.
    static func driverOperation(_ name: String, unit: String, isChange: Bool, table: String, chart: String) -> BenchmarkOperation {
        BenchmarkOperation(
            name: name, unit: unit, prose: OperationProse(table: table, chart: chart),
            sampling: .batch(
                body: { $0.fixture.drivers[$0.benchmarkCase.strategy]!.makeBody($0.benchmarkCase.operation) },
                resultCount: { $0.fixture.drivers[$0.benchmarkCase.strategy]?.resultCounts[$0.benchmarkCase.operation] ?? 0 }
            ),
            countColumn: isChange ? "laid out" : nil, usesDriver: true, baseline: isChange ? .prepare : .referenceStrategies,
            mustNotAllocate: !isChange, comparesResultsWithLinear: !isChange,
            layouts: LayoutRequirement(lacks: "has no collection-view driver", runs: \.runsDriverOperations)
        )
    }
}
