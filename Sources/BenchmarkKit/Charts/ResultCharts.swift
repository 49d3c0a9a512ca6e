/// The SVG charts of a run.
public enum ResultCharts {
    /// One chart: its file name relative to the results directory, and its SVG text.
    public struct Chart: Sendable, Equatable {
        /// E.g. `charts/flow-grid-query-slots.svg`.
        public var fileName: String
        /// The SVG document.
        public var svg: String
    }

    /// Every chart for `results`.
    /// - Complexity: O(cases)
    public static func all(_ results: BenchmarkResults) -> [Chart] {
        []
    }
}
