import Foundation

/// The one definition of a valid result file, used by every reader (`compare`,
/// `merge` through `ResultFile.read`) and by `merge` on what it writes, so a
/// file one command accepts no other refuses.
///
/// In order: the bytes are at most `maximumFileBytes`; they are JSON
/// (`ResultJSONScanner`: a syntax error names its byte offset, line and
/// column; a number a `Double` cannot hold, `1e400` or `1e-400`, its JSON
/// path); `schemaVersion` is this build's; the fields decode; and the values
/// make sense (`check`): at least one case, no case name twice, every sample
/// list non-empty and at most `maximumSamplesPerCase` long, every time, count
/// and byte figure finite and not negative, samples at most
/// `maximumSampleNanoseconds`, summaries finite, `runSampleCounts` adding up.
public enum ResultValidation {
    /// The largest result file read: 1 GiB (a full run writes about 30 MB).
    public static let maximumFileBytes = 1 << 30
    /// The most samples one case may hold: 1,000,000 (a full run's scroll
    /// case has about 2,000; ten merged rounds of `--samples 10000`, 100,000).
    public static let maximumSamplesPerCase = 1_000_000
    /// The largest sample: 10^15 ns, 11.6 days per operation; beyond it a
    /// sum of samples could lose its meaning and no measurement is plausible.
    public static let maximumSampleNanoseconds = 1e15

    /// Decodes and validates the result file `bytes`, naming it `name` in errors.
    /// - Throws: `ResultFile.Failure`, one line with the file's name and the
    ///   byte position (syntax) or JSON path (values) of the first problem.
    /// - Complexity: O(bytes)
    public static func decode<Suite>(_ bytes: Data, name: String, as _: Suite.Type) throws(ResultFile.Failure) -> ResultSet<Suite> {
        guard bytes.count <= maximumFileBytes else {
            throw ResultFile.Failure(description: "\(name) is larger than the limit of \(maximumFileBytes) bytes for a result file")
        }
        do {
            try ResultJSONScanner.scan([UInt8](bytes))
        } catch {
            switch error {
            case .syntax(let message): throw ResultFile.Failure(description: "\(name) is not valid JSON: \(message)")
            case .value(let path, let message): throw ResultFile.Failure(description: "\(name) is a corrupt result file: \(path): \(message)")
            }
        }
        let version: Int
        do {
            guard let found = try JSONDecoder().decode(SchemaVersion.self, from: bytes).schemaVersion else {
                throw ResultFile.Failure(description: "\(name) is not a layout-bench result file (no schemaVersion)")
            }
            version = found
        } catch let error as ResultFile.Failure {
            throw error
        } catch {
            throw ResultFile.Failure(description: "\(name) is not a layout-bench result file (schemaVersion: \(ResultFile.describe(error)))")
        }
        guard version == ResultSet<Suite>.currentSchemaVersion else {
            throw ResultFile.Failure(description: "\(name) has result schema version \(version); this layout-bench reads version \(ResultSet<Suite>.currentSchemaVersion) (rerun the benchmark with this build)")
        }
        let results: ResultSet<Suite>
        do {
            results = try JSONDecoder().decode(ResultSet<Suite>.self, from: bytes)
        } catch {
            throw ResultFile.Failure(description: "\(name) is a corrupt result file: \(ResultFile.describe(error))")
        }
        try check(results, name: name)
        return results
    }

    /// Checks the values of decoded (or computed) results.
    /// - Throws: `ResultFile.Failure`: `NAME is a corrupt result file: PATH: MESSAGE`.
    /// - Complexity: O(samples + cases)
    public static func check<Suite>(_ results: ResultSet<Suite>, name: String) throws(ResultFile.Failure) {
        func corrupt(_ path: String, _ message: String) -> ResultFile.Failure {
            ResultFile.Failure(description: "\(name) is a corrupt result file: \(path): \(message)")
        }
        guard !results.cases.isEmpty || !results.unknownCases.isEmpty else { throw corrupt("cases", "empty (a result file holds at least one case)") }
        var seen: [String: Int] = [:]
        for (index, result) in results.cases.enumerated() {
            try checkCase(result, "cases[\(index)]", &seen, corrupt)
        }
        // Unknown cases are written after the known ones (`ResultSet.encode(to:)`).
        for (index, record) in results.unknownCases.compactMap(\.record).enumerated() {
            try checkCase(record, "cases[\(results.cases.count + index)]", &seen, corrupt)
        }
    }

