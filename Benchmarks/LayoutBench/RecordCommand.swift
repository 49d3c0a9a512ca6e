import ArgumentParser
import BenchmarkKit

/// `layout-bench record RESULTS.json`: adds a result file to the history.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Add a result file to the history of runs across commits (results/history/).",
        discussion: """
        Stores each case's median and 95% CI, keyed by the run's commit, date and machine \
        fingerprint (CPU model, logical CPUs, kernel, toolchain, build, allocator): one file per run \
        in one directory per kind of machine, so runs of different machines never share a series. \
        Refused (exit status 2, one error line): a run made outside git or with uncommitted changes \
        (its commit does not name the code), a shard (merge the shards first), a run already recorded. \
        layout-bench run --record records as it writes; layout-bench trend reads the history.
        Examples:
          layout-bench record results/latest/results.json
          layout-bench record merged.json --history /srv/bench-history
        """
    )

    @Argument(help: "The result file (a run's results.json, or merged shards).")
    var input: String

    @Option(name: .long, help: "The history's directory.")
    var history: String = HistoryStore.defaultDirectory

    func run() throws {
        let path: String
        do {
            path = try HistoryStore.record(try NamedResults.read(input).results, name: input, in: history)
        } catch {
            throw CommandFailure("\(error)", status: 2)
        }
        try StandardOutput.print("recorded \(input) as \(path)")
    }
}
