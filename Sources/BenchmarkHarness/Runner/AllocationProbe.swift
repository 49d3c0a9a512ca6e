/// Counts what an operation allocates, from jemalloc's own counters: bytes
/// (`thread.allocated`) and allocation requests (the arenas' request counts
/// after a thread-cache flush). Runs outside the timed samples, because
/// reading the request counts disturbs the thread cache.
///
/// Bytes are the calling thread's own; the request count is the whole
/// process's, exact while one thread runs (the benchmark), an upper bound
/// when others allocate at the same time (parallel tests, the progress
/// line's thread). Every allocation adds at least one byte to its thread's
/// `thread.allocated`, so when the calling thread's bytes did not change it
/// made no request, and the count is 0: requests of other threads alone are
/// never charged to the operation (they made `--strict` fail at random with
/// 0.01 allocations and 0 bytes per query).
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
        let bytes = bytesAfter &- bytesBefore
        let requests = bytes == 0 ? 0 : requestsAfter &- requestsBefore
        return Figures(bytes: Double(bytes) / count, allocations: Double(requests) / count)
    }
}
