import ArgumentParser
import BenchmarkKit

/// `layout-bench report RESULTS.json --output DIR`: a run directory (tables,
/// charts, web page) made again from a result file, e.g. one `merge` wrote.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a run directory (results.json, summary.md, charts/, index.html) from a result file.",
        discussion: """
        Reads a result file (a run's results.json, or what layout-bench merge wrote, e.g. from the \
        shards of one run) and writes what layout-bench run writes beside it, into --output, as run \
        does (atomically; an existing directory may hold only a run's files). Nothing is measured. \
        The file is checked as merge checks it (see layout-bench merge --help); exit status 2 when \
        it cannot be read or the directory cannot be written.
        Example:
          layout-bench merge shard-*/results.json --output merged.json
          layout-bench report merged.json --output results/merged
        """
    )

    @Argument(help: "The result file.")
    var input: String

    @Option(name: .long, help: "The directory to write.")
    var output: String

    func run() throws {
        let written: ResultWriter.Written
        do {
            try ResultWriter.checkDestination(output)
            written = try ResultWriter.write(try NamedResults.read(input).results, to: output)
        } catch {
            throw CommandFailure("\(error)", status: 2)
        }
        try StandardOutput.print("wrote \(output)/\(written.results), \(output)/\(written.summary), \(output)/\(written.report) and \(written.charts.count) charts in \(output)/charts/")
    }
}
