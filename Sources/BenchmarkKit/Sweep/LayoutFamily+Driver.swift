import BenchmarkHarness

extension LayoutFamily {
    /// Whether the family's layout is a `SectionedLayout`, so the suite runs
    /// the collection-view driver's operations (self-size, batch-update,
    /// hit-test) on it. A new family joins by saying so here and building its
    /// driver in `DriverFixture`.
    public var runsDriverOperations: Bool { [.flow, .waterfall, .compositional, .compositionalPhotos].contains(self) }

    /// Whether the family's layout has sections that scroll sideways
    /// (orthogonal sections: the App Store page's featured and shelf
    /// carousels), so the suite runs `carousel-scroll` on it.
    public var hasCarousels: Bool { self == .compositional || self == .compositionalImpliedTrails }

    /// Whether the suite runs `operation` on the family (the operation's
    /// `layouts` requirement: the driver's operations on a `SectionedLayout`
    /// only, `carousel-scroll` on a layout with carousels only).
    public func runs(_ operation: BenchmarkOperation) -> Bool { operation.runs(on: self) }
}
