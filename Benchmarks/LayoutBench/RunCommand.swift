import ArgumentParser
import BenchmarkKit
import CollectionLayout
import Foundation
import JemallocConfig
import LayoutWorkloads

/// `layout-bench run`: the benchmark sweep, printed as tables.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Measure prepare and viewport-query cost for every layout and index strategy.",
        discussion: """
        For each layout (flow over the grid workload, waterfall over the photos workload) and \
        item count, times prepare (per item, index build included) and a viewport query (an \
        iPhone screen plus half a screen of prefetch on each side) at the top, middle and bottom \
        of the content, with every index strategy on identical frames. Figures are medians of \
        --samples samples; speedups are linear-scan median over indexed median, in the same run.
        """
    )

    @Option(name: .long, help: "Comma-separated item counts.")
    var items: String = "100,1000,10000,100000,1000000"

    @Option(name: .long, help: "Samples per figure (the median is reported).")
    var samples: Int = 11

    @Option(name: .long, help: "Comma-separated layouts: flow, waterfall.")
    var layouts: String = "flow,waterfall"

    @Option(name: .long, help: "Workload seed.")
    var seed: UInt64 = 1

    func validate() throws {
        guard samples >= 1, samples <= 10_000 else { throw ValidationError("--samples must be between 1 and 10000, got \(samples)") }
        _ = try parsedItemCounts()
        _ = try parsedFamilies()
    }

    func parsedItemCounts() throws -> [Int] {
        try items.split(separator: ",").map { text in
            guard let count = Int(text.trimmingCharacters(in: .whitespaces)), count >= 0, count <= Workload.maximumItemCount else {
                throw ValidationError("--items: '\(text)' is not a count between 0 and \(Workload.maximumItemCount)")
            }
            return count
        }
    }

    func parsedFamilies() throws -> [LayoutFamily] {
        try layouts.split(separator: ",").map { name in
            guard let family = LayoutFamily(rawValue: String(name)) else {
                throw ValidationError("--layouts: unknown layout '\(name)' (expected \(LayoutFamily.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return family
        }
    }

    func run() throws {
        let allocator = Jemalloc.status()
        guard allocator.servesSwiftAllocations else {
            throw ValidationError("jemalloc is linked but did not count a \(allocator.probeBytes)-byte Swift allocation: the figures would not be under jemalloc")
        }
        let options = String(cString: layout_bench_malloc_conf()) + (ProcessInfo.processInfo.environment["MALLOC_CONF"].map { ", then MALLOC_CONF=\($0)" } ?? "")
        print("allocator: jemalloc \(allocator.version), options \(options), opt.thp=\(Jemalloc.transparentHugePages) (checked: a \(allocator.probeBytes)-byte Swift allocation was counted by jemalloc)")
        let sweep = IndexSweep(
            subjects: try parsedFamilies().map { ($0, $0.defaultWorkload) },
            itemCounts: try parsedItemCounts(), seed: seed, sampler: Sampler(samples: samples)
        )
        let measurements = try sweep.run { measurement in
            let what = measurement.operation.rawValue + (measurement.position.map { " \($0.rawValue)" } ?? "")
            FileHandle.standardError.write(Data(
                "  \(measurement.family.rawValue) \(measurement.items) \(measurement.strategy.rawValue) \(what): \(DurationFormat.nanoseconds(measurement.median))\n".utf8
            ))
        }
        print("\nPrepare (per item, index build included; median of \(samples) samples)\n")
        print(SweepTables.prepare(measurements).render())
        print("\nViewport query, index only: the slots of the elements in the rect (390x844 visible + 422 pt prefetch above and below; median of \(samples) samples)\n")
        print(SweepTables.query(measurements, operation: .querySlots).render())
        print("\nViewport query with attributes: LayoutAttributes for each result, caller-owned buffer (same rects)\n")
        print(SweepTables.query(measurements, operation: .queryAttributes).render())
    }
}
