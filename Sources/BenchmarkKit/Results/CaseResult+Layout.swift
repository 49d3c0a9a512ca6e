import BenchmarkHarness

/// What the layout suite measured for one of its cases (`MeasuredCase`
/// keyed by `BenchmarkCase`): the type `run` writes and `compare`, `merge`
/// and the tables read for the cases this build knows.
public typealias CaseResult = MeasuredCase<BenchmarkCase>

/// A layout case is keyed by its name (`BenchmarkCase.name`).
extension BenchmarkCase: CaseKey {}
