import Foundation

/// Reading and writing result files.
public enum ResultFile {
    /// Why a result file could not be read or written; the description names
    /// the file and says what to do.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message.
        public var description: String
    }

    /// Reads the results in `path`.
    /// - Throws: `Failure` when the file is missing, is not JSON, has another
    ///   schema version (checked before anything else, so the message names
    ///   the version and not a missing field), or lacks a field.
    /// - Complexity: O(file size)
    public static func read(_ path: String) throws(Failure) -> BenchmarkResults {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(description: "cannot read result file \(path): \(FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")")
        }
        struct Version: Decodable { var schemaVersion: Int }
        let version: Int
        do {
            version = try JSONDecoder().decode(Version.self, from: data).schemaVersion
        } catch {
            throw Failure(description: "\(path) is not a layout-bench result file (no schemaVersion: \(describe(error)))")
        }
        guard version == BenchmarkResults.currentSchemaVersion else {
            throw Failure(description: "\(path) has result schema version \(version); this layout-bench reads version \(BenchmarkResults.currentSchemaVersion) (rerun the benchmark with this build)")
        }
        do {
            return try JSONDecoder().decode(BenchmarkResults.self, from: data)
        } catch {
            throw Failure(description: "\(path) is a corrupt result file: \(describe(error))")
        }
    }

    /// Writes `results` to `path` as pretty-printed JSON, atomically: the
    /// bytes go to a temporary file beside it, which is then renamed over
    /// `path`, so an interrupted run leaves the old file or the new one, never
    /// half of one.
    /// - Complexity: O(file size)
    public static func write(_ results: BenchmarkResults, to path: String) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(results)
        } catch {
            throw Failure(description: "cannot encode results: \(error)")
        }
        try writeAtomically(data, to: path)
    }

    /// Writes `data` to `path` through a temporary file and a rename, creating
    /// the directory if needed (`OutputPath.write`: devices, FIFOs, links and
    /// the empty path are refused, and no temporary file outlives a failure).
    /// - Complexity: O(data)
    public static func writeAtomically(_ data: Data, to path: String) throws(Failure) {
        do {
            try OutputPath.write(data, to: path)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// A decoding error as one readable line: what is wrong and where.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "at the top level" : "at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing field '\(key.stringValue)' \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "wrong type \(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context): return "\(context.debugDescription) \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
