/// What a comparison concludes about one case (see `ComparisonRule`).
/// - Complexity: O(1) storage and operations.
public enum Verdict: String, Sendable, Equatable, CaseIterable, Codable {
    /// Significantly slower, by more than the noise threshold.
    case regressed
    /// Significantly faster, by more than the noise threshold.
    case improved
    /// The samples differ significantly, but the change is not shown to
    /// exceed the noise threshold (criterion.rs: "Change within noise threshold").
    case withinNoise = "unchanged (within noise)"
    /// The samples do not differ significantly (criterion.rs: "No change in
    /// performance detected").
    case notSignificant = "unchanged (not significant)"

    /// Whether the case counts as unchanged.
    /// - Complexity: O(1)
    public var isUnchanged: Bool { self == .withinNoise || self == .notSignificant }
}
