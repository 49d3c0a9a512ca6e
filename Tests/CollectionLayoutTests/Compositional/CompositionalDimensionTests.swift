import CollectionLayout
import Testing

/// Rules 1 to 3: dimensions resolved against the content area and the group's inner area.
@Suite("Compositional: dimensions")
struct CompositionalDimensionTests {
    typealias F = CompositionalFixtures

    @Test("fractionalWidth items in a fractionalWidth/absolute group, section insets shrink the content area")
    func fractionalGrid() throws {
        // Content area 400 - 20 - 20 = 360 wide. Items 1/3 of 360 = 120 wide, 50 high.
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [F.item(.fractionalWidth(1.0 / 4.0 + 1.0 / 12.0), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: group, contentInsets: .init(top: 10, leading: 20, bottom: 5, trailing: 20), interGroupSpacing: 8)
        let prepared = try F.prepare(F.layout(section, counts: [4]))
        #expect(prepared.cellFrames(section: 0) == [rect(20, 10, 120, 50), rect(140, 10, 120, 50), rect(260, 10, 120, 50), rect(20, 68, 120, 50)])
        #expect(prepared.contentSize == Size(width: 400, height: 123))
    }

    @Test("fractionalHeight of the content area, absolute and estimated (measured) lengths")
    func otherKinds() throws {
        // A group of height fractionalHeight(0.25) of the content area (800 - 0) = 200;
        // items: absolute 100 wide, estimated 30 high (measured 44 for item 1).
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.25)), subitems: [F.item(.absolute(100), .estimated(30))])
        var layout = F.layout(CollectionLayoutSection(group: group), counts: [2])
        layout.sections[0].items = .list([.zero, Size(width: 7, height: 44)])
        let prepared = try F.prepare(layout)
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 100, 30), rect(100, 0, 100, 44)])
        #expect(prepared.contentSize.height == 200)
    }
}
