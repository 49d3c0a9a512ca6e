/// How every output format prints a number: Swift's shortest round-trip form
/// (`Double.description`: `100.0`, `0.1`, `1e-05`, `1e+16`), with `-0.0`
/// printed as `0.0` so that a zero never shows a sign.
public enum OutputNumber {
    /// `value` in the contract's number format.
    /// - Complexity: O(1)
    public static func text(_ value: Double) -> String {
        value == 0 ? "0.0" : value.description
    }
}
