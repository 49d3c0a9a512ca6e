import CJemalloc

/// jemalloc's own counters, read through `mallctl` (not estimates).
///
/// Linking `CJemalloc` makes jemalloc the process allocator: Debian builds it
/// without a symbol prefix, so its `malloc` and `free` take the place of libc's
/// for every allocation, the Swift runtime's included. `status()` proves it at
/// run time instead of assuming it.
public enum Jemalloc {
    /// What the allocator check found.
    public struct Status: Sendable, Equatable {
        /// jemalloc's version string (`mallctl("version")`).
        public var version: String
        /// Whether a Swift allocation moved jemalloc's per-thread counter, i.e.
        /// whether the Swift runtime allocates through jemalloc.
        public var servesSwiftAllocations: Bool
        /// The bytes jemalloc counted for a probe allocation of `probeBytes`.
        public var countedProbeBytes: UInt64
        /// The size of the probe allocation.
        public var probeBytes: Int
    }

    /// Bytes allocated by the calling thread since it started (`thread.allocated`).
    /// - Complexity: O(1)
    public static func threadAllocatedBytes() -> UInt64 { MallctlName.threadAllocated.read() }

    /// Bytes deallocated by the calling thread since it started (`thread.deallocated`).
    /// - Complexity: O(1)
    public static func threadDeallocatedBytes() -> UInt64 { MallctlName.threadDeallocated.read() }

    /// The number of allocation requests the process has made so far (small and
    /// large size classes, all arenas). The calling thread's cache is flushed
    /// first, because jemalloc merges a thread cache's request count into the
    /// arena statistics only when the cache is flushed (without it, a test of
    /// 1,000 `malloc`s counted 900). The flush disturbs the cache: call this
    /// outside timed regions.
    /// - Complexity: O(arenas), a few microseconds.
    public static func allocationRequests() -> UInt64 {
        MallctlName.threadCacheFlush.write()
        MallctlName.epoch.write(1)
        return MallctlName.smallRequests.read() &+ MallctlName.largeRequests.read()
    }

    /// Bytes the calling thread holds: allocated minus deallocated since it
    /// started. The difference around a call that returns a value is the
    /// memory that value retains.
    /// - Complexity: O(1)
    public static func threadLiveBytes() -> Int64 {
        Int64(bitPattern: threadAllocatedBytes() &- threadDeallocatedBytes())
    }

    /// Whether jemalloc was asked to use transparent huge pages (`opt.thp`:
    /// `default`, `always` or `never`).
    public static var transparentHugePages: String { readString("opt.thp") }

    /// The jemalloc version (`mallctl("version")`).
    public static var version: String { readString("version") }

    private static func readString(_ name: String) -> String {
        var pointer: UnsafePointer<CChar>?
        var size = MemoryLayout<UnsafePointer<CChar>?>.size
        guard mallctl(name, &pointer, &size, nil, 0) == 0, let pointer else { return "unknown" }
        return String(cString: pointer)
    }

    /// Allocates a Swift array of `probeBytes` and checks that jemalloc counted it.
    public static func status(probeBytes: Int = 1 << 20) -> Status {
        let before = threadAllocatedBytes()
        let probe = [UInt8](repeating: 1, count: probeBytes)
        let after = threadAllocatedBytes()
        withExtendedLifetime(probe) {}
        let counted = after &- before
        return Status(version: version, servesSwiftAllocations: counted >= UInt64(probeBytes), countedProbeBytes: counted, probeBytes: probeBytes)
    }
}
