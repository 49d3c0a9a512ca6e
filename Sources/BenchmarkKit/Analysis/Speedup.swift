import BenchmarkHarness

/// How much faster a strategy is than a reference strategy (the linear scan,
/// a peer) on the same case, or an incremental change than a full prepare:
/// the baseline's median over the case's, with a bootstrap interval.
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

    /// The speedup of every case over each reference strategy's case of its
    /// variant group (`references`: the linear scan, and any peer registered
    /// as one), where measured; and of every incremental
    /// change (self-size, batch update) over a full prepare of the same layout,
    /// workload, strategy and item count, when one was measured (the prepare's
    /// per-item samples scaled back to per prepare).
    /// - Complexity: O(cases + compared cases × bootstrap resamples × samples)
    public static func all(in results: [CaseResult], references: [BenchmarkStrategy] = BenchmarkStrategy.references, bootstrap: Bootstrap = Bootstrap()) -> [Speedup] {
        var baselines: [BenchmarkStrategy: [String: CaseResult]] = [:]
        var prepares: [String: CaseResult] = [:]
        for result in results {
            if references.contains(result.benchmarkCase.strategy) {
                baselines[result.benchmarkCase.strategy, default: [:]][result.benchmarkCase.variantGroup] = result
            }
            if result.benchmarkCase.operation == .prepare { prepares[prepareKey(result.benchmarkCase)] = result }
        }
        return results.flatMap { result -> [Speedup] in
            let benchmarkCase = result.benchmarkCase
            if benchmarkCase.operation.comparesWithPrepare {
                guard let prepare = prepares[prepareKey(benchmarkCase)] else { return [] }
                let items = Double(Swift.max(benchmarkCase.items, 1))
                return [Speedup(
                    caseName: benchmarkCase.name, baselineName: prepare.benchmarkCase.name,
                    ratio: prepare.summary.wall.median * items / result.summary.wall.median,
                    interval: bootstrap.ratioOfMediansInterval(numerator: prepare.wallNanoseconds.map { $0 * items }, denominator: result.wallNanoseconds)
                )]
            }
            return references.compactMap { reference in
                guard benchmarkCase.strategy != reference, let baseline = baselines[reference]?[benchmarkCase.variantGroup] else { return nil }
                return Speedup(
                    caseName: benchmarkCase.name, baselineName: baseline.benchmarkCase.name,
                    ratio: baseline.summary.wall.median / result.summary.wall.median,
                    interval: bootstrap.ratioOfMediansInterval(numerator: baseline.wallNanoseconds, denominator: result.wallNanoseconds)
                )
            }
        }
    }

    /// Layout, workload, strategy and item count: what pairs a change with its prepare.
    static func prepareKey(_ benchmarkCase: BenchmarkCase) -> String {
        [benchmarkCase.layout.rawValue, benchmarkCase.workload.rawValue, benchmarkCase.strategy.rawValue, String(benchmarkCase.items)].joined(separator: "/")
    }
}
