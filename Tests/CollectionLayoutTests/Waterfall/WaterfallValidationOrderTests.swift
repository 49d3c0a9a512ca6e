import CollectionLayout
import LayoutTestSupport
import Testing

/// Prepare checks a section's item sizes only right before laying the
/// section out, yet refuses a layout with several bad values with the same
/// error as before: the first in section order, and within a section its
/// sizes before its overrides, its overrides before the aspect ratios.
@Suite("Waterfall: the first of several errors")
struct WaterfallValidationOrderTests {
    typealias Case = ValidationCase<WaterfallLayout>

    static let cases: [Case] = [
        Case(name: "a bad size before a later section's bad columns", path: "sections[0].items[1]", phrase: "width must be finite and >= 0") {
            $0.sections[0].items = .list([Size(width: 1, height: 1), Size(width: -1, height: 1)])
            $0.sections[1].columnCount = 0
        },
        Case(name: "a bad size before its own section's bad inset", path: "sections[1].items[0]", phrase: "height must be finite and >= 0") {
            $0.sections[1].items = .list([Size(width: 1, height: -1)])
            $0.sections[1].inset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        },
        Case(name: "a bad inset before its own section's zero width", path: "sections[0].inset", phrase: "every inset must be finite") {
            $0.sections[0].items = .list([Size(width: 0, height: 1)])
            $0.sections[0].inset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        },
        Case(name: "a zero width before a later section's bad spacing", path: "sections[0].items[0]", phrase: "width must be > 0") {
            $0.sections[0].items = .list([Size(width: 0, height: 1)])
            $0.sections[1].columnSpacing = .infinity
        },
        Case(name: "a later section's bad size after an earlier one's good sizes", path: "sections[1].items[2]", phrase: "width must be > 0") {
            $0.sections[1].items = .list([Size(width: 1, height: 1), Size(width: 2, height: 1), Size(width: 0, height: 1)])
        },
    ]

    @Test("The first bad value is the one refused", arguments: cases)
    func refused(_ testCase: Case) {
        let items = ItemSizes.list([Size(width: 10, height: 10), Size(width: 20, height: 40), Size(width: 30, height: 15)])
        testCase.checkRefusal(of: WaterfallLayout(sections: [.init(items: items), .init(items: items)]))
    }
}
