import BenchmarkHarness

/// A comparison of two layout suite result files.
public typealias ResultComparison = ResultSetComparison<LayoutSuite>

/// One layout case measured in both files.
public typealias CaseComparison = ComparedCase<BenchmarkCase>

extension ResultSetComparison where Suite == LayoutSuite {
    /// Compares `old` with `new`, keeping the cases `filter` selects (known
    /// cases by their fields, unknown ones by their field texts).
    /// - Throws: `ResultMismatch` saying exactly what differs.
    /// - Complexity: See `init(old:new:rule:selecting:selectingUnknown:)`.
    public init(old: NamedResults, new: NamedResults, rule: ComparisonRule = ComparisonRule(), filter: CaseFilter = .all) throws(ResultMismatch) {
        try self.init(
            old: old, new: new, rule: rule, selecting: { filter.matches($0) },
            selectingUnknown: { unknown in filter.matches(name: unknown.name, value: unknown.value(of:)) }
        )
    }
}
