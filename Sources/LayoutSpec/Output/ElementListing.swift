import CollectionLayout

/// The output formats of `frames` and `query`.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// The contract's TSV: `# contentSize W H`, then one tab-separated line per element.
    case tsv
    /// One JSON object: `{"contentSize": [w, h], "elements": [...]}`.
    case json
}

/// What `frames` and `query` print: the content size and a list of elements
/// in the contract's output order (category, kind, section, item), which
/// makes the output independent of the index strategy that found them.
public struct ElementListing: Sendable {
    /// The prepared layout's content size.
    public let contentSize: Size
    /// The elements, sorted by `LayoutAttributes.outputOrder`.
    public let elements: [LayoutAttributes]

    /// A listing of `elements`, which it sorts.
    /// - Complexity: O(n log n)
    public init(contentSize: Size, elements: [LayoutAttributes]) {
        self.contentSize = contentSize
        self.elements = elements.sorted(by: LayoutAttributes.outputOrder)
    }

    /// Every element of `layout`, pinned ones placed for `visibleBounds`
    /// (`nil`: the layout's `defaultVisibleBounds`).
    /// - Complexity: O(n log n)
    public init(allElementsOf layout: PreparedLayout, visibleBounds: Rect? = nil) {
        self.init(contentSize: layout.contentSize, elements: layout.allElements(visibleBounds: visibleBounds))
    }

    /// The elements of `layout` whose frames intersect `rect` (positive-area
    /// overlap), found by the layout's index.
    /// - Complexity: that of the index's query, plus O(k log k) to sort the k results.
    public init(elementsOf layout: PreparedLayout, in rect: Rect, visibleBounds: Rect? = nil) {
        self.init(contentSize: layout.contentSize, elements: layout.elements(in: rect, visibleBounds: visibleBounds))
    }

    /// The listing in `format`, ending with a newline.
    /// - Complexity: O(n)
    public func formatted(as format: OutputFormat) -> String {
        var text = ""
        write(as: format, to: &text)
        return text
    }

    /// Writes the listing in `format` to `target`, line by line, so that large
    /// listings can be streamed.
    /// - Complexity: O(n)
    public func write<Target: TextOutputStream>(as format: OutputFormat, to target: inout Target) {
        switch format {
        case .tsv: writeTSV(to: &target)
        case .json: writeJSON(to: &target)
        }
    }
}
