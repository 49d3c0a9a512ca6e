import CollectionLayout
import LayoutTestSupport
import Testing

/// Waterfall prepare refuses bad input with one `LayoutError` naming the
/// value (its path in the model's terms) and the problem: bad sizes, zero or too many columns, columns that do
/// not fit, items without a positive width (no aspect ratio), bad lengths.
@Suite("Waterfall: prepare errors")
struct WaterfallLayoutValidationTests {
    typealias Case = ValidationCase<WaterfallLayout>

    static func layout() -> WaterfallLayout {
        let items = ItemSizes.list([Size(width: 10, height: 10), Size(width: 20, height: 40), Size(width: 30, height: 15)])
        return WaterfallLayout(sections: [.init(items: items), .init(items: items)])
    }

    static let cases: [Case] = [
        Case(name: "zero columns", path: "configuration.columnCount", phrase: "must be between 1 and") { $0.configuration.columnCount = 0 },
        Case(name: "negative columns", path: "configuration.columnCount", phrase: "must be between 1 and") { $0.configuration.columnCount = -3 },
        Case(name: "too many columns", path: "configuration.columnCount", phrase: "must be between 1 and") {
            $0.configuration.columnCount = WaterfallLayout.maximumColumnCount + 1
        },
        Case(name: "zero columns in one section", path: "sections[1].columnCount", phrase: "must be between 1 and") { $0.sections[1].columnCount = 0 },
        // cw = (100 - 2·60) / 3 < 0.
        Case(name: "columns that do not fit", path: "configuration.columnCount", phrase: "do not fit", boundsSize: Size(width: 100, height: 600)) {
            $0.configuration.columnCount = 3
            $0.configuration.columnSpacing = 60
        },
        // cw = (100 - 19·10) / 20 < 0 in section 0 only.
        Case(name: "a section's columns that do not fit", path: "sections[0].columnCount", phrase: "do not fit", boundsSize: Size(width: 100, height: 600)) {
            $0.sections[0].columnCount = 20
        },
        Case(name: "zero-width listed item", path: "sections[0].items[1]", phrase: "width must be > 0") {
            $0.sections[0].items = .list([Size(width: 1, height: 1), Size(width: 0, height: 50)])
        },
        Case(name: "zero-width uniform items", path: "sections[1].items.size", phrase: "width must be > 0") {
            $0.sections[1].items = .uniform(count: 3, size: Size(width: 0, height: 10))
        },
        Case(name: "NaN item height", path: "sections[0].items[0]", phrase: "height must be finite and >= 0") {
            $0.sections[0].items = .list([Size(width: 10, height: .nan)])
        },
        Case(name: "infinite item width", path: "sections[1].items[2]", phrase: "width must be finite and >= 0") {
            $0.sections[1].items = .list([Size(width: 1, height: 1), Size(width: 1, height: 1), Size(width: .infinity, height: 1)])
        },
        Case(name: "negative item width", path: "sections[0].items[0]", phrase: "width must be finite and >= 0") {
            $0.sections[0].items = .list([Size(width: -10, height: 10)])
        },
        Case(name: "negative count", path: "sections[0].items.count", phrase: "must be >= 0") {
            $0.sections[0].items = .uniform(count: -2, size: Size(width: 10, height: 10))
        },
        Case(name: "negative header height", path: "configuration.headerHeight", phrase: "must be finite and >= 0") { $0.configuration.headerHeight = -1 },
        Case(name: "infinite footer height", path: "configuration.footerHeight", phrase: "must be finite and >= 0") { $0.configuration.footerHeight = .infinity },
        Case(name: "NaN column spacing", path: "configuration.columnSpacing", phrase: "must be finite") { $0.configuration.columnSpacing = .nan },
        Case(name: "infinite interitem spacing", path: "configuration.interitemSpacing", phrase: "must be finite") { $0.configuration.interitemSpacing = .infinity },
        Case(name: "NaN section inset", path: "configuration.sectionInset", phrase: "every inset must be finite") {
            $0.configuration.sectionInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        },
        Case(name: "negative per-section footer", path: "sections[1].footerHeight", phrase: "must be finite and >= 0") { $0.sections[1].footerHeight = -2 },
        Case(name: "NaN per-section column spacing", path: "sections[0].columnSpacing", phrase: "must be finite") { $0.sections[0].columnSpacing = .nan },
        Case(name: "negative bounds", path: "boundsSize", phrase: "width must be finite and >= 0", boundsSize: Size(width: -300, height: 600)) { _ in },
    ]

    @Test("Bad values are refused with their path", arguments: cases)
    func refused(_ testCase: Case) {
        testCase.checkRefusal(of: Self.layout())
    }

    @Test("Columns exactly filling the width, zero-width bounds with one column, and empty zero-width sections are accepted")
    func accepted() throws {
        var layout = Self.layout()
        // cw = (100 - 2·50) / 3 = 0: zero-width columns fit; items get height 0.
        layout.configuration.columnCount = 3
        layout.configuration.columnSpacing = 50
        let prepared = try layout.prepare(boundsSize: Size(width: 100, height: 600), index: .auto)
        #expect(prepared.cellFrames(section: 0).allSatisfy { $0.width == 0 && $0.height == 0 })
        // One column in zero-wide bounds: cw = 0.
        var narrow = Self.layout()
        narrow.configuration.columnCount = 1
        _ = try narrow.prepare(boundsSize: Size(width: 0, height: 0), index: .auto)
        // A zero-width size does not matter when the section has no items.
        var empty = Self.layout()
        empty.sections[0].items = .uniform(count: 0, size: Size(width: 0, height: 10))
        _ = try empty.prepare(boundsSize: Size(width: 300, height: 600), index: .auto)
    }
}
