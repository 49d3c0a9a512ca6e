import CollectionLayout
import Testing

/// Rules 2 to 5: nesting, spacing, insets, equal/repeating/custom groups, estimated sizes.
@Suite("Compositional: groups")
struct CompositionalGroupTests {
    typealias F = CompositionalFixtures

    @Test("Three levels of nesting, group insets and a partial last repetition")
    func nesting() throws {
        let row = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(190), .absolute(50)), subitems: [F.item(.absolute(95), .fractionalHeight(1))])
        let column = CollectionLayoutGroup.vertical(layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [.group(row)])
        var top = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [F.item(.absolute(100), .fractionalHeight(1)), .group(column)])
        top.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
        top.interItemSpacing = .fixed(10)
        // Inner width 380: A (100), then the column (190) at 10 + 100 + 10 = 120; A again would end at 410.
        let prepared = try F.prepare(F.layout(CollectionLayoutSection(group: top), counts: [7]))
        #expect(prepared.cellFrames(section: 0) == [
            rect(10, 0, 100, 100), rect(120, 0, 95, 50), rect(215, 0, 95, 50), rect(120, 50, 95, 50), rect(215, 50, 95, 50),
            rect(10, 100, 100, 100), rect(120, 100, 95, 50),
        ])
    }

    @Test("Flexible inter-item spacing shares the left-over room")
    func flexibleSpacing() throws {
        var group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [F.item(.absolute(100), .fractionalHeight(1))])
        group.interItemSpacing = .flexible(10)
        // 3 fit (320 <= 400); 80 left over, 2 gaps: 10 + 40 each.
        let prepared = try F.prepare(F.layout(CollectionLayoutSection(group: group), counts: [3]))
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 100, 50), rect(150, 0, 100, 50), rect(300, 0, 100, 50)])
    }

    @Test("Edge spacing: fixed leading offsets, flexible top and bottom centre, flexible top pushes down")
    func edgeSpacing() throws {
        let centred = CollectionLayoutEdgeSpacing(leading: .fixed(5), top: .flexible(0), bottom: .flexible(0))
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [F.item(.absolute(100), .absolute(20), edgeSpacing: centred)])
        let prepared = try F.prepare(F.layout(CollectionLayoutSection(group: group), counts: [3]))
        #expect(prepared.cellFrames(section: 0) == [rect(5, 15, 100, 20), rect(110, 15, 100, 20), rect(215, 15, 100, 20)])

        let pushed = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [F.item(.absolute(100), .absolute(20), edgeSpacing: .init(top: .flexible(0)))])
        let bottom = try F.prepare(F.layout(CollectionLayoutSection(group: pushed), counts: [1]))
        #expect(bottom.cellFrames(section: 0) == [rect(0, 30, 100, 20)])
    }

    @Test("Item content insets shrink the cell inside its room")
    func itemInsets() throws {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1), insets: .init(top: 5, leading: 5, bottom: 5, trailing: 5))])
        let prepared = try F.prepare(F.layout(CollectionLayoutSection(group: group), counts: [2]))
        #expect(prepared.cellFrames(section: 0) == [rect(5, 5, 190, 90), rect(205, 5, 190, 90)])
    }

    @Test("equalSubitems resizes the child; repeatingSubitem keeps its size")
    func equalAndRepeating() throws {
        var equal = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(320), .absolute(40)), subitem: F.item(.absolute(7), .fractionalHeight(1)), count: 3)
        equal.interItemSpacing = .fixed(10)
        let a = try F.prepare(F.layout(CollectionLayoutSection(group: equal), counts: [4]))
        #expect(a.cellFrames(section: 0) == [rect(0, 0, 100, 40), rect(110, 0, 100, 40), rect(220, 0, 100, 40), rect(0, 40, 100, 40)])

        let repeating = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: F.item(.absolute(100), .fractionalHeight(1)), count: 2)
        let b = try F.prepare(F.layout(CollectionLayoutSection(group: repeating), counts: [3]))
        #expect(b.cellFrames(section: 0) == [rect(0, 0, 100, 40), rect(100, 0, 100, 40), rect(0, 40, 100, 40)])
    }

    @Test("uniformAcrossSiblings: siblings take the largest measured length; an estimated group takes its children's extent")
    func uniformAcrossSiblings() throws {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .estimated(50)), subitems: [F.item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50))])
        var layout = F.layout(CollectionLayoutSection(group: group), counts: [4])
        layout.sections[0].items = .list([Size(width: 1, height: 30), Size(width: 1, height: 70), .zero, .zero])
        let prepared = try F.prepare(layout)
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 200, 70), rect(200, 0, 200, 70), rect(0, 70, 200, 50), rect(200, 70, 200, 50)])
        #expect(prepared.contentSize.height == 120)
    }

    @Test("Custom groups: frames relative to the group, their zIndex, one cell each")
    func custom() throws {
        let frames = [CollectionLayoutGroupCustomItem(frame: rect(0, 0, 100, 100)), CollectionLayoutGroupCustomItem(frame: rect(100, 0, 50, 50), zIndex: 3)]
        let group = CollectionLayoutGroup.custom(layoutSize: F.size(.fractionalWidth(1), .absolute(100)), itemProvider: .frames(frames))
        let prepared = try F.prepare(F.layout(CollectionLayoutSection(group: group, interGroupSpacing: 10), counts: [3]))
        #expect(prepared.cellFrames(section: 0) == [rect(0, 0, 100, 100), rect(100, 0, 50, 50), rect(0, 110, 100, 100)])
        #expect(prepared.attributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)

        // A provider closure is called per repetition with the group's size.
        let provided = CollectionLayoutGroup.custom(layoutSize: F.size(.absolute(200), .absolute(80)), itemProvider: .provider { environment in
            [CollectionLayoutGroupCustomItem(frame: Rect(origin: .zero, size: environment.container.contentSize))]
        })
        let p = try F.prepare(F.layout(CollectionLayoutSection(group: provided), counts: [2]))
        #expect(p.cellFrames(section: 0) == [rect(0, 0, 200, 80), rect(0, 80, 200, 80)])
    }
}
