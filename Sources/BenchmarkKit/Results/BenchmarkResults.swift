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
    /// The cases of a file read by a build that does not know them; written
    /// back after `cases` (with their `record`), so that `merge` keeps them.
    public var unknownCases: [UnknownCase] = []

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, context, sampling, cases, speedups, complexity
    }

    /// Creates results and derives the speedups and complexity fits (from
    /// the known `cases`; `unknownCases` are carried as they are).
    /// - Complexity: O(cases × bootstrap resamples × samples)
    public init(context: RunContext, sampling: SamplingPlan, cases: [CaseResult], unknownCases: [UnknownCase] = []) {
        schemaVersion = Self.currentSchemaVersion
        self.context = context
        self.sampling = sampling
        self.cases = cases
        self.unknownCases = unknownCases
        speedups = Speedup.all(in: cases)
        complexity = ComplexityEntry.all(in: cases)
    }

    /// Reads results, setting aside the cases this build does not know
    /// (`unknownCases`) instead of refusing the file.
    /// - Throws: `DecodingError` when a field is missing or malformed.
    public init(from decoder: any Decoder) throws {
        /// Consumes one array element, whatever it holds.
        struct Skipped: Decodable { init(from decoder: any Decoder) {} }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        context = try container.decode(RunContext.self, forKey: .context)
        sampling = try container.decode(SamplingPlan.self, forKey: .sampling)
        var elements = try container.nestedUnkeyedContainer(forKey: .cases)
        cases = []
        while !elements.isAtEnd {
            do {
                cases.append(try elements.decode(CaseResult.self))
            } catch var unknown as UnknownCase {
                // The same element again, as plain data; a failed decode does
                // not advance the container, so a case that is not even that
                // is skipped.
                if let record = try? elements.decode(MeasuredCase<CaseDescriptor>.self) {
                    unknown.record = record
                } else {
                    _ = try elements.decode(Skipped.self)
                }
                unknownCases.append(unknown)
            }
        }
        speedups = try container.decode([Speedup].self, forKey: .speedups)
        complexity = try container.decode([ComplexityEntry].self, forKey: .complexity)
    }

    /// Writes the file: the known cases, then the unknown cases' records.
    /// - Throws: `EncodingError` from the encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(context, forKey: .context)
        try container.encode(sampling, forKey: .sampling)
        var elements = container.nestedUnkeyedContainer(forKey: .cases)
        try elements.encode(contentsOf: cases)
        try elements.encode(contentsOf: unknownCases.compactMap(\.record))
        try container.encode(speedups, forKey: .speedups)
        try container.encode(complexity, forKey: .complexity)
    }

    /// The result of the case named `name`, if measured.
    /// - Complexity: O(cases)
    public func result(named name: String) -> CaseResult? {
        cases.first { $0.benchmarkCase.name == name }
    }
}
