import ArgumentParser
import BenchmarkHarness
import BenchmarkKit

/// `layout-bench top-functions FOLDED.txt`: the functions where the samples
/// were taken, and those they were taken under.
struct TopFunctionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top-functions",
        abstract: "Rank the functions of folded stacks by self samples and by total samples.",
        discussion: """
        Self: the sample was taken in the function itself (where the time goes). Total: the function \
        was anywhere on the stack (what the time is spent for; a recursive function counts once per \
        stack). Percentages are of all samples.
        """
    )

    @Argument(help: ArgumentHelp("Folded stacks ('frame;frame;...;frame count' per line); '-' reads standard input.", valueName: "folded.txt"))
    var input: String

    @Option(parsing: .unconditional, help: "Rows per ranking.")
    var limit: Int = 25

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be >= 1, got \(limit)") }
    }

    func run() throws {
        let text = try ProfileFile.readText(input)
        let stacks: FoldedStacks
        do {
            stacks = try FoldedStacks(parsing: text)
        } catch {
            throw ProfileCommandError(error, in: input)
        }
        var output = StandardOutput()
        output.write(TopFunctions(stacks).report(limit: limit))
        try output.flush()
    }
}
