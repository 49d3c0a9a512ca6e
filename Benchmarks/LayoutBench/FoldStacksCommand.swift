import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation

/// `layout-bench fold-stacks PERF_SCRIPT.txt --output FOLDED.txt`: the
/// samples of `perf script` as folded stacks.
struct FoldStacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fold-stacks",
        abstract: "Fold the text output of perf script into one line per distinct call stack.",
        discussion: """
        Writes Brendan Gregg's folded format: 'root;caller;...;leaf count' per line, frames from the \
        outermost caller to the function the sample was taken in, lines sorted, equal stacks summed. \
        Swift symbols are left as perf printed them: pipe perf script through 'swift demangle --simplified' \
        first (scripts/profile.sh does). A last sample without its closing blank line was cut off and is dropped.
        """
    )

    @Argument(help: ArgumentHelp("The text output of perf script; '-' reads standard input.", valueName: "perf-script.txt"))
    var input: String

    @Option(help: ArgumentHelp("The folded stacks file to write; '-' writes standard output.", valueName: "folded.txt"))
    var output: String

    @Flag(help: "Keep each symbol's +0x offset (by default stripped, so a function is one frame).")
    var keepOffsets = false

    @Flag(help: "Leave out the process name (by default the root frame of every stack).")
    var noProcessName = false

    func run() throws {
        try ProfileFile.checkOutput(output)
        let text = try ProfileFile.readText(input)
        let folder = PerfScriptFolder(options: .init(keepsOffsets: keepOffsets, includesProcessName: !noProcessName))
        let folded: PerfScriptFolder.Result
        do {
            folded = try folder.fold(text)
        } catch {
            throw ProfileCommandError(error, in: input)
        }
        try ProfileFile.write(folded.stacks.text, to: output)

        var note = ""
        if folded.truncatedSampleCount > 0 {
            note = "; dropped \(folded.truncatedSampleCount) sample cut off at the end of the input (no blank line after it)"
        }
        if output == "-" {
            if !note.isEmpty { StandardError.write("note: \(note.dropFirst(2))") }
        } else {
            try StandardOutput.print("wrote \(output): \(folded.stacks.sampleCount) samples in \(folded.stacks.stacks.count) distinct stacks\(note)")
        }
    }
}
