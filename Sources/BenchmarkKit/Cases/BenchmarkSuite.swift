import BenchmarkHarness
import CollectionLayout
import LayoutWorkloads

/// A suite: the cases to run and how to sample them.
///
/// The suite is data: a layout joins the benchmarks by appearing in
/// `LayoutFamily`, not by new code paths here.
public struct BenchmarkSuite: Sendable {
    /// The cases, in the order they run (grouped so that one layout is built
    /// once per item count).
    public var cases: [BenchmarkCase]
    /// How samples are taken.
    public var sampling: SamplingPlan

    /// Creates a suite.
    public init(cases: [BenchmarkCase], sampling: SamplingPlan) {
        self.cases = cases
        self.sampling = sampling
    }

    /// The full suite: for every layout, prepare at each item count; viewport
    /// queries (slots and attributes) at the top, middle and bottom, and at
    /// random positions (cold); a scroll
    /// over the whole content; a carousel swept sideways, for layouts with
    /// carousels; through the collection-view driver, one self-sizing change,
    /// one batch update and one hit test; every strategy for each (`BenchmarkOperation.allCases` ×
    /// `BenchmarkStrategy.allCases`, where the operation runs on the layout
    /// and accepts the strategy).
    public static func full(layouts: [LayoutFamily] = LayoutFamily.allCases, seed: UInt64 = 1) -> BenchmarkSuite {
        BenchmarkSuite(cases: cases(layouts: layouts, itemCounts: [100, 1_000, 10_000, 100_000, 1_000_000], seed: seed), sampling: .full)
    }

    /// The reduced suite for smoke tests (`--quick`): the same cases at 10^2
    /// and 10^3 items, fewer and shorter samples, a shorter scroll.
    public static func quick(layouts: [LayoutFamily] = LayoutFamily.allCases, seed: UInt64 = 1) -> BenchmarkSuite {
        BenchmarkSuite(cases: cases(layouts: layouts, itemCounts: [100, 1_000], seed: seed), sampling: .quick)
    }

    /// Every case for `layouts` at `itemCounts`, grouped by layout and item count.
    /// - Complexity: O(layouts × item counts × strategies × operations)
    public static func cases(layouts: [LayoutFamily], itemCounts: [Int], seed: UInt64) -> [BenchmarkCase] {
        var cases: [BenchmarkCase] = []
        for layout in layouts {
            for items in itemCounts {
                for operation in BenchmarkOperation.allCases where layout.runs(operation) {
                    for position in operation.isPositioned ? ContentPosition.allCases.map(Optional.some) : [nil] {
                        for strategy in BenchmarkStrategy.allCases where operation.accepts(strategy) && strategy.runs(on: layout) {
                            cases.append(BenchmarkCase(layout: layout, strategy: strategy, operation: operation, position: position, items: items, seed: seed))
                        }
                    }
                }
            }
        }
        return cases
    }

    /// The values each enumerated field takes in this suite, for `CaseFilter`'s
    /// typo check.
    public var knownValues: [CaseFilter.Field: Set<String>] {
        var known: [CaseFilter.Field: Set<String>] = [:]
        for field in [CaseFilter.Field.layout, .workload, .strategy, .operation, .position] {
            known[field] = Set(cases.map { $0.value(of: field) })
        }
        known[.layout, default: []].formUnion(LayoutFamily.allCases.map(\.rawValue))
        known[.strategy, default: []].formUnion(BenchmarkStrategy.allCases.map(\.rawValue))
        known[.operation, default: []].formUnion(BenchmarkOperation.allCases.map(\.rawValue))
        known[.position, default: []].formUnion(ContentPosition.allCases.map(\.rawValue))
        known[.workload, default: []].formUnion(Workload.allCases.map(\.rawValue))
        return known
    }

    /// The suite restricted to the cases `filter` selects.
    /// - Complexity: O(cases × terms)
    public func filtered(by filter: CaseFilter) -> BenchmarkSuite {
        BenchmarkSuite(cases: cases.filter(filter.matches), sampling: sampling)
    }
}
