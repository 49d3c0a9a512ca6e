import ArgumentParser
import CollectionLayout
import LayoutSpec

/// The arguments shared by `frames`, `query` and `render`: the spec file, the
/// visible bounds and the rect-query index.
struct LayoutOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The layout spec (JSON, see docs/spec.md); '-' reads standard input.", valueName: "spec.json"))
    var spec: String

    // `.unconditional` throughout: a value may start with '-' (`--visible -100,-100,390,844`).
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The collection view's visible bounds, which place pinned headers and footers. Default: 0,0,bounds width,bounds height.",
        valueName: "x,y,w,h"
    ))
    var visible: String?

    @Option(help: ArgumentHelp(
        "The rect-query index: linear, sorted-columns, interval-tree or auto (the layout's own). Every index prints the same output.",
        valueName: "strategy"
    ))
    var index = IndexArgument(.auto)

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Scrolls an orthogonally scrolling section's content (compositional layouts) to OFFSET along the cross axis; repeatable.",
        valueName: "section=offset"
    ))
    var orthogonalOffset: [String] = []

    @Option(parsing: .unconditional, help: "Refuse specs with more items, before preparing anything (see also the memory estimate in the docs).")
    var maxItems: Int = ItemLimit.defaultMaximumItems

    @Option(parsing: .unconditional, help: "Refuse spec files larger than this many bytes (a parse takes up to about 5 times its size).")
    var maxSpecBytes: Int = SpecFile.defaultMaximumBytes

    /// The visible bounds given with `--visible`, or `nil` for the layout's default.
    func visibleBounds() throws(SpecError) -> Rect? {
        guard let visible else { return nil }
        return try RectNotation.parse(visible, name: "--visible")
    }

    /// The strategy named with `--index`.
    func indexStrategy() throws(SpecError) -> IndexStrategy { try index.strategy() }

    /// The settings given with `--orthogonal-offset`, in order.
    func orthogonalOffsets() throws(SpecError) -> [OrthogonalOffsetNotation] {
        var settings: [OrthogonalOffsetNotation] = []
        for text in orthogonalOffset {
            settings.append(try OrthogonalOffsetNotation.parse(text, name: "--orthogonal-offset"))
        }
        return settings
    }

    /// Reads, decodes and prepares the spec with the chosen index, then
    /// scrolls the orthogonal sections given with `--orthogonal-offset`.
    /// - Parameter bytesPerItem: the command's memory estimate per item (`ItemLimit`).
    /// - Parameter maximumElements: `render`'s element limit: a spec with more items has more elements.
    func prepare(bytesPerItem: Int = 128, maximumElements: Int? = nil) throws(SpecError) -> PreparedLayout {
        let strategy = try indexStrategy()
        let offsets = try orthogonalOffsets()
        guard maxItems >= 0 else { throw SpecError(path: "--max-items", message: "must be >= 0, got \(maxItems)") }
        guard maxSpecBytes >= 0 else { throw SpecError(path: "--max-spec-bytes", message: "must be >= 0, got \(maxSpecBytes)") }
        let document = try SpecFile.read(spec, limit: maxSpecBytes)
        let specification = try decode(document, bytesPerItem: bytesPerItem, maximumElements: maximumElements)
        var prepared: PreparedLayout
        do {
            prepared = try specification.prepare(index: strategy)
        } catch {
            throw OverflowSource.locate(error, in: document)
        }
        try OrthogonalOffsetNotation.apply(offsets, to: &prepared, name: "--orthogonal-offset")
        return prepared
    }

    /// Parses and decodes `document`, refusing it first when its parse or its
    /// items would need more memory than allowed. A function of its own so
    /// that the parsed document is freed before the layout is prepared.
    private func decode(_ document: [UInt8], bytesPerItem: Int, maximumElements: Int?) throws(SpecError) -> LayoutSpecification {
        try ItemLimit.checkParse(documentBytes: document.count)
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONParser.parse(document)
        } catch {
            throw SpecError(error)
        }
        let items = LayoutSpecification.declaredItemCount(in: value)
        if let maximumElements, items > maximumElements {
            throw SpecError(path: "", message: "at least \(items) elements exceed the render limit of \(maximumElements) (raise it with --max-elements)")
        }
        try ItemLimit(maximumItems: maxItems, bytesPerItem: bytesPerItem).check(items: items)
        return try LayoutSpecification(decoding: value)
    }
}

// `OutputFormat` is this tool's own type; `IndexStrategy` is wrapped in
// `IndexArgument` so that no other module's conformance of it can collide with ours.
extension OutputFormat: ExpressibleByArgument {}
