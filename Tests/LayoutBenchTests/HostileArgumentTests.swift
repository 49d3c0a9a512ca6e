import Foundation
import Testing

/// Arguments an ordinary parser gets wrong: values that start with '-', and
/// spec files that are not regular files.
@Suite struct HostileArgumentTests {
    /// A rect, bounds or offset may be negative in either spelling,
    /// `--rect -100,...` and `--rect=-100,...`, with the same output.
    @Test(arguments: [
        (["query", "SPEC", "--rect", "-100,-100,135,120"], ["query", "SPEC", "--rect=-100,-100,135,120"]),
        (["frames", "SPEC", "--visible", "-10,-20,100,119"], ["frames", "SPEC", "--visible=-10,-20,100,119"]),
        (["query", "SPEC", "--rect", "0,0,100,50", "--visible", "-5,-5,100,50"], ["query", "SPEC", "--rect=0,0,100,50", "--visible=-5,-5,100,50"]),
    ])
    func negativeValuesWorkInBothSpellings(_ separate: [String], _ joined: [String]) throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json").path
        let first = try LayoutBenchProcess.run(separate.map { $0 == "SPEC" ? spec : $0 })
        let second = try LayoutBenchProcess.run(joined.map { $0 == "SPEC" ? spec : $0 })
        #expect(first.status == 0)
        #expect(first.stderr == "")
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("# contentSize 100.0 119.0\n"))
    }

    /// The rect -100,-100,135,120 reaches x 35 and y 20: the first cell only.
    @Test func aNegativeRectFindsWhatItOverlaps() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json").path
        let result = try LayoutBenchProcess.run(["query", spec, "--rect", "-100,-100,135,120"])
        #expect(result.stdout == "# contentSize 100.0 119.0\ncell\t-\t0\t0\t0.0\t0.0\t30.0\t20.0\t0\n")
    }

    /// Negative numbers given to numeric options reach the option's own check
    /// instead of "Missing value".
    @Test(arguments: [
        (["compare", "A", "B", "--threshold", "-1"], "error: --threshold is a percentage from 0 up to 100, got -1.0"),
        (["compare", "A", "B", "--alpha", "-0.5"], "error: --alpha must lie strictly between 0 and 1, got -0.5"),
        (["run", "--samples", "-3"], "error: --samples must be between 2 and 10000, got -3"),
        (["run", "--items", "-5"], "error: --items: '-5' is not a count between 1 and 100000000"),
        (["render", "SPEC", "--output", "OUT", "--max-elements", "-1"], "error: --max-elements: must be >= 0, got -1"),
    ])
    func negativeNumbersReachTheOptionsCheck(_ arguments: [String], _ message: String) throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json").path
        let result = try LayoutBenchProcess.run(arguments.map { $0 == "SPEC" ? spec : $0 == "OUT" ? directory.path("out.svg") : $0 })
        #expect(result.status != 0)
        #expect(result.stderr == message + "\n")
    }

    /// `/dev/stdin`, a FIFO and a shell's process substitution are read like files.
    @Test func specsThatAreNotRegularFilesAreRead() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json").path
        let expected = try LayoutBenchProcess.run(["frames", spec]).stdout
        #expect(try LayoutBenchProcess.run(["frames", "/dev/stdin"], input: FramesCommandTests.flowSpec).stdout == expected)

        let fifo = directory.path("spec.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "cat \"$0\" > \"$1\"", spec, fifo]
        try shell.run()
        let fromFifo = try LayoutBenchProcess.run(["frames", fifo])
        shell.waitUntilExit()
        #expect(fromFifo.stdout == expected)
        #expect(fromFifo.status == 0)

        let substitution = try LayoutBenchProcess.shell("\"$0\" frames <(cat \"$1\")", [try LayoutBenchProcess.executable().path, spec], shell: "/bin/bash")
        #expect(substitution.status == 0)
        let substituted = substitution.stdout
        #expect(substituted == expected)
    }

    @Test func aSymbolicLinkLoopHasItsOwnMessage() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.path("a"), withDestinationPath: directory.path("b"))
        try FileManager.default.createSymbolicLink(atPath: directory.path("b"), withDestinationPath: directory.path("a"))
        let result = try LayoutBenchProcess.run(["frames", directory.path("a")])
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot read the spec file \"\(directory.path("a"))\": a loop of symbolic links\n")
    }
}
