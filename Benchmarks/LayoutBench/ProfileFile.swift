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
        if path == "-" { return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ProfileCommandError("cannot read \"\(path)\": no such file")
        }
        guard !isDirectory.boolValue else { throw ProfileCommandError("cannot read \"\(path)\": it is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ProfileCommandError("cannot read \"\(path)\": permission denied or unreadable")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes `text` to `path` (standard output for `-`). A file is written
    /// whole or not at all: to a temporary file beside it, then renamed, so a
    /// failed or interrupted command never leaves a partial output.
    static func write(_ text: String, to path: String) throws(ProfileCommandError) {
        if path == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
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
