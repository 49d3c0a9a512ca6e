import CollectionLayout
import Testing

/// Flow rule 8: pinned headers follow `y = min(max(V.minY, naturalY),
/// sectionItemsEnd - headerHeight)`; pinned footers mirror it at V.maxY,
/// `y = max(min(V.maxY - footerHeight, naturalY), sectionStart + headerHeight)`
/// (the mirror of "the section's end before its footer" is "the section's
/// start after its header"); pinned elements draw above cells; and rect queries
/// find pinned elements where they are pinned, not where they would be.
///
/// Layout: bounds 200 × 100; header 20 and footer 10, both pinned; no inset;
/// spacings 0; items 100 × 50, two per line (100 + 0 + 100 = 200 <= 200).
/// - Section 0, 4 items: header natural (0, 0, 200, 20); lines at 20 and 70;
///   sectionItemsEnd 120; footer natural (0, 120, 200, 10).
/// - Section 1 starts at 130, 2 items: header natural (0, 130, 200, 20); line at
///   150; sectionItemsEnd 200; footer natural (0, 200, 200, 10). Content 210.
@Suite("Flow rule 8: pinned headers and footers")
struct FlowLayoutPinningTests {
    static func layout(pinHeaders: Bool = true, pinFooters: Bool = true, inset: EdgeInsets = .zero) -> FlowLayout {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 0, height: 20)
        configuration.footerReferenceSize = Size(width: 0, height: 10)
        configuration.sectionHeadersPinToVisibleBounds = pinHeaders
        configuration.sectionFootersPinToVisibleBounds = pinFooters
        configuration.sectionInset = inset
        configuration.minimumLineSpacing = 0
        configuration.minimumInteritemSpacing = 0
        let item = Size(width: 100, height: 50)
        return FlowLayout(configuration: configuration, sections: [
            .init(items: .uniform(count: 4, size: item)), .init(items: .uniform(count: 2, size: item)),
        ])
    }

    static let bounds = Size(width: 200, height: 100)

    /// Visible bounds at `minY`, the collection view's size.
    static func visible(_ minY: Double) -> Rect { rect(0, minY, 200, 100) }

    @Test("Natural frames and content size with pinning on")
    func naturalFrames() throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(0, 20, 100, 50), rect(100, 20, 100, 50), rect(0, 70, 100, 50), rect(100, 70, 100, 50)])
        #expect(prepared.cellFrames(section: 1) == [rect(0, 150, 100, 50), rect(100, 150, 100, 50)])
        #expect(prepared.contentSize == Size(width: 200, height: 210))
    }

    /// (section, V.minY, expected header y).
    static let headerCases: [(Int, Double, Double)] = [
        // Section 0: min(max(V, 0), 120 - 20 = 100).
        (0, -30, 0), (0, 0, 0), (0, 50, 50), (0, 100, 100), (0, 110, 100), (0, 500, 100),
        // Section 1: min(max(V, 130), 200 - 20 = 180).
        (1, -30, 130), (1, 50, 130), (1, 130, 130), (1, 160, 160), (1, 180, 180), (1, 190, 180),
    ]

    @Test("Pinned header y = min(max(V.minY, naturalY), sectionItemsEnd - headerHeight)", arguments: headerCases)
    func pinnedHeader(section: Int, visibleMinY: Double, y: Double) throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.headerFrame(section: section, visibleBounds: Self.visible(visibleMinY)) == rect(0, y, 200, 20))
    }

    /// (section, V.minY (V.maxY = V.minY + 100), expected footer y).
    static let footerCases: [(Int, Double, Double)] = [
        // Section 0: max(min(V.maxY - 10, 120), 0 + 20).
        (0, -80, 20), (0, -100, 20), (0, 0, 90), (0, 30, 120), (0, 40, 120), (0, 300, 120),
        // Section 1: max(min(V.maxY - 10, 200), 130 + 20 = 150).
        (1, 0, 150), (1, 60, 150), (1, 80, 170), (1, 110, 200), (1, 400, 200),
    ]

    @Test("Pinned footer mirrors the header at V.maxY", arguments: footerCases)
    func pinnedFooter(section: Int, visibleMinY: Double, y: Double) throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.footerFrame(section: section, visibleBounds: Self.visible(visibleMinY)) == rect(0, y, 200, 10))
    }

    @Test("With section insets the header still stops at sectionItemsEnd - headerHeight and the footer at sectionStart + headerHeight")
    func pinningWithInsets() throws {
        // Inset top 30, bottom 5. Section 0: header natural 0, items from 20 + 30 = 50, lines 50 and 100,
        // sectionItemsEnd 150 + 5 = 155, footer natural (0, 155, 200, 10); section 1 starts at 165.
        let prepared = try Self.layout(inset: EdgeInsets(top: 30, left: 0, bottom: 5, right: 0))
            .prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0).first == rect(0, 50, 100, 50))
        // Header: min(max(500, 0), 155 - 20) = 135.
        #expect(prepared.headerFrame(section: 0, visibleBounds: Self.visible(500)) == rect(0, 135, 200, 20))
        // Footer: max(min(-100 + 100 - 10, 155), 0 + 20) = 20: it stops at the end of the header, the
        // mirror image of the header stopping at the end of the section's bottom inset.
        #expect(prepared.footerFrame(section: 0, visibleBounds: Self.visible(-100)) == rect(0, 20, 200, 10))
        // Footer: max(min(0 + 100 - 10, 155), 20) = 90.
        #expect(prepared.footerFrame(section: 0, visibleBounds: Self.visible(0)) == rect(0, 90, 200, 10))
    }

    @Test("Pinned headers and footers draw above cells")
    func zIndex() throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        let cells = prepared.allElements().filter { $0.category == .cell }
        let supplementary = prepared.allElements().filter { $0.category == .supplementary }
        #expect(supplementary.count == 4)
        for element in supplementary {
            #expect(cells.allSatisfy { element.zIndex > $0.zIndex }, "\(element.kind) \(element.indexPath) zIndex \(element.zIndex)")
        }
    }

    @Test("Without pinning, headers and footers stay at their natural frames")
    func unpinned() throws {
        let prepared = try Self.layout(pinHeaders: false, pinFooters: false).prepare(boundsSize: Self.bounds, index: .auto)
        for minY in [-50.0, 0, 50, 140, 500] {
            #expect(prepared.headerFrame(section: 0, visibleBounds: Self.visible(minY)) == rect(0, 0, 200, 20))
            #expect(prepared.footerFrame(section: 0, visibleBounds: Self.visible(minY)) == rect(0, 120, 200, 10))
            #expect(prepared.headerFrame(section: 1, visibleBounds: Self.visible(minY)) == rect(0, 130, 200, 20))
        }
        // Only headers pinned: footers stay.
        let headersOnly = try Self.layout(pinFooters: false).prepare(boundsSize: Self.bounds, index: .auto)
        #expect(headersOnly.headerFrame(section: 0, visibleBounds: Self.visible(50)) == rect(0, 50, 200, 20))
        #expect(headersOnly.footerFrame(section: 0, visibleBounds: Self.visible(0)) == rect(0, 120, 200, 10))
    }

    @Test("elements(in:) finds a pinned header where it is pinned, not where it would be", arguments: IndexStrategy.allCases)
    func queriesSeePinnedPositions(strategy: IndexStrategy) throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: strategy)
        let visible = Self.visible(50)
        // V.minY = 50: header 0 at min(max(50, 0), 100) = 50, i.e. (0, 50, 200, 20); footer 0 at
        // max(min(140, 120), 20) = 120; header 1 at max(50, 130) = 130.
        // The header's natural place (0, 0, 200, 20) is empty now (cells start at 20).
        #expect(prepared.elements(in: rect(0, 0, 200, 20), visibleBounds: visible).isEmpty)
        // A thin rect at y 60 meets the pinned header and the two cells of line 1 (20 ..< 70).
        let found = prepared.elements(in: rect(0, 60, 200, 1), visibleBounds: visible).sorted(by: LayoutAttributes.outputOrder)
        #expect(found.map(\.frame) == [rect(0, 20, 100, 50), rect(100, 20, 100, 50), rect(0, 50, 200, 20)])
        #expect(found.last?.kind == .header)
        #expect(found.last?.zIndex ?? 0 > found.first?.zIndex ?? 0)
        // With the default visible bounds (0, 0, 200, 100) the header is back at its natural place.
        #expect(prepared.elements(in: rect(0, 0, 200, 20)).map(\.frame) == [rect(0, 0, 200, 20)])
        // A pinned footer: V.minY = 0 puts footer 0 at 90 and footer 1 at max(min(90, 200), 150) = 150.
        let footers = prepared.elements(in: rect(0, 95, 200, 1), visibleBounds: Self.visible(0)).filter { $0.kind == .footer }
        #expect(footers.map(\.frame) == [rect(0, 90, 200, 10)])
        #expect(prepared.elements(in: rect(0, 125, 200, 2), visibleBounds: Self.visible(0)).filter { $0.kind == .footer }.isEmpty)
    }

    @Test("Horizontal pinning follows V.minX")
    func horizontal() throws {
        // bounds 100 × 200, horizontal; header 20 wide pinned; items 50 × 100, two per column
        // (100 + 0 + 100 = 200 <= 200). Header natural (0, 0, 20, 200); columns at x 20 and 70;
        // sectionItemsEnd 120. Pinned x = min(max(V.minX, 0), 120 - 20 = 100).
        var configuration = FlowLayout.Configuration()
        configuration.scrollDirection = .horizontal
        configuration.headerReferenceSize = Size(width: 20, height: 0)
        configuration.sectionHeadersPinToVisibleBounds = true
        configuration.minimumLineSpacing = 0
        configuration.minimumInteritemSpacing = 0
        let prepared = try FlowLayout(configuration: configuration, sections: [.init(items: .uniform(count: 4, size: Size(width: 50, height: 100)))])
            .prepare(boundsSize: Size(width: 100, height: 200), index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(20, 0, 50, 100), rect(20, 100, 50, 100), rect(70, 0, 50, 100), rect(70, 100, 50, 100)])
        #expect(prepared.headerFrame(section: 0, visibleBounds: rect(50, 0, 100, 200)) == rect(50, 0, 20, 200))
        #expect(prepared.headerFrame(section: 0, visibleBounds: rect(110, 0, 100, 200)) == rect(100, 0, 20, 200))
        #expect(prepared.headerFrame(section: 0, visibleBounds: rect(-10, 0, 100, 200)) == rect(0, 0, 20, 200))
        // At V.minX = 50 the point (55, 10) is under the pinned header and cell 0 (20 ..< 70 × 0 ..< 100).
        let found = prepared.elements(in: rect(55, 10, 1, 1), visibleBounds: rect(50, 0, 100, 200)).sorted(by: LayoutAttributes.outputOrder)
        #expect(found.map(\.frame) == [rect(20, 0, 50, 100), rect(50, 0, 20, 200)])
        // At V.minX = 0 the header is back at 0 ..< 20 and not under (55, 10).
        #expect(prepared.elements(in: rect(55, 10, 1, 1), visibleBounds: rect(0, 0, 100, 200)).map(\.kind) == [.cell])
    }
}
