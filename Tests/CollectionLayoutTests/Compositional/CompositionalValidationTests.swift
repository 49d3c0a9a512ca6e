import CollectionLayout
import Testing

/// Rule 14: bad input is a `LayoutError` with a path in the model's terms
/// (`LayoutSpec` reads it as JSON: `CompositionalSpecRefusalTests`) and a clear message.
@Suite("Compositional: validation")
struct CompositionalValidationTests {
    typealias F = CompositionalFixtures

    func error(_ layout: CompositionalLayout, bounds: Size = F.bounds) -> LayoutError? {
        do { _ = try layout.prepare(boundsSize: bounds, index: .linear); return nil } catch { return error }
    }

    func single(_ group: CollectionLayoutGroup, count: Int = 3) -> CompositionalLayout {
        F.layout(CollectionLayoutSection(group: group), counts: [count])
    }

    @Test("A negative fraction names the subitem's dimension")
    func negativeFraction() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [F.item(.absolute(10), .absolute(10)), F.item(.fractionalWidth(-0.5), .absolute(10))])
        #expect(error(single(group)) == LayoutError(path: [.sectionDescription(nil), .key("group"), .key("subitems"), .index(1), .key("layoutSize"), .key("widthDimension")], message: "a fraction must be finite and >= 0, got -0.5"))
    }

    @Test("A non-finite length, in a provider section")
    func providerPath() {
        let layout = CompositionalLayout(sections: [.init(count: 1), .init(count: 1)]) { index, _ in
            CollectionLayoutSection(group: .horizontal(layoutSize: F.size(.fractionalWidth(1), index == 1 ? .estimated(.infinity) : .absolute(10)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        #expect(error(layout) == LayoutError(path: [.sectionDescription(1), .key("group"), .key("layoutSize"), .key("heightDimension")], message: "a length must be finite and >= 0, got inf"))
    }

    @Test("count < 1")
    func count() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitem: F.item(.absolute(10), .absolute(10)), count: 0)
        #expect(error(single(group)) == LayoutError(path: [.sectionDescription(nil), .key("group"), .key("count")], message: "must be >= 1, got 0"))
    }

    @Test("A first item that cannot fit, nested")
    func firstItem() {
        let inner = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(50), .absolute(50)), subitems: [F.item(.absolute(60), .absolute(10))])
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [.group(inner)])
        #expect(error(single(group)) == LayoutError(path: [.sectionDescription(0), .key("group"), .key("subitems"), .index(0)], message: "the group cannot fit its first item: it needs 60.0 points along its axis and has 50.0"))
    }

    @Test("Repeated subitems that do not fit")
    func repeating() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: F.item(.absolute(100), .absolute(10)), count: 5)
        #expect(error(single(group, count: 10)) == LayoutError(path: [.sectionDescription(0), .key("group")], message: "5 repeated subitems do not fit: the group has 400.0 points along its axis"))
    }

    @Test("A custom frame outside its group")
    func customFrame() {
        let group = CollectionLayoutGroup.custom(layoutSize: F.size(.absolute(100), .absolute(100)), itemProvider: .frames([.init(frame: rect(0, 0, 10, 10)), .init(frame: rect(95, 0, 10, 10))]))
        #expect(error(single(group)) == LayoutError(path: [.sectionDescription(0), .key("group"), .key("frames"), .index(1)], message: "frame (95.0, 0.0, 10.0, 10.0) must be finite, of non-negative size and inside the group (100.0 x 100.0)"))
    }

    @Test("Opposite anchor edges")
    func anchorEdges() {
        let badge = CollectionLayoutSupplementaryItem(layoutSize: F.size(.absolute(10), .absolute(10)), elementKind: ElementKind("badge"), containerAnchor: .init(edges: [.top, .bottom]))
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [F.item(.absolute(10), .absolute(10), badges: [badge])])
        #expect(error(single(group)) == LayoutError(path: [.sectionDescription(nil), .key("group"), .key("subitems"), .index(0), .key("supplementaryItems"), .index(0), .key("containerAnchor"), .key("edges")], message: "opposite edges (top and bottom, or leading and trailing) cannot both be anchored"))
    }

    @Test("Invalid bounds, non-finite interSectionSpacing, insets that exceed the bounds, negative cell after insets")
    func others() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [F.item(.absolute(10), .absolute(10), insets: .init(top: 0, leading: 6, bottom: 0, trailing: 6))])
        #expect(error(single(group), bounds: Size(width: -1, height: 10))?.path == [.bounds])
        #expect(error(F.layout(CollectionLayoutSection(group: group), counts: [1], configuration: .init(interSectionSpacing: .nan))) == LayoutError(path: [.configuration, .key("interSectionSpacing")], message: "must be finite, got nan"))
        #expect(error(F.layout(CollectionLayoutSection(group: group, contentInsets: .init(top: 0, leading: 300, bottom: 0, trailing: 300)), counts: [1]))?.path == [.sectionDescription(0), .key("contentInsets")], "found laying section 0 out")
        #expect(error(single(group)) == LayoutError(path: [.sectionDescription(0), .key("group"), .key("subitems"), .index(0)], message: "the item's cell has a negative size (-2.0 x 10.0) after its content insets"))
    }

    @Test("Overflow to infinity")
    func overflow() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(1e308)), subitems: [F.item(.absolute(10), .fractionalHeight(1))])
        #expect(error(F.layout(CollectionLayoutSection(group: group, interGroupSpacing: 1e308), counts: [40]))?.message.contains("overflows to infinity") == true)
    }
}
