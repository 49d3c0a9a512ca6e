import Foundation

/// Reading and writing result files.
public enum ResultFile {
    /// Why a result file could not be read or written; the description names
    /// the file and says what to do.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message.
        public var description: String

        /// Creates a failure with its message.
        public init(description: String) { self.description = description }
    }

    /// Reads the results in `path` and validates them (`ResultValidation`,
    /// the rules every command shares).
    /// - Throws: `Failure` when the file is missing, too large, not JSON (with
    ///   the byte position), has another schema version (checked before
    ///   anything else, so the message names the version and not a missing
    ///   field), lacks a field, or holds values no run writes (with the JSON path).
    /// - Complexity: O(file size)
    public static func read<Suite>(_ path: String, as _: Suite.Type) throws(Failure) -> ResultSet<Suite> {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > ResultValidation.maximumFileBytes {
            throw Failure(description: "\(path) is larger than the limit of \(ResultValidation.maximumFileBytes) bytes for a result file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(description: "cannot read result file \(path): \(FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")")
        }
        return try ResultValidation.decode(data, name: path, as: Suite.self)
    }

    /// Writes `results` to `path` as pretty-printed JSON, atomically: the
    /// bytes go to a temporary file beside it, which is then renamed over
    /// `path`, so an interrupted run leaves the old file or the new one, never
    /// half of one.
    /// - Complexity: O(file size)
    public static func write<Suite>(_ results: ResultSet<Suite>, to path: String) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(results)
        } catch {
            throw Failure(description: "cannot encode results for \(path): \(error)")
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
    public static func describe(_ error: any Error) -> String {
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
