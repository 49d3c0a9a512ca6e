import CollectionLayout

/// Reads the views a compositional layout attaches to its content: badges on
/// items and groups (supplementary items with an anchor), headers, footers and
/// side views of sections and of the layout (boundary items), and section
/// backgrounds (decoration items).
enum CompositionalSupplementaryDecoder {
    /// The keys of a supplementary item (a badge).
    static let supplementaryKeys = ["kind", "size", "anchor", "zIndex"]

    /// The keys of an anchor.
    static let anchorKeys = ["edges", "offset", "fractionalOffset"]

    /// The keys of a boundary supplementary item.
    static let boundaryKeys = ["kind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex"]

    /// The keys of a decoration item.
    static let decorationKeys = ["kind", "contentInsets", "zIndex"]

    /// The alignments whose items may pin: those on the top or bottom boundary
    /// (rule 10). A `leading` or `trailing` item has nowhere to pin to.
    static let pinnableAlignments: [RectAlignment] = [.top, .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing]

    /// The spec's names of an anchor's edges.
    enum Edge: String, CaseIterable {
        case top, leading, bottom, trailing

        var edge: DirectionalRectEdge {
            switch self {
            case .top: .top
            case .leading: .leading
            case .bottom: .bottom
            case .trailing: .trailing
            }
        }

        var opposite: Edge {
            switch self {
            case .top: .bottom
            case .leading: .trailing
            case .bottom: .top
            case .trailing: .leading
            }
        }
    }

    /// An array of supplementary items.
    /// - Complexity: O(values in the array's JSON)
    static func supplementaryItems(_ value: JSONValue, path: String) throws(SpecError) -> [CollectionLayoutSupplementaryItem] {
        try array(value, path: path, noun: "supplementary items", read: supplementaryItem)
    }

