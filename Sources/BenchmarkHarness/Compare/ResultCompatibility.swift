/// The checks `ResultSetComparison` and `ResultMerge` share: what must be equal
/// for figures of two runs to be put side by side (or pooled), and what
/// merely deserves a warning. Public for the suites' own merges (the
/// layout suite's `ShardMerge`).
public enum ResultCompatibility {
    /// Refuses files of different schema versions (files read from disk are
    /// already checked by `ResultFile.read`; this covers results built in memory).
    public static func checkSchema<Suite>(_ verb: String, _ first: NamedResultSet<Suite>, _ second: NamedResultSet<Suite>) throws(ResultMismatch) {
        let a = first.results.schemaVersion, b = second.results.schemaVersion
        guard a == b else {
            throw .differs(verb, first, second, "the result schema version differs", String(a), String(b), why: "rerun both with one layout-bench build")
        }
    }

    /// Refuses runs made under different allocators: name, version, options
    /// or transparent huge pages. Every time and byte count of a prepare
    /// depends on them (`thp` alone moves a 10^6-item prepare by 2x, README).
    static func checkAllocator<Suite>(_ verb: String, _ first: NamedResultSet<Suite>, _ second: NamedResultSet<Suite>, why: String) throws(ResultMismatch) {
        let a = first.results.context.allocator, b = second.results.context.allocator
        let fields: [(String, String, String)] = [
            ("the allocator differs", a.name, b.name),
            ("the allocator version differs", a.version, b.version),
            ("the allocator options differ", "'\(a.options)'", "'\(b.options)'"),
            ("the allocator's transparent huge pages (opt.thp) differ", a.transparentHugePages, b.transparentHugePages),
        ]
        for (what, x, y) in fields where x != y {
            throw .differs(verb, first, second, what, x, y, why: why)
        }
    }

    /// How the machines differ, one phrase per field (empty when alike).
    static func machineDifferences<Suite>(_ first: NamedResultSet<Suite>, _ second: NamedResultSet<Suite>) -> [String] {
        let a = first.results.context.machine, b = second.results.context.machine
        let fields: [(String, String, String)] = [
            ("host", a.hostName, b.hostName),
            ("CPU", a.cpuModel, b.cpuModel),
            ("logical CPUs", String(a.logicalCPUs), String(b.logicalCPUs)),
            ("memory", ByteFormat.bytes(a.memoryBytes), ByteFormat.bytes(b.memoryBytes)),
            ("system", a.operatingSystem, b.operatingSystem),
        ]
        return fields.filter { $0.1 != $0.2 }.map { "\($0.0) \($0.1) in \(first.name), \($0.2) in \(second.name)" }
    }

    /// `step 20 pt, at most 200 frames`: what defines a scroll sample.
    public static func scrollSampling(_ plan: SamplingPlan) -> String {
        "steps of \(DurationFormat.significant(plan.scrollStep)) pt, at most \(plan.maximumScrollFrames) frames"
    }

    /// `samples of about 5.00 ms, scroll steps of 20 pt, at most 2000 frames`:
    /// what a sample is, whatever their number.
    public static func sampleMethod(_ plan: SamplingPlan) -> String {
        "samples of about \(DurationFormat.nanoseconds(Double(plan.targetSampleNanoseconds))), scroll \(scrollSampling(plan))"
    }

    /// `0123456789ab on main`, with ` (uncommitted changes)` when dirty.
    public static func source<Suite>(_ results: ResultSet<Suite>) -> String {
        guard let source = results.context.source else { return "not a git work tree" }
        return "\(source.commit.prefix(12)) on \(source.branch)\(source.dirty ? " (uncommitted changes)" : "")"
    }

    /// The names in `names`, at most `limit` of them, then `and N more`.
    static func list(_ names: [String], limit: Int = 5) -> String {
        guard names.count > limit else { return names.joined(separator: ", ") }
        return names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
    }
}
