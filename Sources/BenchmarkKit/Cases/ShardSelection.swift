/// The argument of `layout-bench run --shard K/N`: run the K-th of N shards
/// of the selection (`CaseShards`).
public struct ShardSelection: Sendable, Equatable {
    /// Why the text is not a shard: the message, without `--shard: `.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        /// E.g. `K must be between 1 and N, got '3/2'`.
        public var description: String
    }

    /// The most shards a selection may be split into.
    public static let maximumCount = 10_000

    /// The shard to run, 1 to `count`.
    public var index: Int
    /// How many shards.
    public var count: Int

    /// Reads `K/N`: two whole numbers in decimal digits, 1 <= K <= N <= 10,000.
    /// - Throws: `Invalid` saying which rule the text breaks.
    /// - Complexity: O(length of `text`)
    public init(parsing text: String) throws(Invalid) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1])
        else {
            throw Invalid(description: "expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got '\(text)'")
        }
        guard count >= 1, count <= Self.maximumCount else {
            throw Invalid(description: "N must be between 1 and \(Self.maximumCount), got '\(text)'")
        }
        guard index >= 1, index <= count else {
            throw Invalid(description: "K must be between 1 and N, got '\(text)'")
        }
        self.index = index
        self.count = count
    }
}
