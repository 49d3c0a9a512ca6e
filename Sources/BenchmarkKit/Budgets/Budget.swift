/// One entry of a budgets file: the cases it covers (a filter, the syntax of
/// `layout-bench run --filter`) and the limits every one of them must keep.
public struct Budget: Sendable, Equatable {
    /// One limit: a figure, its bound, and for a speedup the reference strategy.
    public struct Limit: Sendable, Equatable {
        /// The figure limited.
        public var metric: BudgetMetric
        /// For `.speedup`, the reference strategy's label (`linear`, `rtree`); `nil` otherwise.
        public var reference: String?
        /// The bound: a maximum, or for a speedup a minimum.
        public var bound: Double

        /// A limit of `metric` at `bound` (for a speedup, over `reference`).
        public init(metric: BudgetMetric, reference: String? = nil, bound: Double) {
            self.metric = metric
            self.reference = reference
            self.bound = bound
        }

        /// Whether `value` keeps the limit.
        /// - Complexity: O(1)
        public func holds(_ value: Double) -> Bool {
            metric.isMinimum ? value >= bound : value <= bound
        }

        /// `<= 2.00 µs`, `>= 10.0x vs linear`, as the table shows the limit.
        public var text: String {
            let bound = (metric.isMinimum ? ">= " : "<= ") + metric.format(bound)
            return reference.map { "\(bound) vs \($0)" } ?? bound
        }
    }

    /// The name shown in the table: the file's `name`, else the filter.
    public var name: String
    /// The filter's text, as written.
    public var filterText: String
    /// The cases the budget covers.
    public var filter: CaseFilter
    /// The limits, in the order of `BudgetMetric.allCases` (speedups by reference label).
    public var limits: [Limit]

    /// A budget on the cases `filter` selects.
    public init(name: String, filterText: String, filter: CaseFilter, limits: [Limit]) {
        self.name = name
        self.filterText = filterText
        self.filter = filter
        self.limits = limits
    }
}
