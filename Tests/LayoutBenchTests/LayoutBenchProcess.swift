import Foundation

/// Runs the built `layout-bench` executable, found beside the test bundle
/// (SwiftPM puts products and the test bundle in `.build/<config>/`), with its
/// output captured in files so that no pipe can fill up and block.
enum LayoutBenchProcess {
    /// What a run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The lines of standard error.
        var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stderr.hasSuffix("\n") ? 1 : 0).map { $0 } }
    }

    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "layout-bench was not found beside the test bundle (build it first: swift build); searched \(searched.joined(separator: ", "))"
        }
    }

    /// The executable: `$LAYOUT_BENCH_BINARY`, or `layout-bench` in the test
    /// bundle's directory or one of its ancestors (on macOS the bundle's
    /// executable sits in `X.xctest/Contents/MacOS/`).
    static func executable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["LAYOUT_BENCH_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: current).standardizedFileURL.resolvingSymlinksInPath()]
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        starts.append(Bundle.main.bundleURL)
        var searched: [String] = []
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("layout-bench")
                searched.append(candidate.path)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw NotFound(searched: searched)
    }

    /// Runs `layout-bench arguments` with `standardOutput` as its standard
    /// output (e.g. `/dev/full`, or a pipe whose reading end is closed);
    /// the result's `stdout` is empty.
    static func run(_ arguments: [String], standardOutput: FileHandle) throws -> Result {
        let directory = try TemporaryDirectory()
        let stderrURL = try directory.write("", to: "stderr")
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer { try? stderr.close() }
        process.standardOutput = standardOutput
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: "", stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }

    /// Runs `script` with `shell` (`-c`), `arguments` as `$0`, `$1`, ... (so
    /// a test can close descriptors, set `ulimit`s or build pipelines);
    /// standard output and error are read whole.
    static func shell(_ script: String, _ arguments: [String], shell: String = "/bin/sh") throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", script] + arguments
        return try capture(process, input: nil)
    }

    /// Runs `layout-bench arguments`, feeding `input` to standard input.
    static func run(_ arguments: [String], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        return try capture(process, input: input)
    }

    /// Runs `process` with `input` on standard input and its outputs captured in files.
    private static func capture(_ process: Process, input: String?) throws -> Result {
        let directory = try TemporaryDirectory()
        let stdoutURL = try directory.write("", to: "stdout")
        let stderrURL = try directory.write("", to: "stderr")
        let stdinURL = try directory.write(input ?? "", to: "stdin")
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        let stdin = try FileHandle(forReadingFrom: stdinURL)
        defer {
            try? stdout.close()
            try? stderr.close()
            try? stdin.close()
        }
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8)
        )
    }
}

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-bench-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to the file `name` in the directory and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// The path of `name` in the directory.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
