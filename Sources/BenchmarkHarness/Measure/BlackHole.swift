/// Consumes a value so the optimiser cannot delete the computation that made it.
///
/// `@inline(never)` and `@_optimize(none)`: the compiler must assume the value
/// is used, so a benchmarked query or prepare is really performed.
@inline(never) @_optimize(none)
public func blackHole<T>(_ value: T) {}
