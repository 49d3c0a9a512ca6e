/// A result file's contents with the name messages use for it (its path).
/// - Complexity: O(1) storage.
public struct NamedResultSet<Suite: ResultSuite>: Sendable {
    /// How messages name the file, e.g. `results/compare/main..topic/base.json`.
    public var name: String
    /// The results.
    public var results: ResultSet<Suite>

    /// Pairs `results` with `name`.
    /// - Complexity: O(1)
    public init(name: String, results: ResultSet<Suite>) {
        self.name = name
        self.results = results
    }

    /// Reads the result file at `path` and names it by its path.
    /// - Throws: `ResultFile.Failure` (missing, not JSON, other schema version, corrupt).
    /// - Complexity: O(file size)
    public static func read(_ path: String) throws(ResultFile.Failure) -> NamedResultSet {
        NamedResultSet(name: path, results: try ResultFile.read(path, as: Suite.self))
    }
}

/// Why two or more result files cannot be compared or merged: one line that
/// names the files and says exactly what differs.
/// - Complexity: O(1) storage.
public struct ResultMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message.
    public var description: String

    /// Creates a mismatch with its message.
    /// - Complexity: O(1)
    public init(_ description: String) { self.description = description }

    /// `cannot <verb> A with B: <what> differs: <a> in A, <b> in B<why>`.
    /// - Complexity: O(length of the parts)
    public static func differs<Suite>(_ verb: String, _ first: NamedResultSet<Suite>, _ second: NamedResultSet<Suite>, _ what: String, _ firstValue: String, _ secondValue: String, why: String) -> ResultMismatch {
        ResultMismatch("cannot \(verb) \(first.name) with \(second.name): \(what): \(firstValue) in \(first.name), \(secondValue) in \(second.name)\(why.isEmpty ? "" : " (\(why))")")
    }
}
