/// The label of a power-of-ten tick, in the unit of its axis: item counts
/// (`100`, `1k`, `10k`, `1M`), durations in nanoseconds (`100 ns`, `1 µs`,
/// `10 ms`) or ratios (`0.1x`, `1x`, `1,000x`).
/// - Complexity: O(1) storage.
public enum DecadeLabel: Sendable, Equatable {
    /// Counts, with SI suffixes from a thousand up: `1`, `10`, `100`, `1k`, `10k`, `1M`, `1G`.
    case count
    /// A duration given in nanoseconds: `1 ns` to `100 s`.
    case nanoseconds
    /// A ratio: `0.01x`, `1x`, `10,000x`.
    case ratio

    /// The label of 10^`decade`.
    /// - Complexity: O(|decade|)
    public func text(_ decade: Int) -> String {
        switch self {
        case .count:
            guard decade >= 0 else { return Self.plain(decade) }
            let suffixes = ["", "k", "M", "G", "T", "P"]
            let group = Swift.min(decade / 3, suffixes.count - 1)
            return Self.plain(decade - 3 * group) + suffixes[group]
        case .nanoseconds:
            let units = ["ns", "µs", "ms", "s"]
            let group = decade < 0 ? 0 : Swift.min(decade / 3, units.count - 1)
            return Self.plain(decade - 3 * group, separated: true) + " " + units[group]
        case .ratio:
            return Self.plain(decade, separated: true) + "x"
        }
    }

    /// 10^`decade` written out: `0.001`, `1`, `100`, or with `separated`,
    /// thousands separated by commas (`10,000`).
    static func plain(_ decade: Int, separated: Bool = false) -> String {
        if decade < 0 { return "0." + String(repeating: "0", count: -decade - 1) + "1" }
        let digits = "1" + String(repeating: "0", count: decade)
        guard separated else { return digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
