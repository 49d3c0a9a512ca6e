import Foundation
import Testing

/// `layout-bench fold-stacks`, `flamegraph` and `top-functions`, run end to end.
@Suite struct ProfilingCommandsTests {
    /// Three samples in `perf script`'s format, two with the same stack.
    static let perfScript = """
    layout-bench  2777  7894.073830:    1001001 cpu-clock:\u{20}
    \t          2ea0d0 leaf+0x10 (/opt/swift/usr/lib/swift/linux/libswiftCore.so)
    \t          15bab7 IndexSweep.run(progress:)+0x7c7 (/work/.build/release/layout-bench)
    \t           2fef0 _start+0x20 (/work/.build/release/layout-bench)

    layout-bench  2777  7894.074830:    1001001 cpu-clock:\u{20}
    \t          2ea0d4 leaf+0x14 (/opt/swift/usr/lib/swift/linux/libswiftCore.so)
    \t          15bab7 IndexSweep.run(progress:)+0x7c7 (/work/.build/release/layout-bench)
    \t           2fef0 _start+0x20 (/work/.build/release/layout-bench)

    layout-bench  2777  7894.075830:    1001001 cpu-clock:\u{20}
    \t           3bbc6 [unknown] (/usr/lib/x86_64-linux-gnu/libjemalloc.so.2)
    \t          15bab7 IndexSweep.run(progress:)+0x7c7 (/work/.build/release/layout-bench)
    \t           2fef0 _start+0x20 (/work/.build/release/layout-bench)


    """

    static let folded = """
    layout-bench;_start;IndexSweep.run(progress:);[libjemalloc.so.2] 1
    layout-bench;_start;IndexSweep.run(progress:);leaf 2

    """

