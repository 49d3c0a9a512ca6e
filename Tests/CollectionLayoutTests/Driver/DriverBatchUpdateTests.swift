import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Batch updates through the driver: UIKit's index-path mapping (deletes and
/// reloads against the old state, inserts against the new), UIKit's errors for
/// counts that do not add up, only the touched sections laid out, and the
/// incremental state equal to a fresh layout of the final data.
@Suite("Driver: batch updates")
struct DriverBatchUpdateTests {
    static func sizes(_ count: Int) -> ItemSizes { .uniform(count: count, size: Size(width: 100, height: 100)) }

    @Test("Item mapping by hand: deletes, a reload, a move across sections, inserts")
    func itemMappingByHand() throws {
        var update = BatchUpdate()
        update.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
        update.reloadItems(at: [IndexPath(item: 3, section: 0)])
        update.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
        update.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 1)])
        // Old [a0 ... a5] [b0 b1 b2]; new [X a0 a3 a5] [a2 b0 b1 Y b2].
        let mapping = try UpdateMapping(update, oldItemCounts: [6, 3], newItemCounts: [4, 5])
        let old = (0..<6).map { IndexPath(item: $0, section: 0) } + (0..<3).map { IndexPath(item: $0, section: 1) }
        #expect(try old.map { try mapping.newIndexPath(forOld: $0) } == [
            IndexPath(item: 1, section: 0), nil, IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 0), nil, IndexPath(item: 3, section: 0),
            IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1), IndexPath(item: 4, section: 1),
        ])
        let new = (0..<4).map { IndexPath(item: $0, section: 0) } + (0..<5).map { IndexPath(item: $0, section: 1) }
        #expect(try new.map { try mapping.oldIndexPath(forNew: $0) } == [
            nil, IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 5, section: 0),
            IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), nil, IndexPath(item: 2, section: 1),
        ])
        #expect(mapping.isReloaded(IndexPath(item: 3, section: 0)) && !mapping.isReloaded(IndexPath(item: 0, section: 0)))
        #expect(mapping.reusableSections == [nil, nil])
        #expect(throws: CollectionViewError.itemOutOfRange(IndexPath(item: 6, section: 0), itemCount: 6)) { try mapping.newIndexPath(forOld: IndexPath(item: 6, section: 0)) }
        #expect(throws: CollectionViewError.sectionOutOfRange(2, sectionCount: 2)) { try mapping.oldIndexPath(forNew: IndexPath(item: 0, section: 2)) }
    }

    @Test("Section mapping by hand: a delete, an insert, a move and a reload")
    func sectionMappingByHand() throws {
        var update = BatchUpdate()
        update.deleteSections([1])
        update.insertSections([0])
        update.moveSection(3, toSection: 1)
        update.reloadSections([2])
        // Old [S0 S1 S2 S3]; new [new S3 S0 S2'].
        let mapping = try UpdateMapping(update, oldItemCounts: [2, 2, 2, 2], newItemCounts: [5, 2, 2, 7])
        #expect(try (0..<4).map { try mapping.newSection(forOld: $0) } == [2, nil, 3, 1])
        #expect(try (0..<4).map { try mapping.oldSection(forNew: $0) } == [nil, 3, 0, 2])
        #expect(mapping.reusableSections == [nil, 3, 0, nil])
        #expect(try mapping.newIndexPath(forOld: IndexPath(item: 1, section: 2)) == nil, "items of a reloaded section do not map")
        #expect(try mapping.newIndexPath(forOld: IndexPath(item: 1, section: 3)) == IndexPath(item: 1, section: 1))
    }

    @Test("UIKit's message for a section whose count does not add up, with both counts; nothing changes")
    func invalidItemCount() throws {
        var simulator = try CollectionViewSimulator(layout: DriverFixtures.flow(sections: 1, count: 4), bounds: DriverFixtures.phone)
        let before = simulator.state.counters
        var sections = simulator.layout.sections
        sections[0].items = Self.sizes(5)
        let error = #expect(throws: CollectionViewError.self) { try simulator.performBatchUpdates(BatchUpdate(), sections: sections) }
        #expect(error == .invalidItemCount(section: 0, after: 5, before: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(error?.description == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        #expect(simulator.state.counters == before && simulator.numberOfSections == 1)
        #expect(try simulator.numberOfItems(inSection: 0) == 4)

        let sectionError = #expect(throws: CollectionViewError.self) { try simulator.performBatchUpdates(BatchUpdate(), sections: sections + sections) }
        #expect(sectionError?.description == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    /// A bad update against 3 sections of 4 items before and `newCounts` after, and its message.
    static let badUpdates: [(String, [Int], @Sendable (inout BatchUpdate) -> Void, String)] = [
        ("delete past the end", [4, 3, 4], { $0.deleteItems(at: [IndexPath(item: 4, section: 1)]) },
         "Invalid update: attempt to delete item 4 from section 1 which only contains 4 items before the update"),
        ("insert past the end", [4, 5, 4], { $0.insertItems(at: [IndexPath(item: 5, section: 1)]) },
         "Invalid update: attempt to insert item 5 into section 1, but there are only 5 items in section 1 after the update"),
        ("delete twice", [4, 3, 4], { $0.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)]) },
         "Invalid update: attempt to delete item [0, 1] twice"),
        ("delete and reload", [4, 3, 4], { $0.deleteItems(at: [IndexPath(item: 2, section: 0)]); $0.reloadItems(at: [IndexPath(item: 2, section: 0)]) },
         "Invalid update: attempt to delete and reload the same index path [0, 2]"),
        ("delete and move", [3, 4, 4], { $0.deleteItems(at: [IndexPath(item: 2, section: 0)]); $0.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1)) },
         "Invalid update: attempt to perform a delete and a move from the same index path [0, 2]"),
        ("insert and move to", [4, 5, 4], { $0.insertItems(at: [IndexPath(item: 1, section: 1)]); $0.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 1)) },
         "Invalid update: attempt to perform an insert and a move to the same index path [1, 1]"),
        ("a missing section", [4, 4, 4], { $0.deleteItems(at: [IndexPath(item: 0, section: 7)]) },
         "Invalid update: attempt to delete item 0 from section 7, but there are only 3 sections before the update"),
        ("items of a deleted section", [4, 4], { $0.deleteSections([2]); $0.deleteItems(at: [IndexPath(item: 0, section: 2)]) },
         "Invalid update: attempt to delete item 0 from section 2, but this update deletes or reloads section 2 as a whole"),
        ("delete a missing section", [4, 4], { $0.deleteSections([3]) },
         "Invalid update: attempt to delete section 3, but there are only 3 sections before the update"),
        ("insert a section past the end", [4, 4, 4, 1], { $0.insertSections([4]) },
         "Invalid update: attempt to insert section 4 but there are only 4 sections after the update"),
        ("move a section twice", [4, 4, 4], { $0.moveSection(0, toSection: 2); $0.moveSection(0, toSection: 1) },
         "Invalid update: attempt to move section 0 twice"),
        ("negative item", [4, 4, 4], { $0.reloadItems(at: [IndexPath(item: -1, section: 0)]) },
         "Invalid update: attempt to reload item -1 from section 0 which only contains 4 items before the update"),
    ]

    @Test("Bad updates are refused with their message and change nothing", arguments: badUpdates.indices)
    func badUpdatesAreRefused(index: Int) throws {
        let (_, newCounts, build, message) = Self.badUpdates[index]
        var simulator = try CollectionViewSimulator(layout: DriverFixtures.flow(sections: 3, count: 4), bounds: DriverFixtures.phone)
        var update = BatchUpdate()
        build(&update)
        let sections = newCounts.map { FlowLayout.Section(items: Self.sizes($0)) }
        let error = #expect(throws: CollectionViewError.self) { try simulator.performBatchUpdates(update, sections: sections) }
        #expect(error?.description == message)
        #expect(simulator.layout.sections == DriverFixtures.flow(sections: 3, count: 4).sections)
        #expect(simulator.statistics.batchUpdates == 0)
    }

    @Test("Initial and final attributes: survivors move, inserts fade in, deletes fade out")
    func transitions() throws {
        var simulator = try CollectionViewSimulator(layout: DriverFixtures.flow(sections: 1, count: 6), bounds: DriverFixtures.phone)
        let old = try (0..<6).map { try simulator.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        var update = BatchUpdate()
        update.deleteItems(at: [IndexPath(item: 0, section: 0)])
        update.insertItems(at: [IndexPath(item: 5, section: 0)])
        let transition = try simulator.performBatchUpdates(update, sections: DriverFixtures.flow(sections: 1, count: 6).sections)
        let new = try (0..<6).map { try simulator.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        // Item 1 moves to where item 0 was.
        var expected = old[1]
        expected.indexPath = IndexPath(item: 0, section: 0)
        #expect(try transition.initialAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == expected)
        #expect(try transition.finalAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0)) == new[0])
        var fadedIn = new[5]
        fadedIn.alpha = 0
        #expect(try transition.initialAttributesForAppearingItem(at: IndexPath(item: 5, section: 0)) == fadedIn)
        var fadedOut = old[0]
        fadedOut.alpha = 0
        #expect(try transition.finalAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)) == fadedOut)
        // The header stays.
        let header = try #require(try transition.initialAttributesForAppearingSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: 0)))
        #expect(header.alpha == 1 && header.frame == Rect(x: 0, y: 0, width: 390, height: 40))
        // Shown after: the header and 6 cells; shown before only: the deleted cell.
        let animations = transition.animations()
        #expect(animations.count == 8)
        #expect(animations.filter { $0.from.alpha == 0 }.map(\.to.indexPath) == [IndexPath(item: 5, section: 0)])
        #expect(animations.filter { $0.to.alpha == 0 }.map(\.from.indexPath) == [IndexPath(item: 0, section: 0)])
        #expect(throws: CollectionViewError.itemOutOfRange(IndexPath(item: 6, section: 0), itemCount: 6)) {
            try transition.initialAttributesForAppearingItem(at: IndexPath(item: 6, section: 0))
        }
        #expect(throws: CollectionViewError.sectionOutOfRange(1, sectionCount: 1)) {
            try transition.finalAttributesForDisappearingItem(at: IndexPath(item: 0, section: 1))
        }
    }

    @Test("Insert 3 and delete 3 items in the middle of 10^5 items: one section laid out, no prepare")
    func smallUpdateInALargeLayout() throws {
        var simulator = try CollectionViewSimulator(layout: Workload.photos.waterfallLayout(items: 100_000, seed: 2), bounds: DriverFixtures.phone)
        let middle = simulator.numberOfSections / 2
        var sections = simulator.layout.sections
        var update = BatchUpdate()
        update.deleteItems(at: (10..<13).map { IndexPath(item: $0, section: middle) })
        update.insertItems(at: (200..<203).map { IndexPath(item: $0, section: middle) })
        for item in (10..<13).reversed() { sections[middle].items.remove(at: item) }
        for item in 200..<203 { sections[middle].items.insert(Size(width: 90, height: 120 + Double(item)), at: item) }
        let before = simulator.state.counters
        try simulator.performBatchUpdates(update, sections: sections)
        #expect(simulator.state.counters.sectionsLaidOut - before.sectionsLaidOut == 1)
        #expect(simulator.state.counters.itemsLaidOut - before.itemsLaidOut == 500)
        #expect(simulator.statistics.prepares == 1)
        #expect(simulator.lastInvalidation?.invalidatedSections == [middle])
        #expect(DriverFixtures.mismatches(simulator).isEmpty)
    }
}
