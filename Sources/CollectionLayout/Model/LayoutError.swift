/// Why a layout refused its input: a path naming the offending value (in the
/// spec's JSON terms, such as `sections[2].itemSizes[5]`) and the problem.
///
/// Layouts never crash and never clamp bad input silently; they report it with
/// this error, which the CLI prints as `error: PATH: MESSAGE`.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the bad value is, in the spec's JSON path notation (may be empty).
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `PATH: MESSAGE`, or just the message when there is no path.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