    /// `{"kind": K, "size": SIZE, "anchor": ANCHOR, "zIndex": Z}`; zIndex defaults to 1 (UIKit's).
    static func supplementaryItem(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutSupplementaryItem {
        let object = try SpecObject(value, path: path, allowedKeys: supplementaryKeys, description: "a supplementary item object")
        return CollectionLayoutSupplementaryItem(
            layoutSize: try size(of: object),
            elementKind: try kind(of: object),
            containerAnchor: try anchor(try object.required("anchor", expected: #"{"edges": [...], "offset": [x, y]}"#), path: object.path(of: "anchor")),
            zIndex: try object.optional("zIndex", CompositionalValueDecoder.zIndex) ?? 1
        )
    }

    /// `{"edges": [EDGE, ...], "offset": [x, y]}` or with `"fractionalOffset"`
    /// instead; no offset is `[0, 0]`. At most one edge per axis.
    static func anchor(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutAnchor {
        let object = try SpecObject(value, path: path, allowedKeys: anchorKeys, description: #"an anchor object {"edges": [...], "offset": [x, y]}"#)
        let edges = try self.edges(try object.required("edges", expected: #"an array of edges ("top", "leading", "bottom", "trailing"); [] centres"#), path: object.path(of: "edges"))
        if object.contains("offset"), object.contains("fractionalOffset") {
            throw SpecError(path: object.path(of: "fractionalOffset"), message: "give either offset (points) or fractionalOffset (fractions of the item's size), not both")
        }
        if let fractional = try object.optional("fractionalOffset", CompositionalValueDecoder.point) {
            return CollectionLayoutAnchor(edges: edges, fractionalOffset: fractional)
        }
        return CollectionLayoutAnchor(edges: edges, absoluteOffset: try object.optional("offset", CompositionalValueDecoder.point) ?? .zero)
    }

    /// An array of distinct edge names, no two of them opposite.
    private static func edges(_ value: JSONValue, path: String) throws(SpecError) -> DirectionalRectEdge {
        guard case .array(let elements) = value else {
            throw SpecError(path: path, message: "expected an array of edges, got \(value.kindDescription)")
        }
        var named: [Edge] = []
        for (index, element) in elements.enumerated() {
            let elementPath = SpecPath.element(index, of: path)
            let edge = try SpecValues.choice(element, path: elementPath, noun: "edge", as: Edge.self)
            if named.contains(edge) {
                throw SpecError(path: elementPath, message: "duplicate edge \(JSONText.quoted(edge.rawValue))")
            }
            if named.contains(edge.opposite) {
                throw SpecError(
                    path: elementPath,
                    message: "\(JSONText.quoted(edge.rawValue)) is opposite \(JSONText.quoted(edge.opposite.rawValue)): an anchor names at most one edge per axis"
                )
            }
            named.append(edge)
        }
        return DirectionalRectEdge(named.map(\.edge))
    }

    /// An array of boundary supplementary items.
    /// - Complexity: O(values in the array's JSON)
    static func boundaryItems(_ value: JSONValue, path: String) throws(SpecError) -> [CollectionLayoutBoundarySupplementaryItem] {
        try array(value, path: path, noun: "boundary supplementary items", read: boundaryItem)
    }

    /// `{"kind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex"}`,
    /// UIKit's defaults: offset [0, 0], extends the boundary, not pinned, zIndex 0.
    static func boundaryItem(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutBoundarySupplementaryItem {
        let object = try SpecObject(value, path: path, allowedKeys: boundaryKeys, description: "a boundary supplementary item object")
        let kind = try kind(of: object)
        let size = try size(of: object)
        let names = RectAlignment.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        let alignment = try SpecValues.choice(
            try object.required("alignment", expected: "one of \(names)"), path: object.path(of: "alignment"), noun: "alignment", as: RectAlignment.self
        )
        let pinned = try object.optional("pinToVisibleBounds", SpecValues.bool) ?? false
        if pinned, !pinnableAlignments.contains(alignment) {
            throw SpecError(
                path: object.path(of: "pinToVisibleBounds"),
                message: "only items on the top or bottom boundary pin (alignment \(JSONText.quoted(alignment.rawValue)) has nowhere to pin to)"
            )
        }
        return CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: kind, alignment: alignment,
            absoluteOffset: try object.optional("offset", CompositionalValueDecoder.point) ?? .zero,
            extendsBoundary: try object.optional("extendsBoundary", SpecValues.bool) ?? true,
            pinToVisibleBounds: pinned,
            zIndex: try object.optional("zIndex", CompositionalValueDecoder.zIndex) ?? 0
        )
    }

    /// An array of decoration items.
    /// - Complexity: O(values in the array's JSON)
    static func decorationItems(_ value: JSONValue, path: String) throws(SpecError) -> [CollectionLayoutDecorationItem] {
        try array(value, path: path, noun: "decoration items", read: decorationItem)
    }

    /// `{"kind": K, "contentInsets": [top, leading, bottom, trailing], "zIndex": Z}`:
    /// a background (UIKit's `background(elementKind:)`), zIndex default 0 (UIKit's).
    static func decorationItem(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutDecorationItem {
        let object = try SpecObject(value, path: path, allowedKeys: decorationKeys, description: "a decoration item object")
        return .background(
            elementKind: try kind(of: object),
            contentInsets: try object.optional("contentInsets", CompositionalValueDecoder.insets) ?? .zero,
            zIndex: try object.optional("zIndex", CompositionalValueDecoder.zIndex) ?? 0
        )
    }

    private static func kind(of object: SpecObject) throws(SpecError) -> ElementKind {
        try CompositionalValueDecoder.kind(try object.required("kind", expected: "an element kind name"), path: object.path(of: "kind"))
    }

    private static func size(of object: SpecObject) throws(SpecError) -> CollectionLayoutSize {
        try CompositionalValueDecoder.size(try object.required("size", expected: CompositionalGroupDecoder.sizeExpectation), path: object.path(of: "size"))
    }

    /// Each element of an array read by `read`, with its path.
    private static func array<Element>(
        _ value: JSONValue, path: String, noun: String, read: (JSONValue, String) throws(SpecError) -> Element
    ) throws(SpecError) -> [Element] {
        guard case .array(let elements) = value else {
            throw SpecError(path: path, message: "expected an array of \(noun), got \(value.kindDescription)")
        }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            result.append(try read(element, SpecPath.element(index, of: path)))
        }
        return result
    }
}
