import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an SVG document with Foundation's XML parser: that it is well-formed
/// XML, and its elements with their attributes, in document order.
final class SVGDocumentReader: NSObject, XMLParserDelegate {
    /// One XML element.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// The elements of `svg`, or `nil` when it is not well-formed XML.
    static func elements(of svg: String) -> [Element]? {
        let reader = SVGDocumentReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return reader.elements
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }
}