    /// Checks one case's values; `seen` maps the names checked so far to their paths.
    private static func checkCase<Case: CaseKey>(
        _ result: MeasuredCase<Case>, _ path: String, _ seen: inout [String: Int], _ corrupt: (String, String) -> ResultFile.Failure
    ) throws(ResultFile.Failure) {
        let caseName = result.benchmarkCase.name
        let index = seen.count
        if let earlier = seen.updateValue(index, forKey: caseName) {
            throw corrupt(path, "the case \(caseName) is already cases[\(earlier)] (a name may appear once)")
        }
        try checkSamples(result.wallNanoseconds, path + ".wallNanoseconds", required: true, corrupt)
        if let cpu = result.cpuNanoseconds { try checkSamples(cpu, path + ".cpuNanoseconds", required: false, corrupt) }
        if let instructions = result.instructions { try checkSamples(instructions, path + ".instructions", required: false, corrupt) }
        guard result.iterationsPerSample >= 1 else { throw corrupt(path + ".iterationsPerSample", "must be >= 1, got \(result.iterationsPerSample)") }
        guard result.resultCount >= 0 else { throw corrupt(path + ".resultCount", "must be >= 0, got \(result.resultCount)") }
        let figures: [(String, Double?)] = [
            ("allocatedBytesPerOperation", result.allocatedBytesPerOperation), ("allocationsPerOperation", result.allocationsPerOperation),
            ("indexBytesPerItem", result.indexBytesPerItem),
        ]
        for case let (key, value?) in figures where !(value.isFinite && value >= 0) {
            throw corrupt("\(path).\(key)", "must be a finite number >= 0, got \(value)")
        }
        if let retained = result.retainedBytesPerItem, !retained.isFinite {
            throw corrupt(path + ".retainedBytesPerItem", "must be finite, got \(retained)")
        }
        if let counts = result.runSampleCounts {
            if let bad = counts.firstIndex(where: { $0 <= 0 }) {
                throw corrupt("\(path).runSampleCounts[\(bad)]", "must be >= 1, got \(counts[bad])")
            }
            if counts.reduce(0, { $0 &+ $1 }) != result.wallNanoseconds.count {
                throw corrupt(path + ".runSampleCounts", "add up to \(counts.reduce(0, { $0 &+ $1 })), not to the \(result.wallNanoseconds.count) samples")
            }
        }
        try checkSummary(result.summary.wall, path + ".summary.wall", corrupt)
        if let cpu = result.summary.cpu { try checkSummary(cpu, path + ".summary.cpu", corrupt) }
        if let instructions = result.summary.instructions { try checkSummary(instructions, path + ".summary.instructions", corrupt) }
    }

    private static func checkSamples(
        _ samples: [Double], _ path: String, required: Bool, _ corrupt: (String, String) -> ResultFile.Failure
    ) throws(ResultFile.Failure) {
        if required && samples.isEmpty { throw corrupt(path, "no samples (a case holds at least one)") }
        guard samples.count <= maximumSamplesPerCase else {
            throw corrupt(path, "\(samples.count) samples exceed the limit of \(maximumSamplesPerCase) per case")
        }
        if let bad = samples.firstIndex(where: { !($0 >= 0 && $0 <= maximumSampleNanoseconds) }) {
            throw corrupt("\(path)[\(bad)]", "must lie between 0 and \(Int(maximumSampleNanoseconds)), got \(samples[bad])")
        }
    }

    private static func checkSummary(_ summary: SampleSummary, _ path: String, _ corrupt: (String, String) -> ResultFile.Failure) throws(ResultFile.Failure) {
        let fields = [("min", summary.min), ("max", summary.max), ("mean", summary.mean), ("median", summary.median),
                      ("q1", summary.q1), ("q3", summary.q3), ("p99", summary.p99)]
        if let (key, value) = fields.first(where: { !$0.1.isFinite }) {
            throw corrupt("\(path).\(key)", "must be finite, got \(value)")
        }
        guard summary.count >= 0 else { throw corrupt(path + ".count", "must be >= 0, got \(summary.count)") }
    }
}

/// The one member read before the rest: a file of another schema version is
/// refused by its version, not by a field it lacks.
private struct SchemaVersion: Decodable {
    var schemaVersion: Int?
}
