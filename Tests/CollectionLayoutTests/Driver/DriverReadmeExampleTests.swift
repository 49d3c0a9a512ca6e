import CollectionLayout
import Testing

/// The README's driver example, verbatim apart from the expectations: it must
/// compile and do what the README says.
@Suite("Driver: the README example")
struct DriverReadmeExampleTests {
    @Test func readmeExample() throws {
        var configuration = FlowLayout.Configuration()
        configuration.estimatedItemSize = Size(width: 50, height: 50)
        let layout = FlowLayout(configuration: configuration, sections: [.init(items: .uniform(count: 1_000, size: Size(width: 50, height: 50)))])
        // Auto Layout's stand-in: the size a cell prefers, given its index path and current attributes.
        let sizing = SelfSizing { indexPath, _ in Size(width: 50, height: 40 + Double(indexPath.item % 7) * 10) }
        var view = try CollectionViewSimulator(layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844), selfSizing: sizing)
        try view.scroll(to: Point(x: 0, y: 2_000))          // shouldInvalidate, no prepare; new cells measured
        var update = BatchUpdate()
        update.deleteItems(at: [IndexPath(item: 3, section: 0)])
        update.insertItems(at: [IndexPath(item: 10, section: 0)])
        var data = view.layout.sections
        data[0].items.remove(at: 3)
        data[0].items.insert(Size(width: 50, height: 50), at: 10)
        let transition = try view.performBatchUpdates(update, sections: data)   // checked like UIKit
        #expect(try transition.mapping.newIndexPath(forOld: IndexPath(item: 5, section: 0)) == IndexPath(item: 4, section: 0))
        let hit = try view.indexPathForItem(at: Point(x: 30, y: 2_100))         // a point query
        #expect(hit != nil)
        _ = try view.beginInteractiveMovementForItem(at: hit!)
        try view.updateInteractiveMovementTargetPosition(Point(x: 300, y: 2_400))
        let move = try view.endInteractiveMovement()        // the data source's moveItemAt:to:
        #expect(move.from == hit && move.to != hit)
        #expect(view.statistics.prepares == 1)              // 1: none of this prepared
    }
}
