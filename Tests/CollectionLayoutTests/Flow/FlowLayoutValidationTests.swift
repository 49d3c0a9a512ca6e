import CollectionLayout
import LayoutTestSupport
import Testing

/// Flow prepare refuses bad input with one `LayoutError` naming the value
/// (its path in the model's terms) and the problem, never a crash or a clamped value; every index
/// strategy refuses it identically.
@Suite("Flow: prepare errors")
struct FlowLayoutValidationTests {
    typealias Case = ValidationCase<FlowLayout>

    static func layout() -> FlowLayout {
        let items = ItemSizes.list([Size(width: 10, height: 10), Size(width: 20, height: 20), Size(width: 30, height: 30)])
        return FlowLayout(sections: [.init(items: items), .init(items: items), .init(items: items)])
    }

    static let cases: [Case] = [
        Case(name: "negative bounds width", path: "boundsSize", phrase: "width must be finite and >= 0", boundsSize: Size(width: -1, height: 600)) { _ in },
        Case(name: "NaN bounds height", path: "boundsSize", phrase: "height must be finite and >= 0", boundsSize: Size(width: 300, height: .nan)) { _ in },
        Case(name: "NaN item height", path: "sections[1].items[2]", phrase: "height must be finite and >= 0") {
            $0.sections[1].items = .list([Size(width: 1, height: 1), Size(width: 1, height: 1), Size(width: 1, height: .nan)])
        },
        Case(name: "infinite item width", path: "sections[0].items[0]", phrase: "width must be finite and >= 0") {
            $0.sections[0].items = .list([Size(width: .infinity, height: 1)])
        },
        Case(name: "negative item height", path: "sections[2].items[1]", phrase: "height must be finite and >= 0") {
            $0.sections[2].items = .list([Size(width: 1, height: 1), Size(width: 1, height: -0.5)])
        },
        Case(name: "negative uniform width", path: "sections[0].items.size", phrase: "width must be finite and >= 0") {
            $0.sections[0].items = .uniform(count: 3, size: Size(width: -5, height: 1))
        },
        Case(name: "negative count", path: "sections[1].items.count", phrase: "must be >= 0") {
            $0.sections[1].items = .uniform(count: -1, size: Size(width: 5, height: 1))
        },
        Case(name: "NaN line spacing", path: "configuration.minimumLineSpacing", phrase: "must be finite") {
            $0.configuration.minimumLineSpacing = .nan
        },
        Case(name: "infinite interitem spacing", path: "configuration.minimumInteritemSpacing", phrase: "must be finite") {
            $0.configuration.minimumInteritemSpacing = -.infinity
        },
        Case(name: "infinite section inset", path: "configuration.sectionInset", phrase: "every inset must be finite") {
            $0.configuration.sectionInset = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        },
        Case(name: "NaN per-section inset", path: "sections[2].inset", phrase: "every inset must be finite") {
            $0.sections[2].inset = EdgeInsets(top: 0, left: 0, bottom: .nan, right: 0)
        },
        Case(name: "negative header reference height", path: "configuration.headerReferenceSize", phrase: "height must be finite and >= 0") {
            $0.configuration.headerReferenceSize = Size(width: 0, height: -1)
        },
        Case(name: "infinite footer reference width", path: "configuration.footerReferenceSize", phrase: "width must be finite and >= 0") {
            $0.configuration.footerReferenceSize = Size(width: .infinity, height: 0)
        },
        Case(name: "NaN per-section header", path: "sections[0].headerReferenceSize", phrase: "width must be finite and >= 0") {
            $0.sections[0].headerReferenceSize = Size(width: .nan, height: 10)
        },
        Case(name: "negative per-section footer", path: "sections[1].footerReferenceSize", phrase: "height must be finite and >= 0") {
            $0.sections[1].footerReferenceSize = Size(width: 0, height: -3)
        },
        Case(name: "infinite per-section line spacing", path: "sections[0].minimumLineSpacing", phrase: "must be finite") {
            $0.sections[0].minimumLineSpacing = .infinity
        },
        Case(name: "NaN per-section interitem spacing", path: "sections[2].minimumInteritemSpacing", phrase: "must be finite") {
            $0.sections[2].minimumInteritemSpacing = .nan
        },
        Case(name: "negative default item size", path: "configuration.itemSize", phrase: "width must be finite and >= 0") {
            $0.configuration.itemSize = Size(width: -50, height: 50)
        },
    ]

    @Test("Bad values are refused with their path", arguments: cases)
    func refused(_ testCase: Case) {
        testCase.checkRefusal(of: Self.layout())
    }

    @Test("What UIKit accepts is accepted: negative spacings and insets, zero sizes, zero bounds, empty data")
    func accepted() throws {
        var layout = Self.layout()
        layout.configuration.minimumLineSpacing = -5
        layout.configuration.minimumInteritemSpacing = -5
        layout.configuration.sectionInset = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        layout.sections[0].items = .list([.zero, Size(width: 0, height: 5)])
        layout.sections[1].items = .uniform(count: 0, size: Size(width: 1, height: 1))
        for bounds in [Size(width: 300, height: 600), Size(width: 0, height: 0)] {
            for strategy in IndexStrategy.allCases {
                _ = try layout.prepare(boundsSize: bounds, index: strategy)
            }
        }
        _ = try FlowLayout(sections: []).prepare(boundsSize: .zero, index: .auto)
    }
}
