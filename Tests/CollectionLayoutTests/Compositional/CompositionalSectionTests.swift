import CollectionLayout
import Testing

/// Rules 6 to 13: boundary items, badges, pins, backgrounds, orthogonal strips, scroll direction, layout-wide items.
@Suite("Compositional: sections")
struct CompositionalSectionTests {
    typealias F = CompositionalFixtures
    static let fullRow = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])

    func boundary(_ kind: String, _ alignment: RectAlignment, _ width: CollectionLayoutDimension, _ height: Double, extends: Bool = true, offset: Point = .zero, pinned: Bool = false, zIndex: Int = 0) -> CollectionLayoutBoundarySupplementaryItem {
        .init(layoutSize: F.size(width, .absolute(height)), elementKind: ElementKind(kind), alignment: alignment, absoluteOffset: offset, extendsBoundary: extends, pinToVisibleBounds: pinned, zIndex: zIndex)
    }

    @Test("Anchored badges: named edges align, no edge centres, absolute and fractional offsets")
    func badges() throws {
        let corner = CollectionLayoutSupplementaryItem(layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: ElementKind("corner"), containerAnchor: .init(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let centre = CollectionLayoutSupplementaryItem(layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: ElementKind("centre"), containerAnchor: .init(edges: [], absoluteOffset: Point(x: 5, y: 0)))
        let low = CollectionLayoutSupplementaryItem(layoutSize: F.size(.fractionalWidth(0.5), .absolute(20)), elementKind: ElementKind("low"), containerAnchor: .init(edges: [.bottom, .leading]))
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [F.item(.absolute(100), .fractionalHeight(1), badges: [corner, centre, low])])
        let prepared = try F.prepare(F.layout(CollectionLayoutSection(group: group), counts: [2]))
        let second = IndexPath(item: 1, section: 0)
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("corner"), at: second)?.frame == rect(190, -10, 20, 20))
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("centre"), at: second)?.frame == rect(145, 40, 20, 20))
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("low"), at: second)?.frame == rect(100, 80, 50, 20))
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("corner"), at: second)?.zIndex == 1)
    }

    @Test("Boundary items: header extends, trailing corner and side items overlap, footer moved by its offset")
    func boundaryItems() throws {
        let items = [
            boundary("header", .top, .fractionalWidth(1), 50), boundary("corner", .topTrailing, .absolute(60), 20, extends: false),
            boundary("side", .leading, .absolute(40), 40, extends: false), boundary("footer", .bottom, .fractionalWidth(1), 30, offset: Point(x: 0, y: 5)),
        ]
        let section = CollectionLayoutSection(group: Self.fullRow, contentInsets: .init(top: 10, leading: 20, bottom: 10, trailing: 20), boundarySupplementaryItems: items)
        let prepared = try F.prepare(F.layout(section, counts: [1]))
        let path = IndexPath(item: 0, section: 0)
        #expect(prepared.headerFrame(section: 0) == rect(20, 0, 360, 50))
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("corner"), at: path)?.frame == rect(320, 0, 60, 20))
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("side"), at: path)?.frame == rect(20, 60, 40, 40))
        #expect(prepared.cellFrames(section: 0) == [rect(20, 60, 360, 100)])
        #expect(prepared.footerFrame(section: 0) == rect(20, 175, 360, 30))
        #expect(prepared.contentSize.height == 200)
    }

    /// A bottom item that does not extend the boundary ends where the section
    /// ends, over its content, and the section does not grow for it.
    @Test func aNonExtendingFooterEndsAtTheSectionEnd() throws {
        let items = [boundary("footer", .bottom, .fractionalWidth(1), 30), boundary("overlay", .bottomTrailing, .absolute(60), 20, extends: false)]
        let section = CollectionLayoutSection(group: Self.fullRow, contentInsets: .init(top: 10, leading: 20, bottom: 10, trailing: 20), boundarySupplementaryItems: items)
        let prepared = try F.prepare(F.layout(section, counts: [1]))
        // Groups 10 ..< 110, bottom inset to 120, footer 120 ..< 150: the section ends at 150.
        #expect(prepared.footerFrame(section: 0) == rect(20, 120, 360, 30))
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("overlay"), at: IndexPath(item: 0, section: 0))?.frame == rect(320, 130, 60, 20))
        #expect(prepared.contentSize.height == 150)
    }

    @Test("A pinned header sticks to the visible top until its section ends")
    func pinnedHeader() throws {
        let section = CollectionLayoutSection(group: Self.fullRow, boundarySupplementaryItems: [boundary("header", .top, .fractionalWidth(1), 50, pinned: true)])
        let prepared = try F.prepare(F.layout(section, counts: [1, 1]))
        // Section 0: header 0..<50, cell 50..<150; section 1 starts at 150.
        #expect(prepared.headerFrame(section: 0, visibleBounds: rect(0, 30, 400, 800)) == rect(0, 30, 400, 50))
        #expect(prepared.headerFrame(section: 0, visibleBounds: rect(0, 120, 400, 800)) == rect(0, 100, 400, 50))
        #expect(prepared.headerFrame(section: 1, visibleBounds: rect(0, 120, 400, 800)) == rect(0, 150, 400, 50))
        let headers = prepared.elements(in: rect(0, 120, 400, 10), visibleBounds: rect(0, 120, 400, 800)).filter { $0.kind == .header }
        #expect(headers.map(\.frame) == [rect(0, 100, 400, 50)])
    }

    @Test("A background covers its section, inset, and raises elements below its zIndex to it")
    func background() throws {
        let section = CollectionLayoutSection(
            group: Self.fullRow, boundarySupplementaryItems: [boundary("header", .top, .fractionalWidth(1), 50, zIndex: 7)],
            decorationItems: [.background(elementKind: ElementKind("bg"), contentInsets: .init(top: 5, leading: 5, bottom: 5, trailing: 5), zIndex: 3)]
        )
        let prepared = try F.prepare(F.layout(section, counts: [1]))
        let background = try #require(prepared.allElements().first { $0.category == .decoration })
        #expect(background.frame == rect(5, 5, 390, 140))
        #expect(background.zIndex == 3)
        #expect(prepared.attributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 3, "the cell's 0 is raised to the background's 3")
        #expect(prepared.attributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: 0))?.zIndex == 7)
    }

    @Test("A background's zIndex defaults to UIKit's 0; cells keep their 0 and draw above it")
    func backgroundDefaultZIndex() throws {
        let decoration = CollectionLayoutDecorationItem.background(elementKind: ElementKind("bg"))
        #expect(decoration.zIndex == 0)
        let prepared = try F.prepare(F.layout(CollectionLayoutSection(group: Self.fullRow, decorationItems: [decoration]), counts: [2]))
        let elements = prepared.allElements()
        let background = try #require(elements.first { $0.category == .decoration })
        #expect(background.zIndex == 0)
        #expect(elements.filter { $0.category == .cell }.map(\.zIndex) == [0, 0])
        let drawn = elements.sorted(by: LayoutAttributes.drawOrder).map(\.category)
        #expect(drawn == [.decoration, .cell, .cell], "at an equal zIndex the background draws first")
    }

    /// Every behaviour but `groupPagingCentered`, which centres its first
    /// group instead (`CompositionalRestingOffsetTests`).
    @Test("Orthogonal sections: groups side by side across, the strip declared, its offset moves query results", arguments: OrthogonalScrollingBehavior.allCases.filter { $0.scrollsOrthogonally && $0 != .groupPagingCentered })
    func orthogonal(behavior: OrthogonalScrollingBehavior) throws {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(150), .absolute(100)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: group, contentInsets: .init(top: 0, leading: 10, bottom: 0, trailing: 10), interGroupSpacing: 10, orthogonalScrollingBehavior: behavior)
        var prepared = try F.prepare(F.layout(section, counts: [4, 4]))
        #expect(prepared.cellFrames(section: 0) == [rect(10, 0, 150, 100), rect(170, 0, 150, 100), rect(330, 0, 150, 100), rect(490, 0, 150, 100)])
        #expect(prepared.cellFrames(section: 1).first == rect(10, 100, 150, 100))
        let declaration = try #require(prepared.orthogonalSection(0))
        #expect(declaration.behavior == behavior && declaration.contentLength == 650 && declaration.leadingInset == 10)
        #expect(declaration.groupStarts == [10, 170, 330, 490] && declaration.groupEnds == [160, 320, 480, 640])
        try prepared.setOrthogonalScrollOffset(100, forSection: 0)
        let found = prepared.elements(in: rect(0, 0, 60, 100)).filter { $0.category == .cell }
        #expect(found.map(\.frame) == [rect(-90, 0, 150, 100), rect(70, 0, 150, 100)].filter { $0.intersects(rect(0, 0, 60, 100)) })
    }

    @Test("Horizontal scrolling swaps the axes")
    func horizontal() throws {
        let group = CollectionLayoutGroup.vertical(layoutSize: F.size(.absolute(100), .fractionalHeight(1)), subitems: [F.item(.fractionalWidth(1), .absolute(200))])
        let section = CollectionLayoutSection(group: group, contentInsets: .init(top: 20, leading: 10, bottom: 0, trailing: 0))
        let prepared = try F.prepare(F.layout(section, counts: [5], configuration: .init(scrollDirection: .horizontal)))
        #expect(prepared.cellFrames(section: 0) == [rect(10, 20, 100, 200), rect(10, 220, 100, 200), rect(10, 420, 100, 200), rect(110, 20, 100, 200), rect(110, 220, 100, 200)])
        #expect(prepared.contentSize == Size(width: 210, height: 800))
    }

    @Test("Layout-wide items before and after the content, sections interSectionSpacing apart")
    func layoutWide() throws {
        let configuration = CompositionalLayoutConfiguration(interSectionSpacing: 20, boundarySupplementaryItems: [
            boundary("globalHeader", .top, .fractionalWidth(1), 40), boundary("globalFooter", .bottom, .fractionalWidth(1), 30),
        ])
        let prepared = try F.prepare(F.layout(CollectionLayoutSection(group: Self.fullRow), counts: [1, 1], configuration: configuration))
        #expect(prepared.cellFrames(section: 0) == [rect(0, 40, 400, 100)])
        #expect(prepared.cellFrames(section: 1) == [rect(0, 160, 400, 100)])
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("globalHeader"), at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 400, 40))
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("globalFooter"), at: IndexPath(item: 0, section: 1))?.frame == rect(0, 260, 400, 30))
        #expect(prepared.contentSize.height == 290)
    }
}
