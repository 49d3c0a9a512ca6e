import BenchmarkHarness
import BenchmarkKit
import Foundation

/// Why a profiling command failed, printed as its one `error:` line.
struct ProfileCommandError: Error, CustomStringConvertible {
    var description: String

    /// An input problem located in `path`: `PATH:LINE: MESSAGE` (the way
    /// compilers locate errors), or `PATH: MESSAGE` for the whole input.
    init(_ error: ProfileInputError, in path: String) {
        let name = ProfileFile.displayName(path)
        description = error.line.map { "\(name):\($0): \(error.message)" } ?? "\(name): \(error.message)"
    }

    init(_ description: String) { self.description = description }
}

/// Reading the profiling commands' inputs and writing their outputs.
enum ProfileFile {
    /// How messages name `path`: the path itself, or `standard input` for `-`.
    static func displayName(_ path: String) -> String { path == "-" ? "standard input" : path }

    /// The text of the file at `path` (standard input for `-`), invalid UTF-8
    /// replaced by U+FFFD.
    static func readText(_ path: String) throws(ProfileCommandError) -> String {
        do {
            return String(decoding: try InputFile.read(path, limit: maximumInputBytes), as: UTF8.self)
        } catch {
            throw ProfileCommandError("cannot read \"\(path == "-" ? "standard input" : path)\": \(error.description)")
        }
    }

    /// The largest profile input read: 4 GiB, far above a long `perf script` dump.
    static let maximumInputBytes = 4 << 30

    /// Writes `text` to `path` (standard output for `-`). A file is written
    /// whole or not at all: to a temporary file beside it, then renamed, so a
    /// failed or interrupted command never leaves a partial output.
    static func write(_ text: String, to path: String) throws(ProfileCommandError) {
        if path == "-" {
            var output = StandardOutput()
            output.write(text)
            do { try output.flush() } catch { throw ProfileCommandError(error.description) }
            return
        }
        do {
            try OutputPath.write(Data(text.utf8), to: path, creatingDirectories: false)
        } catch {
            throw ProfileCommandError("cannot write \"\(path)\": \(error.reason)")
        }
    }

    /// Refuses an output path that cannot be written (standard output, `-`,
    /// is always accepted), before any work.
    static func checkOutput(_ path: String) throws(ProfileCommandError) {
        guard path != "-" else { return }
        do {
            try OutputPath.checkFile(path, creatingDirectories: false)
        } catch {
            throw ProfileCommandError("cannot write \"\(path)\": \(error.reason)")
        }
    }
}
