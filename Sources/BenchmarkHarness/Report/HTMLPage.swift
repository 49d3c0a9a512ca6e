/// A self-contained HTML report: one file with its style, its script and its
/// charts inline (no network, nothing beside it), readable in any browser and
/// attachable to a CI run as an artifact.
///
/// The page's blocks are headings, paragraphs, key-value lists, tables
/// (`HTMLTable`, sortable by clicking a header) and SVG figures, grouped in
/// sections. Anything may carry facet values (`layout=flow`); the page shows a
/// drop-down per facet and a text box, and its script hides the rows, columns,
/// sections and figures whose facets do not match and the rows whose text
/// does not contain the text typed. The filters and the sort live in the
/// address's fragment (`#layout=flow&strategy=linear&sort=2:3:desc`), so a
/// filtered view is a link, and the headless-browser test drives the page
/// through it.
///
/// For tests, the script marks the root element: `data-report-ready="true"`
/// once it has run, and `data-script-errors` with the messages of any error
/// (`window.onerror`).
///
/// Text is escaped with `XMLText`; every element is closed, so the markup
/// outside the scripts is well-formed XML as well as HTML.
public struct HTMLPage: Sendable {
    /// A part of the page.
    public indirect enum Block: Sendable {
        /// `<h2>`/`<h3>`... text; `level` from 2 (1 is the page title).
        case heading(String, level: Int)
        /// A paragraph of text.
        case paragraph(String)
        /// A paragraph with a CSS class (e.g. `warning`).
        case note(String, style: String)
        /// A plain table of labels and values (a run's context): the first
        /// cell of each row is its label; `headers` may be empty.
        case context(headers: [String], rows: [[String]])
        /// A sortable table.
        case table(HTMLTable)
        /// An SVG document drawn inline, with a caption and facets.
        case figure(svg: String, caption: String, facets: [String: String])
        /// Blocks shown or hidden together by their facets.
        case section(facets: [String: String], blocks: [Block])
    }

    /// The page's title (`<title>` and `<h1>`).
    public var title: String
    /// The facets offered as filters, in order (e.g. layout, operation,
    /// strategy); each gets a drop-down of the values used on the page.
    public var facets: [String]
    /// The content.
    public var blocks: [Block]

    /// Creates a page.
    /// - Precondition: facet names are lowercase letters, digits and `-`
    ///   (they become attribute names).
    public init(title: String, facets: [String], blocks: [Block]) {
        precondition(facets.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(Self.isNameScalar) }, "facet names are attribute names")
        self.title = title
        self.facets = facets
        self.blocks = blocks
    }

    /// The document.
    /// - Complexity: O(size of the blocks)
    public func render() -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        html += "<title>\(XMLText.escaped(title))</title>\n"
        html += "<script>//<![CDATA[\n\(HTMLPageScript.errorRecorder)//]]></script>\n"
        html += "<style>\n\(HTMLPageScript.style)</style>\n</head>\n<body>\n"
        html += "<h1>\(XMLText.escaped(title))</h1>\n"
        html += controls()
        var tableNumber = 0
        for block in blocks { html += render(block, tableNumber: &tableNumber) }
        html += "<script>//<![CDATA[\n\(HTMLPageScript.behaviour)//]]></script>\n</body>\n</html>\n"
        return html
    }

    /// The filter bar: a drop-down per facet with the values in use, in order
    /// of first appearance, and a text box.
    func controls() -> String {
        var values: [String: [String]] = [:]
        func collect(_ facets: [String: String]) {
            for (name, value) in facets {
                for single in value.split(separator: " ").map(String.init) where !(values[name]?.contains(single) ?? false) {
                    values[name, default: []].append(single)
                }
            }
        }
        func walk(_ block: Block) {
            switch block {
            case .table(let table): table.facetValues.forEach(collect)
            case .figure(_, _, let facets): collect(facets)
            case .section(let facets, let blocks): collect(facets); blocks.forEach(walk)
            default: break
            }
        }
        blocks.forEach(walk)
        var html = "<form id=\"filters\" class=\"filters\">\n"
        for facet in facets {
            html += "<label>\(XMLText.escaped(facet)) <select data-facet=\"\(facet)\"><option value=\"\">all</option>"
            html += (values[facet] ?? []).map { "<option value=\"\(XMLText.escaped($0))\">\(XMLText.escaped($0))</option>" }.joined()
            html += "</select></label>\n"
        }
        html += "<label>text <input type=\"search\" id=\"filter-text\" placeholder=\"part of a name\"/></label>\n"
        html += "<span id=\"shown\"></span>\n</form>\n"
        return html
    }

    /// One block as HTML; tables are numbered in document order for the
    /// fragment's `sort=TABLE:COLUMN:ORDER`.
    func render(_ block: Block, tableNumber: inout Int) -> String {
        let e = XMLText.escaped
        switch block {
        case let .heading(text, level):
            let tag = "h\(min(max(level, 2), 6))"
            return "<\(tag)>\(e(text))</\(tag)>\n"
        case .paragraph(let text):
            return "<p>\(e(text))</p>\n"
        case let .note(text, style):
            return "<p class=\"\(e(style))\">\(e(text))</p>\n"
        case let .context(headers, rows):
            var html = "<table class=\"context\">\n"
            if !headers.isEmpty { html += "<tr>" + headers.map { "<th>\(e($0))</th>" }.joined() + "</tr>\n" }
            for row in rows {
                html += "<tr>" + row.enumerated().map { $0.offset == 0 ? "<th>\(e($0.element))</th>" : "<td>\(e($0.element))</td>" }.joined() + "</tr>\n"
            }
            return html + "</table>\n"
        case .table(let table):
            tableNumber += 1
            return table.html(number: tableNumber)
        case let .figure(svg, caption, facets):
            return "<figure\(Self.facetAttributes(facets))>\n\(Self.inline(svg))\n<figcaption>\(e(caption))</figcaption>\n</figure>\n"
        case let .section(facets, blocks):
            return "<section\(Self.facetAttributes(facets))>\n" + blocks.map { render($0, tableNumber: &tableNumber) }.joined() + "</section>\n"
        }
    }

    /// ` data-facet-NAME="VALUE"` per facet, in name order (empty for none).
    /// A value with several words matches a filter on any of them.
    /// - Complexity: O(facets)
    static func facetAttributes(_ facets: [String: String]) -> String {
        facets.keys.sorted().map { " data-facet-\($0)=\"\(XMLText.escaped(facets[$0]!))\"" }.joined()
    }

    /// An SVG document made fit to sit inside HTML: without an XML
    /// declaration before its root element.
    static func inline(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.firstRange(of: "?>") else { return svg }
        return String(svg[end.upperBound...]).trimmingLeadingNewlines()
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }
}

extension String {
    /// The string without line breaks at its start.
    func trimmingLeadingNewlines() -> String {
        String(drop { $0.isNewline })
    }
}
