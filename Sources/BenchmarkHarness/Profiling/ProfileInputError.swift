/// Why a profiling input (the text of `perf script`, or folded stacks) cannot
/// be used: empty, cut off before its first complete sample, or not in the
/// expected format at a given line.
public struct ProfileInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line the problem is on, or `nil` when it concerns the whole input.
    public var line: Int?
    /// What is wrong, without the line number: `expected a stack frame ..., got "..."`.
    public var message: String

    /// Creates an error about `line` (or the whole input when `nil`).
    /// - Complexity: O(1)
    public init(line: Int? = nil, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: MESSAGE`, or `MESSAGE` when the error concerns the whole input.
    /// - Complexity: O(message length)
    public var description: String {
        guard let line else { return message }
        return "line \(line): \(message)"
    }

    /// A short quotation of an offending line for a message: at most 80 characters, in quotes.
    /// - Complexity: O(min(text length, 80))
    static func quoted(_ text: Substring) -> String {
        let limit = 80
        return "\"" + (text.count > limit ? text.prefix(limit) + "..." : text) + "\""
    }
}
