import Foundation
import Testing

/// Output that cannot be written (a full device, a pipe whose reader has gone,
/// a closed standard output) ends every command with one `error:` line and a
/// non-zero status, never a trap and never exit 0.
@Suite struct StandardOutputFailureTests {
    /// The standard outputs that fail: `/dev/full` (ENOSPC on every write) and
    /// a pipe whose reading end is closed before the command starts (EPIPE).
    enum BrokenOutput: String, CaseIterable, Sendable {
        case fullDevice, closedPipe

        /// A handle whose writes fail, and what the error line says.
        func open() throws -> (handle: FileHandle, keepAlive: Any, reason: String) {
            switch self {
            case .fullDevice:
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
                return (handle, handle, "No space left on device")
            case .closedPipe:
                let pipe = Pipe()
                try pipe.fileHandleForReading.close()
                return (pipe.fileHandleForWriting, pipe, "Broken pipe")
            }
        }
    }

    /// The commands, with `SPEC` and `RESULTS` replaced by a spec file and a
    /// results file, and the status each documents for the failure.
    static let commands: [([String], Int32)] = [
        (["frames", "SPEC"], 1),
        (["frames", "SPEC", "--format", "json"], 1),
        (["query", "SPEC", "--rect", "0,0,100,100"], 1),
        (["query", "SPEC", "--rect", "0,0,100,100", "--format", "json"], 1),
        (["run", "--list"], 1),
        (["compare", "RESULTS", "RESULTS"], 2),
        (["--help"], 1),
    ]

    @Test(arguments: BrokenOutput.allCases)
    func everyCommandReportsALostStandardOutput(_ output: BrokenOutput) throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let results = URL(fileURLWithPath: CompareCommandTests.fixture.base)
        for (arguments, status) in Self.commands {
            let (handle, keepAlive, reason) = try output.open()
            let substituted = arguments.map { $0 == "SPEC" ? spec.path : $0 == "RESULTS" ? results.path : $0 }
            let result = try LayoutBenchProcess.run(substituted, standardOutput: handle)
            try handle.close()
            withExtendedLifetime(keepAlive) {}
            #expect(result.status == status, "\(arguments)")
            // Warnings (compare's debug-build notes) may come first; the one error line ends it.
            #expect(result.stderrLines.filter { $0.hasPrefix("error:") } == ["error: cannot write to standard output: \(reason)"], "\(arguments)")
            #expect(result.stderrLines.last == "error: cannot write to standard output: \(reason)", "\(arguments)")
        }
    }

    /// Descriptor 1 closed before the command starts: refused before any work,
    /// so no file the command opens can take descriptor 1's place.
    @Test func aClosedStandardOutputIsRefusedUpFront() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json")
        let result = try LayoutBenchProcess.shell("exec \"$0\" frames \"$1\" >&-", [try LayoutBenchProcess.executable().path, spec.path])
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot write to standard output: it is closed\n")
    }

    /// A listing far larger than a pipe's buffer, cut off by a reader that
    /// exits after the first bytes: the command stops with EPIPE.
    @Test func aReaderThatExitsEarlyIsReported() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(#"{"bounds": {"width": 390, "height": 844}, "sections": [{"count": 200000, "itemSize": [50, 50]}], "layout": {"type": "flow"}}"#, to: "big.json")
        let result = try LayoutBenchProcess.shell("\"$0\" frames \"$1\" | head -c 100 >/dev/null", [try LayoutBenchProcess.executable().path, spec.path])
        let text = result.stderr
        #expect(text == "error: cannot write to standard output: Broken pipe\n")
    }
}
