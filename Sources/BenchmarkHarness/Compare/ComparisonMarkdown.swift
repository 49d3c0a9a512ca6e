/// The Markdown diff of a comparison (`layout-bench compare --output DIFF.md`):
/// the two runs' contexts side by side, the rule, the summary, the noise floor, the warnings,
/// the table, and the cases present on one side only.
/// - Complexity: See `render(_:)`.
public enum ComparisonMarkdown {
    /// The document.
    /// - Complexity: O(cases)
    public static func render<Suite>(_ comparison: ResultSetComparison<Suite>) -> String {
        let old = comparison.old.results, new = comparison.new.results
        func row(_ label: String, _ value: (ResultSet<Suite>) -> String) -> String {
            "| \(label) | \(cell(value(old))) | \(cell(value(new))) |"
        }
        var lines = ["# layout-bench comparison", ""]
        lines.append("| | OLD | NEW |")
        lines.append("| :--- | :--- | :--- |")
        lines.append("| file | \(cell(comparison.old.name)) | \(cell(comparison.new.name)) |")
        lines.append(row("commit") { $0.context.source.map { String($0.commit.prefix(12)) } ?? "not a git work tree" })
        lines.append(row("branch") { $0.context.source?.branch ?? "-" })
        lines.append(row("dirty") { $0.context.source.map { $0.dirty ? "yes (uncommitted changes)" : "no" } ?? "-" })
        lines.append(row("date") { $0.context.date })
        lines.append(row("machine") {
            let machine = $0.context.machine
            return "\(machine.hostName): \(machine.cpuModel), \(machine.logicalCPUs) logical CPUs, \(ByteFormat.bytes(machine.memoryBytes)), \(machine.operatingSystem)"
        })
        lines.append(row("build") { $0.context.buildConfiguration })
        lines.append(row("toolchain") { $0.context.toolchain })
        lines.append(row("allocator") {
            let allocator = $0.context.allocator
            return "\(allocator.name) \(allocator.version), options `\(allocator.options)`, opt.thp=\(allocator.transparentHugePages)"
        })
        lines.append(row("sampling") {
            "\($0.sampling.samples) samples of about \(DurationFormat.nanoseconds(Double($0.sampling.targetSampleNanoseconds))); scrolls: \(ResultCompatibility.scrollSampling($0.sampling))"
        })
        lines.append(row("command") { "`" + $0.context.commandLine.joined(separator: " ") + "`" })
        lines += ["", "Verdict rule: " + comparison.rule.summary + ".", ""]
        lines.append("**" + comparison.summaryLine + "**")
        if !comparison.noiseFloor.explanation.isEmpty { lines += [""] + comparison.noiseFloor.explanation }
        if !comparison.warnings.isEmpty {
            lines += ["", "Warnings:", ""]
            lines += comparison.warnings.map { "- " + $0 }
        }
        lines += ["", comparison.table().renderMarkdown()]
        for (label, names) in [("Only in OLD", comparison.onlyInOld), ("Only in NEW", comparison.onlyInNew)] where !names.isEmpty {
            lines += ["", "\(label) (\(names.count)):", ""]
            lines += names.map { "- " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe in a table cell: `|` escaped, line breaks folded.
    static func cell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ")
    }
}
