import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation

/// `layout-bench merge A.json B.json ... --output MERGED.json`: pools rounds
/// of the same code into one result file (`ResultMerge`).
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Pool the samples of several runs of the same code into one result file.",
        discussion: """
        Concatenates the raw samples of each case across the files, in their order, and recomputes \
        every summary, confidence interval, speedup and complexity fit, and records how many samples \
        each run gave (compare resamples runs). The runs must share commit (and uncommitted state), \
        build configuration, allocator, sample duration and scroll plan, and machine (the sample count \
        may differ), and a case of the same name must be defined alike; otherwise nothing is written \
        and the exit status is 2 with one error line saying what differs. scripts/compare-branches.sh uses it \
        to pool the alternating rounds of each side.
        Shards (run --shard K/N, e.g. on N machines at once) are combined instead: each shard's cases \
        once, as if one machine had run the whole selection. They must share commit, machine fingerprint \
        (CPU model, logical CPUs, kernel, toolchain, build, allocator; not the host), sampling and \
        selection, and every shard 1 to N must be given exactly once; otherwise exit status 2 and one \
        error line.
        Every result file read (here and by compare) must be valid JSON (an error names the byte \
        offset), of this schema version, with at least one case, no case name twice, and per case \
        1 to 1000000 samples, each from 0 to 10^15 ns, and no negative count or figure (an error \
        names the JSON path); a file given twice is refused, and so is a pool of more than 1000000 \
        samples in one case.
        Example:
          layout-bench merge rounds/base-1/results.json rounds/base-2/results.json --output base.json
          layout-bench merge shard-1/results.json shard-2/results.json shard-3/results.json --output all.json
        """
    )

    @Argument(help: "Result files (results.json of runs of one commit).")
    var inputs: [String]

    @Option(name: .long, help: "The merged result file to write (atomically).")
    var output: String

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("merge needs at least one result file") }
    }

    func run() throws {
        let merged: BenchmarkResults
        do {
            try OutputPath.checkFile(output)
            try Self.checkDistinct(inputs)
            var runs: [NamedResults] = []
            for input in inputs { runs.append(try NamedResults.read(input)) }
            merged = try ShardMerge.appliesTo(runs) ? ShardMerge.merge(runs) : ResultMerge.merge(runs)
            // What merge writes must be what compare and merge read.
            try ResultValidation.check(merged, name: "the merged result for \(output)")
            try ResultFile.write(merged, to: output)
        } catch {
            throw CommandFailure("\(error)", status: 2)
        }
        try StandardOutput.print("merged \(inputs.count) run\(inputs.count == 1 ? "" : "s") into \(output): \(merged.cases.count + merged.unknownCases.count) cases, \(merged.sampling.samples) samples per case")
    }

    /// Refuses a file given twice (by any path: the same device and inode),
    /// which would count its samples twice and pass for two agreeing runs.
    static func checkDistinct(_ inputs: [String]) throws(CommandFailure) {
        var seen: [String: String] = [:]
        for input in inputs {
            var status = stat()
            guard stat(input, &status) == 0 else { continue }
            let identity = "\(status.st_dev):\(status.st_ino)"
            if let earlier = seen.updateValue(input, forKey: identity) {
                throw CommandFailure("cannot merge \(earlier) with \(input): they are the same file (its samples would count twice)", status: 2)
            }
        }
    }
}
