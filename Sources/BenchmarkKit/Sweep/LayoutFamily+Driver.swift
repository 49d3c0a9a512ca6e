extension LayoutFamily {
    /// Whether the family's layout is a `SectionedLayout`, so the suite runs
    /// the collection-view driver's operations (self-size, batch-update,
    /// hit-test) on it. A new family joins by saying so here and building its
    /// driver in `DriverFixture`.
    public var runsDriverOperations: Bool { self == .flow || self == .waterfall }
}
