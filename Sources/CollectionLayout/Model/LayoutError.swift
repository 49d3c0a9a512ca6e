/// Why a layout refused its input: a path naming the offending value, in the
/// engine's terms (`LayoutPath`), and the problem.
///
/// Layouts never crash and never clamp bad input silently; they report it with
/// this error. A front end names the value in its own notation: `LayoutSpec`
/// maps the path to the spec's JSON path and the CLI prints `error: PATH: MESSAGE`.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the bad value is (may be empty).
    public var path: LayoutPath
    /// What is wrong with it.
    public var message: String

    /// Creates an error.
    public init(path: LayoutPath, message: String) {
        self.path = path
        self.message = message
    }

    /// The same error, located inside `prefix` (the path relative to which it was found).
    /// - Complexity: O(length of the path)
    public func prefixed(by prefix: LayoutPath) -> LayoutError {
        LayoutError(path: prefix + path, message: message)
    }

    /// `PATH: MESSAGE` in the engine's reading of the path, or just the
    /// message when there is no path.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
