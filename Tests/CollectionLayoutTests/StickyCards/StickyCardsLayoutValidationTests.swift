import CollectionLayout
import LayoutTestSupport
import Testing

/// Sticky-card prepare refuses bad input with one `LayoutError` naming the
/// value (its path in the model's terms), the exact message checked; every strategy refuses alike.
@Suite("Sticky cards: prepare errors")
struct StickyCardsLayoutValidationTests {
    typealias Case = ValidationCase<StickyCardsLayout>

    /// Two sections of cards 100 and 50 tall, spacing -40 (starts 0, 60 | 110, 120).
    static func layout() -> StickyCardsLayout {
        var configuration = StickyCardsLayout.Configuration()
        configuration.lineSpacing = -40
        let items = ItemSizes.list([Size(width: 0, height: 100), Size(width: 0, height: 50)])
        return StickyCardsLayout(configuration: configuration, sections: [.init(items: items), .init(items: items)])
    }

    static let cases: [Case] = [
        Case(name: "NaN bounds width", path: "boundsSize", message: "width must be finite and >= 0, got nan", boundsSize: Size(width: .nan, height: 1)) { _ in },
        Case(name: "NaN line spacing", path: "configuration.lineSpacing", message: "must be finite, got nan") { $0.configuration.lineSpacing = .nan },
        Case(name: "infinite inset", path: "configuration.sectionInset", message: "every inset must be finite") {
            $0.configuration.sectionInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        },
        Case(name: "NaN top inset", path: "configuration.topInset", message: "must be finite, got nan") { $0.configuration.topInset = .nan },
        Case(name: "insets wider than the bounds", path: "configuration.sectionInset", message: "left 200.0 + right 150.0 leave the cards a negative width (-50.0) in bounds width 300.0") {
            $0.configuration.sectionInset = EdgeInsets(top: 0, left: 200, bottom: 0, right: 150)
        },
        Case(name: "negative card height", path: "sections[1].items[1]", message: "height must be finite and >= 0, got -1.0") {
            $0.sections[1].items = .list([Size(width: 0, height: 100), Size(width: 0, height: -1)])
        },
        Case(name: "infinite section spacing", path: "sections[0].lineSpacing", message: "must be finite, got inf") { $0.sections[0].lineSpacing = .infinity },
        Case(name: "a card starting above its predecessor", path: "configuration.lineSpacing", message: "card 1 of section 1 would start 20.0 points above card 0 (height 40.0 + lineSpacing -60.0 < 0); sticky cards must start in scroll order") {
            $0.configuration.lineSpacing = -60
            $0.sections[0].items = .list([Size(width: 0, height: 100), Size(width: 0, height: 70)])
            $0.sections[1].items = .list([Size(width: 0, height: 40), Size(width: 0, height: 70)])
        },
        Case(name: "a section's spacing out of order", path: "sections[0].lineSpacing", message: "card 1 of section 0 would start 1.0 points above card 0 (height 100.0 + lineSpacing -101.0 < 0); sticky cards must start in scroll order") {
            $0.sections[0].lineSpacing = -101
        },
        Case(name: "a section starting above the previous one's last card", path: "configuration.sectionInset", message: "the first card of section 1 would start 20.0 points above the last card of section 0 (insets top -30.0 and bottom -40.0); sticky cards must start in scroll order") {
            // Section 0: cards at -30 and 30, ending at 70 and 80; it ends at 80 - 40 = 40, and
            // section 1's first card starts at 40 - 30 = 10, 20 points above the card at 30.
            $0.configuration.sectionInset = EdgeInsets(top: -30, left: 0, bottom: -40, right: 0)
        },
        Case(name: "horizontal: insets taller than the bounds", path: "configuration.sectionInset", message: "top 400.0 + bottom 250.0 leave the cards a negative height (-50.0) in bounds height 600.0") {
            $0.configuration.scrollDirection = .horizontal
            $0.configuration.sectionInset = EdgeInsets(top: 400, left: 0, bottom: 250, right: 0)
        },
        Case(name: "horizontal: a card starting before its predecessor", path: "configuration.lineSpacing", message: "card 1 of section 0 would start 10.0 points before card 0 (width 30.0 + lineSpacing -40.0 < 0); sticky cards must start in scroll order") {
            // Widths count, heights do not: the card 100 tall but 30 wide steps back 10 points.
            $0.configuration.scrollDirection = .horizontal
            $0.sections[0].items = .list([Size(width: 30, height: 100), Size(width: 50, height: 50)])
        },
        Case(name: "horizontal: a section starting before the previous one's last card", path: "configuration.sectionInset", message: "the first card of section 1 would start 20.0 points before the last card of section 0 (insets left -30.0 and right -40.0); sticky cards must start in scroll order") {
            // The vertical case above, transposed: widths 100 and 50, the insets on the left and right.
            $0.configuration.scrollDirection = .horizontal
            $0.configuration.sectionInset = EdgeInsets(top: 0, left: -30, bottom: 0, right: -40)
            let items = ItemSizes.list([Size(width: 100, height: 0), Size(width: 50, height: 0)])
            $0.sections = [.init(items: items), .init(items: items)]
        },
    ]

    @Test("Bad values are refused with their path and an exact message", arguments: cases)
    func refused(_ testCase: Case) {
        testCase.checkRefusal(of: Self.layout())
    }

    @Test("Accepted: overlap down to height + spacing = 0 (cards on top of each other), zero bounds, empty sections, no sections")
    func accepted() throws {
        var layout = Self.layout()
        layout.configuration.lineSpacing = -50
        layout.sections[0].items = .list([Size(width: 0, height: 50), Size(width: 0, height: 50), Size(width: 0, height: 0)])
        layout.sections[1].items = .uniform(count: 0, size: .zero)
        for bounds in [Size(width: 300, height: 600), Size(width: 0, height: 0)] {
            for strategy in IndexStrategy.allCases {
                let prepared = try layout.prepare(boundsSize: bounds, index: strategy)
                #expect(prepared.frames.map(\.minY) == [0, 0, 0])
            }
        }
        _ = try StickyCardsLayout(sections: []).prepare(boundsSize: .zero, index: .auto)
    }
}
