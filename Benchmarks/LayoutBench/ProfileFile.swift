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
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ProfileCommandError("cannot write \"\(path)\": \(reason(error))")
        }
    }

    /// A one-line reason for a failed write: the POSIX error's text when there is one.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        for candidate in [nsError, nsError.userInfo[NSUnderlyingErrorKey] as? NSError].compactMap({ $0 })
        where candidate.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(candidate.code)))
        }
        return nsError.localizedDescription
    }
}
