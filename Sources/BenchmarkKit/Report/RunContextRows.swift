import BenchmarkHarness

/// The context of a run as label and text pairs, in the order a reader
/// checks them (when, what command, which code, build, toolchain, allocator,
/// machine, counters, sampling): shared by `summary.md` and `index.html`, so
/// both say the same.
public enum RunContextRows {
    /// The rows for `results`.
    /// - Complexity: O(1)
    public static func rows(_ results: BenchmarkResults) -> [(label: String, text: String)] {
        let context = results.context
        let source = ResultCompatibility.source(results)
        return [
            ("date", context.date),
            ("command", "`" + context.commandLine.joined(separator: " ") + "`"),
            ("code", source),
            ("build", context.buildConfiguration),
            ("toolchain", context.toolchain),
            ("allocator", "\(context.allocator.name) \(context.allocator.version), options `\(context.allocator.options)`, opt.thp=\(context.allocator.transparentHugePages)"),
            ("machine", "\(context.machine.cpuModel), \(context.machine.logicalCPUs) logical CPUs, \(ByteFormat.bytes(context.machine.memoryBytes)), \(context.machine.operatingSystem)"),
            ("instructions", context.instructionCounter),
            ("sampling", "\(results.sampling.samples) samples of about \(DurationFormat.nanoseconds(Double(results.sampling.targetSampleNanoseconds))) per case, strategies interleaved; scrolls of up to \(results.sampling.maximumScrollFrames) frames"),
        ]
    }
}
