/// Observes the work an index does during one query, so that complexity can be
/// asserted deterministically (nodes and elements visited) instead of timed.
///
/// Queries are generic over the probe: with `NoProbe` the calls compile away
/// entirely, so the production path pays nothing for the instrumentation.
public protocol IndexProbe {
    /// Called once per tree node, binary-search step or element examined.
    mutating func visit()
}

/// The probe that records nothing: what every production query uses.
public struct NoProbe: IndexProbe {
    /// Creates the probe.
    @inlinable public init() {}
    /// Does nothing.
    @inlinable public mutating func visit() {}
}

/// A probe that counts visits.
public struct VisitCounter: IndexProbe {
    /// Nodes, search steps and elements examined so far.
    public var visits = 0
    /// Creates a counter at zero.
    public init() {}
    /// Adds one visit.
    @inlinable public mutating func visit() { visits += 1 }
}
