import BenchmarkHarness
import CollectionLayout
import LayoutWorkloads

/// Results arranged for tables and charts: by layout series, operation, item
/// count and position, with each case's speedup and each series' fit at hand.
public struct ResultIndex {
    /// A layout over a workload.
    public struct Series: Hashable, Sendable {
        /// The layout.
        public var layout: LayoutFamily
        /// The workload.
        public var workload: Workload
        /// `flow · grid`.
        public var label: String { "\(layout.rawValue) · \(workload.rawValue)" }
    }

    /// The cases of one item count and position, by strategy.
    public struct Row {
        /// The item count.
        public var items: Int
        /// The position, for queries.
        public var position: ContentPosition?
        /// The results, by strategy.
        public var byStrategy: [BenchmarkStrategy: CaseResult]
    }

    /// Every result.
    public let results: BenchmarkResults
    /// The series, in first-seen order.
    public let layouts: [Series]
    private let speedups: [String: [Speedup]]
    private let fits: [String: ComplexityEntry]

    /// Indexes `results`.
    /// - Complexity: O(cases)
    public init(_ results: BenchmarkResults) {
        self.results = results
        var seen: Set<Series> = []
        layouts = results.cases.map { Series(layout: $0.benchmarkCase.layout, workload: $0.benchmarkCase.workload) }.filter { seen.insert($0).inserted }
        speedups = Dictionary(grouping: results.speedups, by: \.caseName)
        fits = Dictionary(results.complexity.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The cases of `series` at `items`.
    public func cases(_ series: Series, items: Int) -> [CaseResult] {
        results.cases.filter { Series(layout: $0.benchmarkCase.layout, workload: $0.benchmarkCase.workload) == series && $0.benchmarkCase.items == items }
    }

    /// Whether `series` has cases of `operation`.
    public func has(_ series: Series, _ operation: BenchmarkOperation) -> Bool {
        results.cases.contains { $0.benchmarkCase.operation == operation && Series(layout: $0.benchmarkCase.layout, workload: $0.benchmarkCase.workload) == series }
    }

    /// The strategies measured for `series` and `operation`, in
    /// `BenchmarkStrategy.allCases` order, then any other in first-seen order.
    public func strategies(_ series: Series, _ operation: BenchmarkOperation) -> [BenchmarkStrategy] {
        var seen: Set<BenchmarkStrategy> = []
        let present = matching(series, operation).map(\.benchmarkCase.strategy).filter { seen.insert($0).inserted }
        return BenchmarkStrategy.allCases.filter(seen.contains) + present.filter { !BenchmarkStrategy.allCases.contains($0) }
    }

    /// The rows of `series` and `operation`: by item count, then position.
    public func rows(_ series: Series, _ operation: BenchmarkOperation) -> [Row] {
        var rows: [Row] = []
        for result in matching(series, operation) {
            let benchmarkCase = result.benchmarkCase
            if let index = rows.firstIndex(where: { $0.items == benchmarkCase.items && $0.position == benchmarkCase.position }) {
                rows[index].byStrategy[benchmarkCase.strategy] = result
            } else {
                rows.append(Row(items: benchmarkCase.items, position: benchmarkCase.position, byStrategy: [benchmarkCase.strategy: result]))
            }
        }
        let positions = ContentPosition.allCases
        return rows.sorted { ($0.items, $0.position.flatMap(positions.firstIndex) ?? 0) < ($1.items, $1.position.flatMap(positions.firstIndex) ?? 0) }
    }

    /// The speedup of `result` over the reference strategy `reference` (over
    /// its first baseline when `nil`: the linear scan, or a full prepare for
    /// an incremental change), if both were measured.
    public func speedup(of result: CaseResult, over reference: BenchmarkStrategy? = nil) -> Speedup? {
        let all = speedups[result.benchmarkCase.name] ?? []
        guard let reference else { return all.first }
        var baseline = result.benchmarkCase
        baseline.strategy = reference
        return all.first { $0.baselineName == baseline.name }
    }

    /// The fitted complexity of a series, operation and strategy.
    public func complexity(_ series: Series, _ operation: BenchmarkOperation, _ strategy: BenchmarkStrategy) -> ComplexityEntry? {
        fits[[series.layout.rawValue, series.workload.rawValue, operation.rawValue, strategy.rawValue].joined(separator: "/")]
    }

    private func matching(_ series: Series, _ operation: BenchmarkOperation) -> [CaseResult] {
        results.cases.filter { $0.benchmarkCase.operation == operation && Series(layout: $0.benchmarkCase.layout, workload: $0.benchmarkCase.workload) == series }
    }
}
