/// A plain-text table with aligned columns, for terminals and Markdown-free logs.
public struct TextTable: Sendable {
    /// The column titles.
    public var headers: [String]
    /// The rows; each has one cell per header.
    public var rows: [[String]] = []

    /// Creates an empty table with `headers`.
    public init(headers: [String]) { self.headers = headers }

    /// Appends a row.
    /// - Precondition: one cell per header.
    public mutating func append(_ row: [String]) {
        precondition(row.count == headers.count, "one cell per column")
        rows.append(row)
    }

    /// The table as lines: the first column left-aligned, the others right-aligned
    /// (numbers), two spaces between columns, a rule under the headers.
    /// - Complexity: O(cells)
    public func render() -> String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

extension TextTable {
    /// The table as a GitHub-flavoured Markdown table: the first column
    /// left-aligned, the others right-aligned; `|` in cells escaped.
    /// - Complexity: O(cells)
    public func renderMarkdown() -> String {
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingAll("|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        let rule = "|" + headers.indices.map { $0 == 0 ? " :--- |" : " ---: |" }.joined()
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

extension String {
    /// The string with every `target` replaced, without Foundation.
    public func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
