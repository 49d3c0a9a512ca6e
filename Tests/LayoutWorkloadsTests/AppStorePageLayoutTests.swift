import CollectionLayout
import LayoutWorkloads
import Testing

/// The App Store page's section descriptions (`AppStorePage+Sections.swift`),
/// laid out: what scrolls sideways and how, and what each kind of section adds.
@Suite struct AppStorePageLayoutTests {
    static let page = AppStorePage(items: 2_000, seed: 3)
    static let prepared = try! AppStorePage.layout(sections: page.sections).prepare(boundsSize: Workload.phoneBounds, index: .intervalTree)

    func kind(_ section: Int) -> AppStorePage.SectionKind { AppStorePage.SectionKind(section: section) }

    @Test func theCarouselsAreTheFeaturedAndShelfSections() throws {
        let sections = Self.page.sections.indices
        #expect(Self.prepared.orthogonalSectionIndices == sections.filter { [.featured, .shelf].contains(kind($0)) })
        for section in Self.prepared.orthogonalSectionIndices {
            let declaration = try #require(Self.prepared.orthogonalSection(section))
            #expect(declaration.behavior == (kind(section) == .featured ? .groupPagingCentered : .continuousGroupLeadingBoundary))
            // Groups of one card, or of three rows, side by side: a shelf's from
            // the leading inset, a featured card centred in the 390-point width.
            let groups = (Self.page.sections[section].items.count + (kind(section) == .shelf ? 2 : 0)) / (kind(section) == .shelf ? 3 : 1)
            #expect(declaration.groupStarts.count == groups)
            if kind(section) == .featured {
                let first = declaration.groupEnds[0] - declaration.groupStarts[0]
                #expect(declaration.groupStarts.first == (390 - first) / 2)
            } else {
                #expect(declaration.groupStarts.first == 20)
            }
        }
    }

    @Test func everyKindAddsItsSupplementariesAndDecorations() {
        var expected: [String: Int] = [:]
        for (section, data) in Self.page.sections.enumerated() {
            let items = data.items.count
            switch kind(section) {
            case .featured: break
            case .shelf: expected["header", default: 0] += 1; expected["price", default: 0] += items
            case .list: expected["header", default: 0] += 1; expected["background", default: 0] += 1
            case .grid: expected["header", default: 0] += 1; expected["background", default: 0] += 1; expected["badge", default: 0] += items
            }
        }
        let elements = Self.prepared.allElements().filter { $0.category != .cell }
        #expect(Dictionary(grouping: elements, by: \.kind.rawValue).mapValues(\.count) == expected)
    }

    /// Section `section`'s header with the collection view showing `visible`.
    func header(_ section: Int, visible: Rect) -> LayoutAttributes? {
        Self.prepared.allElements(visibleBounds: visible).first { $0.kind.rawValue == "header" && $0.indexPath.section == section }
    }

    @Test func onlyTheListHeadersArePinned() throws {
        let list = try #require(Self.page.sections.indices.first { kind($0) == .list && Self.page.sections[$0].items.count > 10 })
        let top = Rect(x: 0, y: 0, width: 390, height: 844)
        let (listTop, gridTop) = try (#require(header(list, visible: top)), #require(header(list + 1, visible: top)))
        let scrolled = Rect(x: 0, y: listTop.frame.minY + 300, width: 390, height: 844)
        let pinned = try #require(header(list, visible: scrolled))
        #expect(pinned.frame.minY == scrolled.minY && pinned.zIndex == 2)
        let gridScrolled = Rect(x: 0, y: gridTop.frame.minY + 100, width: 390, height: 844)
        #expect(try #require(header(list + 1, visible: gridScrolled)).frame == gridTop.frame)
    }

    /// `header` is registered unpinned (the shelf's) and pinned (the list's):
    /// two kind codes, and a lookup by kind and index path finds both (the
    /// lookup table files them under the kind's first code; it used to miss the
    /// pinned ones).
    @Test func aPinnedHeaderOfAKindAlsoUsedUnpinnedIsFoundByIndexPath() throws {
        let list = try #require(Self.page.sections.indices.first { kind($0) == .list })
        #expect(Self.prepared.attributesForSupplementaryElement(ofKind: ElementKind("header"), at: IndexPath(item: 0, section: list)) != nil)
        #expect(Self.prepared.attributesForSupplementaryElement(ofKind: ElementKind("header"), at: IndexPath(item: 0, section: list + 1)) != nil)
    }

    @Test func otherWorkloadsTakeThePageShape() throws {
        let layout = Workload.feed.appStoreLayout(items: 700, seed: 1)
        #expect(layout.sections.map(\.items) == Workload.feed.sections(items: 700, seed: 1))
        let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .linear)
        #expect(prepared.orthogonalSectionIndices == [0, 1])
        // The feed's posts are measured: its list section's rows take their heights.
        let row = try #require(prepared.attributesForItem(at: IndexPath(item: 5, section: 2)))
        #expect(row.frame.height == layout.sections[2].items[5].height)
    }
}
