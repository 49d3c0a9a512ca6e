import CollectionLayout

/// Reads the small values of a compositional spec: dimensions and sizes
/// (`{"fractionalWidth": 0.5}`, `{"width": DIM, "height": DIM}`), spacings,
/// directional insets, points, element kinds and zIndexes. Every refusal names
/// the value's JSON path; nothing is clamped.
enum CompositionalValueDecoder {
    /// The keys of a dimension object, one of which it holds.
    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]

    /// The keys of a spacing object, one of which it holds.
    static let spacingKeys = ["fixed", "flexible"]

    /// The keys of an edge-spacing object, any of which it holds.
    static let edgeSpacingKeys = ["leading", "top", "trailing", "bottom"]

    /// The zIndexes a spec may give: far inside `Int32` (the storage's type).
    static let zIndexRange = -1_000_000_000...1_000_000_000

    /// A dimension: an object with exactly one of `dimensionKeys`, its number
    /// finite and >= 0 (fractions, lengths and estimates alike).
    static func dimension(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutDimension {
        let (key, number) = try singleMember(value, path: path, keys: dimensionKeys, noun: "dimension")
        let amount = try SpecValues.length(number, path: SpecPath.member(key, of: path))
        switch key {
        case "fractionalWidth": return .fractionalWidth(amount)
        case "fractionalHeight": return .fractionalHeight(amount)
        case "absolute": return .absolute(amount)
        case "estimated": return .estimated(amount)
        default: return .uniformAcrossSiblings(estimate: amount)
        }
    }

    /// A size: `{"width": DIM, "height": DIM}`, both required.
    static func size(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutSize {
        let object = try SpecObject(value, path: path, allowedKeys: ["width", "height"], description: #"a size {"width": DIMENSION, "height": DIMENSION}"#)
        let expected = #"a dimension such as {"fractionalWidth": 1} or {"absolute": 44}"#
        return CollectionLayoutSize(
            widthDimension: try dimension(try object.required("width", expected: expected), path: object.path(of: "width")),
            heightDimension: try dimension(try object.required("height", expected: expected), path: object.path(of: "height"))
        )
    }

    /// A spacing: `{"fixed": N}` or `{"flexible": N}`, N finite (spacings may
    /// be negative, as everywhere in the spec).
    static func spacing(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutSpacing {
        let (key, number) = try singleMember(value, path: path, keys: spacingKeys, noun: "spacing")
        let points = try SpecValues.finite(number, path: SpecPath.member(key, of: path))
        return key == "fixed" ? .fixed(points) : .flexible(points)
    }

    /// Edge spacing: `{"leading": SPACING, "top": ..., "trailing": ..., "bottom": ...}`,
    /// any of the four (an absent edge has none).
    static func edgeSpacing(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutEdgeSpacing {
        let object = try SpecObject(value, path: path, allowedKeys: edgeSpacingKeys, description: #"an edge spacing object such as {"leading": {"fixed": 8}}"#)
        return CollectionLayoutEdgeSpacing(
            leading: try object.optional("leading", spacing), top: try object.optional("top", spacing),
            trailing: try object.optional("trailing", spacing), bottom: try object.optional("bottom", spacing)
        )
    }

    /// `[top, leading, bottom, trailing]` (UIKit's `NSDirectionalEdgeInsets`
    /// order), each finite; insets may be negative.
    static func insets(_ value: JSONValue, path: String) throws(SpecError) -> DirectionalEdgeInsets {
        let values = try SpecValues.numbers(value, path: path, names: ["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// `[x, y]`, both finite.
    static func point(_ value: JSONValue, path: String) throws(SpecError) -> Point {
        let values = try SpecValues.numbers(value, path: path, names: ["x", "y"])
        return Point(x: values[0], y: values[1])
    }

    /// `[x, y, width, height]`, finite, width and height >= 0.
    static func rect(_ value: JSONValue, path: String) throws(SpecError) -> Rect {
        let values = try SpecValues.numbers(value, path: path, names: ["x", "y", "width", "height"])
        for (index, name) in [(2, "width"), (3, "height")] where values[index] < 0 {
            throw SpecError(path: path, message: "\(name) must be finite and >= 0, got \(values[index])")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// An element kind: a non-empty name without whitespace or control
    /// characters (it is a field of the TSV output), and not `-`, the cells' kind.
    static func kind(_ value: JSONValue, path: String) throws(SpecError) -> ElementKind {
        let name = try SpecValues.string(value, path: path)
        let isPrintable = name.unicodeScalars.allSatisfy { !$0.properties.isWhitespace && !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
        guard !name.isEmpty, isPrintable, name != ElementKind.cell.rawValue else {
            throw SpecError(
                path: path,
                message: #"an element kind must be a non-empty name without spaces or control characters, other than "-" (the cells' kind), got \#(JSONText.quoted(name))"#
            )
        }
        return ElementKind(name)
    }

    /// A zIndex: a whole number in `zIndexRange`.
    static func zIndex(_ value: JSONValue, path: String) throws(SpecError) -> Int {
        try SpecValues.wholeNumber(value, path: path, in: zIndexRange)
    }

    /// The one member of an object that must hold exactly one of `keys`
    /// (`{"fractionalWidth": 0.5}`); `noun` names the value in messages.
    private static func singleMember(_ value: JSONValue, path: String, keys: [String], noun: String) throws(SpecError) -> (String, JSONValue) {
        let shapes = keys.map { "{\(JSONText.quoted($0)): N}" }.joined(separator: ", ")
        let object = try SpecObject(value, path: path, allowedKeys: keys, description: "a \(noun) (one of \(shapes))")
        guard object.object.members.count == 1, let member = object.object.members.first else {
            let count = object.object.members.count
            throw SpecError(path: path, message: "a \(noun) holds exactly one of \(keys.joined(separator: ", ")), got \(count) keys")
        }
        return (member.key, member.value)
    }
}
