import CollectionLayout
import LayoutSpec
import LayoutWorkloads
import Testing

/// `"type": "compositional"`: every key of the layout, its sections, groups
/// and items decodes to the model value UIKit's API would build.
@Suite struct CompositionalSpecDecodingTests {
    typealias C = CompositionalSpecDocuments

    static let fullItem = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    static let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

    @Test func defaults() throws {
        let layout = try C.decode(C.spec())
        #expect(layout.configuration == CompositionalLayoutConfiguration())
        let section = layout.sectionDescription(at: 0)
        #expect(section.group == .horizontal(layoutSize: Self.rowSize, subitems: [.item(Self.fullItem)]))
        #expect(section.contentInsets == .zero && section.interGroupSpacing == 0)
        #expect(section.boundarySupplementaryItems.isEmpty && section.decorationItems.isEmpty)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(layout.sections == [CompositionalLayout.Section(count: 3)])
    }

    @Test func impliedTrailFramesIsAnOptionOffByDefault() throws {
        #expect(try C.decode(C.spec()).impliesTrailFrames == false)
        #expect(try C.decode(C.spec()).layout.impliesTrailFrames == false)
        let on = try C.decode(C.spec(extra: #", "impliedTrailFrames": true"#))
        #expect(on.impliesTrailFrames && on.layout.impliesTrailFrames)
        #expect(on != (try C.decode(C.spec())))
        #expect(C.decodingRefusal(C.spec(extra: #", "impliedTrailFrames": 1"#)) == "layout.impliedTrailFrames: expected true or false, got a number")
    }

    @Test(arguments: [
        (#"{"fractionalWidth": 0.5}"#, CollectionLayoutDimension.fractionalWidth(0.5)),
        (#"{"fractionalHeight": 1}"#, .fractionalHeight(1)),
        (#"{"absolute": 44}"#, .absolute(44)),
        (#"{"estimated": 120.5}"#, .estimated(120.5)),
        (#"{"uniformAcrossSiblings": 60}"#, .uniformAcrossSiblings(estimate: 60)),
        (#"{"absolute": 0}"#, .absolute(0)),
    ])
    func everyDimension(_ json: String, _ expected: CollectionLayoutDimension) throws {
        let item = #"{"size": {"width": \#(json), "height": {"absolute": 1}}}"#
        let section = try C.section(of: C.spec(section: C.section(group: C.group("[\(item)]"))))
        guard case .subitems(let children, axis: .horizontal) = section.group.arrangement, case .item(let decoded) = children[0] else {
            Issue.record("unexpected arrangement \(section.group.arrangement)")
            return
        }
        #expect(decoded.layoutSize == CollectionLayoutSize(widthDimension: expected, heightDimension: .absolute(1)))
    }

    @Test func everyItemKey() throws {
        let item = """
        {"size": {"width": {"absolute": 40}, "height": {"estimated": 30}}, "contentInsets": [1, 2, 3, 4],
         "edgeSpacing": {"leading": {"fixed": 8}, "top": {"flexible": 0}, "trailing": {"flexible": -2}, "bottom": {"fixed": 1.5}},
         "supplementaryItems": [
           {"kind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}},
            "anchor": {"edges": ["top", "trailing"], "offset": [5, -5]}, "zIndex": 3},
           {"kind": "dot", "size": {"width": {"fractionalWidth": 0.1}, "height": {"fractionalWidth": 0.1}},
            "anchor": {"edges": [], "fractionalOffset": [0.5, -0.5]}},
           {"kind": "tag", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "anchor": {"edges": ["bottom"]}}
         ]}
        """
        let section = try C.section(of: C.spec(section: C.section(group: C.group("[\(item)]"))))
        let expected = CollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(40), heightDimension: .estimated(30)),
            contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            edgeSpacing: CollectionLayoutEdgeSpacing(leading: .fixed(8), top: .flexible(0), trailing: .flexible(-2), bottom: .fixed(1.5)),
            supplementaryItems: [
                CollectionLayoutSupplementaryItem(
                    layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: ElementKind("badge"),
                    containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 5, y: -5)), zIndex: 3
                ),
                CollectionLayoutSupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.1), heightDimension: .fractionalWidth(0.1)), elementKind: ElementKind("dot"),
                    containerAnchor: CollectionLayoutAnchor(edges: .none, fractionalOffset: Point(x: 0.5, y: -0.5))
                ),
                CollectionLayoutSupplementaryItem(
                    layoutSize: .init(widthDimension: .absolute(1), heightDimension: .absolute(1)), elementKind: ElementKind("tag"),
                    containerAnchor: CollectionLayoutAnchor(edges: .bottom)
                ),
            ]
        )
        #expect(section.group == .horizontal(layoutSize: Self.rowSize, subitems: [.item(expected)]))
        #expect(expected.supplementaryItems[1].zIndex == 1, "UIKit's default zIndex of a supplementary item")
    }

    @Test func emptyEdgeSpacingHasNoEdges() throws {
        let item = #"{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "edgeSpacing": {}}"#
        let section = try C.section(of: C.spec(section: C.section(group: C.group("[\(item)]"))))
        guard case .subitems(let children, _) = section.group.arrangement else { return }
        #expect(children[0].edgeSpacing == CollectionLayoutEdgeSpacing())
    }

    @Test func nestedGroupsAndEveryGroupKey() throws {
        let group = """
        {"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 200}},
         "interItemSpacing": {"fixed": 8}, "contentInsets": [4, 4, 4, 4], "edgeSpacing": {"top": {"fixed": 2}},
         "supplementaryItems": [{"kind": "badge", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "anchor": {"edges": ["leading"]}}],
         "subitems": [
           \(C.item),
           {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}},
            "subitem": \(C.item), "count": 3},
           {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.25}},
            "repeatingSubitem": {"size": {"width": {"absolute": 50}, "height": {"fractionalHeight": 1}}}, "count": 2}
         ]}
        """
        let section = try C.section(of: C.spec(section: C.section(group: group)))
        let inner = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)), subitem: .item(Self.fullItem), count: 3
        )
        let repeating = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.25)),
            repeatingSubitem: .item(CollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)))), count: 2
        )
        var expected = CollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [.item(Self.fullItem), .group(inner), .group(repeating)]
        )
        expected.interItemSpacing = .fixed(8)
        expected.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        expected.edgeSpacing = CollectionLayoutEdgeSpacing(top: .fixed(2))
        expected.supplementaryItems = [CollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: ElementKind("badge"),
            containerAnchor: CollectionLayoutAnchor(edges: .leading)
        )]
        #expect(section.group == expected)
    }

    @Test func customGroupFramesInBothNotations() throws {
        let group = """
        {"group": "custom", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
         "frames": [[0, 0, 50, 100], {"frame": [50, 0, 50, 50], "zIndex": 2}, {"frame": [50, 50, 50, 50]}]}
        """
        let section = try C.section(of: C.spec(section: C.section(group: group)))
        #expect(section.group == .custom(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            itemProvider: .frames([
                CollectionLayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 50, height: 100)),
                CollectionLayoutGroupCustomItem(frame: Rect(x: 50, y: 0, width: 50, height: 50), zIndex: 2),
                CollectionLayoutGroupCustomItem(frame: Rect(x: 50, y: 50, width: 50, height: 50)),
            ])
        ))
    }

    @Test func everySectionKey() throws {
        let extra = """
        , "contentInsets": [10, 20, 30, 40], "interGroupSpacing": 12, "orthogonalScrollingBehavior": "groupPaging",
          "boundarySupplementaryItems": [
            {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "alignment": "top",
             "offset": [0, -4], "extendsBoundary": false, "pinToVisibleBounds": true, "zIndex": 2},
            {"kind": "footer", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 30}}, "alignment": "bottom"}],
          "decorationItems": [{"kind": "background", "contentInsets": [5, 5, 5, 5], "zIndex": -2}, {"kind": "shade"}]
        """
        let section = try C.section(of: C.spec(section: C.section(extra: extra)))
        #expect(section.contentInsets == DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        #expect(section.interGroupSpacing == 12)
        #expect(section.orthogonalScrollingBehavior == .groupPaging)
        #expect(section.boundarySupplementaryItems == [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.rowSize, elementKind: .header, alignment: .top, absoluteOffset: Point(x: 0, y: -4),
                extendsBoundary: false, pinToVisibleBounds: true, zIndex: 2
            ),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)), elementKind: .footer, alignment: .bottom
            ),
        ])
        #expect(section.boundarySupplementaryItems[1].extendsBoundary && !section.boundarySupplementaryItems[1].pinToVisibleBounds)
        #expect(section.decorationItems == [
            .background(elementKind: ElementKind("background"), contentInsets: DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5), zIndex: -2),
            .background(elementKind: ElementKind("shade")),
        ])
        #expect(section.decorationItems[1].zIndex == 0, "UIKit's default")
    }

    @Test(arguments: OrthogonalScrollingBehavior.allCases)
    func everyOrthogonalBehavior(_ behavior: OrthogonalScrollingBehavior) throws {
        let section = try C.section(of: C.spec(section: C.section(extra: #", "orthogonalScrollingBehavior": "\#(behavior.rawValue)""#)))
        #expect(section.orthogonalScrollingBehavior == behavior)
    }

    @Test(arguments: RectAlignment.allCases)
    func everyAlignment(_ alignment: RectAlignment) throws {
        let item = #"{"kind": "side", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "alignment": "\#(alignment.rawValue)"}"#
        let section = try C.section(of: C.spec(section: C.section(extra: #", "boundarySupplementaryItems": [\#(item)]"#)))
        #expect(section.boundarySupplementaryItems.map(\.alignment) == [alignment])
    }

    @Test func configurationKeys() throws {
        let extra = """
        , "scrollDirection": "horizontal", "interSectionSpacing": -3,
          "boundarySupplementaryItems": [{"kind": "banner", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 80}}, "alignment": "top"}]
        """
        let layout = try C.decode(C.spec(extra: extra))
        #expect(layout.configuration == CompositionalLayoutConfiguration(
            scrollDirection: .horizontal, interSectionSpacing: -3,
            boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), elementKind: ElementKind("banner"), alignment: .top
            )]
        ))
        #expect(layout.layout.configuration == layout.configuration)
    }

    /// Section `i` follows entry `i % n`, in the decoded value and in the
    /// engine's layout built from it (a pure provider).
    @Test func sectionProviderCyclesItsEntries() throws {
        let first = C.section(extra: #", "interGroupSpacing": 1"#)
        let second = C.section(extra: #", "interGroupSpacing": 2"#)
        let layout = try C.decode(C.spec(
            layout: #"{"type": "compositional", "sectionProvider": [\#(first), \#(second)]}"#,
            sections: #"[{"count": 1}, {"count": 2}, {"count": 3}, {"count": 0}, {"count": 1}]"#
        ))
        let environment = layout.layout.environment(boundsSize: Size(width: 100, height: 200))
        for index in 0..<5 {
            #expect(layout.sectionDescription(at: index).interGroupSpacing == Double(index % 2 + 1))
            #expect(layout.layout.sectionDescription(at: index, environment: environment).interGroupSpacing == Double(index % 2 + 1))
        }
        guard case .provider(let entries) = layout.sectionDescriptions else {
            Issue.record("expected a provider")
            return
        }
        #expect(entries.count == 2)
    }

    @Test func singleSectionBuildsTheEnginesSingleProvider() throws {
        let layout = try C.decode(C.spec())
        guard case .single(let section) = layout.layout.sectionProvider else {
            Issue.record("expected init(section:)")
            return
        }
        #expect(section.group == layout.sectionDescription(at: 0).group)
    }

    @Test func dataSectionsAreMeasuredSizes() throws {
        let layout = try C.decode(C.spec(sections: #"[{"count": 2}, {"count": 2, "itemSize": [30, 40]}, {"itemSizes": [[0, 0], [10, 20]]}]"#))
        #expect(layout.sections == [
            CompositionalLayout.Section(items: .uniform(count: 2, size: .zero)),
            CompositionalLayout.Section(items: .uniform(count: 2, size: Size(width: 30, height: 40))),
            CompositionalLayout.Section(items: .list([.zero, Size(width: 10, height: 20)])),
        ])
    }

    @Test func workloadSectionsAreMeasuredSizes() throws {
        let layout = try C.decode(C.spec(sections: #"{"workload": "feed", "items": 250, "seed": 7}"#))
        #expect(layout.sections == Workload.feed.sections(items: 250, seed: 7).map { CompositionalLayout.Section(items: $0) })
    }

    @Test func equalityComparesEveryPart() throws {
        let spec = try LayoutSpecification(json: C.spec())
        #expect(spec == (try LayoutSpecification(json: C.spec())))
        #expect(spec != (try LayoutSpecification(json: C.spec(section: C.section(extra: #", "interGroupSpacing": 1"#)))))
        #expect(spec != (try LayoutSpecification(json: C.spec(sections: #"[{"count": 4}]"#))))
        #expect(spec != (try LayoutSpecification(json: C.spec(layout: #"{"type": "compositional", "sectionProvider": [\#(C.section())]}"#))))
        #expect(spec.layout.typeName == "compositional")
        #expect(spec.itemCount == 3)
    }
}
