import BenchmarkHarness

/// A result file: the context of a run, how it sampled, every case's raw
/// samples and summaries, and the analyses derived from them. This is what
/// `layout-bench run` writes to `results.json` and what `compare` reads.
///
/// Schema versions: a reader refuses a file whose `schemaVersion` it does not
/// know (`ResultFile.read`). Bump `currentSchemaVersion` whenever a field
/// changes meaning or a required field is added.
public struct BenchmarkResults: Codable, Sendable, Equatable {
    /// The schema version this build writes and reads.
    public static let currentSchemaVersion = 1

    /// The schema version of this file.
    public var schemaVersion: Int
    /// Where and how the run was made.
    public var context: RunContext
    /// The sampling plan.
    public var sampling: SamplingPlan
    /// Every case, in the order run.
    public var cases: [CaseResult]
    /// Indexed over linear, per case.
    public var speedups: [Speedup]
    /// Fitted complexity per series.
    public var complexity: [ComplexityEntry]

    /// Creates results and derives the speedups and complexity fits.
    /// - Complexity: O(cases × bootstrap resamples × samples)
    public init(context: RunContext, sampling: SamplingPlan, cases: [CaseResult]) {
        schemaVersion = Self.currentSchemaVersion
        self.context = context
        self.sampling = sampling
        self.cases = cases
        speedups = Speedup.all(in: cases)
        complexity = ComplexityEntry.all(in: cases)
    }

    /// The result of the case named `name`, if measured.
    /// - Complexity: O(cases)
    public func result(named name: String) -> CaseResult? {
        cases.first { $0.benchmarkCase.name == name }
    }
}
