import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation

/// `layout-bench flamegraph FOLDED.txt --output FLAME.svg`: folded stacks
/// drawn as a flame graph.
struct FlameGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flamegraph",
        abstract: "Draw folded stacks as a flame graph (a standalone SVG).",
        discussion: """
        Each box is a function in a call path; its width is its share of the samples; callees sit \
        above their callers; siblings are in name order (the x axis is not time). Hover a box for its \
        name, samples and percentage. Frames narrower than 0.1% of the samples are omitted.
        """
    )

    @Argument(help: ArgumentHelp("Folded stacks ('frame;frame;...;frame count' per line); '-' reads standard input.", valueName: "folded.txt"))
    var input: String

    @Option(help: ArgumentHelp("The SVG file to write; '-' writes standard output.", valueName: "flame.svg"))
    var output: String

    @Option(help: "The title drawn above the graph. Default: 'Flame graph: ' and the input's file name.")
    var title: String?

    @Option(parsing: .unconditional, help: "The image width in pixels (200 to 100000).")
    var width: Int = 1200

    func validate() throws {
        guard (200...100_000).contains(width) else { throw ValidationError("--width must be between 200 and 100000, got \(width)") }
    }

    func run() throws {
        try ProfileFile.checkOutput(output)
        let text = try ProfileFile.readText(input)
        let stacks: FoldedStacks
        do {
            stacks = try FoldedStacks(parsing: text)
        } catch {
            throw ProfileCommandError(error, in: input)
        }
        let graph = FlameGraph(stacks)
        let heading = title ?? "Flame graph: \(input == "-" ? "standard input" : OutputPath.lastComponent(of: input))"
        try ProfileFile.write(graph.svg(title: heading, style: .init(width: Double(width))), to: output)
        if output != "-" {
            try StandardOutput.print("wrote \(output): \(stacks.sampleCount) samples, \(graph.frames.count) frames drawn, \(graph.omittedFrameCount) narrower than 0.1% omitted")
        }
    }
}
