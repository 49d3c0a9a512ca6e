/// A suite of benchmarks as result files, `compare` and `merge` see it: its
/// case type and what a result file holds besides the cases (analyses
/// derived from them, such as speedups or complexity fits). The harness
/// reads, writes, pools and compares a suite's results through this alone;
/// the layout suite is `LayoutSuite` in BenchmarkKit.
public protocol ResultSuite: Sendable {
    /// The suite's case.
    associatedtype Case: SuiteCase
    /// The figures a result file derives from its cases, encoded as members
    /// of the file's top-level object (beside `schemaVersion`, `context`,
    /// `sampling` and `cases`).
    associatedtype Analysis: Codable, Sendable, Equatable

    /// The analyses of `cases`, computed whenever results are created or pooled.
    static func analyse(_ cases: [MeasuredCase<Case>]) -> Analysis
}

/// What compare and merge need of a suite's case besides its name.
public protocol SuiteCase: CaseKey {
    /// Whether the case's samples are the frames of one path through the
    /// content (a scroll), which move together from run to run: then a run is
    /// summarised by its median frame, not by its fastest sample, and two
    /// files compared must define the path alike (`SamplingPlan`'s scroll plan).
    var isTimedPerFrame: Bool { get }

    /// The filter that leaves out every per-frame case, for the message that
    /// refuses to compare them under different scroll plans, e.g.
    /// `operation!=scroll|carousel-scroll`.
    static var perFrameExclusionFilter: String { get }

    /// The first field in which this case and `other`, of the same name, are
    /// defined differently, as (field, value here, value in other); `nil`
    /// when alike.
    func definitionDifference(from other: Self) -> (field: String, first: String, second: String)?
}
