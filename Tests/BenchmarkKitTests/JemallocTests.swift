import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// The test binary links jemalloc through BenchmarkKit, as the benchmark
/// executable does: these tests show the counters are real.
@Suite struct JemallocTests {
    @Test func countsSwiftAllocations() {
        let status = Jemalloc.status(probeBytes: 1 << 20)
        #expect(status.servesSwiftAllocations)
        #expect(status.countedProbeBytes >= 1 << 20)
        #expect(status.version.hasPrefix("5."))
    }

    @Test func threadCountersMoveWithAllocations() {
        let before = Jemalloc.threadAllocatedBytes()
        let array = [Double](repeating: 1, count: 10_000)
        let after = Jemalloc.threadAllocatedBytes()
        withExtendedLifetime(array) {}
        #expect(after - before >= 80_000)
    }
}
