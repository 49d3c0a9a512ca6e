#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanosecond clocks for measurement.
public enum MonotonicClock {
    /// Wall time from a monotonic clock (`CLOCK_MONOTONIC`), in nanoseconds.
    /// - Complexity: O(1), a vDSO call (about 20 ns here).
    @inlinable @inline(__always)
    public static func now() -> UInt64 { read(CLOCK_MONOTONIC) }

    /// CPU time consumed by the calling thread (`CLOCK_THREAD_CPUTIME_ID`), in nanoseconds.
    @inlinable @inline(__always)
    public static func threadCPUTime() -> UInt64 { read(CLOCK_THREAD_CPUTIME_ID) }

    /// The reading of `clock` in nanoseconds (inlined into callers in other
    /// modules, so a timed region pays for the clock and nothing more).
    @inlinable @inline(__always)
    static func read(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
