import CollectionLayout
import LayoutSpec
import LayoutWorkloads
import Testing

/// `"type": "stickyCards"`: every key, the defaults, workloads, and refusals
/// with their exact one-line message.
@Suite struct StickyCardsSpecTests {
    typealias S = SpecDocuments

    static func spec(sections: String = #"[{"count": 2}]"#, layout: String = #"{"type": "stickyCards"}"#) -> String {
        S.spec(sections: sections, layout: layout)
    }

    @Test func defaults() throws {
        let layout = try S.stickyCards(Self.spec())
        #expect(layout.configuration == StickyCardsLayout.Configuration())
        #expect(layout.configuration.lineSpacing == 10 && layout.configuration.sectionInset == .zero && layout.configuration.topInset == 0)
        // count cards without an itemSize are cardHeight (200) tall; the width does not count.
        #expect(layout.sections == [StickyCardsLayout.Section(items: .uniform(count: 2, size: Size(width: 0, height: 200)))])
    }

    @Test func everyKey() throws {
        let layout = try S.stickyCards(Self.spec(
            sections: #"[{"count": 2, "lineSpacing": -5}, {"itemSizes": [[0, 80], [390, 90]]}, {"count": 1, "itemSize": [1, 70]}]"#,
            layout: #"{"type": "stickyCards", "cardHeight": 120, "lineSpacing": -60, "sectionInset": [1, 2, 3, 4], "topInset": -8}"#
        ))
        var expected = StickyCardsLayout.Configuration()
        expected.lineSpacing = -60
        expected.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expected.topInset = -8
        #expect(layout.configuration == expected)
        #expect(layout.sections == [
            .init(items: .uniform(count: 2, size: Size(width: 0, height: 120)), lineSpacing: -5),
            .init(items: .list([Size(width: 0, height: 80), Size(width: 390, height: 90)])),
            .init(items: .uniform(count: 1, size: Size(width: 1, height: 70))),
        ])
    }

    /// Horizontally only the width counts: `count` cards are `cardWidth` wide (default 200).
    @Test func horizontal() throws {
        var layout = try S.stickyCards(Self.spec(
            sections: #"[{"count": 2}, {"itemSizes": [[80, 0]]}]"#,
            layout: #"{"type": "stickyCards", "scrollDirection": "horizontal", "cardWidth": 150, "lineSpacing": -30}"#
        ))
        #expect(layout.configuration.scrollDirection == .horizontal && layout.configuration.lineSpacing == -30)
        #expect(layout.sections == [
            .init(items: .uniform(count: 2, size: Size(width: 150, height: 0))),
            .init(items: .list([Size(width: 80, height: 0)])),
        ])
        layout = try S.stickyCards(Self.spec(layout: #"{"type": "stickyCards", "scrollDirection": "horizontal"}"#))
        #expect(layout.sections == [.init(items: .uniform(count: 2, size: Size(width: 200, height: 0)))])
        layout = try S.stickyCards(Self.spec(layout: #"{"type": "stickyCards", "scrollDirection": "vertical"}"#))
        #expect(layout.configuration == StickyCardsLayout.Configuration())
    }

    @Test func workloadSections() throws {
        let layout = try S.stickyCards(Self.spec(sections: #"{"workload": "cards", "items": 450, "seed": 3}"#))
        #expect(layout.sections.map(\.items) == Workload.cards.sections(items: 450, seed: 3))
    }

    static let refusals: [RefusedSpec] = [
        RefusedSpec("unknown layout key", spec(layout: #"{"type": "stickyCards", "minimumLineSpacing": -10}"#),
                    "layout.minimumLineSpacing: unknown key (expected one of type, cardHeight, lineSpacing, sectionInset, topInset, scrollDirection, cardWidth)"),
        RefusedSpec("unknown section key", spec(sections: #"[{"count": 1, "inset": [0, 0, 0, 0]}]"#),
                    "sections[0].inset: unknown key (expected one of count, itemSize, itemSizes, lineSpacing)"),
        RefusedSpec("negative card height", spec(layout: #"{"type": "stickyCards", "cardHeight": -1}"#), "layout.cardHeight: must be finite and >= 0, got -1.0"),
        RefusedSpec("card height as a string", spec(layout: #"{"type": "stickyCards", "cardHeight": "tall"}"#), "layout.cardHeight: expected a number, got a string"),
        RefusedSpec("top inset as a boolean", spec(layout: #"{"type": "stickyCards", "topInset": true}"#), "layout.topInset: expected a number, got a boolean"),
        RefusedSpec("negative listed height", spec(sections: #"[{"itemSizes": [[0, 10], [0, -4]]}]"#), "sections[0].itemSizes[1]: height must be finite and >= 0, got -4.0"),
        RefusedSpec("section spacing as null", spec(sections: #"[{"count": 1, "lineSpacing": null}]"#), "sections[0].lineSpacing: expected a number, got null"),
        RefusedSpec("cards out of order", spec(layout: #"{"type": "stickyCards", "cardHeight": 50, "lineSpacing": -60}"#),
                    "layout.lineSpacing: card 1 of section 0 would start 10.0 points above card 0 (height 50.0 + lineSpacing -60.0 < 0); sticky cards must start in scroll order"),
        RefusedSpec("insets wider than the bounds", spec(layout: #"{"type": "stickyCards", "sectionInset": [0, 60, 0, 50]}"#),
                    "layout.sectionInset: left 60.0 + right 50.0 leave the cards a negative width (-10.0) in bounds width 100.0"),
        RefusedSpec("card width when vertical", spec(layout: #"{"type": "stickyCards", "cardWidth": 100}"#), #"layout.cardWidth: only with "scrollDirection": "horizontal""#),
        RefusedSpec("card height when horizontal", spec(layout: #"{"type": "stickyCards", "scrollDirection": "horizontal", "cardHeight": 100}"#),
                    #"layout.cardHeight: only with "scrollDirection": "vertical""#),
        RefusedSpec("unknown scroll direction", spec(layout: #"{"type": "stickyCards", "scrollDirection": "diagonal"}"#),
                    #"layout.scrollDirection: unknown scrollDirection "diagonal" (expected one of "vertical", "horizontal")"#),
        RefusedSpec("horizontal cards out of order", spec(layout: #"{"type": "stickyCards", "scrollDirection": "horizontal", "cardWidth": 50, "lineSpacing": -60}"#),
                    "layout.lineSpacing: card 1 of section 0 would start 10.0 points before card 0 (width 50.0 + lineSpacing -60.0 < 0); sticky cards must start in scroll order"),
    ]

    @Test(arguments: refusals)
    func refused(_ spec: RefusedSpec) {
        #expect(S.refusal(spec.json) == spec.error)
    }
}
