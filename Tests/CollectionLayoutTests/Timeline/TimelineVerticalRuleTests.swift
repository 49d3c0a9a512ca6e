import CollectionLayout
import Testing

/// The vertical timeline (seed 000, layout 1), checked against hand-computed frames.
///
/// Bounds 390 × 844; insets [10, 48, 10, 50]; headers 40 tall; end marker 20 × 2;
/// axis at x = 18, 2 thick (lines at x = 17); spacings 10. Sections: two items
/// 280 × 60, one 280 × 100, three 280 × 40 (one per line, x = 48).
/// - Section 0: header 0 ..< 40, items at 50 and 120, items end 180 + 10 = 190.
/// - Section 1: header 190 ..< 230, item at 240, items end 350.
/// - Section 2: header 350 ..< 390, items at 400, 450, 500, items end 550; the
///   marker (8, 550, 20, 2); content 552.
/// Lines: 20 → 210, 210 → 370, 370 → 550 (the marker's top).
@Suite("Timeline, vertical: headers, axis lines and the end marker")
struct TimelineVerticalRuleTests {
    static func layout() -> TimelineLayout {
        var configuration = TimelineLayout.Configuration()
        configuration.sectionInset = EdgeInsets(top: 10, left: 48, bottom: 10, right: 50)
        configuration.headerReferenceSize = Size(width: 0, height: 40)
        configuration.footerReferenceSize = Size(width: 20, height: 2)
        return TimelineLayout(configuration: configuration, sections: [
            .init(items: .uniform(count: 2, size: Size(width: 280, height: 60))),
            .init(items: .uniform(count: 1, size: Size(width: 280, height: 100))),
            .init(items: .uniform(count: 3, size: Size(width: 280, height: 40))),
        ])
    }

    static let bounds = Size(width: 390, height: 844)

    static func line(_ prepared: PreparedLayout, section: Int) -> LayoutAttributes? {
        prepared.attributesForDecorationElement(ofKind: TimelineLayout.lineKind, at: IndexPath(item: 0, section: section))
    }

    @Test("Cells, headers, the marker and the content size")
    func frames() throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        #expect(prepared.cellFrames(section: 0) == [rect(48, 50, 280, 60), rect(48, 120, 280, 60)])
        #expect(prepared.cellFrames(section: 1) == [rect(48, 240, 280, 100)])
        #expect(prepared.cellFrames(section: 2) == [rect(48, 400, 280, 40), rect(48, 450, 280, 40), rect(48, 500, 280, 40)])
        #expect((0..<3).map { prepared.headerFrame(section: $0) } == [rect(0, 0, 390, 40), rect(0, 190, 390, 40), rect(0, 350, 390, 40)])
        #expect(prepared.footerFrame(section: 0) == nil && prepared.footerFrame(section: 1) == nil)
        #expect(prepared.footerFrame(section: 2) == rect(8, 550, 20, 2))
        #expect(prepared.contentSize == Size(width: 390, height: 552))
    }

    @Test("Each section's line runs from its header's centre to the next one's; the last ends at the marker")
    func lines() throws {
        let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: .auto)
        #expect((0..<3).map { Self.line(prepared, section: $0)?.frame } == [rect(17, 20, 2, 190), rect(17, 210, 2, 160), rect(17, 370, 2, 180)])
        #expect((0..<3).allSatisfy { Self.line(prepared, section: $0)?.zIndex == -1 && Self.line(prepared, section: $0)?.category == .decoration })
    }

    /// (query rect, the lines it must find): first, middle and last sections with
    /// their headers off the rect.
    static let headerlessQueries: [(Rect, [Int])] = [
        (rect(0, 100, 390, 10), [0]),  // first section, between its header and the next
        (rect(0, 250, 390, 60), [1]),  // middle section, header (190 ..< 230) off the rect
        (rect(0, 545, 390, 3), [2]),  // last section, just above the marker
        (rect(0, 200, 390, 20), [0, 1]),  // across the boundary at 210
        (rect(0, 0, 17, 844), []),  // left of the axis, touching it
    ]

    @Test("A line whose header is off the rect is found anyway, by every strategy", arguments: headerlessQueries)
    func linesWithoutTheirHeaders(query: Rect, sections: [Int]) throws {
        for strategy in IndexStrategy.allCases {
            let prepared = try Self.layout().prepare(boundsSize: Self.bounds, index: strategy)
            let lines = prepared.elements(in: query).filter { $0.kind == TimelineLayout.lineKind }.map(\.indexPath.section).sorted()
            #expect(lines == sections, "\(strategy)")
        }
    }

    @Test("Without headers the lines join section starts; negative insets make a line span backwards")
    func edgeCases() throws {
        var layout = Self.layout()
        layout.configuration.headerReferenceSize = .zero
        layout.configuration.footerReferenceSize = .zero
        var prepared = try layout.prepare(boundsSize: Self.bounds, index: .auto)
        // Sections start at 0, 150, 270; items end 150, 270, 430.
        #expect((0..<3).map { Self.line(prepared, section: $0)?.frame } == [rect(17, 0, 2, 150), rect(17, 150, 2, 120), rect(17, 270, 2, 160)])
        #expect(prepared.contentSize.height == 430)
        layout = Self.layout()
        layout.sections = [.init(items: .uniform(count: 1, size: Size(width: 10, height: 10)), inset: EdgeInsets(top: -60, left: 0, bottom: -60, right: 0)), .init(items: .uniform(count: 0, size: .zero))]
        prepared = try layout.prepare(boundsSize: Self.bounds, index: .intervalTree)
        // Section 0: anchor 20, items -20 ..< -10, ends -70; section 1's header centre -50.
        #expect(Self.line(prepared, section: 0)?.frame == rect(17, -50, 2, 70))
    }

    @Test("A scroll does not invalidate; a new size does")
    func invalidation() {
        let layout = Self.layout()
        #expect(!layout.shouldInvalidate(forBoundsChange: rect(0, 100, 390, 844), from: rect(0, 0, 390, 844)))
        #expect(layout.shouldInvalidate(forBoundsChange: rect(0, 0, 844, 390), from: rect(0, 0, 390, 844)))
    }
}
