/// Counts what an operation allocates, from jemalloc's own counters: bytes
/// (`thread.allocated`) and allocation requests (the arenas' request counts
/// after a thread-cache flush). Runs outside the timed samples, because
/// reading the request counts disturbs the thread cache.
///
/// Bytes are the calling thread's own; the request count is the whole
/// process's, exact while one thread runs (the benchmark), an upper bound
/// when others allocate at the same time (parallel tests).
public enum AllocationProbe {
    /// Bytes and allocations per operation over `iterations` runs.
    public struct Figures: Sendable, Equatable {
        /// Bytes allocated per operation.
        public var bytes: Double
        /// Allocation requests per operation.
        public var allocations: Double
    }

    /// Runs `body(iterations)` once and divides what it allocated by `iterations`.
    /// - Complexity: one run of `body`, plus a few microseconds.
    public static func measure(iterations: Int, _ body: (Int) -> Void) -> Figures {
        let requestsBefore = Jemalloc.allocationRequests()
        let bytesBefore = Jemalloc.threadAllocatedBytes()
        body(iterations)
        let bytesAfter = Jemalloc.threadAllocatedBytes()
        let requestsAfter = Jemalloc.allocationRequests()
        let count = Double(Swift.max(iterations, 1))
        return Figures(bytes: Double(bytesAfter &- bytesBefore) / count, allocations: Double(requestsAfter &- requestsBefore) / count)
    }
}
