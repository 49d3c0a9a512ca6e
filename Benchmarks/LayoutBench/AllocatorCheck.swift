import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation
import JemallocConfig

/// Proves, before any figure is taken, that the process allocates through
/// jemalloc, and describes the allocator for the result file.
enum AllocatorCheck {
    /// The allocator in force.
    /// - Throws: `ValidationError` when jemalloc did not count a Swift allocation.
    static func verified() throws -> RunContext.Allocator {
        let status = Jemalloc.status()
        guard status.servesSwiftAllocations else {
            throw ValidationError("jemalloc is linked but did not count a \(status.probeBytes)-byte Swift allocation: the figures would not be under jemalloc")
        }
        let options = String(cString: layout_bench_malloc_conf())
            + (ProcessInfo.processInfo.environment["MALLOC_CONF"].map { ", then MALLOC_CONF=\($0)" } ?? "")
        return RunContext.Allocator(name: "jemalloc", version: status.version, options: options, transparentHugePages: Jemalloc.transparentHugePages)
    }
}
