import CollectionLayout

/// Why a layout spec was refused: the JSON path of the offending value
/// (`sections[2].itemSizes[5]`, `layout.columnCount`) and the problem, in one line.
///
/// The decoder, the engine (whose `LayoutError`s become `SpecError`s, their
/// paths in the spec's JSON terms) and the JSON parser (whose errors have no path)
/// all report through this type, so the CLI prints every refusal the same way:
/// `error: PATH: MESSAGE`.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the bad value is, in JSON path notation; empty when the problem is
    /// the document as a whole (malformed JSON, a root that is not an object).
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The engine's refusal, its path read the default way
    /// (`SpecErrorPaths`), its message unchanged. A layout's own reading is
    /// `SpecifiedLayoutType.errorPaths`.
    public init(_ error: LayoutError) {
        self = SpecErrorPaths().specError(for: error)
    }

    /// A syntax error: no path, the parser's `malformed JSON at line L, column C: ...` message.
    public init(_ error: JSONSyntaxError) {
        self.init(path: "", message: error.description)
    }

    /// `PATH: MESSAGE`, or just the message when there is no path.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
