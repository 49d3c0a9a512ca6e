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
    /// variant group, for the groups that have one.
    /// - Complexity: O(cases + compared cases × bootstrap resamples × samples)
    public static func all(in results: [CaseResult], bootstrap: Bootstrap = Bootstrap()) -> [Speedup] {
        var baselines: [String: CaseResult] = [:]
        for result in results where result.benchmarkCase.strategy == .linear {
            baselines[result.benchmarkCase.variantGroup] = result
        }
        return results.compactMap { result in
            guard result.benchmarkCase.strategy != .linear, let baseline = baselines[result.benchmarkCase.variantGroup] else { return nil }
            return Speedup(
                caseName: result.benchmarkCase.name, baselineName: baseline.benchmarkCase.name,
                ratio: baseline.summary.wall.median / result.summary.wall.median,
                interval: bootstrap.ratioOfMediansInterval(numerator: baseline.wallNanoseconds, denominator: result.wallNanoseconds)
            )
        }
    }
}
