import BenchmarkHarness
import Foundation

/// The layout suite as the harness's result files, `compare` and `merge` see
/// it: its cases are `BenchmarkCase`s, and a result file holds their
/// speedups and complexity fits besides.
public enum LayoutSuite: ResultSuite {
    /// A layout case.
    public typealias Case = BenchmarkCase

    /// The analyses of a layout result file: the `speedups` and `complexity`
    /// members of its top-level object.
    public struct Analysis: Codable, Sendable, Equatable {
        /// Indexed over the reference strategies, per case.
        public var speedups: [Speedup]
        /// Fitted complexity per series.
        public var complexity: [ComplexityEntry]
    }

    /// The speedups and complexity fits of `cases`.
    /// - Complexity: O(cases × bootstrap resamples × samples)
    public static func analyse(_ cases: [CaseResult]) -> Analysis {
        Analysis(speedups: Speedup.all(in: cases), complexity: ComplexityEntry.all(in: cases))
    }
}

/// A layout suite result file.
public typealias BenchmarkResults = ResultSet<LayoutSuite>

extension ResultSet where Suite == LayoutSuite {
    /// Indexed over linear (and the other references), per case.
    public var speedups: [Speedup] {
        get { analysis.speedups }
        set { analysis.speedups = newValue }
    }

    /// Fitted complexity per series.
    public var complexity: [ComplexityEntry] {
        get { analysis.complexity }
        set { analysis.complexity = newValue }
    }
}

/// A layout suite result file with the name messages use for it.
public typealias NamedResults = NamedResultSet<LayoutSuite>

extension ResultFile {
    /// Reads a layout suite result file (`read(_:as:)`).
    /// - Throws: `Failure` (see `read(_:as:)`).
    /// - Complexity: O(file size)
    public static func read(_ path: String) throws(Failure) -> BenchmarkResults {
        try read(path, as: LayoutSuite.self)
    }
}

extension ResultValidation {
    /// Decodes and validates a layout suite result file (`decode(_:name:as:)`).
    /// - Throws: `ResultFile.Failure` (see `decode(_:name:as:)`).
    /// - Complexity: O(bytes)
    public static func decode(_ bytes: Data, name: String) throws(ResultFile.Failure) -> BenchmarkResults {
        try decode(bytes, name: name, as: LayoutSuite.self)
    }
}
