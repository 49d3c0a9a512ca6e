import ArgumentParser
import Foundation
import LayoutSpec

/// `layout-bench`: the root command. Its subcommands do the work; this type
/// only dispatches and reports failures the way the contract requires.
@main
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-bench",
        abstract: "A UICollectionView-style layout engine in pure Swift, and the harness that measures it.",
        subcommands: [
            RunCommand.self, ProfileCommand.self, CompareCommand.self, MergeCommand.self, FramesCommand.self, QueryCommand.self,
            RenderCommand.self, FoldStacksCommand.self, FlameGraphCommand.self, TopFunctionsCommand.self,
        ]
    )

    /// Parses the command line and runs the chosen command. Replaces
    /// ArgumentParser's entry point so that every failure, argument errors
    /// included, ends as exactly one `error: ...` line on standard error and a
    /// non-zero exit status; `--help` still prints help and exits 0.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as SpecError {
            fail(error.description, status: ExitCode.failure.rawValue)
        } catch let error as ExitCode where error != .success {
            // A command that throws a bare exit code has reported its failure itself.
            Foundation.exit(error.rawValue)
        } catch {
            let status = exitCode(for: error)
            if status == .success {
                let text = fullMessage(for: error)
                if !text.isEmpty { print(text) }
                Foundation.exit(0)
            }
            fail(message(for: error), status: status.rawValue)
        }
    }

    /// Writes `error: MESSAGE` as one line (line breaks in the message folded
    /// into spaces) to standard error and exits with `status`.
    static func fail(_ message: String, status: Int32) -> Never {
        var text = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        if text.lowercased().hasPrefix("error: ") { text.removeFirst("error: ".count) }
        if text.isEmpty { text = "failed" }
        FileHandle.standardError.write(Data("error: \(text)\n".utf8))
        Foundation.exit(status == 0 ? 1 : status)
    }
}
