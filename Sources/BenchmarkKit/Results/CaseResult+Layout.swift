import BenchmarkHarness

/// What the layout suite measured for one of its cases (`MeasuredCase`
/// keyed by `BenchmarkCase`): the type `run` writes and `compare`, `merge`
/// and the tables read for the cases this build knows.
public typealias CaseResult = MeasuredCase<BenchmarkCase>

/// A layout case is keyed by its name (`BenchmarkCase.name`); a scroll or
/// carousel sweep times frames of one path.
extension BenchmarkCase: SuiteCase {
    /// Whether the operation times frames of a path (`BenchmarkOperation.isTimedPerFrame`).
    public var isTimedPerFrame: Bool { operation.isTimedPerFrame }

    /// `operation!=scroll|carousel-scroll`: every sweep operation, from their definitions.
    public static var perFrameExclusionFilter: String {
        "operation!=" + BenchmarkOperation.allCases.filter(\.isTimedPerFrame).map(\.rawValue).joined(separator: "|")
    }

    /// The first filterable field in which two cases differ (only the seed
    /// can, for cases of one name: every other field is part of the name).
    /// - Complexity: O(fields)
    public func definitionDifference(from other: BenchmarkCase) -> (field: String, first: String, second: String)? {
        for field in CaseFilter.Field.allCases where field != .name {
            let a = value(of: field), b = other.value(of: field)
            if a != b { return (field.rawValue, a, b) }
        }
        return nil
    }
}

extension UnknownCase {
    /// The value of a filterable field, as text (`-` when the file has none), for `CaseFilter`.
    public func value(of field: CaseFilter.Field) -> String {
        field == .name ? name : fields[field.rawValue] ?? "-"
    }
}
