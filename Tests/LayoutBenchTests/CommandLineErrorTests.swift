import Foundation
import Testing

/// A command line that must fail, and what its one error line must say
/// (exactly, or by its start when ArgumentParser words it).
struct FailingCommand: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let error: String
    let exact: Bool

    init(_ arguments: [String], exactly error: String) {
        self.arguments = arguments
        self.error = error
        exact = true
    }

    init(_ arguments: [String], startingWith error: String) {
        self.arguments = arguments
        self.error = error
        exact = false
    }

    var testDescription: String { arguments.joined(separator: " ") }

    /// Runs the command, its arguments and its error passed through
    /// `substitute` (placeholders to paths), and expects a non-zero exit
    /// status, nothing on standard output and the one error line.
    func expectFailure(substituting substitute: (String) -> String) throws {
        let result = try LayoutBenchProcess.run(arguments.map(substitute))
        let expected = substitute(error)
        #expect(result.status != 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasSuffix("\n"))
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        if exact {
            #expect(result.stderr == expected + "\n")
        } else {
            #expect(result.stderr.hasPrefix(expected), "stderr: \(result.stderr)")
        }
    }
}

/// Every failure ends with exactly one `error: ...` line on standard error,
/// nothing on standard output, and a non-zero exit status.
@Suite struct CommandLineErrorTests {
    /// `SPEC` and `BAD` are replaced by a valid and an invalid spec file, `DIR` by a directory.
    static let cases: [FailingCommand] = [
        FailingCommand(["frames", "DIR/missing.json"], exactly: #"error: cannot read the spec file "DIR/missing.json": no such file"#),
        FailingCommand(["frames", "DIR"], exactly: #"error: cannot read the spec file "DIR": it is a directory"#),
        FailingCommand(["frames", "MALFORMED"], exactly: "error: malformed JSON at line 1, column 12: expected a value (object, array, string, number, true, false or null), found '}'"),
        FailingCommand(["frames", "BAD"], exactly: "error: sections[0].count: must be >= 0, got -1"),
        FailingCommand(["frames", "TYPO"], startingWith: "error: layout.itemSzie: unknown key (expected one of type, itemSize, "),
        FailingCommand(["frames", "NOCOLUMNS"], exactly: "error: layout.columnCount: must be >= 1, got 0"),
        FailingCommand(["frames", "NOFIT"], exactly: "error: layout.columnCount: 20 columns with spacing 10.0 do not fit in width 100.0 (column width -4.5)"),
        FailingCommand(["frames", "SPEC", "--visible", "0,0,-1,10"], exactly: "error: --visible: width must be >= 0, got -1.0"),
        FailingCommand(["frames", "SPEC", "--format", "xml"], startingWith: "error: The value 'xml' is invalid for '--format"),
        FailingCommand(["frames", "SPEC", "--index", "quadtree"],
                       exactly: #"error: --index: unknown index strategy "quadtree" (expected one of "linear", "sorted-columns", "interval-tree", "strip-directory", "auto")"#),
        FailingCommand(["frames"], startingWith: "error: Missing expected argument"),
        FailingCommand(["frames", "SPEC", "--bogus"], exactly: "error: Unknown option '--bogus'"),
        FailingCommand(["query", "SPEC"], startingWith: "error: Missing expected argument '--rect"),
        FailingCommand(["query", "SPEC", "--rect", "1,2,3"], exactly: #"error: --rect: expected X,Y,W,H (four numbers separated by commas), got "1,2,3""#),
        FailingCommand(["query", "SPEC", "--rect", "0,0,10,-5"], exactly: "error: --rect: height must be >= 0, got -5.0"),
        FailingCommand(["query", "SPEC", "--rect", "nan,0,1,1"], exactly: #"error: --rect: expected a number for x, got "nan""#),
        FailingCommand(["query", "SPEC", "--rect", "1e999,0,1,1"], exactly: "error: --rect: x must be finite, got 1e999"),
        FailingCommand(["query", "BAD", "--rect", "0,0,1,1"], exactly: "error: sections[0].count: must be >= 0, got -1"),
        FailingCommand(["render", "SPEC"], startingWith: "error: Missing expected argument '--output"),
        FailingCommand(["render", "SPEC", "--output", "DIR/no/such/dir/x.svg"], startingWith: #"error: cannot write "DIR/no/such/dir/x.svg": "#),
        FailingCommand(["render", "SPEC", "--output", "DIR/x.svg", "--rect", "0,0"], exactly: #"error: --rect: expected X,Y,W,H (four numbers separated by commas), got "0,0""#),
        FailingCommand(["render", "SPEC", "--output", "DIR/x.svg", "--max-elements=-1"], exactly: "error: --max-elements: must be >= 0, got -1"),
        FailingCommand(["render", "SPEC", "--output", "DIR/x.svg", "--max-elements", "many"], startingWith: "error: The value 'many' is invalid for '--max-elements"),
        FailingCommand(["teleport"], startingWith: "error: "),
    ]

    @Test(arguments: cases)
    func failsWithOneErrorLine(_ command: FailingCommand) throws {
        let directory = try TemporaryDirectory()
        let files = [
            "SPEC": try directory.write(FramesCommandTests.flowSpec, to: "spec.json").path,
            "MALFORMED": try directory.write(#"{"bounds": }"#, to: "malformed.json").path,
            "BAD": try directory.write(#"{"bounds": {"width": 1, "height": 1}, "sections": [{"count": -1}], "layout": {"type": "flow"}}"#, to: "bad.json").path,
            "TYPO": try directory.write(#"{"bounds": {"width": 1, "height": 1}, "sections": [], "layout": {"type": "flow", "itemSzie": [1, 1]}}"#, to: "typo.json").path,
            "NOCOLUMNS": try directory.write(#"{"bounds": {"width": 1, "height": 1}, "sections": [], "layout": {"type": "waterfall", "columnCount": 0}}"#, to: "nocolumns.json").path,
            "NOFIT": try directory.write(#"{"bounds": {"width": 100, "height": 1}, "sections": [{"count": 1}], "layout": {"type": "waterfall", "columnCount": 20}}"#, to: "nofit.json").path,
        ]
        func substitute(_ text: String) -> String {
            var text = text.replacingOccurrences(of: "DIR", with: directory.url.path)
            if let path = files[text] { text = path }
            return text
        }
        try command.expectFailure(substituting: substitute)
    }

    @Test(arguments: [["--help"], ["frames", "--help"], ["query", "--help"], ["render", "--help"], ["help", "query"]])
    func helpIsPrintedAndSucceeds(_ arguments: [String]) throws {
        let result = try LayoutBenchProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("USAGE: layout-bench"))
    }

    @Test func subcommandHelpNamesItsOptions() throws {
        let result = try LayoutBenchProcess.run(["query", "--help"])
        for option in ["--rect", "--visible", "--index", "--format"] {
            #expect(result.stdout.contains(option), "\(option)")
        }
    }
}
