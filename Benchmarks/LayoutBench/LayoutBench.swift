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
            RunCommand.self, ProfileCommand.self, CompareCommand.self, MergeCommand.self, CheckCommand.self, ReportCommand.self, RecordCommand.self, TrendCommand.self,
            FramesCommand.self, QueryCommand.self,
            RenderCommand.self, FoldStacksCommand.self, FlameGraphCommand.self, TopFunctionsCommand.self,
        ]
    )

    /// Parses the command line and runs the chosen command. Replaces
    /// ArgumentParser's entry point so that every failure, argument errors
    /// included, ends as exactly one `error: ...` line on standard error and a
    /// non-zero exit status; `--help` still prints help and exits 0. Output
    /// that could not be written (a full disk, a closed pipe or standard
    /// output) is such a failure too: nothing that was lost exits 0.
    static func main() {
        // A reader that went away is reported as EPIPE on the write, not by a silent SIGPIPE death.
        signal(SIGPIPE, SIG_IGN)
        // A closed descriptor 1 would be reused by the next file opened, and the output would land there.
        guard StandardStreamFailure.isOpen(1) else { fail("cannot write to standard output: it is closed", status: ExitCode.failure.rawValue) }
        var outputFailureStatus = ExitCode.failure.rawValue
        do {
            var command = try parseAsRoot()
            if command is CompareCommand || command is MergeCommand { outputFailureStatus = 2 }
            try command.run()
        } catch let error as SpecError {
            fail(error.description, status: ExitCode.failure.rawValue)
        } catch let error as StandardStreamFailure {
            fail(error.description, status: outputFailureStatus)
        } catch let error as CommandFailure {
            fail(error.description, status: error.status)
        } catch let error as ExitCode where error != .success {
            // A command that throws a bare exit code has reported its failure itself.
            Foundation.exit(error.rawValue)
        } catch {
            let status = exitCode(for: error)
            if status == .success {
                let text = fullMessage(for: error)
                if !text.isEmpty {
                    do { try StandardOutput.print(text) } catch { fail(error.description, status: ExitCode.failure.rawValue) }
                }
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
        StandardError.write("error: \(text)")
        Foundation.exit(status == 0 ? 1 : status)
    }
}

/// A command's failure with the exit status it documents (e.g. 2 for a
/// comparison that cannot be made), thrown up to `LayoutBench.main`, which
/// prints it as the one `error:` line and exits with `status`.
struct CommandFailure: Error, CustomStringConvertible {
    /// The message, without the `error: ` prefix.
    var description: String
    /// The exit status, never 0.
    var status: Int32

    /// A failure saying `description`, ending the process with `status`.
    init(_ description: String, status: Int32) {
        self.description = description
        self.status = status
    }
}
