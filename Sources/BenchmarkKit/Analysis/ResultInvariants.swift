import BenchmarkHarness

/// What must hold in every run, checked on the results themselves: a query
/// (viewport, scroll frame, hit test) through the caller-owned buffer API
/// allocates nothing (in a release build; a debug build's unspecialised
/// generics allocate), and every strategy returns as many elements as the
/// linear scan for the same query. Self-sizing and batch updates allocate by
/// design (a section's new storage) and are not checked.
///
/// `layout-bench run` prints each violation as a warning, and with `--strict`
/// fails; CI runs the quick suite with `--strict`.
public enum ResultInvariants {
    /// One broken invariant.
    public struct Violation: Sendable, Equatable, CustomStringConvertible {
        /// The case that breaks it.
        public var caseName: String
        /// What is wrong.
        public var description: String
    }

    /// Every violation in `cases`.
    /// - Complexity: O(cases)
    public static func violations(in cases: [CaseResult]) -> [Violation] {
        var violations: [Violation] = []
        var linearCounts: [String: Int] = [:]
        for result in cases where result.benchmarkCase.strategy == .linear {
            linearCounts[result.benchmarkCase.variantGroup] = result.resultCount
        }
        for result in cases {
            let benchmarkCase = result.benchmarkCase
            if benchmarkCase.operation.mustNotAllocate && (result.allocationsPerOperation > 0 || result.allocatedBytesPerOperation > 0) {
                violations.append(Violation(
                    caseName: benchmarkCase.name,
                    description: "\(benchmarkCase.name): \(DurationFormat.significant(result.allocationsPerOperation)) allocations (\(DurationFormat.significant(result.allocatedBytesPerOperation)) B) per \(benchmarkCase.operation.unit); the buffer API must allocate nothing"
                ))
            }
            if benchmarkCase.operation.comparesResultsWithLinear, let expected = linearCounts[benchmarkCase.variantGroup], expected != result.resultCount {
                violations.append(Violation(
                    caseName: benchmarkCase.name,
                    description: "\(benchmarkCase.name): \(result.resultCount) elements, the linear scan found \(expected)"
                ))
            }
        }
        return violations
    }
}
