import Foundation
@testable import BenchmarkHarness
@testable import BenchmarkKit
import CollectionLayout

/// Result files made of synthetic samples, for tests of everything that reads
/// results (no timing involved).
enum ResultFixtures {
    static let context = RunContext(
        machine: .init(hostName: "test", operatingSystem: "Debian, kernel 6", cpuModel: "Test CPU", logicalCPUs: 2, memoryBytes: 1 << 34),
        toolchain: "Swift version 6.3.1", buildConfiguration: "release",
        allocator: .init(name: "jemalloc", version: "5.3.0-0-g0", options: "thp:always", transparentHugePages: "always"),
        source: .init(commit: "0123456789abcdef", branch: "main", dirty: false), date: "2026-11-22T10:00:00Z",
        commandLine: ["layout-bench", "run", "--quick"], instructionCounter: "instructions unavailable: test"
    )

    /// A result whose samples are `base` scaled by 1, 1.01, 0.99, ... (deterministic spread).
    static func result(_ benchmarkCase: BenchmarkCase, median base: Double, samples: Int = 9, results: Int = 40, allocations: Double = 0) -> CaseResult {
        let wall = (0..<samples).map { base * (1 + 0.01 * Double($0 % 5 - 2)) }
        return CaseResult(
            benchmarkCase: benchmarkCase, iterationsPerSample: 100, wallNanoseconds: wall, cpuNanoseconds: wall, instructions: nil,
            resultCount: results, allocatedBytesPerOperation: allocations * 48, allocationsPerOperation: allocations,
            retainedBytesPerItem: benchmarkCase.operation == .prepare ? 60 : nil, indexBytesPerItem: benchmarkCase.operation == .prepare ? 8 : nil,
            peakResidentBytes: 50 << 20
        )
    }

    /// Flow at 10^2..10^4: prepare linear in n, linear queries linear in n, indexed queries logarithmic.
    static func results(scale: Double = 1) -> BenchmarkResults {
        var cases: [CaseResult] = []
        for items in [100, 1_000, 10_000] {
            let n = Double(items)
            for strategy in BenchmarkStrategy.allCases where !strategy.isPeer {
                cases.append(result(BenchmarkCase(layout: .flow, strategy: strategy, operation: .prepare, items: items), median: 15 * scale))
                let query = strategy == .linear ? 2 * n : 20 * log2(n)
                cases.append(result(BenchmarkCase(layout: .flow, strategy: strategy, operation: .querySlots, position: .middle, items: items), median: query * scale))
            }
        }
        return BenchmarkResults(context: context, sampling: .quick, cases: cases)
    }
}
