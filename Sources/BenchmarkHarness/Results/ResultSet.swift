/// A result file: the context of a run, how it sampled, every case's raw
/// samples and summaries, and the analyses derived from them (`Suite`'s).
/// This is what `layout-bench run` writes to `results.json` (as
/// `BenchmarkResults`, the layout suite's) and what `compare` reads.
///
/// Schema versions: a reader refuses a file whose `schemaVersion` it does not
/// know (`ResultFile.read`). Bump `currentSchemaVersion` whenever a field
/// changes meaning or a required field is added.
public struct ResultSet<Suite: ResultSuite>: Codable, Sendable, Equatable {
    /// The schema version this build writes and reads.
    public static var currentSchemaVersion: Int { 1 }

    /// The schema version of this file.
    public var schemaVersion: Int
    /// Where and how the run was made.
    public var context: RunContext
    /// The sampling plan.
    public var sampling: SamplingPlan
    /// Every case this build knows, in the order run.
    public var cases: [MeasuredCase<Suite.Case>]
    /// What the suite derives from the cases (`ResultSuite.analyse`).
    public var analysis: Suite.Analysis
    /// The cases of a file read by a build that does not know them; written
    /// back after `cases` (with their `record`), so that `merge` keeps them.
    public var unknownCases: [UnknownCase] = []

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, context, sampling, cases
    }

    /// Creates results and derives the analyses (from the known `cases`;
    /// `unknownCases` are carried as they are).
    /// - Complexity: O(cases × bootstrap resamples × samples)
    public init(context: RunContext, sampling: SamplingPlan, cases: [MeasuredCase<Suite.Case>], unknownCases: [UnknownCase] = []) {
        schemaVersion = Self.currentSchemaVersion
        self.context = context
        self.sampling = sampling
        self.cases = cases
        self.unknownCases = unknownCases
        analysis = Suite.analyse(cases)
    }

    /// Reads results, setting aside the cases this build does not know
    /// (`unknownCases`) instead of refusing the file.
    /// - Throws: `DecodingError` when a field is missing or malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        context = try container.decode(RunContext.self, forKey: .context)
        sampling = try container.decode(SamplingPlan.self, forKey: .sampling)
        var elements = try container.nestedUnkeyedContainer(forKey: .cases)
        cases = []
        while !elements.isAtEnd {
            do {
                cases.append(try elements.decode(MeasuredCase<Suite.Case>.self))
            } catch var unknown as UnknownCase {
                // The same element again, as plain data; a failed decode does
                // not advance the container, so a case that is not even that
                // is skipped.
                if let record = try? elements.decode(MeasuredCase<CaseDescriptor>.self) {
                    unknown.record = record
                } else {
                    _ = try elements.decode(SkippedElement.self)
                }
                unknownCases.append(unknown)
            }
        }
        analysis = try Suite.Analysis(from: decoder)
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
        try analysis.encode(to: encoder)
    }

    /// The result of the case named `name`, if measured.
    /// - Complexity: O(cases)
    public func result(named name: String) -> MeasuredCase<Suite.Case>? {
        cases.first { $0.benchmarkCase.name == name }
    }
}

/// Consumes one array element, whatever it holds.
private struct SkippedElement: Decodable {
    init(from decoder: any Decoder) {}
}
