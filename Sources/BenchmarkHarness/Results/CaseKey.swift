/// What the harness needs to know of a benchmark case to store, pool and
/// compare its results: its name, the key cases are matched by in result
/// files and across runs. A suite's case type (the layout suite's
/// `BenchmarkCase`) conforms; so does `CaseDescriptor`, which any case of any
/// suite reads as, so a file holding cases a build does not know can still be
/// read, compared by name and merged.
public protocol CaseKey: Codable, Hashable, Sendable {
    /// The case's name, unique within a result file and stable across runs.
    var name: String { get }
}
