import BenchmarkHarness

/// The fitted complexity of one (layout, workload, strategy, operation) over
/// the item counts measured: google/benchmark's method (`ComplexityFit`)
/// applied to the medians. For queries the three positions are fitted
/// together (several points per item count).
public struct ComplexityEntry: Codable, Sendable, Equatable {
    /// `layout/workload/operation/strategy`.
    public var key: String
    /// The best-fitting class, its coefficient and normalised RMS error.
    public var fit: ComplexityFit
    /// The item counts the fit used.
    public var itemCounts: [Int]

    /// Creates an entry.
    public init(key: String, fit: ComplexityFit, itemCounts: [Int]) {
        self.key = key
        self.fit = fit
        self.itemCounts = itemCounts
    }

    /// The key of `benchmarkCase`'s series: its name without position and item count.
    public static func key(of benchmarkCase: BenchmarkCase) -> String {
        [benchmarkCase.layout.rawValue, benchmarkCase.workload.rawValue, benchmarkCase.operation.rawValue, benchmarkCase.strategy.rawValue]
            .joined(separator: "/")
    }

    /// One entry per series measured at two or more item counts. Prepare
    /// samples are per item, so they are scaled back to per prepare: the fit
    /// then says O(n) for a linear-time prepare.
    /// - Complexity: O(cases)
    public static func all(in results: [CaseResult]) -> [ComplexityEntry] {
        var series: [String: [(n: Double, time: Double)]] = [:]
        var order: [String] = []
        for result in results {
            let key = key(of: result.benchmarkCase)
            if series[key] == nil { order.append(key) }
            let items = Double(result.benchmarkCase.items)
            let time = result.summary.wall.median * (result.benchmarkCase.operation.isPerItem ? items : 1)
            series[key, default: []].append((n: items, time: time))
        }
        return order.compactMap { key in
            let points = series[key] ?? []
            guard let fit = ComplexityFit.best(points) else { return nil }
            let counts = Set(points.map { Int($0.n) }).sorted()
            return ComplexityEntry(key: key, fit: fit, itemCounts: counts)
        }
    }
}
