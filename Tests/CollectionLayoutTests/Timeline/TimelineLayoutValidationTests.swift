import CollectionLayout
import LayoutTestSupport
import Testing

/// Timeline prepare refuses bad input with one `LayoutError` naming the value
/// (its path in the model's terms), the exact message checked; every strategy refuses alike.
@Suite("Timeline: prepare errors")
struct TimelineLayoutValidationTests {
    typealias Case = ValidationCase<TimelineLayout>

    static func layout() -> TimelineLayout {
        let items = ItemSizes.uniform(count: 3, size: Size(width: 20, height: 20))
        return TimelineLayout(sections: [.init(items: items), .init(items: items)])
    }

    static let cases: [Case] = [
        Case(name: "NaN axis offset", path: "configuration.axisOffset", message: "must be finite, got nan") { $0.configuration.axisOffset = .nan },
        Case(name: "negative thickness", path: "configuration.lineThickness", message: "must be finite and >= 0, got -1.0") { $0.configuration.lineThickness = -1 },
        Case(name: "infinite radius", path: "configuration.nodeRadius", message: "must be finite and >= 0, got inf") { $0.configuration.nodeRadius = .infinity },
        Case(name: "negative node item", path: "configuration.nodeItem", message: "must be between 0 and 2147483647, got -1") { $0.configuration.nodeItem = -1 },
        Case(name: "negative header height", path: "configuration.headerReferenceSize", message: "height must be finite and >= 0, got -2.0") {
            $0.configuration.headerReferenceSize = Size(width: 0, height: -2)
        },
        Case(name: "NaN footer width", path: "configuration.footerReferenceSize", message: "width must be finite and >= 0, got nan") {
            $0.configuration.footerReferenceSize = Size(width: .nan, height: 2)
        },
        Case(name: "NaN section inset", path: "sections[1].inset", message: "every inset must be finite") {
            $0.sections[1].inset = EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
        },
        Case(name: "infinite section spacing", path: "sections[0].minimumLineSpacing", message: "must be finite, got inf") { $0.sections[0].minimumLineSpacing = .infinity },
        Case(name: "a horizontal section without its node", path: "sections[1]", message: "a horizontal timeline's section needs its node, item 1 (layout.nodeItem), but has 1 item") {
            $0.configuration.scrollDirection = .horizontal
            $0.sections[1].items = .uniform(count: 1, size: Size(width: 5, height: 5))
        },
        Case(name: "a node item past every section's end", path: "sections[0]", message: "a horizontal timeline's section needs its node, item 3 (layout.nodeItem), but has 3 items") {
            $0.configuration.scrollDirection = .horizontal
            $0.configuration.nodeItem = 3
        },
    ]

    @Test("Bad values are refused with their path and an exact message", arguments: cases)
    func refused(_ testCase: Case) {
        testCase.checkRefusal(of: Self.layout(), boundsSize: Size(width: 300, height: 300))
    }

    @Test("Vertical timelines take sections of any size, horizontal ones with their node; no sections is fine")
    func accepted() throws {
        var layout = Self.layout()
        layout.sections[1].items = .uniform(count: 0, size: .zero)
        _ = try layout.prepare(boundsSize: .zero, index: .auto)
        layout.configuration.scrollDirection = .horizontal
        layout.configuration.nodeItem = 0
        layout.sections[1].items = .uniform(count: 1, size: .zero)
        _ = try layout.prepare(boundsSize: .zero, index: .auto)
        let empty = try TimelineLayout(configuration: layout.configuration, sections: []).prepare(boundsSize: .zero, index: .auto)
        #expect(empty.elementCount == 0)
    }
}
