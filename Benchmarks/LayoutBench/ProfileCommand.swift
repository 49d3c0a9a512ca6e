import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation

/// `layout-bench profile`: loops one benchmark case and nothing else, for a
/// profiler (`scripts/profile.sh`, `scripts/callgrind.sh`).
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Loop one benchmark case for a profiler: build its inputs, then run only its operation.",
        discussion: """
        Examples:
          layout-bench profile --case flow/grid/query-attributes/middle/interval-tree/n=1000000 --seconds 10
          layout-bench profile --case waterfall/photos/prepare/sorted-columns/n=100000 --iterations 50
        Case names are those of `layout-bench run --list` (any item count is accepted). Prints one \
        summary line to standard error.
        """
    )

    @Option(name: .customLong("case"), help: "The case name: layout/workload/operation[/position]/strategy/n=items.")
    var caseName: String

    @Option(name: .long, parsing: .unconditional, help: "Loop for this many seconds of wall time.")
    var seconds: Double?

    @Option(name: .long, parsing: .unconditional, help: "Run exactly this many operations instead (for repeatable instruction counts).")
    var iterations: Int?

    @Option(name: .long, parsing: .unconditional, help: "Workload seed.")
    var seed: UInt64 = 1

    func validate() throws {
        switch (seconds, iterations) {
        case (nil, nil): throw ValidationError("give --seconds S or --iterations N")
        case (.some, .some): throw ValidationError("give --seconds or --iterations, not both")
        case (let seconds?, nil) where !(seconds > 0 && seconds <= 86_400):
            throw ValidationError("--seconds must be more than 0 and at most 86400, got \(seconds)")
        case (nil, let iterations?) where !(1...1_000_000_000).contains(iterations):
            throw ValidationError("--iterations must be between 1 and 1000000000, got \(iterations)")
        default: break
        }
        do { _ = try BenchmarkCase(name: caseName, seed: seed) } catch { throw ValidationError("--case: \(error)") }
    }

    func run() throws {
        let benchmarkCase = try BenchmarkCase(name: caseName, seed: seed)
        _ = try AllocatorCheck.verified()
        let loop = try ProfileLoop(benchmarkCase)
        let summary = loop.run(iterations.map(ProfileLoop.Budget.iterations) ?? .seconds(seconds ?? 0))
        let perOperation = Double(summary.nanoseconds) / Double(Swift.max(summary.operations, 1))
        StandardError.write("profile: \(benchmarkCase.name): \(summary.operations) \(benchmarkCase.operation.isTimedPerFrame ? "frames" : "operations") in \(DurationFormat.nanoseconds(Double(summary.nanoseconds))), \(DurationFormat.nanoseconds(perOperation)) each")
    }
}