    @Test func foldStacksWritesTheFoldedFile() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write(Self.perfScript, to: "perf-script.txt")
        let output = directory.path("folded.txt")
        let result = try LayoutBenchProcess.run(["fold-stacks", input.path, "--output", output])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "wrote \(output): 3 samples in 2 distinct stacks\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.folded)
    }

    @Test func foldStacksFromStandardInputToStandardOutput() throws {
        let result = try LayoutBenchProcess.run(["fold-stacks", "-", "--output", "-", "--keep-offsets", "--no-process-name"], input: Self.perfScript)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        _start+0x20;IndexSweep.run(progress:)+0x7c7;[libjemalloc.so.2] 1
        _start+0x20;IndexSweep.run(progress:)+0x7c7;leaf+0x10 1
        _start+0x20;IndexSweep.run(progress:)+0x7c7;leaf+0x14 1

        """)
    }

    @Test func aCutOffLastSampleIsReported() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write(Self.perfScript + "layout-bench  2777  7894.076830:    1001001 cpu-clock:\n\t  2ea0d0 lea", to: "cut.txt")
        let output = directory.path("folded.txt")
        let result = try LayoutBenchProcess.run(["fold-stacks", input.path, "--output", output])
        #expect(result.status == 0)
        #expect(result.stdout == "wrote \(output): 3 samples in 2 distinct stacks; dropped 1 sample cut off at the end of the input (no blank line after it)\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.folded)
        let piped = try LayoutBenchProcess.run(["fold-stacks", input.path, "--output", "-"])
        #expect(piped.stdout == Self.folded)
        #expect(piped.stderr == "note: dropped 1 sample cut off at the end of the input (no blank line after it)\n")
    }

    @Test func flamegraphWritesAnSVGFile() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write(Self.folded, to: "folded.txt")
        let output = directory.path("flame.svg")
        let result = try LayoutBenchProcess.run(["flamegraph", input.path, "--output", output, "--title", "flow <query> & co"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "wrote \(output): 3 samples, 6 frames drawn, 0 narrower than 0.1% omitted\n")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(">flow &lt;query&gt; &amp; co</text>"))
        #expect(svg.contains("<title>leaf (2 samples, 66.67%; self 2)</title>"))
        #expect(svg.hasSuffix("</svg>\n"))
        let untitled = try LayoutBenchProcess.run(["flamegraph", input.path, "--output", output])
        #expect(untitled.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains(">Flame graph: folded.txt</text>"))
    }

    @Test func topFunctionsPrintsBothRankings() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write(Self.folded, to: "folded.txt")
        let result = try LayoutBenchProcess.run(["top-functions", input.path, "--limit", "2"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        3 samples in 2 distinct stacks, 5 functions

        Top 2 functions by self samples (the sample was taken in the function itself)
        self  self %  total  total %  function
           2  66.67%      2   66.67%  leaf
           1  33.33%      1   33.33%  [libjemalloc.so.2]

        Top 2 functions by total samples (the function was on the stack; recursion counted once)
        total  total %  self  self %  function
            3  100.00%     0   0.00%  IndexSweep.run(progress:)
            3  100.00%     0   0.00%  _start

        """)
    }

    /// The three commands chained as `scripts/profile.sh` chains them.
    @Test func theCommandsChain() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write(Self.perfScript, to: "perf-script.txt")
        let folded = directory.path("folded.txt")
        #expect(try LayoutBenchProcess.run(["fold-stacks", input.path, "--output", folded]).status == 0)
        #expect(try LayoutBenchProcess.run(["flamegraph", folded, "--output", directory.path("flame.svg")]).status == 0)
        #expect(try LayoutBenchProcess.run(["top-functions", folded]).stdout.contains("  leaf\n"))
    }

    /// `OUT` is the output file, which must not exist after a failure; `PERF`,
    /// `FOLDED`, `EMPTY` and `CUT` are inputs; `DIR` is the test's directory.
    static let failures: [FailingCommand] = [
        FailingCommand(["fold-stacks", "DIR/missing.txt", "--output", "OUT"], exactly: #"error: cannot read "DIR/missing.txt": no such file"#),
        FailingCommand(["fold-stacks", "DIR", "--output", "OUT"], exactly: #"error: cannot read "DIR": it is a directory"#),
        FailingCommand(["fold-stacks", "EMPTY", "--output", "OUT"], exactly: "error: EMPTY: the input is empty: expected the text output of perf script"),
        FailingCommand(["fold-stacks", "FOLDED", "--output", "OUT"],
                       exactly: #"error: FOLDED:2: expected a stack frame ("<hex address> <symbol>+0x<offset> (<library>)") or a blank line, got "layout-bench;_start;IndexSweep.run(progress:);leaf 2""#),
        FailingCommand(["fold-stacks", "CUT", "--output", "OUT"],
                       exactly: "error: CUT: the input ends inside its first sample (no blank line after it): it was cut off before a complete sample"),
        FailingCommand(["fold-stacks", "PERF", "--output", "DIR/no/such/dir/folded.txt"], startingWith: #"error: cannot write "DIR/no/such/dir/folded.txt": "#),
        FailingCommand(["fold-stacks", "PERF"], startingWith: "error: Missing expected argument '--output"),
        FailingCommand(["flamegraph", "DIR/missing.txt", "--output", "OUT"], exactly: #"error: cannot read "DIR/missing.txt": no such file"#),
        FailingCommand(["flamegraph", "EMPTY", "--output", "OUT"],
                       exactly: #"error: EMPTY: the input is empty: expected folded stacks ("frame;frame;...;frame count" per line)"#),
        FailingCommand(["flamegraph", "PERF", "--output", "OUT"],
                       exactly: #"error: PERF:1: expected "frame;frame;...;frame count" (a stack, a space, a number of samples > 0), got "layout-bench  2777  7894.073830:    1001001 cpu-clock:""#),
        FailingCommand(["flamegraph", "FOLDED", "--output", "OUT", "--width", "10"], exactly: "error: --width must be between 200 and 100000, got 10"),
        FailingCommand(["flamegraph", "FOLDED"], startingWith: "error: Missing expected argument '--output"),
        FailingCommand(["top-functions", "EMPTY"],
                       exactly: #"error: EMPTY: the input is empty: expected folded stacks ("frame;frame;...;frame count" per line)"#),
        FailingCommand(["top-functions", "FOLDED", "--limit", "0"], exactly: "error: --limit must be >= 1, got 0"),
        FailingCommand(["top-functions", "-"], exactly: #"error: standard input: the input is empty: expected folded stacks ("frame;frame;...;frame count" per line)"#),
    ]

    @Test(arguments: failures)
    func failsWithOneErrorLineAndNoOutputFile(_ command: FailingCommand) throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("out")
        let files = [
            "PERF": try directory.write(Self.perfScript, to: "perf-script.txt").path,
            "FOLDED": try directory.write(Self.folded, to: "folded.txt").path,
            "EMPTY": try directory.write("", to: "empty.txt").path,
            "CUT": try directory.write("layout-bench  2777  7894.073830:    1001001 cpu-clock:\n\t  2ea0d0 leaf+0x10 (/bin/x)\n", to: "cut.txt").path,
            "OUT": output,
        ]
        func substitute(_ text: String) -> String {
            var text = text.replacingOccurrences(of: "DIR", with: directory.url.path)
            for (name, path) in files { text = text.replacingOccurrences(of: name, with: path) }
            return text
        }
        try command.expectFailure(substituting: substitute)
        #expect(!FileManager.default.fileExists(atPath: output), "no output file after a failure")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { !files.values.contains(directory.path($0)) }
        #expect(leftovers.isEmpty, "no temporary file left behind: \(leftovers)")
    }

    /// A failure leaves an existing output file as it was.
    @Test func aFailureKeepsThePreviousOutput() throws {
        let directory = try TemporaryDirectory()
        let output = try directory.write("previous\n", to: "folded.txt")
        let empty = try directory.write("", to: "empty.txt")
        let result = try LayoutBenchProcess.run(["fold-stacks", empty.path, "--output", output.path])
        #expect(result.status != 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous\n")
    }

    @Test(arguments: [["fold-stacks", "--help"], ["flamegraph", "--help"], ["top-functions", "--help"]])
    func helpIsPrintedAndSucceeds(_ arguments: [String]) throws {
        let result = try LayoutBenchProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: layout-bench \(arguments[0])"))
    }
}
