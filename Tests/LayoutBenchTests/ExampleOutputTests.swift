import Foundation
import Testing

/// The committed example outputs (`results/specs/*.svg` and the frames and query
/// outputs the docs show) are what this build makes: every command of
/// `results/specs/examples.txt` is run into a temporary directory and its output
/// compared byte for byte with the committed file. A stale file fails with the
/// command that remakes it (`scripts/regenerate-examples.sh` remakes them all).
@Suite struct ExampleOutputTests {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One line of `examples.txt`: the `layout-bench` arguments and the file
    /// the output goes to (the one after `--output`, or after `>`).
    struct ExampleCommand: CustomStringConvertible {
        var arguments: [String]
        var output: String
        var printsOutput: Bool

        var description: String { "layout-bench " + arguments.joined(separator: " ") + (printsOutput ? " > \(output)" : "") }

        /// Parses a manifest line; `nil` for a blank line or a comment.
        init?(line: Substring) throws {
            var words = line.split(separator: " ").map(String.init)
            guard let first = words.first, !first.hasPrefix("#") else { return nil }
            if words.count >= 3, words[words.count - 2] == ">" {
                output = words[words.count - 1]
                printsOutput = true
                words.removeLast(2)
            } else if let flag = words.firstIndex(of: "--output"), flag + 1 < words.count {
                output = words[flag + 1]
                printsOutput = false
            } else {
                throw ManifestError(line: String(line))
            }
            arguments = words
        }
    }

    /// A manifest line that names no output file.
    struct ManifestError: Error, CustomStringConvertible {
        var line: String
        var description: String { "results/specs/examples.txt: no --output FILE and no '> FILE' in: \(line)" }
    }

    /// Every command of the manifest.
    static func commands() throws -> [ExampleCommand] {
        let manifest = try String(contentsOf: root.appendingPathComponent("results/specs/examples.txt"), encoding: .utf8)
        return try manifest.split(separator: "\n").compactMap { try ExampleCommand(line: $0) }
    }

    /// `path` (relative to the root) as an absolute path, for arguments naming repository files.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("results/") ? root.appendingPathComponent(path).path : path
    }

    @Test func everyCommittedOutputIsWhatTheBuildMakes() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 20)
        let directory = try TemporaryDirectory()
        for (number, command) in commands.enumerated() {
            let committed = try String(contentsOf: Self.root.appendingPathComponent(command.output), encoding: .utf8)
            let fresh = directory.path("output-\(number)")
            var arguments = command.arguments.map(Self.absolute)
            if !command.printsOutput, let flag = arguments.firstIndex(of: "--output") {
                arguments[flag + 1] = fresh
            }
            let result = try LayoutBenchProcess.run(arguments)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            let made = command.printsOutput ? result.stdout : try String(contentsOfFile: fresh, encoding: .utf8)
            let unchanged = made == committed  // a Bool, so a failure prints the message, not two files
            #expect(unchanged, "\(command.output) is stale: run scripts/regenerate-examples.sh (or \(command)) and commit it")
        }
    }

    /// A rendering without a command would never be checked: every SVG in
    /// `results/specs/` is the output of one command, rendered from the spec of its name.
    @Test func everySVGHasItsCommand() throws {
        let commands = try Self.commands()
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("results/specs").path)
        let svgs = specs.filter { $0.hasSuffix(".svg") }.sorted()
        #expect(!svgs.isEmpty)
        for svg in svgs {
            let spec = "results/specs/" + svg.dropLast(".svg".count) + ".json"
            let renders = commands.filter { $0.output == "results/specs/" + svg }
            #expect(renders.count == 1, "results/specs/\(svg): \(renders.count) commands in examples.txt make it, expected 1")
            #expect(renders.first?.arguments.prefix(2) == ["render", spec], "results/specs/\(svg) is not rendered from \(spec)")
        }
    }
}
