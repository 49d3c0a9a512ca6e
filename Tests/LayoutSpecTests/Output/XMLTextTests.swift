import CollectionLayout
import Foundation
@testable import LayoutSpec
import Testing

/// The SVG escaper reproduces every case of `Tests/Fixtures/xml-text-cases.json`,
/// the table `BenchmarkHarness`'s escaper is held to as well
/// (`Tests/BenchmarkKitTests/Charts/XMLTextTests.swift`), so the two agree.
@Suite struct XMLTextTests {
    /// The shared cases: why, the text, its escaped form.
    static func cases() throws -> [[String: String]] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/xml-text-cases.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: String]])
    }

    @Test func everySharedCase() throws {
        let cases = try Self.cases()
        #expect(cases.count == 6)
        for test in cases {
            let escaped = XMLText.escaped(test["text"] ?? "")
            #expect(escaped.unicodeScalars.elementsEqual((test["escaped"] ?? "").unicodeScalars), "\(test["why"] ?? "")")
        }
    }

    /// Read back by an XML parser, a title with carriage returns is the title
    /// given: a literal one would come back as a line feed.
    @Test func aCarriageReturnSurvivesAReader() throws {
        let title = "first\r\nsecond\rthird <&>"
        let svg = try SVGRenderer().render(SVGRendererTests.layout(), title: title).svg
        #expect(svg.contains("first&#13;\nsecond&#13;third"))
        let elements = try #require(SVGDocumentReader.elements(of: svg))
        #expect(elements.first { $0.name == "title" }?.text.unicodeScalars.elementsEqual(title.unicodeScalars) == true)
    }
}
