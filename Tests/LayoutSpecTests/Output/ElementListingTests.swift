import CollectionLayout
import LayoutSpec
import Testing

/// The TSV and JSON listings of `frames` and `query`: order, number format, layout.
@Suite struct ElementListingTests {
    static func element(
        _ category: ElementCategory, _ kind: ElementKind, section: Int, item: Int,
        _ frame: Rect = Rect(x: 0, y: 0, width: 1, height: 1), zIndex: Int = 0
    ) -> LayoutAttributes {
        LayoutAttributes(category: category, kind: kind, indexPath: IndexPath(item: item, section: section), frame: frame, zIndex: zIndex)
    }

    /// Elements in scrambled order, one of each sort key.
    static let scrambled = [
        element(.decoration, ElementKind("background"), section: 0, item: 0),
        element(.supplementary, .header, section: 1, item: 0),
        element(.cell, .cell, section: 1, item: 0),
        element(.supplementary, .footer, section: 0, item: 0),
        element(.cell, .cell, section: 0, item: 10),
        element(.supplementary, .header, section: 0, item: 0),
        element(.cell, .cell, section: 0, item: 2),
        element(.decoration, ElementKind("axis"), section: 2, item: 0),
    ]

    @Test func sortsByCategoryKindSectionItem() {
        let listing = ElementListing(contentSize: Size(width: 10, height: 20), elements: Self.scrambled)
        let keys = listing.elements.map { "\($0.category.name) \($0.kind) \($0.indexPath.section) \($0.indexPath.item)" }
        #expect(keys == [
            "cell - 0 2", "cell - 0 10", "cell - 1 0",
            "supplementary footer 0 0", "supplementary header 0 0", "supplementary header 1 0",
            "decoration axis 2 0", "decoration background 0 0",
        ])
    }

    @Test func tsvLinesAreTabSeparated() {
        let listing = ElementListing(contentSize: Size(width: 390, height: 1234.5), elements: [
            Self.element(.supplementary, .header, section: 3, item: 0, Rect(x: 0, y: 100.25, width: 390, height: 44), zIndex: 10),
            Self.element(.cell, .cell, section: 0, item: 7, Rect(x: 12.5, y: 0.1, width: 1.0 / 3, height: 1e-5)),
        ])
        #expect(listing.formatted(as: .tsv) == """
        # contentSize 390.0 1234.5
        cell\t-\t0\t7\t12.5\t0.1\t0.3333333333333333\t1e-05\t0
        supplementary\theader\t3\t0\t0.0\t100.25\t390.0\t44.0\t10

        """)
    }

    @Test func negativeZeroPrintsAsZero() {
        let listing = ElementListing(contentSize: Size(width: -0.0, height: 0), elements: [
            Self.element(.cell, .cell, section: 0, item: 0, Rect(x: -0.0, y: -0.0, width: 5, height: -0.0)),
        ])
        #expect(listing.formatted(as: .tsv) == "# contentSize 0.0 0.0\ncell\t-\t0\t0\t0.0\t0.0\t5.0\t0.0\t0\n")
        #expect(!listing.formatted(as: .json).contains("-0.0"))
    }

    @Test func negativeCoordinatesKeepTheirSign() {
        let line = ElementListing.tsvLine(Self.element(.cell, .cell, section: 0, item: 0, Rect(x: -3.5, y: -10, width: 2, height: 2), zIndex: -1))
        #expect(line == "cell\t-\t0\t0\t-3.5\t-10.0\t2.0\t2.0\t-1")
    }

    @Test func emptyListingIsTheHeaderAlone() {
        let listing = ElementListing(contentSize: Size(width: 100, height: 0), elements: [])
        #expect(listing.formatted(as: .tsv) == "# contentSize 100.0 0.0\n")
        #expect(listing.formatted(as: .json) == "{\n  \"contentSize\": [100.0, 0.0],\n  \"elements\": []\n}\n")
    }

    @Test func jsonListsTheSameElementsInTheSameOrder() throws {
        let listing = ElementListing(contentSize: Size(width: 10, height: 20), elements: [
            Self.element(.supplementary, .footer, section: 1, item: 0, Rect(x: 0, y: 18, width: 10, height: 2)),
            Self.element(.cell, .cell, section: 0, item: 1, Rect(x: 5, y: 0, width: 5, height: 0.5), zIndex: 2),
        ])
        #expect(listing.formatted(as: .json) == """
        {
          "contentSize": [10.0, 20.0],
          "elements": [
            {"category": "cell", "kind": "-", "section": 0, "item": 1, "frame": [5.0, 0.0, 5.0, 0.5], "zIndex": 2},
            {"category": "supplementary", "kind": "footer", "section": 1, "item": 0, "frame": [0.0, 18.0, 10.0, 2.0], "zIndex": 0}
          ]
        }

        """)
    }

    /// The JSON output is valid JSON (read back with our parser) and matches the TSV line for line.
    @Test func jsonParsesAndAgreesWithTheTSV() throws {
        let listing = ElementListing(contentSize: Size(width: 10, height: 20), elements: Self.scrambled)
        let value = try JSONParser.parse(listing.formatted(as: .json))
        guard case .object(let root) = value, case .array(let elements)? = root["elements"] else {
            Issue.record("unexpected JSON shape: \(value)")
            return
        }
        #expect(root.keys == ["contentSize", "elements"])
        #expect(root["contentSize"] == [10, 20])
        let tsvLines = listing.formatted(as: .tsv).split(separator: "\n").dropFirst()
        #expect(elements.count == tsvLines.count)
        for (element, line) in zip(elements, tsvLines) {
            guard case .object(let object) = element, case .string(let category)? = object["category"], case .string(let kind)? = object["kind"],
                  case .number(let section)? = object["section"], case .number(let item)? = object["item"] else {
                Issue.record("unexpected element: \(element)")
                continue
            }
            #expect(object.keys == ["category", "kind", "section", "item", "frame", "zIndex"])
            #expect(line.hasPrefix("\(category)\t\(kind)\t\(Int(section))\t\(Int(item))\t"))
        }
    }

    @Test func kindNamesAreEscapedInJSON() {
        let text = ElementListing.jsonObject(Self.element(.decoration, ElementKind("odd\"kind"), section: 0, item: 0))
        #expect(text.contains(#""kind": "odd\"kind""#))
    }

    /// A prepared layout's listing places pinned headers for the visible bounds.
    @Test func listingOfAPreparedLayoutPlacesPinnedHeaders() throws {
        let prepared = try LayoutSpecification(json: SpecDocuments.spec(
            sections: #"[{"count": 6, "itemSize": [100, 50]}]"#,
            layout: #"{"type": "flow", "headerReferenceSize": [0, 20], "sectionHeadersPinToVisibleBounds": true}"#
        )).prepare()
        let natural = ElementListing(allElementsOf: prepared)
        let scrolled = ElementListing(allElementsOf: prepared, visibleBounds: Rect(x: 0, y: 100, width: 100, height: 200))
        #expect(natural.elements.last?.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(scrolled.elements.last?.frame == Rect(x: 0, y: 100, width: 100, height: 20))
        #expect(scrolled.elements.last?.zIndex == 10)
        let queried = ElementListing(elementsOf: prepared, in: Rect(x: 0, y: 0, width: 10, height: 30), visibleBounds: Rect(x: 0, y: 100, width: 100, height: 200))
        #expect(queried.elements.map(\.category) == [.cell])
    }
}
