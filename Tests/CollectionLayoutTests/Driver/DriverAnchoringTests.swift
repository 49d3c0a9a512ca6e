import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Content-offset anchoring, by hand on `DriverFixtures.flow()` in the
/// phone's bounds (390 × 844): 3 sections of 20 items of 100 × 100, 3 to a
/// row (370 points available), rows 110 apart under a 40-point header, 10 at
/// the bottom: a section is 40 + 7·100 + 6·10 + 10 = 810 tall, row r of
/// section 0 starts at y = 40 + 110·r, content 2,430. Scrolled to y 500, the
/// first visible cell is item 12 (row 4, 480 ..< 580): 20 points above the top.
@Suite("Driver: the content offset keeps the first visible cell still")
struct DriverAnchoringTests {
    static func items(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    static func simulator(atY y: Double = 500, sections: Int = 3, count: Int = 20) throws -> CollectionViewSimulator<FlowLayout> {
        var simulator = try CollectionViewSimulator(layout: DriverFixtures.flow(sections: sections, count: count), bounds: DriverFixtures.phone)
        try simulator.scroll(to: Point(x: 0, y: y))
        return simulator
    }

    /// The flow sections of `simulator` with `count` more 100 × 100 items at the start of section 0.
    static func inserting(_ count: Int, into simulator: CollectionViewSimulator<FlowLayout>) -> (BatchUpdate, [FlowLayout.Section]) {
        var sections = simulator.layout.sections
        sections[0].items = .list(Array(repeating: Size(width: 100, height: 100), count: count) + (0..<sections[0].items.count).map { sections[0].items[$0] })
        var update = BatchUpdate()
        update.insertItems(at: (0..<count).map { items(0, $0) })
        return (update, sections)
    }

    /// The sections with the items of section 0 at `deleted` removed, and the update.
    static func deleting(_ deleted: [Int], from simulator: CollectionViewSimulator<FlowLayout>) -> (BatchUpdate, [FlowLayout.Section]) {
        var sections = simulator.layout.sections
        let kept = (0..<sections[0].items.count).filter { !deleted.contains($0) }
        sections[0].items = .list(kept.map { sections[0].items[$0] })
        var update = BatchUpdate()
        update.deleteItems(at: deleted.map { items(0, $0) })
        return (update, sections)
    }

    @Test("An item above the viewport grows by 50: the offset follows, the anchor stays 20 points above the top")
    func growthAbove() throws {
        var simulator = try Self.simulator()
        try simulator.invalidateItems(withPreferredSizes: [(Self.items(0, 0), Size(width: 100, height: 150))])
        // Row 0 is 150 tall: row 4 starts at 530.
        #expect(try simulator.layoutAttributesForItem(at: Self.items(0, 12)).frame.minY == 530)
        #expect(simulator.contentOffset == Point(x: 0, y: 550))
        #expect(simulator.lastInvalidation?.contentOffsetAdjustment == Point(x: 0, y: 50))
        #expect(simulator.lastInvalidation?.contentSizeAdjustment == 50)
    }

    @Test("Changes at or after the anchor do not move the offset: below it, and the anchor's own height")
    func changesBelow() throws {
        var simulator = try Self.simulator()
        try simulator.invalidateItems(withPreferredSizes: [(Self.items(1, 5), Size(width: 100, height: 300))])
        #expect(simulator.contentOffset == Point(x: 0, y: 500))
        try simulator.invalidateItems(withPreferredSizes: [(Self.items(0, 12), Size(width: 100, height: 260))])
        #expect(simulator.contentOffset == Point(x: 0, y: 500))
        #expect(simulator.lastInvalidation?.contentOffsetAdjustment == .zero)
    }

    @Test("Three items inserted above (one row): the anchor, now item 15, stays put and the offset moves 110")
    func insertionAbove() throws {
        var simulator = try Self.simulator()
        let (update, sections) = Self.inserting(3, into: simulator)
        let transition = try simulator.performBatchUpdates(update, sections: sections)
        #expect(try simulator.layoutAttributesForItem(at: Self.items(0, 15)).frame.minY == 590)
        #expect(simulator.contentOffset == Point(x: 0, y: 610))
        #expect(transition.boundsBefore.origin.y == 500 && transition.boundsAfter.origin.y == 610)
    }

    /// Rows 0 and 4 deleted (items 0-2 and 12-14, the anchor among them): the
    /// next visible survivor is old item 15 (row 5, 590), now item 9 (row 3,
    /// 370): the offset moves by -220 to 280, the cell stays 90 points below the top.
    @Test("The anchor deleted: the next visible survivor is kept still")
    func anchorDeleted() throws {
        var simulator = try Self.simulator()
        let (update, sections) = Self.deleting([0, 1, 2, 12, 13, 14], from: simulator)
        try simulator.performBatchUpdates(update, sections: sections)
        #expect(try simulator.layoutAttributesForItem(at: Self.items(0, 9)).frame.minY == 370)
        #expect(simulator.contentOffset == Point(x: 0, y: 280))
    }

    /// At y 50 the anchor is item 0 (40 ..< 140). Deleting row 0 makes old item
    /// 3 (150) the anchor, now item 0 at 40: the target offset -60 is clamped to 0.
    @Test("Clamped at the start: the anchor moves on screen rather than scrolling before the content")
    func clampedAtTheStart() throws {
        var simulator = try Self.simulator(atY: 50)
        let (update, sections) = Self.deleting([0, 1, 2], from: simulator)
        try simulator.performBatchUpdates(update, sections: sections)
        #expect(simulator.contentOffset == Point(x: 0, y: 0))
    }

    /// One section of 6 items: 40 + 2·100 + 10 + 10 = 260 tall, shorter than the
    /// bounds. Inserting a row above item 0 would move the offset to 110; the
    /// valid range is 0 ... 0.
    @Test("Content shorter than the bounds: the offset stays at the start")
    func shortContent() throws {
        var simulator = try Self.simulator(atY: 0, sections: 1, count: 6)
        let (update, sections) = Self.inserting(3, into: simulator)
        try simulator.performBatchUpdates(update, sections: sections)
        #expect(simulator.contentSize.height == 370)
        #expect(simulator.contentOffset == Point(x: 0, y: 0))
    }

    @Test("At the end, content added above keeps the anchor still (the end moves with it)")
    func atTheEnd() throws {
        var simulator = try Self.simulator(atY: 2430 - 844)
        try simulator.invalidateItems(withPreferredSizes: [(Self.items(0, 0), Size(width: 100, height: 150))])
        #expect(simulator.contentOffset == Point(x: 0, y: 1636))
        #expect(simulator.contentOffset.y == simulator.contentSize.height - 844)
    }

    @Test("No anchor (empty bounds) or anchoring off: the offset is left alone")
    func noAnchor() throws {
        var simulator = try Self.simulator()
        try simulator.setBounds(Rect(x: 0, y: 500, width: 390, height: 0))
        try simulator.invalidateItems(withPreferredSizes: [(Self.items(0, 0), Size(width: 100, height: 150))])
        #expect(simulator.contentOffset == Point(x: 0, y: 500))
        var off = try Self.simulator()
        off.anchorsContentOffset = false
        try off.invalidateItems(withPreferredSizes: [(Self.items(0, 0), Size(width: 100, height: 150))])
        #expect(off.contentOffset == Point(x: 0, y: 500))
        let (update, sections) = Self.inserting(3, into: off)
        try off.performBatchUpdates(update, sections: sections)
        #expect(off.contentOffset == Point(x: 0, y: 500))
    }

    @Test("A moved anchor is passed over: the offset does not follow it away")
    func movedAnchor() throws {
        var simulator = try Self.simulator()
        var sections = simulator.layout.sections
        // Item 12 goes to the end of section 2: the anchor becomes item 13, now item 12, still at 480.
        var update = BatchUpdate()
        update.moveItem(at: Self.items(0, 12), to: Self.items(2, 20))
        sections[0].items = .list((0..<20).filter { $0 != 12 }.map { _ in Size(width: 100, height: 100) })
        sections[2].items = .list(Array(repeating: Size(width: 100, height: 100), count: 21))
        try simulator.performBatchUpdates(update, sections: sections)
        #expect(simulator.contentOffset == Point(x: 0, y: 500))
    }
}
