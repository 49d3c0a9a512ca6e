import CPerfEvents

/// Counts the instructions the calling thread retires, through the kernel's
/// perf events (`perf_event_open(2)`, `PERF_COUNT_HW_INSTRUCTIONS`).
///
/// Hardware counters are often missing on virtual machines (the machines this
/// project is measured on say `<not supported>` to `perf stat -e
/// instructions`); then `open()` reports why and every figure that needs the
/// counter is recorded as unavailable, never as zero.
public final class InstructionCounter: @unchecked Sendable {
    // @unchecked: the descriptor is only read by the thread that opened it
    // (the counter counts that thread), and never changes after init.
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { layout_bench_close_counter(descriptor) }

    /// Why a counter could not be opened.
    public struct Unavailable: Error, Sendable, Equatable, CustomStringConvertible {
        /// The `errno` from `perf_event_open`.
        public var errorNumber: Int32
        /// A readable reason.
        public var description: String {
            switch errorNumber {
            case 2, 95: "instructions unavailable: the kernel or virtual machine has no hardware instruction counter (perf_event_open: errno \(errorNumber))"
            case 1, 13: "instructions unavailable: not permitted (perf_event_open: errno \(errorNumber); see /proc/sys/kernel/perf_event_paranoid)"
            case 38: "instructions unavailable: perf events are not supported on this system"
            default: "instructions unavailable: perf_event_open failed with errno \(errorNumber)"
            }
        }
    }

    /// Opens a counter for the calling thread, or says why there is none.
    /// - Complexity: one system call.
    public static func open() -> Result<InstructionCounter, Unavailable> {
        let result = layout_bench_open_instruction_counter()
        return result >= 0 ? .success(InstructionCounter(descriptor: result)) : .failure(Unavailable(errorNumber: -result))
    }

    /// Instructions retired by the opening thread since the counter opened.
    /// - Complexity: one `read(2)` system call (about a microsecond).
    @inline(__always)
    public func read() -> UInt64 {
        let value = layout_bench_read_counter(descriptor)
        return value < 0 ? 0 : UInt64(value)
    }
}
