/// Numbers as they appear in the charts' SVG (text is escaped by `XMLText`,
/// the harness's one escaper): printed the same way on every machine, so that a chart is a deterministic
/// function of its results (two runs with equal figures give equal files).
enum SVGText {
    /// A coordinate with at most two decimals and no trailing zeros (`12`,
    /// `12.5`, `12.25`), `-0` printed as `0`: a hundredth of a pixel is below
    /// what any viewer draws, and fixed rounding keeps the files stable.
    /// - Precondition: `value` is finite.
    /// - Complexity: O(1)
    static func number(_ value: Double) -> String {
        precondition(value.isFinite, "SVG coordinates are finite")
        var text = DurationFormat.fixed(value, decimals: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
