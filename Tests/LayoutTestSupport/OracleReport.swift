import CollectionLayout

/// What `OracleChecker` found for one layout.
public struct OracleReport: Sendable {
    /// One human-readable line per disagreement; empty when every strategy agrees.
    public var mismatches: [String] = []
    /// The error every strategy's prepare threw, if the layout was refused.
    public var error: LayoutError?
    /// The number of elements of the prepared layout.
    public var elementCount = 0
    /// The number of queries compared.
    public var queryCount = 0
    /// The number of results the oracle returned over all queries (to show the
    /// queries were not all trivially empty).
    public var resultCount = 0

    /// An empty report (nothing checked yet), also used to add up totals.
    public init() {}

    /// Whether no mismatch was found.
    public var passed: Bool { mismatches.isEmpty }
}
