import BenchmarkHarness

/// The Markdown summary of a run (`summary.md` beside `results.json`): the
/// context a reader needs to trust the figures, then the same tables as the
/// terminal.
public enum MarkdownSummary {
    /// The summary of `results`; `charts` are file names (relative to the
    /// summary) to link under the tables.
    /// - Complexity: O(cases)
    public static func render(_ results: BenchmarkResults, charts: [String] = []) -> String {
        let context = results.context
        var lines = ["# layout-bench results", ""]
        lines.append("| | |")
        lines.append("| :--- | :--- |")
        let source = context.source.map { "\($0.commit.prefix(12)) on \($0.branch)\($0.dirty ? " (uncommitted changes)" : "")" } ?? "not a git work tree"
        let rows: [(String, String)] = [
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
        lines += rows.map { "| \($0.0) | \($0.1.replacingAll("|", with: "\\|")) |" }
        for titled in ResultTables.all(results) {
            lines += ["", "### " + titled.title, "", titled.table.renderMarkdown()]
        }
        if !charts.isEmpty {
            lines += ["", "## Charts", ""]
            lines += charts.map { "![\($0)](\($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
