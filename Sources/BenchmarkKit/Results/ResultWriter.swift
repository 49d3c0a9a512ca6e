import BenchmarkHarness
import Foundation

/// Writes a run's files into one directory: `results.json` (everything),
/// `summary.md` (the tables, for a review), the charts and `index.html` (all
/// of it in one page for a browser).
///
/// The files appear together or not at all: they are written into a fresh
/// temporary directory beside the destination (`.NAME.tmp-PID-N`), which is
/// then renamed to the destination. An existing destination is first renamed
/// aside and removed once the new one is in place, so old and new files are
/// never mixed; only a run's own files may be in it (`checkDestination`).
/// On a failure the temporary directory is removed; what a killed run left
/// (`kill -9` cannot be cleaned up after) is removed by the next write.
public enum ResultWriter {
    /// The file names written, relative to the directory.
    public struct Written: Sendable, Equatable {
        /// `results.json`.
        public var results: String
        /// `summary.md`.
        public var summary: String
        /// The charts, e.g. `charts/flow-grid-query-slots.svg`.
        public var charts: [String]
        /// `index.html`: the tables and charts in one page for a browser (`HTMLSummary`).
        public var report: String = "index.html"
    }

    /// What a run's directory holds; anything else in an existing destination
    /// is someone else's, and the run refuses to replace it.
    public static let ownNames: Set<String> = ["results.json", "summary.md", "charts", "index.html"]

    /// Refuses `directory` unless a run's files can be written there: a new
    /// name or an existing directory holding only a run's files. Commands call
    /// it before measuring.
    /// - Complexity: O(entries of the directory)
    public static func checkDestination(_ directory: String) throws(ResultFile.Failure) {
        do {
            try OutputPath.checkDirectory(directory)
        } catch {
            throw ResultFile.Failure(description: error.description)
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        if let foreign = entries.sorted().first(where: { !ownNames.contains($0) }) {
            throw ResultFile.Failure(description: "cannot write \(directory): it holds \(foreign), which is not a run's file (give a new directory or a previous run's)")
        }
    }

    /// Writes `results` into `directory`, replacing a previous run's files.
    /// - Throws: `ResultFile.Failure` naming the file that could not be written.
    /// - Complexity: O(cases)
    @discardableResult
    public static func write(_ results: BenchmarkResults, to directory: String) throws(ResultFile.Failure) -> Written {
        try checkDestination(directory)
        let trimmed = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let parent = OutputPath.parent(of: trimmed)
        do {
            if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
        } catch {
            throw ResultFile.Failure(description: "cannot write \(directory): cannot create its directory: \(OutputPath.reason(error))")
        }
        OutputPath.removeStaleTemporaries(for: trimmed)
        let staging = OutputPath.temporaryName(for: trimmed)
        guard mkdir(staging, 0o755) == 0 else {
            throw ResultFile.Failure(description: "cannot write \(directory): \(String(cString: strerror(errno)))")
        }
        do {
            let charts = ResultCharts.all(results)
            for chart in charts {
                try ResultFile.writeAtomically(Data(chart.svg.utf8), to: staging + "/" + chart.fileName)
            }
            let summary = MarkdownSummary.render(results, charts: charts.map(\.fileName))
            try ResultFile.writeAtomically(Data(summary.utf8), to: staging + "/summary.md")
            try ResultFile.writeAtomically(Data(HTMLSummary.render(results, charts: charts).utf8), to: staging + "/index.html")
            try ResultFile.write(results, to: staging + "/results.json")
            try replace(trimmed, with: staging)
            return Written(results: "results.json", summary: "summary.md", charts: charts.map(\.fileName))
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw ResultFile.Failure(description: error.description.replacingOccurrences(of: staging, with: trimmed))
        }
    }

    /// Renames `staging` to `destination`, moving an existing destination aside first.
    private static func replace(_ destination: String, with staging: String) throws(ResultFile.Failure) {
        var status = stat()
        guard lstat(destination, &status) == 0 else {
            guard rename(staging, destination) == 0 else {
                throw ResultFile.Failure(description: "cannot write \(destination): \(String(cString: strerror(errno)))")
            }
            return
        }
        let aside = OutputPath.temporaryName(for: destination).replacingOccurrences(of: ".tmp-", with: ".old-")
        guard rename(destination, aside) == 0 else {
            throw ResultFile.Failure(description: "cannot replace \(destination): \(String(cString: strerror(errno)))")
        }
        guard rename(staging, destination) == 0 else {
            let code = errno
            rename(aside, destination)
            throw ResultFile.Failure(description: "cannot replace \(destination): \(String(cString: strerror(code)))")
        }
        try? FileManager.default.removeItem(atPath: aside)
    }
}
