import BenchmarkHarness

/// How much faster an indexed strategy is than the linear scan on the same
/// case: the linear median over the indexed median, with a bootstrap interval.
public struct Speedup: Codable, Sendable, Equatable {
    /// The indexed case's name.
    public var caseName: String
    /// The linear-scan case it is compared with.
    public var baselineName: String
    /// Linear median / indexed median.
    public var ratio: Double
    /// The 95% bootstrap interval of that ratio.
    public var interval: ConfidenceInterval

    /// Creates a speedup.
    public init(caseName: String, baselineName: String, ratio: Double, interval: ConfidenceInterval) {
        self.caseName = caseName
        self.baselineName = baselineName
        self.ratio = ratio
        self.interval = interval
    }

    /// The speedup of every non-linear case over the linear case of its
    /// variant group, for the groups that have one; and of every incremental
    /// change (self-size, batch update) over a full prepare of the same layout,
    /// workload, strategy and item count, when one was measured (the prepare's
    /// per-item samples scaled back to per prepare).
    /// - Complexity: O(cases + compared cases × bootstrap resamples × samples)
    public static func all(in results: [CaseResult], bootstrap: Bootstrap = Bootstrap()) -> [Speedup] {
        var baselines: [String: CaseResult] = [:]
        var prepares: [String: CaseResult] = [:]
        for result in results {
            if result.benchmarkCase.strategy == .linear { baselines[result.benchmarkCase.variantGroup] = result }
            if result.benchmarkCase.operation == .prepare { prepares[prepareKey(result.benchmarkCase)] = result }
        }
        return results.compactMap { result in
            let benchmarkCase = result.benchmarkCase
            if benchmarkCase.operation.comparesWithPrepare {
                guard let prepare = prepares[prepareKey(benchmarkCase)] else { return nil }
                let items = Double(Swift.max(benchmarkCase.items, 1))
                return Speedup(
                    caseName: benchmarkCase.name, baselineName: prepare.benchmarkCase.name,
                    ratio: prepare.summary.wall.median * items / result.summary.wall.median,
                    interval: bootstrap.ratioOfMediansInterval(numerator: prepare.wallNanoseconds.map { $0 * items }, denominator: result.wallNanoseconds)
                )
            }
            guard benchmarkCase.strategy != .linear, let baseline = baselines[benchmarkCase.variantGroup] else { return nil }
            return Speedup(
                caseName: benchmarkCase.name, baselineName: baseline.benchmarkCase.name,
                ratio: baseline.summary.wall.median / result.summary.wall.median,
                interval: bootstrap.ratioOfMediansInterval(numerator: baseline.wallNanoseconds, denominator: result.wallNanoseconds)
            )
        }
    }

    /// Layout, workload, strategy and item count: what pairs a change with its prepare.
    static func prepareKey(_ benchmarkCase: BenchmarkCase) -> String {
        [benchmarkCase.layout.rawValue, benchmarkCase.workload.rawValue, benchmarkCase.strategy.rawValue, String(benchmarkCase.items)].joined(separator: "/")
    }
}
