import CollectionLayout
import Testing

/// UIKit's lookups on a prepared layout: `layoutAttributesForItem(at:)`,
/// `layoutAttributesForSupplementaryView(ofKind:at:)`, the decoration lookup,
/// section and item counts, and `nil` for everything that does not exist.
///
/// Fixture: bounds 300 × 600, header 40, footer 20, spacings 10, leading; section 0
/// holds two 100 × 50 items, section 1 none, section 2 one 60 × 30 item.
/// Section 0: header (0, 0, 300, 40), items (0, 40) and (110, 40), end 90, footer
/// (0, 90, 300, 20). Section 1: header (0, 110, 300, 40), end 150, footer (0, 150, 300, 20).
/// Section 2: header (0, 170, 300, 40), item (0, 210, 60, 30), end 240, footer (0, 240, 300, 20).
@Suite("PreparedLayout lookups")
struct PreparedLayoutLookupTests {
    static func prepared(_ strategy: IndexStrategy = .auto) throws -> PreparedLayout {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        configuration.footerReferenceSize = Size(width: 0, height: 20)
        configuration.lineAlignment = .leading
        return try FlowLayout(configuration: configuration, sections: [
            .init(items: .uniform(count: 2, size: Size(width: 100, height: 50))),
            .init(items: .list([])),
            .init(items: .list([Size(width: 60, height: 30)])),
        ]).prepare(boundsSize: Size(width: 300, height: 600), index: strategy)
    }

    @Test("attributesForItem returns the cell's full attributes", arguments: IndexStrategy.allCases)
    func itemLookup(strategy: IndexStrategy) throws {
        let prepared = try Self.prepared(strategy)
        let attributes = try #require(prepared.attributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(attributes == LayoutAttributes(
            category: .cell, kind: .cell, indexPath: IndexPath(item: 1, section: 0), frame: rect(110, 40, 100, 50),
            zIndex: 0, alpha: 1, isHidden: false, transform: .identity
        ))
        #expect(prepared.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame == rect(0, 210, 60, 30))
    }

    @Test("Missing items are nil", arguments: [
        IndexPath(item: 2, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 1),
        IndexPath(item: 1, section: 2), IndexPath(item: 0, section: 3), IndexPath(item: 0, section: -1),
        IndexPath(item: Int.max, section: 0), IndexPath(item: 0, section: Int.min),
    ])
    func missingItems(indexPath: IndexPath) throws {
        #expect(try Self.prepared().attributesForItem(at: indexPath) == nil)
    }

    @Test("Headers and footers by kind and index path", arguments: IndexStrategy.allCases)
    func supplementaryLookup(strategy: IndexStrategy) throws {
        let prepared = try Self.prepared(strategy)
        let header = try #require(prepared.attributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: 1)))
        #expect(header.category == .supplementary)
        #expect(header.kind == .header)
        #expect(header.indexPath == IndexPath(item: 0, section: 1))
        #expect(header.frame == rect(0, 110, 300, 40))
        #expect(prepared.footerFrame(section: 0) == rect(0, 90, 300, 20))
        #expect(prepared.footerFrame(section: 1) == rect(0, 150, 300, 20))
        #expect(prepared.footerFrame(section: 2) == rect(0, 240, 300, 20))
        #expect(prepared.contentSize == Size(width: 300, height: 260))
        // Missing: item 1 of a header, a section past the end, an unknown kind, a header as a decoration.
        #expect(prepared.attributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(prepared.attributesForSupplementaryElement(ofKind: .footer, at: IndexPath(item: 0, section: 3)) == nil)
        #expect(prepared.attributesForSupplementaryElement(ofKind: ElementKind("badge"), at: IndexPath(item: 0, section: 0)) == nil)
        #expect(prepared.attributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: Int.max)) == nil)
        #expect(prepared.attributesForDecorationElement(ofKind: .header, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("Counts, kinds, storage and the default visible bounds")
    func structure() throws {
        let prepared = try Self.prepared()
        #expect(prepared.numberOfSections == 3)
        #expect(prepared.numberOfItems(inSection: 0) == 2)
        #expect(prepared.numberOfItems(inSection: 1) == 0)
        #expect(prepared.numberOfItems(inSection: 2) == 1)
        #expect(prepared.numberOfItems(inSection: 3) == nil)
        #expect(prepared.numberOfItems(inSection: -1) == nil)
        // 3 cells, 3 headers, 3 footers.
        #expect(prepared.elementCount == 9)
        // Frames, 5 keys: the 3 footers', section 1's header (no cell follows
        // it) and the section lead, the header that opens sections 0 and 2
        // (theirs and the cells' keys are implied), one 16-byte word per
        // bitmap (stored keys, runs) and the runs of sections 0 and 2.
        #expect(prepared.storageBytes == 9 * 32 + 5 * 16 + 2 * 16 + 2 * 8)
        #expect(prepared.kinds[0].category == .cell)
        #expect(prepared.kinds[0].kind == .cell)
        #expect(prepared.defaultVisibleBounds == rect(0, 0, 300, 600))
        #expect(prepared.boundsSize == Size(width: 300, height: 600))
        #expect(prepared.scrollAxis == .vertical)
    }

    @Test("allElements lists every element in layout order: header, cells, footer per section")
    func allElementsOrder() throws {
        let all = try Self.prepared().allElements()
        #expect(all.map(\.kind) == [.header, .cell, .cell, .footer, .header, .footer, .header, .cell, .footer])
        #expect(all.map(\.indexPath.section) == [0, 0, 0, 0, 1, 1, 2, 2, 2])
    }
}
