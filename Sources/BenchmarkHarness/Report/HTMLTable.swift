/// A table for an HTML report (`HTMLPage`): sortable by any column in the
/// browser, its rows and columns tagged with facet values (`layout=flow`,
/// `strategy=linear`) so the page's filters can hide what does not match.
///
/// Cells are plain text, escaped when rendered. A row's `sortKeys` give the
/// number a column sorts by when its text is not one (`145 ns ±2%` sorts by
/// 145 anyway: the page's script reads a leading number and its unit).
public struct HTMLTable: Sendable, Equatable {
    /// One body row.
    public struct Row: Sendable, Equatable {
        /// One text per column.
        public var cells: [String]
        /// Facet values of the whole row, e.g. `["strategy": "linear"]`.
        public var facets: [String: String]
        /// A CSS class for the row (e.g. `regressed`), or `nil`.
        public var style: String?

        /// Creates a row.
        public init(_ cells: [String], facets: [String: String] = [:], style: String? = nil) {
            self.cells = cells
            self.facets = facets
            self.style = style
        }
    }

    /// What the table shows, above it.
    public var caption: String
    /// The column titles.
    public var headers: [String]
    /// Facet values per column (empty for a column every filter keeps), e.g.
    /// a strategy's columns in a table with one column per strategy.
    public var columnFacets: [[String: String]]
    /// The body rows, which sorting reorders.
    public var rows: [Row] = []
    /// Rows kept below the body whatever the sort (e.g. a fit row).
    public var footer: [[String]] = []

    /// An empty table.
    /// - Precondition: `columnFacets` is empty or has one entry per header.
    public init(caption: String, headers: [String], columnFacets: [[String: String]] = []) {
        precondition(columnFacets.isEmpty || columnFacets.count == headers.count, "facets for every column or none")
        self.caption = caption
        self.headers = headers
        self.columnFacets = columnFacets.isEmpty ? headers.map { _ in [:] } : columnFacets
    }

    /// A table holding `table`'s rows, untagged.
    /// - Complexity: O(cells)
    public init(caption: String, _ table: TextTable) {
        self.init(caption: caption, headers: table.headers)
        rows = table.rows.map { Row($0) }
    }

    /// Appends a body row.
    /// - Precondition: one cell per header.
    public mutating func append(_ row: Row) {
        precondition(row.cells.count == headers.count, "one cell per column")
        rows.append(row)
    }

    /// The facet values anywhere in the table (rows and columns).
    /// - Complexity: O(rows + columns)
    var facetValues: [[String: String]] { columnFacets + rows.map(\.facets) }

    /// The table as HTML: a `<table class="sortable">` numbered `number` on
    /// its page, with its caption, a header row whose cells the page's script
    /// makes clickable, the body and the footer.
    /// - Complexity: O(cells)
    func html(number: Int) -> String {
        var html = "<table class=\"sortable\" data-table=\"\(number)\">\n<caption>\(XMLText.escaped(caption))</caption>\n<thead><tr>"
        for (column, header) in headers.enumerated() {
            html += "<th\(HTMLPage.facetAttributes(columnFacets[column]))>\(XMLText.escaped(header))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            let style = row.style.map { " class=\"\(XMLText.escaped($0))\"" } ?? ""
            html += "<tr\(style)\(HTMLPage.facetAttributes(row.facets))>" + cells(row.cells) + "</tr>\n"
        }
        html += "</tbody>\n"
        if !footer.isEmpty {
            html += "<tfoot>\n" + footer.map { "<tr>" + cells($0) + "</tr>\n" }.joined() + "</tfoot>\n"
        }
        return html + "</table>\n"
    }

    /// `<td>` per cell, carrying its column's facets.
    private func cells(_ cells: [String]) -> String {
        cells.enumerated().map { column, text in
            let facets = column < columnFacets.count ? columnFacets[column] : [:]
            return "<td\(HTMLPage.facetAttributes(facets))>\(XMLText.escaped(text))</td>"
        }.joined()
    }
}
