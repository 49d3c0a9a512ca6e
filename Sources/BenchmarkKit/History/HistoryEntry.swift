import BenchmarkHarness

/// One run in the history (`results/history/`): which code, when, on which
/// kind of machine, and each case's median with its 95% CI; not the raw
/// samples, so a full suite's entry stays a few hundred kilobytes and a
/// history of many commits stays small enough to keep in git.
public struct HistoryEntry: Codable, Sendable, Equatable {
    /// One case's figures.
    public struct Case: Codable, Sendable, Equatable {
        /// The case's name.
        public var name: String
        /// The median wall time per unit, in nanoseconds.
        public var median: Double
        /// The 95% bootstrap CI of the median.
        public var lower: Double, upper: Double
        /// The number of samples.
        public var samples: Int
    }

    /// The format version of history entries this build writes and reads.
    public static let currentVersion = 1

    /// The format version.
    public var version: Int
    /// The commit measured (always a clean work tree: see `HistoryStore.record`).
    public var commit: String
    /// The branch it was on, or `HEAD`.
    public var branch: String
    /// When the run started, ISO 8601 in UTC.
    public var date: String
    /// The kind of machine and build (a history's series never mixes two).
    public var machine: MachineFingerprint
    /// The host that ran it (for the reader; not part of the series' key).
    public var hostName: String
    /// How it sampled.
    public var sampling: SamplingPlan
    /// Its cases, in the run's order.
    public var cases: [Case]

    /// The entry for `results`.
    /// - Precondition: `results.context.source` is not `nil`.
    /// - Complexity: O(cases)
    public init(_ results: BenchmarkResults) {
        let source = results.context.source!
        version = Self.currentVersion
        commit = source.commit
        branch = source.branch
        date = results.context.date
        machine = MachineFingerprint(results.context)
        hostName = results.context.machine.hostName
        sampling = results.sampling
        cases = results.cases.map { result in
            Case(
                name: result.benchmarkCase.name, median: result.summary.wall.median,
                lower: result.summary.wallMedianInterval.lower, upper: result.summary.wallMedianInterval.upper,
                samples: result.wallNanoseconds.count
            )
        }
    }

    /// The entry's file name: its date without separators and the commit's
    /// first 12 digits (`20261124T174431Z-0123456789ab.json`), so a
    /// directory listing sorts by date.
    public var fileName: String {
        String(date.filter { $0 != "-" && $0 != ":" }) + "-" + String(commit.prefix(12)) + ".json"
    }
}
