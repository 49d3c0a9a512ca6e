import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import BenchmarkHarness
import Testing

/// The harness's escaper reproduces every case of `Tests/Fixtures/xml-text-cases.json`,
/// the table `LayoutSpec`'s SVG escaper is held to as well
/// (`Tests/LayoutSpecTests/Output/XMLTextTests.swift`), so the two agree; and
/// what it writes reads back as the text it was given.
@Suite struct XMLTextTests {
    @Test func everySharedCase() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/xml-text-cases.json")
        let cases = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: String]])
        #expect(cases.count == 6)
        for test in cases {
            let escaped = XMLText.escaped(test["text"] ?? "")
            #expect(escaped.unicodeScalars.elementsEqual((test["escaped"] ?? "").unicodeScalars), "\(test["why"] ?? "")")
        }
    }

    /// What a parser reads back from `<t a="ESCAPED">ESCAPED</t>`: the attribute and the text.
    final class Reader: NSObject, XMLParserDelegate {
        var attribute: String?
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            attribute = attributes["a"]
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    /// A carriage return comes back as one, in text and in an attribute (a literal
    /// one would come back as a line feed, or as a space in the attribute).
    @Test func aCarriageReturnSurvivesAReader() {
        let name = "operator<<\r\n(std::ostream&)\r"
        let reader = Reader()
        let parser = XMLParser(data: Data("<t a=\"\(XMLText.escaped(name))\">\(XMLText.escaped(name))</t>".utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.text.unicodeScalars.elementsEqual(name.unicodeScalars))
        // In an attribute a literal line feed is read as a space (XML's attribute-value normalization).
        #expect(reader.attribute?.unicodeScalars.elementsEqual("operator<<\r (std::ostream&)\r".unicodeScalars) == true)
    }
}
