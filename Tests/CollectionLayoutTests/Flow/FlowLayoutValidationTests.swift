import CollectionLayout
import LayoutTestSupport
import Testing

/// Flow prepare refuses bad input with one `LayoutError` naming the spec's JSON
/// path and the problem, never a crash or a clamped value; every index
/// strategy refuses it identically.
@Suite("Flow: prepare errors")
struct FlowLayoutValidationTests {
    /// A case: what to break, the expected path and the start of the message.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var path: String
        var messagePrefix: String
        var boundsSize = Size(width: 300, height: 600)
        var configure: @Sendable (inout FlowLayout) -> Void
        var testDescription: String { name }
    }

    static func layout() -> FlowLayout {
        let items = ItemSizes.list([Size(width: 10, height: 10), Size(width: 20, height: 20), Size(width: 30, height: 30)])
        return FlowLayout(sections: [.init(items: items), .init(items: items), .init(items: items)])
    }

    static let cases: [Case] = [
        Case(name: "negative bounds width", path: "bounds", messagePrefix: "width must be finite and >= 0", boundsSize: Size(width: -1, height: 600)) { _ in },
        Case(name: "NaN bounds height", path: "bounds", messagePrefix: "height must be finite and >= 0", boundsSize: Size(width: 300, height: .nan)) { _ in },
        Case(name: "NaN item height", path: "sections[1].itemSizes[2]", messagePrefix: "height must be finite and >= 0") {
            $0.sections[1].items = .list([Size(width: 1, height: 1), Size(width: 1, height: 1), Size(width: 1, height: .nan)])
        },
        Case(name: "infinite item width", path: "sections[0].itemSizes[0]", messagePrefix: "width must be finite and >= 0") {
            $0.sections[0].items = .list([Size(width: .infinity, height: 1)])
        },
        Case(name: "negative item height", path: "sections[2].itemSizes[1]", messagePrefix: "height must be finite and >= 0") {
            $0.sections[2].items = .list([Size(width: 1, height: 1), Size(width: 1, height: -0.5)])
        },
        Case(name: "negative uniform width", path: "sections[0].itemSize", messagePrefix: "width must be finite and >= 0") {
            $0.sections[0].items = .uniform(count: 3, size: Size(width: -5, height: 1))
        },
        Case(name: "negative count", path: "sections[1].count", messagePrefix: "must be >= 0") {
            $0.sections[1].items = .uniform(count: -1, size: Size(width: 5, height: 1))
        },
        Case(name: "NaN line spacing", path: "layout.minimumLineSpacing", messagePrefix: "must be finite") {
            $0.configuration.minimumLineSpacing = .nan
        },
        Case(name: "infinite interitem spacing", path: "layout.minimumInteritemSpacing", messagePrefix: "must be finite") {
            $0.configuration.minimumInteritemSpacing = -.infinity
        },
        Case(name: "infinite section inset", path: "layout.sectionInset", messagePrefix: "every inset must be finite") {
            $0.configuration.sectionInset = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        },
        Case(name: "NaN per-section inset", path: "sections[2].inset", messagePrefix: "every inset must be finite") {
            $0.sections[2].inset = EdgeInsets(top: 0, left: 0, bottom: .nan, right: 0)
        },
        Case(name: "negative header reference height", path: "layout.headerReferenceSize", messagePrefix: "height must be finite and >= 0") {
            $0.configuration.headerReferenceSize = Size(width: 0, height: -1)
        },
        Case(name: "infinite footer reference width", path: "layout.footerReferenceSize", messagePrefix: "width must be finite and >= 0") {
            $0.configuration.footerReferenceSize = Size(width: .infinity, height: 0)
        },
        Case(name: "NaN per-section header", path: "sections[0].headerSize", messagePrefix: "width must be finite and >= 0") {
            $0.sections[0].headerReferenceSize = Size(width: .nan, height: 10)
        },
        Case(name: "negative per-section footer", path: "sections[1].footerSize", messagePrefix: "height must be finite and >= 0") {
            $0.sections[1].footerReferenceSize = Size(width: 0, height: -3)
        },
        Case(name: "infinite per-section line spacing", path: "sections[0].minimumLineSpacing", messagePrefix: "must be finite") {
            $0.sections[0].minimumLineSpacing = .infinity
        },
        Case(name: "NaN per-section interitem spacing", path: "sections[2].minimumInteritemSpacing", messagePrefix: "must be finite") {
            $0.sections[2].minimumInteritemSpacing = .nan
        },
        Case(name: "negative default item size", path: "layout.itemSize", messagePrefix: "width must be finite and >= 0") {
            $0.configuration.itemSize = Size(width: -50, height: 50)
        },
    ]

    @Test("Bad values are refused with their JSON path", arguments: cases)
    func refused(_ testCase: Case) throws {
        var layout = Self.layout()
        testCase.configure(&layout)
        let error = #expect(throws: LayoutError.self) {
            _ = try layout.prepare(boundsSize: testCase.boundsSize, index: .auto)
        }
        #expect(error?.path == testCase.path)
        #expect(error?.message.hasPrefix(testCase.messagePrefix) == true, "message: \(error?.message ?? "-")")
        #expect(error?.description == "\(testCase.path): \(error?.message ?? "")")
        // Every strategy refuses it the same way.
        let report = OracleChecker().check(boundsSize: testCase.boundsSize, queries: [], makeLayout: { layout })
        #expect(report.error == error)
        #expect(report.mismatches.isEmpty, "\(report.mismatches)")
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
