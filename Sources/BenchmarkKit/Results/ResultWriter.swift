import BenchmarkHarness
import Foundation

/// Writes a run's files into one directory: `results.json` (everything),
/// `summary.md` (the tables, for a review) and the charts. Each file is
/// written atomically; the JSON goes last, so a directory whose
/// `results.json` is new has complete companions.
public enum ResultWriter {
    /// The file names written, relative to the directory.
    public struct Written: Sendable, Equatable {
        /// `results.json`.
        public var results: String
        /// `summary.md`.
        public var summary: String
        /// The charts, e.g. `charts/flow-grid-query-slots.svg`.
        public var charts: [String]
    }

    /// Writes `results` into `directory`, creating it if needed.
    /// - Throws: `ResultFile.Failure` naming the file that could not be written.
    /// - Complexity: O(cases)
    @discardableResult
    public static func write(_ results: BenchmarkResults, to directory: String) throws(ResultFile.Failure) -> Written {
        let charts = ResultCharts.all(results)
        for chart in charts {
            try ResultFile.writeAtomically(Data(chart.svg.utf8), to: directory + "/" + chart.fileName)
        }
        let summary = MarkdownSummary.render(results, charts: charts.map(\.fileName))
        try ResultFile.writeAtomically(Data(summary.utf8), to: directory + "/summary.md")
        try ResultFile.write(results, to: directory + "/results.json")
        return Written(results: "results.json", summary: "summary.md", charts: charts.map(\.fileName))
    }
}
