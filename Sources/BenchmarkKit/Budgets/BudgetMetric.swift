import BenchmarkHarness

/// A figure of a case's result that a budget can limit (`layout-bench check`),
/// with its key in a budgets file and which way it may not go.
///
/// Upper limits (`maximum...`) hold when the figure is at most the limit;
/// `minimumSpeedup` holds when the speedup is at least it. Prior art:
/// package-benchmark's static thresholds, `thresholds check`.
public enum BudgetMetric: String, Sendable, CaseIterable {
    /// The median wall time per unit (per item for prepare, per query, per frame), in nanoseconds.
    case medianNanoseconds = "maximumMedianNanoseconds"
    /// Allocation requests per operation.
    case allocationsPerOperation = "maximumAllocationsPerOperation"
    /// Bytes allocated per operation.
    case allocatedBytesPerOperation = "maximumAllocatedBytesPerOperation"
    /// Bytes the prepared layout keeps alive, per item (prepare cases).
    case retainedBytesPerItem = "maximumRetainedBytesPerItem"
    /// Bytes of the rect index alone, per item (prepare cases).
    case indexBytesPerItem = "maximumIndexBytesPerItem"
    /// The process's peak resident memory while the case's layout and size were measured.
    case peakResidentBytes = "maximumPeakResidentBytes"
    /// The speedup over a reference strategy (`linear`, `rtree`): its median over the case's.
    case speedup = "minimumSpeedup"

    /// Whether the figure must stay at or above the limit (a speedup) rather than at or below it.
    public var isMinimum: Bool { self == .speedup }

    /// The figure's name in the check's table.
    public var label: String {
        switch self {
        case .medianNanoseconds: "median time"
        case .allocationsPerOperation: "allocations per operation"
        case .allocatedBytesPerOperation: "bytes allocated per operation"
        case .retainedBytesPerItem: "retained bytes per item"
        case .indexBytesPerItem: "index bytes per item"
        case .peakResidentBytes: "peak resident memory"
        case .speedup: "speedup"
        }
    }

    /// The figure of `result`, or `nil` when the run did not measure it for
    /// this case (e.g. index bytes for a query, a speedup over a strategy the
    /// case was not compared with). `reference` names the speedup's reference
    /// strategy by its label.
    /// - Complexity: O(speedups + cases) for a speedup, O(1) otherwise.
    public func value(of result: CaseResult, in results: BenchmarkResults, reference: String?) -> Double? {
        switch self {
        case .medianNanoseconds: return result.summary.wall.median
        case .allocationsPerOperation: return result.allocationsPerOperation
        case .allocatedBytesPerOperation: return result.allocatedBytesPerOperation
        case .retainedBytesPerItem: return result.retainedBytesPerItem
        case .indexBytesPerItem: return result.indexBytesPerItem
        case .peakResidentBytes: return result.peakResidentBytes.map(Double.init)
        case .speedup:
            let name = result.benchmarkCase.name
            for speedup in results.speedups where speedup.caseName == name {
                guard let baseline = results.result(named: speedup.baselineName)?.benchmarkCase.strategy,
                      baseline != result.benchmarkCase.strategy, baseline.referenceLabel == reference
                else { continue }
                return speedup.ratio
            }
            return nil
        }
    }

    /// `value` as the table shows it: a duration, bytes, a count or a ratio.
    public func format(_ value: Double) -> String {
        switch self {
        case .medianNanoseconds: DurationFormat.nanoseconds(value)
        case .allocatedBytesPerOperation, .retainedBytesPerItem, .indexBytesPerItem, .peakResidentBytes:
            // Beyond 10^18 a UInt64 of bytes could overflow: plain digits instead.
            value < 1024 || value >= 1e18 ? DurationFormat.significant(value) + " B" : ByteFormat.bytes(UInt64(value.rounded()))
        case .allocationsPerOperation: DurationFormat.significant(value)
        case .speedup: DurationFormat.ratio(value)
        }
    }
}
